/** The page's analysis progress, drawn at most every so often (renderer/analysis/progress.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisProgress } from '../../engine/ai/analysis/types';
import { progressThrottle } from '../../renderer/analysis/progress';

const at = (done: number): AnalysisProgress => ({ done, total: 50 });

describe('analysis progress throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the latest report once per wait, and nothing while no report is new', () => {
    const drawn: number[] = [];
    const p = progressThrottle((x) => drawn.push(x.done), 100);
    for (let i = 1; i <= 5; i++) p.report(at(i));
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(drawn).toEqual([5]);
    vi.advanceTimersByTime(500);
    expect(drawn).toEqual([5]);
    p.report(at(6));
    vi.advanceTimersByTime(60);
    p.report(at(7));
    vi.advanceTimersByTime(40);
    expect(drawn).toEqual([5, 7]);
  });

  it('stop drops a report still waiting: the finished analysis is not drawn over by its progress', () => {
    const drawn: number[] = [];
    const p = progressThrottle((x) => drawn.push(x.done), 100);
    p.report(at(49));
    p.stop();
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
  });
});
