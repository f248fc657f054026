import { describe, expect, it } from 'vitest';
import type { SearchConfig } from '../../../engine/ai/ismcts/config';
import { ismcts } from '../../../engine/ai/ismcts/search';
import { SEARCH_LEVELS } from '../../../engine/ai/levels';
import { profileOf } from '../../../engine/ai/profiles';
import { createRng, randFloat } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';

/**
 * "Luck": one decision among six moves, then the position is scored. The score is mostly a hidden draw (the world's
 * luck, spread over 0…0.8) and a little the move: `best` adds 0.01, the others nothing. This is the shape of a
 * NILE decision (docs/benchmarks.md, "Hard against normal"): the worlds' luck varies far more than the moves differ.
 */
interface LuckState {
  luck: number;
  move: string | null;
}
const MOVES = ['a', 'b', 'c', 'best', 'd', 'e'];
const luckGame = {
  id: 'luck',
  setup: () => ({ luck: 0.4, move: null }),
  toAct: (s: LuckState) => (s.move === null ? [0] : []),
  legalActions: (s: LuckState) => (s.move === null ? MOVES.map((m) => ({ type: m })) : []),
  apply: (s: LuckState, _seat: number, a: { type: string }) => ({ state: { ...s, move: a.type }, events: [] }),
  view: (s: LuckState) => ({ move: s.move }),
  eventView: () => null,
  outcome: () => null,
  determinize: (v: { move: string | null }, _seat: number, rng: ReturnType<typeof createRng>) => ({ luck: 0.8 * randFloat(rng), move: v.move }),
  // Before the move every position is worth the same: the priors favour no move.
  heuristic: (s: LuckState) => (s.move === null ? 0.5 : s.luck + (s.move === 'best' ? 0.01 : 0)),
} as unknown as AnyGame;

const cfg = (pairedRoot: boolean): SearchConfig => ({ ...SEARCH_LEVELS.hard, iterations: 600, worlds: 64, exploration: 0.3, pairedRoot });

/** How many of `n` searches (each its own seed) choose the best move. */
function bestChosen(pairedRoot: boolean, n: number): number {
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const input = { game: luckGame, view: { move: null }, seat: 0, legal: MOVES.map((m) => ({ type: m })), rng: createRng(`luck-${i}`), players: 2 };
    if ((ismcts(input, cfg(pairedRoot), profileOf(luckGame)) as { type: string }).type === 'best') hits++;
  }
  return hits;
}

describe('ISMCTS common worlds at the root (pairedRoot)', () => {
  it('compares the moves on the same worlds: the small real difference shows through the worlds’ luck', () => {
    const paired = bestChosen(true, 30);
    const unpaired = bestChosen(false, 30);
    // Paired, each move's n-th visit is in the same world: the difference is the move's alone, every time.
    expect(paired).toBe(30);
    // Unpaired, the luck of the worlds each move happened to meet decides most searches.
    expect(unpaired).toBeLessThan(15);
  });
});
