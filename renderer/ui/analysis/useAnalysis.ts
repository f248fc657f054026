import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { recordKey } from '../../../engine/ai/analysis';
import type { AnalysisProgress, MatchAnalysis } from '../../../engine/ai/analysis/types';
import type { MatchRecord } from '../../../engine/core/record';
import { pageCache } from '../../analysis/cache';
import { pageLanes } from '../../analysis/lanes';
import { pageBudget } from '../../analysis/budget';
import { analyseRecord } from '../../analysis/pool';
import { progressThrottle } from '../../analysis/progress';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'running'; progress: AnalysisProgress; startedAt: number; now: number }
  | { status: 'done'; analysis: MatchAnalysis }
  | { status: 'failed'; error: string };

/**
 * How often the progress is drawn at most while the analysis runs. Every decision would be up to 40 renders a second:
 * page work that, on a 2-core machine, the workers wait for.
 */
const PROGRESS_MS = 100;

/**
 * The analysis of a record in the page: from the cache at once when it was analysed before; else on request, in the
 * page's worker pool (renderer/analysis/), with progress and a cancel — or at once with `autoStart`; a finished
 * analysis goes to the cache.
 */
export function useAnalysis(record: MatchRecord, humans: number[] | null, autoStart = false) {
  const key = useMemo(() => recordKey(record), [record]);
  const cached = useCallback(() => pageCache()?.get(key) ?? null, [key]);
  const [state, setState] = useState<AnalysisState>(() => {
    const a = cached();
    return a ? { status: 'done', analysis: a } : { status: 'idle' };
  });
  const running = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);
  const start = useCallback(() => {
    running.current?.abort();
    const ctl = new AbortController();
    running.current = ctl;
    const startedAt = performance.now();
    const seats = humans ?? Array.from({ length: record.players }, (_, i) => i);
    setState({ status: 'running', progress: { done: 0, total: record.actions.length }, startedAt, now: startedAt });
    const progress = progressThrottle((p) => !ctl.signal.aborted && setState({ status: 'running', progress: p, startedAt, now: performance.now() }), PROGRESS_MS);
    const settle = (next: AnalysisState) => {
      progress.stop();
      if (!ctl.signal.aborted) setState(next);
    };
    analyseRecord(record, seats, { ...pageLanes(), budget: pageBudget(), signal: ctl.signal, onProgress: progress.report }).then(
      (analysis) => {
        pageCache()?.put(analysis);
        settle({ status: 'done', analysis });
      },
      (e: unknown) => settle({ status: 'failed', error: e instanceof Error ? e.message : String(e) }),
    );
  }, [record, humans]);

  // Run at once when asked for by name (unless cached); a cancel is not undone, as the effect runs once per record.
  const startNow = useRef(start);
  startNow.current = start;
  const asked = useRef(autoStart);
  useEffect(() => {
    const a = cached();
    if (a) setState({ status: 'done', analysis: a });
    else if (asked.current) startNow.current();
    else setState({ status: 'idle' });
    return () => running.current?.abort();
  }, [cached]);

  return { state, start, cancel };
}

/** Seconds left at the pace so far; null before the first decision is in. */
export function etaSeconds(p: AnalysisProgress, elapsedMs: number): number | null {
  if (p.done === 0) return null;
  return Math.ceil(((elapsedMs / p.done) * (p.total - p.done)) / 1000);
}
