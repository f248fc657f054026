import { describe, expect, it } from 'vitest';
import { evaluateMove, hintMoves, marginOf, orderTopGroup, rankNow, withinNoise, type Evaluation, type HintMove } from '../../../engine/ai/hints';
import type { RankedMove } from '../../../engine/ai/ismcts/rank';
import { createRng } from '../../../engine/core/rng';
import type { Action, AnyGame } from '../../../engine/core/types';
import { games } from '../../../engine/games';
import { secretGame } from '../../fixtures/secret-game';
import { GAME_IDS } from './positions';

const ranked = (winRate: number, visits: number, sd = 0.2): RankedMove => ({ action: { type: `m${winRate}/${visits}` }, visits, winRate, sd });
const ev = (value: number, rule = 0): Evaluation => ({ value, rule });

describe('the search’s noise', () => {
  it('win rates a few points apart on a few hundred visits are within it; far apart on thousands are not', () => {
    expect(withinNoise(ranked(0.54, 300), ranked(0.52, 280))).toBe(true);
    expect(withinNoise(ranked(0.6, 3000), ranked(0.5, 2000))).toBe(false);
    // Equal heuristic cut-offs (no spread) still count as noisy with few visits (MIN_SD).
    expect(withinNoise(ranked(0.5, 10, 0), ranked(0.48, 10, 0))).toBe(true);
    // An unvisited move is never even with a visited one.
    expect(withinNoise(ranked(0.5, 100), ranked(0, 0))).toBe(false);
    expect(marginOf(ranked(0.5, 0))).toBe(1);
    expect(marginOf(ranked(0.5, 400, 0.2))).toBeCloseTo((1.96 * 0.2) / 20);
  });

  it('the top group is ordered by value, then rule of thumb, then the search; moves outside it keep the search order', () => {
    const r = [ranked(0.55, 900), ranked(0.54, 800), ranked(0.3, 5000, 0.01), ranked(0.545, 700)];
    // r[2] is far below (many visits, little spread): not even. The even three go by value.
    const a = orderTopGroup(r, [ev(0.5), ev(0.6), ev(0.9), ev(0.55)]);
    expect(a.order).toEqual([1, 3, 0, 2]);
    expect(a.even).toEqual([true, true, false, true]);
    expect(a.by).toBe('value');
    // Equal values: the rule of thumb decides.
    const b = orderTopGroup(r, [ev(0.5, 1), ev(0.5, 3), ev(0.5), ev(0.5, 2)]);
    expect(b.order).toEqual([1, 3, 0, 2]);
    expect(b.by).toBe('rule');
    // A full tie keeps the search's order, and says so.
    const c = orderTopGroup(r, r.map(() => ev(0.5)));
    expect(c.order).toEqual([0, 1, 3, 2]);
    expect(c.by).toBe('search');
    // A clear winner is alone: nothing is even.
    const d = orderTopGroup([ranked(0.7, 3000, 0.05), ranked(0.5, 100, 0.05)], [ev(0.1), ev(0.9)]);
    expect(d).toEqual({ order: [0, 1], even: [false, false], by: 'search' });
  });
});

describe('reasons that read the same', () => {
  it('get where each move stands by its value right away, when that differs; distinct reasons are left alone', () => {
    const same = [{ code: 'sowsField' }];
    expect(rankNow([same, same, same], [0.6, 0.5, 0.4])).toEqual([
      [...same, { code: 'nowBest' }],
      [...same, { code: 'nowSecond' }],
      [...same, { code: 'nowLeast' }],
    ]);
    // Equal values tell nothing apart: left as they are. A move with its own reasons keeps them as they are.
    expect(rankNow([same, same], [0.5, 0.5])).toEqual([same, same]);
    expect(rankNow([same, [{ code: 'landsGem' }]], [0.4, 0.6])).toEqual([same, [{ code: 'landsGem' }]]);
    // No reason at all: the value says something.
    expect(rankNow([[], [{ code: 'landsGem' }]], [0.4, 0.6])).toEqual([[{ code: 'nowLeast' }], [{ code: 'landsGem' }]]);
  });
});

/** The first decision of a `players`-player game of `id` (Niagara for two: the two-colours variant). */
function firstDecision(game: AnyGame, players: number) {
  const options = game.id === 'niagara' && players === 2 ? { twoColoursEach: true } : {};
  const state = game.setup({ players, seed: `opening-${game.id}-${players}`, options });
  const seat = game.toAct(state)[0]!;
  const legal = game.legalActions(state, seat) as Action[];
  return { state, seat, legal, input: { game, view: game.view(state, seat), seat, legal, rng: createRng(`opening/${players}`), players } };
}

