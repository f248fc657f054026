import { describe, expect, it } from 'vitest';
import { createRng } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';
import { niagara } from '../../../engine/niagara';
import { act, actAll, ruleError } from './helpers';

const v = (s: Parameters<typeof niagara.view>[0], seat: number | null) => niagara.view(s, seat);

describe('views: face-down cards are secret, played piles are public', () => {
  const start = () => niagara.setup({ players: 3, seed: 'view', options: { firstPlayer: 0 } });

  it('a placed card is visible only to its owner; others see that a card is down and which cards are still unrevealed', () => {
    const s = act(start(), 0, { type: 'play', card: 3 }).state;
    const own = v(s, 0).crews[0]!;
    expect(own.choice).toBe(3);
    expect(own.hand).toEqual([1, 2, 4, 5, 6, 'cloud']);
    expect(own.faceDown).toBe(true);
    for (const viewer of [1, 2, null]) {
      const other = v(s, viewer).crews[0]!;
      expect(other).not.toHaveProperty('choice');
      expect(other).not.toHaveProperty('hand');
      expect(other.faceDown).toBe(true);
      expect(other.faceUp).toBeNull();
      expect(other.unrevealed).toEqual([1, 2, 3, 4, 5, 6, 'cloud']); // the face-down 3 is still among them
      expect(other.revealed).toEqual([]);
    }
    // Another card placed instead changes nothing the others can see.
    const alt = act(start(), 0, { type: 'play', card: 5 }).state;
    expect(v(alt, 1)).toEqual(v(s, 1));
    expect(v(alt, null)).toEqual(v(s, null));
    expect(JSON.stringify(v(s, 1))).not.toMatch(/rng/);
  });

  it('once turned over the card is public and stays on the played pile until the cycle ends', () => {
    const r = actAll(start(), [{ type: 'play', card: 3 }, { type: 'play', card: 5 }, { type: 'play', card: 6 }]);
    const seen = v(r.state, 2);
    expect(seen.crews[0]!.faceUp).toBe(3);
    expect(seen.crews[0]!.revealed).toEqual([3]);
    expect(seen.crews[0]!.unrevealed).toEqual([1, 2, 4, 5, 6, 'cloud']);
    // Green and yellow have not been turned over yet: their cards stay secret from red.
    expect(v(r.state, 0).crews[1]!.faceUp).toBeNull();
    expect(v(r.state, 0).crews[1]!.unrevealed).toContain(5);
    expect(v(r.state, 0).cycleRound).toBe(1);
    expect(v(r.state, 0).turn).toMatchObject({ colour: 'red', card: 3, required: [], optional: ['red1', 'red2'], oneOf: true });
  });

  it('eventView hides the card of cardChosen from everyone but its owner', () => {
    const r = act(start(), 1, { type: 'play', card: 'cloud' });
    const e = r.events[0]!;
    expect(e).toEqual({ type: 'cardChosen', seat: 1, colour: 'green', card: 'cloud' });
    expect(niagara.eventView(e, 1)).toEqual(e);
    expect(niagara.eventView(e, 0)).toEqual({ type: 'cardChosen', seat: 1, colour: 'green' });
    expect(niagara.eventView(e, null)).toEqual({ type: 'cardChosen', seat: 1, colour: 'green' });
  });

  it('determinize samples the hidden cards among the unrevealed ones and reproduces the view', () => {
    const s = actAll(start(), [{ type: 'play', card: 3 }, { type: 'play', card: 5 }]).state;
    const view = v(s, 2);
    const seen = new Set<unknown>();
    for (let i = 0; i < 30; i++) {
      const d = niagara.determinize(view, 2, createRng(`d${i}`));
      expect(v(d, 2)).toEqual(view);
      expect(d.chosen[0]).toBeGreaterThanOrEqual(0);
      expect(d.hands[0]! & (1 << d.chosen[0]!)).toBe(0);
      seen.add(d.chosen[0]);
      // The determinized world plays on.
      expect(niagara.legalActions(d, 2).length).toBeGreaterThan(0);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('determinize refuses what is not this seat’s view', () => {
    const s = start();
    ruleError(() => niagara.determinize(v(s, 1), 2, createRng('x')), 'BAD_VIEW');
    const untyped: AnyGame = niagara; // what a bot worker holds: views arrive unchecked
    ruleError(() => untyped.determinize({ game: 'nile' }, 0, createRng('x')), 'BAD_VIEW');
    ruleError(() => untyped.determinize(null, 0, createRng('x')), 'BAD_VIEW');
    const broken = structuredClone(v(s, 0)) as unknown as { canoes: { at: string }[] };
    broken.canoes[0]!.at = 'moon';
    ruleError(() => untyped.determinize(broken, 0, createRng('x')), 'BAD_VIEW');
  });
});
