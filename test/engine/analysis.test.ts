import { describe, expect, it } from 'vitest';
import { analyseDecision, analyseRecord, analysisConfig, finishAnalysis, recordKey, winChance } from '../../engine/ai/analysis';
import { rankMoves } from '../../engine/ai/ismcts/rank';
import { profileOf } from '../../engine/ai/profiles';
import type { MatchRecord } from '../../engine/core/record';
import { createRng } from '../../engine/core/rng';
import { GAME_IDS, midGame } from './ai/positions';
import { randomRecord, tiny } from './analysis-support';

const json = (x: unknown) => JSON.stringify(x);

describe('analyseDecision: the hard search from the acting seat’s view at that moment', () => {
  for (const id of GAME_IDS) {
    it(`${id}: another world with the same view for the seat gives the same analysis`, () => {
      const { game, state, seat } = midGame(id, 20, `ana-hidden-${id}`);
      const legal = game.legalActions(state, seat);
      const record: MatchRecord = { game: id, version: game.version, players: 4, seed: 's', options: {}, actions: [{ seat, action: legal[legal.length - 1]! }] };
      const other = game.determinize(game.view(state, seat), seat, createRng(`other-${id}`));
      expect(json(other)).not.toBe(json(state));
      expect(json(game.view(other, seat))).toBe(json(game.view(state, seat)));
      expect(analyseDecision(game, record, other, 0, {}, tiny)).toEqual(analyseDecision(game, record, state, 0, {}, tiny));
    });
  }

  // Simultaneous secret choices are recorded one after another: the later seat must not see the earlier one's choice.
  for (const [id, options] of [['niagara', {}], ['banks', { startBidding: true }]] as const) {
    it(`${id}: a secret choice recorded earlier in the same simultaneous step changes nothing for the next seat`, () => {
      const { game, record, states } = randomRecord(id, `ana-secret-${id}`, 60, options);
      const i = record.actions.findIndex((a, k) => k > 0 && game.toAct(states[k - 1]).length > 1 && record.actions[k - 1]!.seat !== a.seat && game.toAct(states[k - 1]).includes(a.seat) && game.legalActions(states[k - 1], record.actions[k - 1]!.seat).length > 1 && game.legalActions(states[k], a.seat).length > 1);
      expect(i).toBeGreaterThan(0);
      const earlier = record.actions[i - 1]!;
      const alt = game.legalActions(states[i - 1], earlier.seat).find((a) => json(a) !== json(earlier.action))!;
      const altState = game.apply(states[i - 1], earlier.seat, alt).state;
      const seat = record.actions[i]!.seat;
      expect(json(game.view(altState, seat))).toBe(json(game.view(states[i], seat)));
      expect(analyseDecision(game, record, altState, i, {}, tiny)).toEqual(analyseDecision(game, record, states[i], i, {}, tiny));
    });
  }

  it('a played move the full search hardly visited gets its own search (not the noisy or empty mean)', () => {
    const { game, record, states } = randomRecord('banks', 'ana-played', 30);
    // The first decision whose played move the tiny full search left unvisited.
    const cfg = analysisConfig(game, tiny);
    const i = record.actions.findIndex(({ seat, action }, k) => {
      const legal = game.legalActions(states[k], seat);
      if (legal.length < 2) return false;
      const ranked = rankMoves({ game, view: game.view(states[k], seat), seat, legal, rng: createRng(`${record.seed}/analysis/${k}`), players: 4 }, cfg, profileOf(game));
      return (ranked.find((m) => json(m.action) === json(action))?.visits ?? 0) === 0;
    });
    expect(i).toBeGreaterThanOrEqual(0);
    const { seat, action } = record.actions[i]!;
    const own = rankMoves(
      { game, view: game.view(states[i], seat), seat, legal: game.legalActions(states[i], seat), rng: createRng(`${record.seed}/analysis/${i}/played`), players: 4 },
      { ...cfg, iterations: tiny.playedIterations },
      profileOf(game),
      { rootMoves: [action] },
    );
    expect(own).toHaveLength(1);
    expect(own[0]!.visits).toBeGreaterThan(tiny.playedIterations / 2);
    const d = analyseDecision(game, record, states[i], i, {}, tiny);
    expect(d.after).toBe(winChance(own[0]!.winRate, 4, game.id));
    expect(d.after).toBeGreaterThan(0);
    expect(d.drop).toBe(Math.max(0, d.before - d.after));
  });

  it('at the real budget: before is the best move’s chance, the drop classifies the played move', () => {
    for (const id of GAME_IDS) {
      const { game, record, states } = randomRecord(id, `ana-real-${id}`, 60);
      const i = record.actions.findIndex(({ seat }, k) => k >= 10 && game.legalActions(states[k], seat).length > 2);
      const d = analyseDecision(game, record, states[i], i);
      expect(d.before).toBe(d.bestChance);
      expect(d.after).toBeGreaterThan(0);
      expect(d.after).toBeLessThanOrEqual(1);
      expect(d.drop).toBeCloseTo(Math.max(0, d.before - d.after), 12);
      if (json(d.best) === json(d.played)) expect(d.drop).toBe(0);
      expect(d.choices).toBe(game.legalActions(states[i], d.seat).length);
    }
  });

  it('a forced move is not searched', () => {
    const { game, record, states } = randomRecord('nile', 'ana-forced', 80);
    const i = record.actions.findIndex(({ seat }, k) => game.legalActions(states[k], seat).length === 1);
    expect(i).toBeGreaterThanOrEqual(0);
    let searched = 0;
    const d = analyseDecision(game, record, states[i], i, { onSearch: () => searched++ }, tiny);
    expect(searched).toBe(0);
    expect(d.class).toBe('forced');
  });
});

describe('analyseRecord: a whole record, deterministic, with progress and cancel', () => {
  const { game, record, states } = randomRecord('niagara', 'ana-record', 40);

  it('same record → the same analysis byte for byte, whatever order or split the decisions were analysed in', () => {
    const whole = analyseRecord(game, record, { budget: tiny })!;
    expect(json(analyseRecord(game, record, { budget: tiny }))).toBe(json(whole));
    // Two "workers": odd and even decisions, each analysed backwards.
    const byIndex = new Map<number, ReturnType<typeof analyseDecision>>();
    for (const parity of [1, 0]) for (let i = record.actions.length - 1; i >= 0; i--) if (i % 2 === parity) byIndex.set(i, analyseDecision(game, record, states[i], i, {}, tiny));
    const split = finishAnalysis(record, [0, 1, 2, 3], record.actions.map((_, i) => byIndex.get(i)!), tiny);
    expect(json(split)).toBe(json(whole));
    expect(whole.record).toBe(recordKey(record));
    expect(whole.decisions).toHaveLength(record.actions.length);
    expect(whole.budget).toEqual({ iterations: tiny.iterations, worlds: tiny.worlds });
  });

  it('reports progress after every decision and returns null when cancelled', () => {
    const progress: string[] = [];
    const out = analyseRecord(game, record, { budget: tiny, onProgress: (p) => progress.push(`${p.done}/${p.total}`), aborted: () => progress.length >= 3 });
    expect(out).toBeNull();
    expect(progress).toEqual([1, 2, 3].map((n) => `${n}/${record.actions.length}`));
  });
});