const key = (a: Action) => JSON.stringify(a);

describe('openings: no game’s first decision gets list order, and each hinted move has its own reasons', () => {
  for (const id of GAME_IDS) {
    for (const players of [2, 3, 4, 5]) {
      it(`${id}, ${players} players`, () => {
        const game = games[id]!;
        const { state, seat, legal, input } = firstDecision(game, players);
        const hint = hintMoves(input);
        expect(hint.length).toBe(Math.min(3, legal.length));
        // The evaluation without search, on the real position: the one-ply value, then the rule of thumb.
        const evals = new Map(legal.map((a) => [key(a), evaluateMove(game, [state], seat, a)]));
        const cmp = (a: Action, b: Action) => {
          const x = evals.get(key(a))!, y = evals.get(key(b))!;
          return Math.abs(x.value - y.value) > 1e-9 ? y.value - x.value : y.rule - x.rule;
        };
        const byEvaluation = legal.slice().sort(cmp); // stable: list order among equals
        const says = cmp(byEvaluation[0]!, byEvaluation[byEvaluation.length - 1]!) !== 0; // not a full tie
        // The top hint is the first legal move only when the evaluation says something and puts it first.
        if (key(hint[0]!.action) === key(legal[0]!)) {
          expect(says).toBe(true);
          expect(cmp(legal[0]!, byEvaluation[0]!)).toBe(0);
        }
        // The three in list order only when the evaluation orders them so too.
        if (hint.every((m, i) => key(m.action) === key(legal[i]!))) {
          expect(says).toBe(true);
          expect(byEvaluation.slice(0, hint.length).map(key)).toEqual(legal.slice(0, hint.length).map(key));
        }
        // Each suggestion has its own reason, and different moves never carry the same reason lines.
        for (const m of hint) expect(m.reasons.length, key(m.action)).toBeGreaterThan(0);
        const lines = hint.map((m) => JSON.stringify(m.reasons));
        expect(new Set(lines).size).toBe(hint.length);
      });
    }
  }

  it('a deeper search goes on from the first one: the progress never goes back, and ends at its budget', () => {
    // A game without a heuristic (the Sealed Bids fixture): the first search learns nothing. (Niagara's opening was
    // the case until its hard bot looked a round ahead: no product game's opening is beyond the hard horizon now.)
    const reports: [number, number][] = [];
    hintMoves(firstDecision(secretGame, 4).input, { onProgress: (done, budget) => reports.push([done, budget]) });
    const budgets = [...new Set(reports.map(([, b]) => b))];
    expect(budgets.length, 'two searches reported').toBe(2);
    for (let i = 1; i < reports.length; i++) expect(reports[i]![0], `report ${i}`).toBeGreaterThanOrEqual(reports[i - 1]![0]);
    const [first, total] = budgets as [number, number];
    expect(total).toBe(2 * first);
  });

  it('the same seed gives the same hint, with or without provisional hints along the way', () => {
    const game = games.niagara!;
    const a = hintMoves(firstDecision(game, 4).input);
    const partials: HintMove[][] = [];
    const b = hintMoves(firstDecision(game, 4).input, {}, 3, { due: () => true, show: (m) => partials.push(m) });
    expect(b).toEqual(a);
    // Provisional hints were shown along the way.
    expect(partials.length).toBeGreaterThan(0);
    for (const p of partials) expect(p.length).toBe(3);
    // Not due: none is even finished.
    let asked = 0;
    hintMoves(firstDecision(games.nile!, 2).input, {}, 3, { due: () => (asked++, false), show: () => expect.unreachable() });
    expect(asked).toBeGreaterThan(0);
  });

  it('a provisional hint is asked for only when there is one to show (a look that learned nothing keeps the next one due)', () => {
    // The Sealed Bids fixture: its looks learn nothing (every move alike), so none asks whether a hint is due (the first
    // look that finds something would show its hint at once instead of waiting out a pause). What the first search
    // found (nothing: the moves by value and rule of thumb) is shown while the deeper one runs.
    let asked = 0;
    const shown: HintMove[][] = [];
    const final = hintMoves(firstDecision(secretGame, 4).input, {}, 3, { due: () => (asked++, true), show: (m) => shown.push(m) });
    expect(asked).toBe(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.every((m) => m.even)).toBe(true);
    expect(hintMoves(firstDecision(secretGame, 4).input)).toEqual(final);
  });
});
