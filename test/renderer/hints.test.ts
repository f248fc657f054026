import { afterEach, describe, expect, it } from 'vitest';
import type { HintMove } from '../../engine/ai/hints';
import { nile } from '../../engine/nile';
import type { MatchSummary } from '../../protocol/messages';
import type { HintReply } from '../../renderer/net/inpage/hint-messages';
import { rankHint } from '../../renderer/net/inpage/hint-ranker';
import { InThreadHints, type HintRunner } from '../../renderer/net/inpage/in-thread-hints';
import { pageHints } from '../../renderer/net/inpage/worker-bots';
import { useEmphasis } from '../../renderer/scenes/common/emphasis';
import { hintsAllowed } from '../../renderer/ui/hints/allowed';
import { createHintStore, type HintAsk } from '../../renderer/ui/hints/hintStore';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A NILE position for seat 0, as the table would ask for it (only the seat's own view and legal list). */
function nileAsk(key = 'm/0/1'): HintAsk {
  const s = nile.setup({ players: 2, seed: 'hint-test' });
  return { key, game: 'nile', view: nile.view(s, 0), seat: 0, legal: nile.legalActions(s, 0), players: 2, seed: `hint/${key}` };
}

/** A runner the test answers by hand. */
function manualRunner() {
  const calls: { resolve: (m: HintMove[]) => void; reject: (e: Error) => void; progress: (d: number, b: number) => void; partial: (m: HintMove[]) => void }[] = [];
  let cancels = 0;
  let warms = 0;
  const runner: HintRunner = {
    warm: async () => {
      warms++;
    },
    rank: (_req, progress, partial = () => {}) => new Promise((resolve, reject) => calls.push({ resolve, reject, progress, partial })),
    cancel: () => {
      cancels++;
      for (const c of calls) c.reject(new Error('cancelled'));
    },
    close: async () => {},
  };
  return { runner, calls, cancels: () => cancels, warms: () => warms };
}

const move = (type: string, visits: number): HintMove => ({ action: { type }, visits, winRate: 0.5, sd: 0.1, margin: 0.05, even: false, by: 'search', reasons: [] });

afterEach(() => useEmphasis.getState().set(null));

describe('hint store', () => {
  it('thinks with progress, then shows the moves and points at them on the table (source hint, labels 1-3)', async () => {
    const m = manualRunner();
    const store = createHintStore(async () => m.runner);
    store.getState().ask(nileAsk());
    expect(store.getState().hint).toMatchObject({ status: 'thinking', done: 0 });
    await tick();
    m.calls[0]!.progress(64, 2000);
    expect(store.getState().hint).toMatchObject({ status: 'thinking', done: 64, budget: 2000 });
    m.calls[0]!.resolve([move('a', 900), move('b', 500), move('c', 100)]);
    await tick();
    expect(store.getState().hint.status).toBe('shown');
    // The panel first; the table is pointed at in a task of its own (each a render of its own).
    expect(useEmphasis.getState().emphasis).toBeNull();
    await tick();
    expect(useEmphasis.getState().emphasis).toEqual({ source: 'hint', actions: [{ type: 'a' }, { type: 'b' }, { type: 'c' }], labels: ['1', '2', '3'] });
    store.getState().close();
    expect(store.getState().hint.status).toBe('idle');
    expect(useEmphasis.getState().emphasis).toBeNull();
  });

  it('lists provisional moves while it thinks (progress keeps them; the table is pointed at the final ones only)', async () => {
    const m = manualRunner();
    const store = createHintStore(async () => m.runner);
    store.getState().ask(nileAsk());
    await tick();
    m.calls[0]!.partial([move('b', 200), move('a', 100)]);
    expect(store.getState().hint).toMatchObject({ status: 'thinking', moves: [{ action: { type: 'b' } }, { action: { type: 'a' } }] });
    expect(useEmphasis.getState().emphasis).toBeNull();
    m.calls[0]!.progress(512, 2000);
    expect(store.getState().hint).toMatchObject({ status: 'thinking', done: 512, moves: [{ action: { type: 'b' } }, { action: { type: 'a' } }] });
    m.calls[0]!.resolve([move('a', 900), move('b', 500)]);
    await tick();
    await tick();
    expect(store.getState().hint).toMatchObject({ status: 'shown', moves: [{ action: { type: 'a' } }, { action: { type: 'b' } }] });
    expect(useEmphasis.getState().emphasis?.actions).toEqual([{ type: 'a' }, { type: 'b' }]);
  });

  it('a hint closed between its panel and its pointing leaves the table alone', async () => {
    const m = manualRunner();
    const store = createHintStore(async () => m.runner);
    store.getState().ask(nileAsk());
    await tick();
    m.calls[0]!.resolve([move('a', 900)]);
    await tick();
    expect(store.getState().hint.status).toBe('shown');
    store.getState().close();
    await tick();
    expect(useEmphasis.getState().emphasis).toBeNull();
  });

  it('the worker side reports progress and provisional hints at most every 150 / 400 ms of its clock', () => {
    let clock = 0;
    const replies: HintReply[] = [];
    // Each report moves the clock on 40 ms: 2000 iterations report progress ~31 times, at most every 150 ms passed on.
    rankHint({ ...nileAsk(), kind: 'hint', id: 1 }, (r) => replies.push(r), undefined, () => (clock += 40));
    const progress = replies.filter((r) => 'progress' in r).length;
    const partial = replies.filter((r) => 'partial' in r).length;
    expect(progress).toBeGreaterThan(1);
    expect(progress).toBeLessThan(20);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(progress);
    expect('moves' in replies[replies.length - 1]!).toBe(true);
  });

  it('cancel stops the search, and a late answer is dropped', async () => {
    const m = manualRunner();
    const store = createHintStore(async () => m.runner);
    store.getState().ask(nileAsk());
    await tick();
    const first = m.calls[0]!;
    store.getState().close();
    expect(m.cancels()).toBe(1);
    first.resolve([move('late', 1)]);
    await tick();
    expect(store.getState().hint.status).toBe('idle');
    expect(useEmphasis.getState().emphasis).toBeNull();
  });

  it('gets one runner up ahead of the first ask (ready), and a new worker after a cancel', async () => {
    const m = manualRunner();
    let made = 0;
    const store = createHintStore(async () => (made++, m.runner));
    expect(store.getState().ready).toBe(false);
    // A warm and an ask overlapping share the runner being made.
    store.getState().warm();
    store.getState().ask(nileAsk());
    await tick();
    expect(made).toBe(1);
    expect(m.warms()).toBe(1);
    expect(store.getState().ready).toBe(true);
    expect(m.calls).toHaveLength(1);
    // A cancel ends the worker: not ready until the next one answers.
    store.getState().close();
    expect(m.cancels()).toBe(1);
    expect(store.getState().ready).toBe(false);
    await tick();
    expect(m.warms()).toBe(2);
    expect(store.getState().ready).toBe(true);
    expect(made).toBe(1);
  });

  it('a runner that could not be loaded is tried again, and the ask says why it failed', async () => {
    const m = manualRunner();
    let attempts = 0;
    const store = createHintStore(async () => {
      if (++attempts === 1) throw new Error('chunk failed to load');
      return m.runner;
    });
    store.getState().warm();
    await tick();
    expect(store.getState().ready).toBe(false);
    store.getState().ask(nileAsk());
    await tick();
    expect(attempts).toBe(2);
    expect(m.calls).toHaveLength(1);
    const failing = createHintStore(async () => {
      throw new Error('chunk failed to load');
    });
    failing.getState().ask(nileAsk());
    await tick();
    expect(failing.getState().hint).toMatchObject({ status: 'failed', error: 'chunk failed to load' });
  });

  it('leaves a tutorial step’s emphasis alone when it closes', () => {
    const store = createHintStore(async () => manualRunner().runner);
    useEmphasis.getState().set({ source: 'tutorial', actions: [{ type: 'pass' }] });
    store.getState().close();
    expect(useEmphasis.getState().emphasis?.source).toBe('tutorial');
  });

  it('runs on this thread where there is no Web Worker: the hard bot’s top three legal NILE moves', async () => {
    expect(pageHints()).toBeInstanceOf(InThreadHints);
    const store = createHintStore(async () => new InThreadHints());
    const ask = nileAsk();
    store.getState().ask(ask);
    let progressed = false;
    const off = store.subscribe((s) => {
      // A progress report came (its budget known; reports are at most every 150 ms, so a quick search may send one).
      if (s.hint.status === 'thinking' && s.hint.budget > 0) progressed = true;
    });
    while (store.getState().hint.status === 'thinking') await new Promise((r) => setTimeout(r, 20));
    off();
    const hint = store.getState().hint;
    if (hint.status !== 'shown') throw new Error(`no hint: ${JSON.stringify(hint)}`);
    expect(progressed).toBe(true);
    expect(hint.moves).toHaveLength(3);
    const legal = ask.legal.map((a) => JSON.stringify(a));
    for (const m of hint.moves) expect(legal).toContain(JSON.stringify(m.action));
    // Most visited first, unless the two are within the search's noise (then the one-ply value orders them).
    if (!hint.moves[1]!.even) expect(hint.moves[0]!.visits).toBeGreaterThanOrEqual(hint.moves[1]!.visits);
  }, 30_000);
});

describe('hintsAllowed', () => {
  const seat = (s: number, kind: 'human' | 'bot', state: 'open' | 'connected' = 'connected') => ({ seat: s, kind, name: null, state, botPlaying: kind === 'bot' });
  const summary = (seats: MatchSummary['seats']): MatchSummary => ({ id: 'm', code: 'ABCD', game: 'nile', players: seats.length, options: {}, status: 'playing', seq: 1, seats, spectators: 0, spectatorsAllowed: false, updatedAt: 0 });
  it('solo and hot-seat: yes; a LAN human (or an open human seat) at the table: no', () => {
    expect(hintsAllowed(summary([seat(0, 'human'), seat(1, 'bot')]), [0])).toBe(true);
    expect(hintsAllowed(summary([seat(0, 'human'), seat(1, 'human')]), [0, 1])).toBe(true);
    expect(hintsAllowed(summary([seat(0, 'human'), seat(1, 'human')]), [0])).toBe(false);
    expect(hintsAllowed(summary([seat(0, 'human'), seat(1, 'human', 'open')]), [0])).toBe(false);
    expect(hintsAllowed(null, [0])).toBe(false);
  });
});
