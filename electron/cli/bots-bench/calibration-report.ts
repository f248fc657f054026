import type { CalibrationMix, CalibrationResult, CalibrationSample } from './calibration';
import { markdownTable } from './markdown';
import { quantile } from './stats';

/** One tenth of the estimate range: how many decisions fell in it, their mean estimate, and how often those seats won. */
export interface CalibrationBucket {
  from: number;
  count: number;
  meanEstimate: number;
  observed: number;
}

/** One calibration line: a game, over all its analysed decisions. */
export interface CalibrationReport {
  game: string;
  players: number;
  mix: CalibrationMix;
  games: number;
  /** Games cut off by the round cap (left out). */
  capped: number;
  decisions: number;
  buckets: CalibrationBucket[];
  /** Expected calibration error: the count-weighted mean of |mean estimate − observed| over the buckets. */
  ece: number;
  /** The same two scores for the search's raw value (before the win-chance map): what the map changed. */
  raw: { ece: number; brier: number };
  /** Mean squared error of the estimates against the outcomes, and of always saying 1 / players (the baseline). */
  brier: number;
  brierChance: number;
  /** Milliseconds per analysed decision (the full search plus the played move's own search when it had one). */
  decisionMs: { mean: number; p95: number };
  seconds: number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function summarizeCalibration(game: string, players: number, mix: CalibrationMix, results: CalibrationResult[], seconds: number): CalibrationReport {
  const samples = results.flatMap((r) => r.samples);
  const main = score(samples, (s) => s.estimate);
  const raw = score(samples, (s) => s.value);
  const brierChance = score(samples, () => 1 / players).brier;
  const ms = samples.map((s) => s.ms);
  return {
    game, players, mix, games: results.length, capped: results.filter((r) => r.capped).length, decisions: samples.length, buckets: main.buckets,
    ece: main.ece, raw: { ece: raw.ece, brier: raw.brier }, brier: main.brier, brierChance,
    decisionMs: { mean: Math.round(ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length)), p95: Math.round(quantile(ms, 0.95)) }, seconds: Math.round(seconds),
  };
}

/** Buckets in tenths, ECE and Brier score of one estimate of each sample against its outcome. */
function score(samples: CalibrationSample[], estimate: (s: CalibrationSample) => number): { buckets: CalibrationBucket[]; ece: number; brier: number } {
  const n = Math.max(1, samples.length);
  const buckets: CalibrationBucket[] = [];
  for (let b = 0; b < 10; b++) {
    const inside = samples.filter((s) => Math.min(9, Math.floor(estimate(s) * 10)) === b);
    if (inside.length === 0) continue;
    const mean = (f: (s: CalibrationSample) => number) => inside.reduce((t, s) => t + f(s), 0) / inside.length;
    buckets.push({ from: b / 10, count: inside.length, meanEstimate: r3(mean(estimate)), observed: r3(mean((s) => s.outcome)) });
  }
  const ece = buckets.reduce((t, b) => t + b.count * Math.abs(b.meanEstimate - b.observed), 0) / n;
  const brier = samples.reduce((t, s) => t + (estimate(s) - s.outcome) ** 2, 0) / n;
  return { buckets, ece: r3(ece), brier: r3(brier) };
}

/** Every analysed decision as one JSON line (game, players, seed, decision index, value, estimate, outcome, progress). */
export function calibrationSamples(results: CalibrationResult[]): string {
  return results.flatMap((r) => r.samples.map((s) => `${JSON.stringify({ game: r.job.game, players: r.job.players, ...(r.job.options ? { options: r.job.options } : {}), mix: r.job.mix, seed: r.job.seed, ...s })}\n`)).join('');
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

const HEAD = ['game', 'players', 'bots', 'games', 'decisions', 'ECE (raw value)', 'Brier (raw value; 1/players)', 'analysis ms mean / p95', 'estimate → observed win rate (decisions), per tenth'];

/** One game's row: the buckets as "estimate → observed (n)". */
function row(r: CalibrationReport): string[] {
  const b = r.buckets.map((x) => `${pct(x.meanEstimate)} → ${pct(x.observed)} (${x.count})`).join(', ');
  return [r.game, `${r.players}`, r.mix, `${r.games - r.capped}`, `${r.decisions}`, `${r.ece} (${r.raw.ece})`, `${r.brier} (${r.raw.brier}; ${r.brierChance})`, `${r.decisionMs.mean} / ${r.decisionMs.p95}`, b];
}

/** The human table (markdown, ready for docs/benchmarks.md): one row per game. */
export function calibrationTable(reports: CalibrationReport[]): string {
  return markdownTable(HEAD, reports.map(row));
}
