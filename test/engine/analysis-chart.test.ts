import { describe, expect, it } from 'vitest';
import { ANALYSIS_THRESHOLDS, classify, finishAnalysis, searchValue, turningPoints, TURNING_MIN_SWING, winChance, winChanceSeries, type DecisionAnalysis } from '../../engine/ai/analysis';
import { CHANCE_MAPS } from '../../engine/ai/analysis/chance-maps';
import type { MatchRecord } from '../../engine/core/record';
import { ENGINE_IDS as GAME_IDS } from '../../engine/games';

const record: MatchRecord = { game: 'nile', version: '1', players: 2, seed: 's', options: {}, actions: [] };

/** A searched decision of `seat` whose played move is estimated at `after` (best at `before`). */
function decision(index: number, seat: number, after: number, before = after): DecisionAnalysis {
  const drop = Math.max(0, before - after);
  return { index, seat, played: { type: 'x' }, best: { type: 'x' }, bestChance: before, before, after, drop, class: classify(drop, 3), choices: 3 };
}

function forced(index: number, seat: number): DecisionAnalysis {
  return { index, seat, played: { type: 'f' }, best: { type: 'f' }, bestChance: NaN, before: NaN, after: NaN, drop: 0, class: 'forced', choices: 1 };
}

describe('classify: the drop in win chance against the thresholds', () => {
  it('each class starts at its threshold; one legal move is forced', () => {
    const t = ANALYSIS_THRESHOLDS;
    expect(classify(0, 5)).toBe('best');
    expect(classify(t.good - 1e-9, 5)).toBe('best');
    expect(classify(t.good, 5)).toBe('good');
    expect(classify(t.inaccuracy, 5)).toBe('inaccuracy');
    expect(classify(t.mistake, 5)).toBe('mistake');
    expect(classify(t.blunder, 5)).toBe('blunder');
    expect(classify(0.9, 1)).toBe('forced');
  });
});

describe('finishAnalysis and winChanceSeries: the chart’s lines', () => {
  it('a forced move carries the seat’s previous estimate (an equal share at the start)', () => {
    const a = finishAnalysis(record, [0, 1], [forced(0, 0), decision(1, 1, 0.3), forced(2, 1), decision(3, 0, 0.8)]);
    expect(a.decisions.map((d) => d.after)).toEqual([0.5, 0.3, 0.3, 0.8]);
    expect(a.decisions[2]!.before).toBe(0.3);
    expect(JSON.stringify(a)).not.toContain('null');
  });

  it('one point per record step: the start, then the acting seat’s after, the others carried', () => {
    const a = finishAnalysis(record, [0, 1], [decision(0, 0, 0.6), decision(1, 1, 0.3), decision(2, 0, 0.7)]);
    expect(winChanceSeries(a, 2)).toEqual([
      [0.5, 0.6, 0.6, 0.7],
      [0.5, 0.5, 0.3, 0.3],
    ]);
  });
});

describe('turningPoints: the largest swings of a seat’s estimate between its decisions', () => {
  it('largest first up to the limit, in record order; a seat’s first decision and small swings do not count', () => {
    const ds = [decision(0, 0, 0.9), decision(1, 1, 0.5), decision(2, 0, 0.4), decision(3, 1, 0.8), decision(4, 0, 0.45), decision(5, 1, 0.1)];
    expect(turningPoints(ds)).toEqual([
      { index: 2, seat: 0, swing: expect.closeTo(-0.5, 9) },
      { index: 3, seat: 1, swing: expect.closeTo(0.3, 9) },
      { index: 5, seat: 1, swing: expect.closeTo(-0.7, 9) },
    ]);
    expect(turningPoints(ds, 2).map((t) => t.index)).toEqual([2, 5]);
    const quiet = [decision(0, 0, 0.5), decision(1, 0, 0.5 + TURNING_MIN_SWING / 2)];
    expect(turningPoints(quiet)).toEqual([]);
  });
});

describe('winChance: the search value (even = 0.5) as a win chance (even = 1 / players)', () => {
  it('an even position is an equal share, sure results stay, the order is kept, searchValue undoes it', () => {
    expect(winChance(0.5, 4)).toBeCloseTo(0.25, 12);
    expect(winChance(0.5, 3)).toBeCloseTo(1 / 3, 12);
    expect(winChance(0.7, 2)).toBe(0.7);
    expect([winChance(0, 4), winChance(1, 4)]).toEqual([0, 1]);
    expect(winChance(0.6, 4)).toBeGreaterThan(winChance(0.55, 4));
    expect(searchValue(winChance(0.37, 4), 4)).toBeCloseTo(0.37, 12);
  });
});

describe('winChance with a game: its fitted map (engine/ai/analysis/chance-maps.ts), else the power map', () => {
  const values = Array.from({ length: 101 }, (_, i) => i / 100);

  it('every shipped game has a fitted map at 4 players, with a positive slope', () => {
    for (const id of GAME_IDS) {
      const map = CHANCE_MAPS[id]?.[4];
      expect(map, id).toBeDefined();
      expect(map!.b).toBeGreaterThan(0);
      expect(map!.decisions).toBeGreaterThanOrEqual(300);
    }
  });

  it('applies the fitted parameters: logistic in the value’s log-odds', () => {
    for (const id of GAME_IDS) {
      const { a, b } = CHANCE_MAPS[id]![4]!;
      expect(winChance(0.5, 4, id)).toBeCloseTo(1 / (1 + Math.exp(-a)), 12);
      expect(winChance(0.8, 4, id)).toBeCloseTo(1 / (1 + Math.exp(-(a + b * Math.log(4)))), 12);
    }
  });

  it('stays in [0, 1], keeps 0 → 0 and 1 → 1, strictly keeps the order of values, and searchValue undoes it', () => {
    for (const id of GAME_IDS) {
      const chances = values.map((v) => winChance(v, 4, id));
      expect([chances[0], chances[100]]).toEqual([0, 1]);
      expect([winChance(-0.2, 4, id), winChance(1.3, 4, id)]).toEqual([0, 1]);
      for (let i = 1; i < chances.length; i++) expect(chances[i]!, `${id} ${values[i]}`).toBeGreaterThan(chances[i - 1]!);
      for (const v of [0.01, 0.2, 0.37, 0.5, 0.81, 0.99]) expect(searchValue(winChance(v, 4, id), 4, id)).toBeCloseTo(v, 9);
    }
  });

  it('falls back to the power map for a player count or a game without a fit, or no game', () => {
    for (const v of values) {
      expect(winChance(v, 4)).toBe(Math.pow(v, 2));
      expect(winChance(v, 4, 'no-such-game')).toBe(Math.pow(v, 2));
    }
    // An den Ufern des Nils has a fit at each count it is played at now; a count without one (6) gets the power map.
    const unfitted = [2, 3, 4, 5, 6].filter((p) => !CHANCE_MAPS.banks?.[p]);
    expect(unfitted).toContain(6);
    for (const p of unfitted) for (const v of values) expect(winChance(v, p, 'banks')).toBe(winChance(v, p));
  });
});

