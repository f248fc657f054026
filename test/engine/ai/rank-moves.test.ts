import { describe, expect, it } from 'vitest';
import { rankMoves } from '../../../engine/ai/ismcts/rank';
import { ismcts } from '../../../engine/ai/ismcts/search';
import { profileOf } from '../../../engine/ai/profiles';
import { createRng } from '../../../engine/core/rng';
import type { Action } from '../../../engine/core/types';
import { GAME_IDS, inputFor, midGame, small } from './positions';

const key = (a: Action) => JSON.stringify(a);

describe('rankMoves (a hint: the search ranking the seat’s moves)', () => {
  for (const id of GAME_IDS) {
    it(`${id}: its first move is what ismcts plays with the same seed; ranked by visits; win rates in [0, 1]`, () => {
      for (const steps of [3, 25]) {
        const { game, state, seat } = midGame(id, steps, `rank-${id}-${steps}`);
        const ranked = rankMoves(inputFor(game, state, seat, 'seed-r'), small, profileOf(game));
        const played = ismcts(inputFor(game, state, seat, 'seed-r'), small, profileOf(game));
        expect(key(ranked[0]!.action)).toBe(key(played));
        const legal = game.legalActions(state, seat).map(key);
        for (const m of ranked) {
          expect(legal).toContain(key(m.action));
          expect(m.winRate).toBeGreaterThanOrEqual(0);
          expect(m.winRate).toBeLessThanOrEqual(1);
        }
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.visits).toBeGreaterThanOrEqual(ranked[i]!.visits);
        if (legal.length > 1) expect(ranked.reduce((t, m) => t + m.visits, 0)).toBeGreaterThan(0);
        // The same seed gives the same ranking.
        expect(rankMoves(inputFor(game, state, seat, 'seed-r'), small, profileOf(game))).toEqual(ranked);
      }
    });

    it(`${id}: sees only its seat's view — a world whose hidden parts differ gives the same ranking`, () => {
      const { game, state, seat } = midGame(id, 20, `rank-hidden-${id}`);
      const view = game.view(state, seat);
      const scrambled = game.determinize(view, seat, createRng(`scramble-${id}`));
      expect(JSON.stringify(scrambled)).not.toBe(JSON.stringify(state));
      const a = rankMoves(inputFor(game, state, seat, 'same'), small, profileOf(game), {}, 3);
      const b = rankMoves(inputFor(game, scrambled, seat, 'same'), small, profileOf(game), {}, 3);
      expect(b).toEqual(a);
    });
  }

  it('reports progress and stops when aborted, keeping what it searched', () => {
    const { game, state, seat } = midGame('nile', 10, 'rank-abort');
    const progress: number[] = [];
    let calls = 0;
    let iterations = 0;
    const ranked = rankMoves(inputFor(game, state, seat, 'abort'), { ...small, iterations: 1000 }, profileOf(game), {
      onProgress: (done, budget) => {
        expect(budget).toBe(1000);
        progress.push(done);
      },
      aborted: () => ++calls > 200,
      onSearch: (s) => (iterations = s.iterations),
    });
    expect(progress).toEqual([0, 64, 128, 192]);
    expect(iterations).toBe(200);
    // (The first iteration only creates the root.)
    expect(ranked.reduce((t, m) => t + m.visits, 0)).toBe(199);
  });
});
