/**
 * The memory verdict of `npm run bench:showcase`: is the JS heap flat after the first simulated hour? A least-squares
 * line through the heap read after every game from then on (x: simulated hours), and the 95% interval on its slope:
 * "flat" when that interval holds 0 (the slope is within the readings' noise). Pure (unit-tested).
 */

export interface HeapPoint {
  /** Simulated hours when the heap was read. */
  hours: number;
  heapMB: number;
}

export interface HeapTrend {
  /** Readings fitted (those after the first hour). */
  points: number;
  /** MB per simulated hour, and the half-width of its 95% interval (null with fewer than 3 readings). */
  slopeMBPerHour: number | null;
  halfWidth95: number | null;
  /** The readings' scatter around the line (standard deviation of the residuals, MB). */
  residualSdMB: number | null;
  verdict: 'flat' | 'growing' | 'shrinking' | 'not enough readings';
}

/** Two-sided 95% quantiles of Student's t for 1–30 degrees of freedom (more: the normal's 1.96 plus a correction). */
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

export function t95(df: number): number {
  if (df < 1) return Infinity;
  return T95[df - 1] ?? 1.96 + 2.4 / df;
}

/** Least-squares line y = a + b·x: its slope, the slope's standard error and the residuals' standard deviation. */
export function fitLine(xs: readonly number[], ys: readonly number[]): { slope: number; slopeSe: number; residualSd: number } {
  const n = xs.length;
  if (n < 3 || ys.length !== n) throw new Error(`a line needs 3 or more points, got ${n}`);
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
  const slope = sxx > 0 ? sxy / sxx : 0;
  const sse = xs.reduce((s, x, i) => s + (ys[i]! - (my + slope * (x - mx))) ** 2, 0);
  const residualSd = Math.sqrt(sse / (n - 2));
  return { slope, slopeSe: sxx > 0 ? residualSd / Math.sqrt(sxx) : Infinity, residualSd };
}

const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/** The heap's trend over the readings taken after `afterHours` simulated hours (the first hour: tables loading). */
export function heapTrend(readings: readonly HeapPoint[], afterHours = 1): HeapTrend {
  const kept = readings.filter((r) => r.hours >= afterHours);
  if (kept.length < 3) return { points: kept.length, slopeMBPerHour: null, halfWidth95: null, residualSdMB: null, verdict: 'not enough readings' };
  const { slope, slopeSe, residualSd } = fitLine(kept.map((r) => r.hours), kept.map((r) => r.heapMB));
  const half = t95(kept.length - 2) * slopeSe;
  const verdict = Math.abs(slope) <= half ? 'flat' : slope > 0 ? 'growing' : 'shrinking';
  return { points: kept.length, slopeMBPerHour: round(slope, 3), halfWidth95: round(half, 3), residualSdMB: round(residualSd, 3), verdict };
}

/** The verdict in words: "flat" within noise, else the MB per hour with its interval. */
export function trendText(t: HeapTrend): string {
  if (t.slopeMBPerHour === null || t.halfWidth95 === null) return `not measured (${t.points} readings after the first hour; 3 needed)`;
  const band = `${t.slopeMBPerHour >= 0 ? '+' : ''}${t.slopeMBPerHour} ± ${t.halfWidth95} MB/hour over ${t.points} readings`;
  return t.verdict === 'flat' ? `flat (${band})` : `${t.verdict}: ${band}`;
}
