import { describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import type { Action, AnyGame, GameEvent } from '../../engine/core/types';
import { isUndoBarrier } from '../../engine/core/undo';
import { getGame } from '../../engine/games';
import { nile } from '../../engine/nile';

/**
 * What can and cannot be taken back, per game, on real positions: seeded games played by random bots, every step
 * classified by engine/core/undo.ts. Each game names the steps that reveal something (they must be barriers) and the
 * steps that reveal nothing (they must stay undoable).
 */
interface Step {
  action: Action;
  events: string[];
  barrier: boolean;
}

function steps(game: AnyGame, seed: string, players: number, n: number): Step[] {
  let s = game.setup({ players, seed });
  const rng = createRng(`${seed}/bots`);
  const out: Step[] = [];
  for (let i = 0; i < n && game.toAct(s).length > 0; i++) {
    const seat = game.toAct(s)[0]!;
    const action = randomBot({ game, view: null, seat, legal: game.legalActions(s, seat), rng });
    const r = game.apply(s, seat, action);
    out.push({ action, events: r.events.map((e: GameEvent) => e.type), barrier: isUndoBarrier(game, s, r.state, seat, action, r.events) });
    s = r.state;
  }
  return out;
}

interface Case {
  /** Steps that reveal or draw something: always barriers. */
  reveals(s: Step): boolean;
  /** Steps that reveal nothing: always undoable. */
  hidesNothing(s: Step): boolean;
}

const has = (s: Step, ...types: string[]) => s.events.some((e) => types.includes(e));

const cases: Record<string, Case> = {
  // Every NILE action ends in a draw or a flood flipped (a trade draws or re-floods, a plant/speculate/pass ends the
  // turn with the draw): nothing in NILE can be taken back.
  nile: { reveals: () => true, hidesNothing: () => false },
  banks: {
    reveals: (s) => ['placeWater', 'removeWater', 'buyJoker', 'placeDesert'].includes(s.action.type) || has(s, 'eventRevealed', 'desertReshuffled'),
    hidesNothing: (s) => ['sow', 'grow', 'harvest', 'buySeed', 'openSow', 'openBoat'].includes(s.action.type) && !has(s, 'tideMarkerMoved'),
  },
  niagara: {
    reveals: (s) => has(s, 'cardsRevealed'),
    hidesNothing: (s) => s.action.type === 'play' && s.events.join() === 'cardChosen',
  },
  nefertiti: {
    reveals: (s) => has(s, 'dieRolled', 'marketRefilled'),
    hidesNothing: (s) => s.action.type === 'place' && !has(s, 'dieRolled', 'marketClosed'),
  },
};

describe.each(Object.keys(cases))('undo barriers: %s', (id) => {
  const game = getGame(id);
  const c = cases[id]!;
  const all = ['u1', 'u2'].flatMap((seed) => steps(game, seed, 3, id === 'banks' ? 250 : 300));

  it('every step that draws, flips or reveals is a barrier', () => {
    const revealing = all.filter((s) => c.reveals(s));
    expect(revealing.length).toBeGreaterThan(0);
    for (const s of revealing) expect(s).toMatchObject({ barrier: true });
  });

  it('a step that reveals nothing can be taken back', () => {
    const quiet = all.filter((s) => c.hidesNothing(s));
    if (id === 'nile') return expect(all.every((s) => s.barrier)).toBe(true);
    expect(quiet.length).toBeGreaterThan(3);
    for (const s of quiet) expect(s).toMatchObject({ barrier: false });
  });
});

describe('the generic rule', () => {
  it('a moved RNG is a barrier even when the game says nothing', () => {
    const game: AnyGame = { ...nile, undoBarrier: undefined };
    const s = game.setup({ players: 2, seed: 'g' });
    const moved = { ...s, rng: [1, 2, 3, 4] };
    expect(isUndoBarrier(game, s, moved, 0, { type: 'pass' }, [])).toBe(true);
  });

  it('a result that depends on a hidden card is a barrier without the game hook (NILE market draws from the deck)', () => {
    const game: AnyGame = { ...nile, undoBarrier: undefined };
    let s = game.setup({ players: 2, seed: 'g2' });
    const seat = game.toAct(s)[0]!;
    const market = game.legalActions(s, seat).find((a: Action) => a.type === 'market');
    expect(market).toBeDefined();
    const r = game.apply(s, seat, market);
    expect(isUndoBarrier(game, s, r.state, seat, market, r.events)).toBe(true);
    s = r.state;
  });
});
