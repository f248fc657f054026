import { describe, expect, it } from 'vitest';
import { playCalibration, type CalibrationJob, type CalibrationResult } from '../../electron/cli/bots-bench/calibration';
import { calibrationSamples, calibrationTable, summarizeCalibration } from '../../electron/cli/bots-bench/calibration-report';
import { chanceMapLines, fitChanceMap, fitChanceMaps } from '../../electron/cli/bots-bench/calibration-fit';

const tiny = { iterations: 40, worlds: 8, playedVisits: 8, playedIterations: 20 };

describe('bench:bots --calibration', () => {
  it('one game: the asked number of decisions, spread over the game, each against the deciding seat’s outcome; the same job gives the same estimates', () => {
    const job: CalibrationJob = { kind: 'calibration', game: 'nile', players: 2, mix: 'normal', index: 1, seed: 'cal', positions: 3, budget: tiny };
    const r = playCalibration(job);
    expect(r.capped).toBe(false);
    expect(r.samples).toHaveLength(3);
    for (const s of r.samples) {
      expect(s.estimate).toBeGreaterThanOrEqual(0);
      expect(s.estimate).toBeLessThanOrEqual(1);
      expect([0, 0.5, 1]).toContain(s.outcome);
    }
    expect(r.samples.reduce((t, s) => t + s.outcome, 0)).toBeGreaterThan(0);
    expect(playCalibration(job).samples.map((s) => s.estimate)).toEqual(r.samples.map((s) => s.estimate));
  });

  it('buckets in tenths, ECE weighted by count, Brier against the outcomes and against an equal share', () => {
    const job: CalibrationJob = { kind: 'calibration', game: 'nile', players: 2, mix: 'normal', index: 0, seed: 'x', positions: 4 };
    const samples = [
      { estimate: 0.15, outcome: 0, value: 0.5, progress: 0.5, ms: 10 },
      { estimate: 0.15, outcome: 1, value: 0.5, progress: 0.5, ms: 20 },
      { estimate: 0.95, outcome: 1, value: 0.5, progress: 0.5, ms: 30 },
      { estimate: 1, outcome: 1, value: 0.5, progress: 0.5, ms: 40 },
    ];
    const results: CalibrationResult[] = [{ job, capped: false, actions: 50, samples }, { job, capped: true, actions: 900, samples: [] }];
    const rep = summarizeCalibration('nile', 2, 'normal', results, 3);
    expect(rep.buckets).toEqual([
      { from: 0.1, count: 2, meanEstimate: 0.15, observed: 0.5 },
      { from: 0.9, count: 2, meanEstimate: 0.975, observed: 1 },
    ]);
    expect(rep.ece).toBeCloseTo((2 * 0.35 + 2 * 0.025) / 4, 2);
    expect(rep.brier).toBeCloseTo((0.15 ** 2 + 0.85 ** 2 + 0.05 ** 2 + 0) / 4, 2);
    expect(rep.brierChance).toBe(0.25);
    expect(rep.raw).toEqual({ ece: 0.25, brier: 0.25 });
    expect(rep).toMatchObject({ games: 2, capped: 1, decisions: 4, decisionMs: { mean: 25, p95: 40 } });
    expect(calibrationTable([rep]).split('\n')[2]).toBe(`| nile | 2 | normal | 1 | 4 | ${rep.ece} (0.25) | ${rep.brier} (0.25; 0.25) | 25 / 40 | 15% → 50% (2), 98% → 100% (2) |`);
  });

  it('--samples: one JSON line per analysed decision; --fit: the logistic map those decisions call for', () => {
    const job: CalibrationJob = { kind: 'calibration', game: 'nile', players: 4, mix: 'normal', index: 0, seed: 's-0', positions: 2 };
    const lines = calibrationSamples([{ job, capped: false, actions: 10, samples: [{ estimate: 0.3, value: 0.6, outcome: 1, progress: 0.2, ms: 5 }] }]).trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ game: 'nile', players: 4, mix: 'normal', seed: 's-0', estimate: 0.3, value: 0.6, outcome: 1, progress: 0.2, ms: 5 }]);
    // Outcomes drawn exactly from a known map (a = −1, b = 2): the fit finds it back.
    const truth = (v: number) => 1 / (1 + Math.exp(-(-1 + 2 * Math.log(v / (1 - v)))));
    const samples = Array.from({ length: 99 }, (_, i) => (i + 1) / 100).flatMap((v) => [{ value: v, outcome: truth(v) }]);
    const map = fitChanceMap(samples);
    expect(map.a).toBeCloseTo(-1, 2);
    expect(map.b).toBeCloseTo(2, 2);
    expect(map.decisions).toBe(99);
    const fits = fitChanceMaps([5, 4].flatMap((players) => samples.map((s) => ({ ...s, game: 'banks', players }))));
    expect(fits.map((f) => f.players)).toEqual([4, 5]);
    const entry = `{ a: ${map.a}, b: ${map.b}, decisions: 99 }`;
    expect(chanceMapLines(fits)).toEqual([`  banks: { 4: ${entry}, 5: ${entry} },`]);
    // Values that point the wrong way (higher value, fewer wins): no positive slope, no map.
    const wrong = [0.2, 0.4, 0.6, 0.8].map((v) => ({ game: 'nile', players: 3, value: v, outcome: 1 - v }));
    expect(() => fitChanceMaps(wrong)).toThrow(/not positive/);
  });
});
