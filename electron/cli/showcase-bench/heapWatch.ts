import type { CDPSession } from 'playwright-core';
import { growth, heapParts, takeCensus, type Census, type KindGrowth } from './heapDiff';
import { HOUR_MS } from './ledger';
import { heapTrend, type HeapPoint, type HeapTrend } from './trend';

/** What `--heap-diff` found: each part's trend after the first hour, and the kinds grown most since then. */
export interface HeapWatchReport {
  partTrends: { js: HeapTrend; code: HeapTrend; engine: HeapTrend };
  heapDiff: KindGrowth[];
}

/**
 * `bench:showcase --heap-diff`: a census of the page's heap at each hour's close (and the run's end), each printed as
 * its parts, the first kept to compare the last with.
 */
export class HeapWatch {
  private first: Census | null = null;
  private last: Census | null = null;
  private readonly parts = { js: [] as HeapPoint[], code: [] as HeapPoint[], engine: [] as HeapPoint[] };

  constructor(private readonly cdp: CDPSession) {}

  /** A census now, at `simMs` of simulated time. */
  async take(simMs: number): Promise<void> {
    const c = await takeCensus(this.cdp);
    const p = heapParts(c);
    const hours = simMs / HOUR_MS;
    this.parts.js.push({ hours, heapMB: p.jsMB });
    this.parts.code.push({ hours, heapMB: p.codeMB });
    this.parts.engine.push({ hours, heapMB: p.engineMB });
    console.log(JSON.stringify({ heapParts: { simHours: Number(hours.toFixed(2)), ...p } }));
    this.first ??= c;
    this.last = c;
  }

  /** Null until two censuses were taken. */
  report(): HeapWatchReport | null {
    if (!this.first || !this.last || this.first === this.last) return null;
    const { js, code, engine } = this.parts;
    return { partTrends: { js: heapTrend(js), code: heapTrend(code), engine: heapTrend(engine) }, heapDiff: growth(this.first, this.last) };
  }
}
