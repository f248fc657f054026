import { ANALYSIS_BUDGET } from '../../engine/ai/analysis';
/** The page's analysis pool (renderer/analysis/): lanes handed decisions, results in record order, progress, cancel, bad replies. */
import { describe, expect, it } from 'vitest';
import { finishAnalysis } from '../../engine/ai/analysis';
import type { AnalysisProgress } from '../../engine/ai/analysis/types';
import type { MatchRecord } from '../../engine/core/record';
import { createAnalyst } from '../../renderer/analysis/analyst';
import { threadLane, poolSize } from '../../renderer/analysis/lanes';
import type { AnalyseRequest } from '../../renderer/analysis/messages';
import { analyseRecord, type Lane } from '../../renderer/analysis/pool';
import { fakeDecision, nileRecord } from './analysis-fixture';

const record = nileRecord();

/** A lane answering each request after `delay(index)` ms with `answer(req)`; records what it was asked. */
function fakeLanes(answer: (req: AnalyseRequest) => unknown = (r) => ({ id: r.id, decision: fakeDecision(r.record, r.index) }), delay = (i: number) => (i * 7) % 5) {
  const asked: number[][] = [];
  let closed = 0;
  const lane = (): Lane => {
    const mine: number[] = [];
    asked.push(mine);
    let shut = false;
    const l: Lane = {
      onReply: null,
      post: (req) => {
        mine.push(req.index);
        setTimeout(() => !shut && l.onReply?.(answer(req)), delay(req.index));
      },
      close: () => {
        shut = true;
        closed++;
      },
    };
    return l;
  };
  return { lane, asked, closed: () => closed };
}

describe('analysis pool', () => {
  it('gives the same analysis whatever the number of lanes, each decision analysed once', async () => {
    const one = await analyseRecord(record, [0], { lanes: 1, lane: fakeLanes().lane });
    const f = fakeLanes();
    const three = await analyseRecord(record, [0], { lanes: 3, lane: f.lane });
    expect(three).toEqual(one);
    expect(one).toEqual(finishAnalysis(record, [0], record.actions.map((_, i) => fakeDecision(record, i))));
    expect(f.asked).toHaveLength(3);
    expect(f.asked.flat().sort((a, b) => a - b)).toEqual(record.actions.map((_, i) => i));
    expect(f.closed()).toBe(3);
  });

  it('never starts more lanes than decisions, and at least one', async () => {
    const short: MatchRecord = { ...record, actions: record.actions.slice(0, 2) };
    const f = fakeLanes();
    await analyseRecord(short, [0], { lanes: 4, lane: f.lane });
    expect(f.asked).toHaveLength(2);
    const g = fakeLanes();
    await analyseRecord(short, [0], { lanes: 0, lane: g.lane });
    expect(g.asked).toHaveLength(1);
    // One worker per core (the page's thread only draws the progress), 1 to 4.
    expect(poolSize(1)).toBe(1);
    expect(poolSize(2)).toBe(2);
    expect(poolSize(4)).toBe(4);
    expect(poolSize(16)).toBe(4);
  });

  it('reports progress from 0 to the total', async () => {
    const seen: AnalysisProgress[] = [];
    await analyseRecord(record, [0, 1], { lanes: 2, lane: fakeLanes().lane, onProgress: (p) => seen.push(p) });
    expect(seen[0]).toEqual({ done: 0, total: record.actions.length });
    expect(seen.map((p) => p.done)).toEqual(record.actions.map((_, i) => i).concat(record.actions.length));
  });

  it('cancels: every lane is closed and the run rejects as aborted', async () => {
    const ctl = new AbortController();
    const f = fakeLanes();
    const run = analyseRecord(record, [0], { lanes: 2, lane: f.lane, signal: ctl.signal, onProgress: (p) => p.done === 5 && ctl.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.closed()).toBe(2);
    expect(f.asked.flat().length).toBeLessThan(record.actions.length);
  });

  it('fails on a bad or error reply, closing the lanes', async () => {
    const bad = fakeLanes((r) => (r.index === 3 ? { id: 3, decision: { index: 3 } } : { id: r.id, decision: fakeDecision(r.record, r.index) }));
    await expect(analyseRecord(record, [0], { lanes: 2, lane: bad.lane })).rejects.toThrow(/bad reply/);
    expect(bad.closed()).toBe(2);
    const error = fakeLanes((r) => ({ id: r.id, error: 'boom' }));
    await expect(analyseRecord(record, [0], { lanes: 1, lane: error.lane })).rejects.toThrow(/decision #0: boom/);
    const wrong = fakeLanes((r) => ({ id: r.id, decision: fakeDecision(r.record, r.index + 1) }));
    await expect(analyseRecord(record, [0], { lanes: 1, lane: wrong.lane })).rejects.toThrow(/unexpected/);
  });
});

describe('analysis worker', () => {
  const answer = createAnalyst();

  it('answers a bad message with an error, never a crash', () => {
    expect(answer(null)).toEqual({ id: -1, error: expect.stringMatching(/bad analysis request/) });
    expect(answer({ id: 7, record: { game: 'nile' }, index: 0 })).toEqual({ id: 7, error: expect.stringMatching(/bad analysis request/) });
    expect(answer({ id: 8, record, index: record.actions.length })).toEqual({ id: 8, error: expect.stringMatching(/no decision/) });
    expect(answer({ id: 9, record: { ...record, game: 'chess' }, index: 0 })).toEqual({ id: 9, error: expect.stringMatching(/chess/) });
    // A budget out of bounds would be an endless search: refused.
    const endless = { iterations: 1e9, worlds: 8, playedVisits: 0, playedIterations: 0 };
    expect(answer({ id: 10, record, index: 0, budget: endless })).toEqual({ id: 10, error: expect.stringMatching(/bad analysis request/) });
  });

  it('searches with the budget it is given, and records it', async () => {
    const short: MatchRecord = { ...record, actions: record.actions.slice(0, 3) };
    const budget = { iterations: 24, worlds: 4, playedVisits: 2, playedIterations: 12 };
    const a = await analyseRecord(short, [0, 1], { lanes: 1, lane: threadLane, budget });
    expect(a.budget).toEqual({ iterations: 24, worlds: 4 });
    const b = await analyseRecord(short, [0, 1], { lanes: 1, lane: threadLane });
    expect(b.budget).toEqual({ iterations: ANALYSIS_BUDGET.iterations, worlds: ANALYSIS_BUDGET.worlds });
  });

  it('analyses real decisions on this thread (the fallback lane), the same as the engine does', async () => {
    const short: MatchRecord = { ...record, actions: record.actions.slice(0, 4) };
    const a = await analyseRecord(short, [0, 1], { lanes: 1, lane: threadLane });
    expect(a.decisions.map((d) => d.index)).toEqual([0, 1, 2, 3]);
    for (const d of a.decisions) {
      expect(d.after).toBeGreaterThanOrEqual(0);
      expect(d.after).toBeLessThanOrEqual(1);
    }
    const b = await analyseRecord(short, [0, 1], { lanes: 2, lane: threadLane });
    expect(b).toEqual(a);
  });
});
