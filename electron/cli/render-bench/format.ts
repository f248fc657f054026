/**
 * `npm run bench:render`'s figures: what one measurement of a table holds, the JSON line per (table, quality) with
 * the median over runs and the ratios to the bare canvas, and the human-readable table. Pure (unit-tested).
 */
import type { GameId } from '../../../engine/core/types';
import { ENGINE_IDS } from '../../../engine/games';

/** The tables measured, one per registered engine, then the floor: a bare stage with one lit box (`?bench=bare`). */
export const BENCH_TABLES: readonly GameId[] = ENGINE_IDS;
export type BenchTable = GameId | 'bare';
export const BENCH_QUALITIES = ['low', 'medium'] as const;
export type BenchQuality = (typeof BENCH_QUALITIES)[number];

/**
 * The render targets: first frame within 2× the bare canvas, frame time p95 within 3× (a table may cost more than a
 * bare canvas, not a different order of magnitude).
 */
export const TARGET = { firstFrame: 2, p95: 3 } as const;

/** Draw calls, triangles, textures, geometries and programs of a frame (three's renderer.info), heap and load. */
export interface BenchFigures {
  calls: number;
  triangles: number;
  textures: number;
  geometries: number;
  programs: number;
  /** JS heap in use (CDP Runtime.getHeapUsage), MB. */
  heapMB: number;
  /** 1-minute load average when the sample was taken (the machine is shared). */
  load: number;
}

/** One measurement: one page, one table, one quality. Times in ms. */
export interface BenchSample extends BenchFigures {
  /** From the stage mounting to its first frame on screen (renderStats `firstFrameAt - mountedAt`). */
  firstFrameMs: number;
  /** From the click that opens it (Resume; the bare canvas' Draw) to that first frame: what a player waits for. */
  openMs: number;
  /** When the page had prepared its tables ahead, before the click (ms after it started loading; null: the bare page). */
  preparedMs: number | null;
  /** Frame-to-frame times during the scripted camera orbit. */
  orbit: number[];
  /** Frame-to-frame times while moves are played and animated (the bare canvas: drawing continuously, nothing moving). */
  moves: number[];
}

/** The JSON line printed per (table, quality): medians over the runs, ratios to the bare canvas at the same quality. */
export interface BenchLine extends BenchFigures {
  table: BenchTable;
  quality: BenchQuality;
  runs: number;
  firstFrameMs: number;
  openMs: number;
  preparedMs: number | null;
  orbitP50Ms: number;
  orbitP95Ms: number;
  movesP50Ms: number;
  movesP95Ms: number;
  /**
   * Table ÷ bare (null for the bare line itself): first frame, and the worse p95 of orbit and moves ÷ bare orbit p95;
   * each the median over the runs of the run's own ratio (a table's n-th measurement against the bare canvas' n-th,
   * taken just before it).
   */
  ratio: { firstFrame: number; p95: number } | null;
  /** Whether the table meets the targets (null for the bare line). */
  meets: { firstFrame: boolean; p95: boolean } | null;
}

/** The q-quantile (0..1) of a list by nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

const round = (x: number, digits = 1) => Number(x.toFixed(digits));

/** A sample's worse frame-time p95, of the orbit and the moves. */
const worseP95 = (s: BenchSample): number => Math.max(quantile(s.orbit, 0.95), quantile(s.moves, 0.95));

/**
 * The table's ratios to the bare canvas, run by run: the n-th sample of each was taken in the same round, a minute
 * apart at most, so a machine whose speed drifts over the bench (shared, loaded by others) moves both alike. The
 * medians of the two lines, taken minutes apart, moved every ratio by up to 30% from one whole bench to the next.
 */
function pairedRatios(samples: readonly BenchSample[], bare: readonly BenchSample[]): { firstFrame: number; p95: number } {
  const n = Math.min(samples.length, bare.length);
  const runs = Array.from({ length: n }, (_, i) => ({ table: samples[i]!, bare: bare[i]! }));
  return {
    firstFrame: round(median(runs.map((r) => r.table.firstFrameMs / Math.max(1, r.bare.firstFrameMs))), 2),
    p95: round(median(runs.map((r) => worseP95(r.table) / Math.max(1, quantile(r.bare.orbit, 0.95)))), 2),
  };
}

/**
 * The line for one (table, quality) from its runs; `bare` is the bare canvas' samples at the same quality, in the
 * same order of rounds (none for the bare line itself).
 */
export function benchLine(table: BenchTable, quality: BenchQuality, samples: readonly BenchSample[], bare: readonly BenchSample[] | null): BenchLine {
  const med = (f: (s: BenchSample) => number) => median(samples.map(f));
  const line: BenchLine = {
    table,
    quality,
    runs: samples.length,
    firstFrameMs: round(med((s) => s.firstFrameMs), 0),
    openMs: round(med((s) => s.openMs), 0),
    preparedMs: samples.some((s) => s.preparedMs === null) ? null : round(med((s) => s.preparedMs!), 0),
    orbitP50Ms: round(med((s) => quantile(s.orbit, 0.5))),
    orbitP95Ms: round(med((s) => quantile(s.orbit, 0.95))),
    movesP50Ms: round(med((s) => quantile(s.moves, 0.5))),
    movesP95Ms: round(med((s) => quantile(s.moves, 0.95))),
    calls: med((s) => s.calls),
    triangles: med((s) => s.triangles),
    textures: med((s) => s.textures),
    geometries: med((s) => s.geometries),
    programs: med((s) => s.programs),
    heapMB: round(med((s) => s.heapMB)),
    load: round(med((s) => s.load), 2),
    ratio: null,
    meets: null,
  };
  if (bare && bare.length > 0 && table !== 'bare') {
    const ratio = pairedRatios(samples, bare);
    line.ratio = ratio;
    line.meets = { firstFrame: ratio.firstFrame <= TARGET.firstFrame, p95: ratio.p95 <= TARGET.p95 };
  }
  return line;
}

const COLUMNS: [string, (l: BenchLine) => string][] = [
  ['table', (l) => l.table],
  ['quality', (l) => l.quality],
  ['first frame ms', (l) => String(l.firstFrameMs)],
  ['×bare', (l) => (l.ratio ? `${l.ratio.firstFrame}${l.meets?.firstFrame ? '' : ' ✗'}` : '')],
  ['click → frame ms', (l) => String(l.openMs)],
  ['orbit p50/p95 ms', (l) => `${l.orbitP50Ms} / ${l.orbitP95Ms}`],
  ['moves p50/p95 ms', (l) => `${l.movesP50Ms} / ${l.movesP95Ms}`],
  ['p95 ×bare', (l) => (l.ratio ? `${l.ratio.p95}${l.meets?.p95 ? '' : ' ✗'}` : '')],
  ['calls', (l) => String(l.calls)],
  ['triangles', (l) => String(l.triangles)],
  ['textures', (l) => String(l.textures)],
  ['programs', (l) => String(l.programs)],
  ['heap MB', (l) => String(l.heapMB)],
  ['load', (l) => String(l.load)],
];

/** A markdown table of the lines (✗ marks a missed target). */
export function benchTable(lines: readonly BenchLine[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(COLUMNS.map(([h]) => h)), row(COLUMNS.map(() => '---')), ...lines.map((l) => row(COLUMNS.map(([, f]) => f(l))))].join('\n');
}
