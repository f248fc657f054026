/**
 * `npm run bench:showcase`'s output besides the hour lines: the summary line and the human table. Pure (unit-tested).
 */
import type { GpuCounts, HourLine } from './ledger';
import { maxCounts } from './ledger';
import { heapTrend, type HeapPoint, type HeapTrend } from './trend';

/** The last JSON line: the run as a whole. */
export interface ShowcaseSummary {
  summary: true;
  /** Simulated hours asked for and played; the clock's speed; the page's quality. */
  hours: number;
  simHours: number;
  speed: number;
  quality: string;
  wallMin: number;
  /** Wall minutes per simulated hour (what an 8-hour run will take on this machine). */
  wallMinPerSimHour: number;
  games: number;
  moves: number;
  heap: HeapTrend;
  /** The most any disposed stage still held (0 expected). */
  betweenGames: GpuCounts | null;
  desyncs: number | null;
  desyncSamples: number;
  framingRate: number | null;
  framingSamples: number;
  errors: number;
  /** Times the kiosk renewed its page (the playlist's `renewEvery`). */
  renewals: number;
}

const round = (x: number, digits = 1): number => Number(x.toFixed(digits));

/** The summary of a run from its hour lines and the heap read after every game. */
export function summarize(o: { hours: number; speed: number; quality: string; wallMs: number }, lines: readonly HourLine[], heaps: readonly HeapPoint[]): ShowcaseSummary {
  const sum = (f: (l: HourLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const simHours = lines[lines.length - 1]?.simHours ?? 0;
  const measured = (f: (l: HourLine) => number | null) => lines.some((l) => f(l) !== null);
  const framingSamples = sum((l) => l.framingSamples);
  const framed = sum((l) => l.framed);
  return {
    summary: true,
    hours: o.hours,
    simHours,
    speed: o.speed,
    quality: o.quality,
    wallMin: round(o.wallMs / 60_000),
    wallMinPerSimHour: simHours > 0 ? round(o.wallMs / 60_000 / simHours) : 0,
    games: sum((l) => l.games),
    moves: sum((l) => l.moves),
    heap: heapTrend(heaps),
    betweenGames: maxCounts(lines.map((l) => l.betweenGames)),
    desyncs: measured((l) => l.desyncs) ? sum((l) => l.desyncs ?? 0) : null,
    desyncSamples: sum((l) => l.desyncSamples),
    framingRate: measured((l) => l.framingRate) && framingSamples > 0 ? round(framed / framingSamples, 3) : null,
    framingSamples,
    errors: sum((l) => l.errors),
    renewals: sum((l) => l.renewals),
  };
}

const gpu = (c: GpuCounts | null): string => (c ? `${c.geometries} / ${c.textures} / ${c.programs}` : '–');
const percent = (x: number | null): string => (x === null ? 'not measured' : `${round(x * 100)} %`);

const COLUMNS: [string, (l: HourLine) => string][] = [
  ['hour', (l) => String(l.hour)],
  ['games', (l) => String(l.games)],
  ['moves', (l) => String(l.moves)],
  ['wall min', (l) => String(l.wallMin)],
  ['heap MB (range)', (l) => `${l.heapMB} (${l.heapMinMB}–${l.heapMaxMB})`],
  ['DOM nodes', (l) => String(l.domNodes)],
  ['listeners', (l) => String(l.listeners)],
  ['in game: geometries / textures / programs', (l) => gpu(l.inGame)],
  ['between games', (l) => gpu(l.betweenGames)],
  ['desyncs (samples)', (l) => (l.desyncs === null ? 'not measured' : `${l.desyncs} (${l.desyncSamples})`)],
  ['framing', (l) => percent(l.framingRate)],
  ['errors', (l) => String(l.errors)],
  ['renewed', (l) => (l.renewals ? `${l.renewals}×` : '')],
];

/** A markdown table of the hour lines. */
export function hourTable(lines: readonly HourLine[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(COLUMNS.map(([h]) => h)), row(COLUMNS.map(() => '---')), ...lines.map((l) => row(COLUMNS.map(([, f]) => f(l))))].join('\n');
}
