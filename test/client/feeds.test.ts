/**
 * The feed reducer (client/feeds.ts) on its own: each host message kind it takes, what it keeps and drops, and that it
 * never changes the feed it is given (the Session copies its result into the feed object the screens hold).
 */
import { describe, expect, it } from 'vitest';
import { emptyFeed, feedMatch, holdSeat, lastSeqOf, reduceFeed, releaseSeat, tokenOf, type FeedMessage, type MatchFeed } from '../../client/feeds';
import type { EventsMessage, HistoryMessage, MatchSummary, SeatPresence, SnapshotMessage } from '../../protocol/messages';

const M = 'm1';
const TOKEN_A = 'a'.repeat(32);
const TOKEN_B = 'b'.repeat(32);

const seats = (names: (string | null)[]): SeatPresence[] =>
  names.map((name, seat) => ({ seat, kind: 'human', name, state: name ? 'connected' : 'open', botPlaying: false }));

const summary = (over: Partial<MatchSummary> = {}): MatchSummary => ({
  id: M, code: 'ABCD', game: 'nile', players: 2, options: {}, status: 'waiting', seq: 0, seats: seats(['Ann', null]), spectators: 0, spectatorsAllowed: true, updatedAt: 0,
  ...over,
});
const snap = (seq: number, seat: number | null = 0, resync = false): SnapshotMessage => ({
  t: 'snapshot', match: M, seq, seat, status: 'playing', view: { at: seq }, toAct: [0], outcome: null, resync,
});
const batch = (seq: number, seat: number | null = 0): EventsMessage => ({ t: 'events', match: M, seq, seat, events: [{ type: 'move', n: seq }] });
const history = (seqs: number[], seat: number | null = 0): HistoryMessage => ({ t: 'history', match: M, seat, batches: seqs.map((s) => batch(s, seat)), complete: seqs[0] === 1 });

/** Deep-freezes `v`, so a reducer that changes its input throws (strict mode) instead of passing. */
function frozen<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

/** Every message in turn, from no feed; fails when one of them drops the feed. */
function run(messages: FeedMessage[], from?: MatchFeed): MatchFeed {
  let f = from;
  for (const m of messages) f = reduceFeed(f === undefined ? undefined : frozen(f), m);
  if (!f) throw new Error('no feed after the messages');
  return f;
}

const seqsOf = (f: MatchFeed, key = '0') => (f.events[key] ?? []).map((b) => b.seq);

describe('feed reducer: created and joined', () => {
  it('created starts a feed with the summary, room code and game', () => {
    const f = run([{ t: 'created', ref: 'r1', match: summary() }]);
    expect(f).toEqual({ ...emptyFeed(M, 'ABCD', 'nile'), summary: summary() });
  });

  it('joined holds the seat with its token; a second join of another seat adds it (hot-seat)', () => {
    const f = run([
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none' },
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 1, token: TOKEN_B, catchUp: 'none' },
    ]);
    expect(f.held).toEqual([{ seat: 0, token: TOKEN_A }, { seat: 1, token: TOKEN_B }]);
    expect(f.code).toBe('ABCD');
    expect(f.game).toBe('nile');
  });

  it('a resume of a held seat keeps one entry, and its token when the reply carries none', () => {
    const joined = run([{ t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none' }]);
    const resumed = run([{ t: 'joined', match: M, code: '', game: '', seat: 0, catchUp: 'events' }], joined);
    expect(resumed.held).toEqual([{ seat: 0, token: TOKEN_A }]);
    expect(resumed.code).toBe('ABCD'); // an empty code or game keeps what is known
    const renewed = run([{ t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_B, catchUp: 'none' }], joined);
    expect(renewed.held).toEqual([{ seat: 0, token: TOKEN_B }]);
  });

  it('joined replaces the summary when it brings one and keeps it otherwise; watching holds seat null', () => {
    const f = run([
      { t: 'created', ref: 'r1', match: summary() },
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: null, catchUp: 'none' },
    ]);
    expect(f.summary).toEqual(summary());
    expect(f.held).toEqual([{ seat: null, token: undefined }]);
    const named = run([{ t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 1, token: TOKEN_B, catchUp: 'none', summary: summary({ seats: seats(['Ann', 'Bo']) }) }], f);
    expect(named.summary?.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
  });
});

describe('feed reducer: snapshots', () => {
  it('keeps the latest snapshot per viewer and moves the summary to its status and seq', () => {
    const f = run([{ t: 'created', ref: 'r1', match: summary() }, snap(3, 0), snap(2, null)]);
    expect(f.snapshots['0']?.seq).toBe(3);
    expect(f.snapshots.spectator?.seq).toBe(2);
    expect(f.summary).toMatchObject({ status: 'playing', seq: 2 });
  });

  it('an older snapshot that is not a resync changes nothing: the same feed comes back', () => {
    const f = frozen(run([snap(5)]));
    expect(reduceFeed(f, snap(4))).toBe(f);
    expect(reduceFeed(f, snap(5))).not.toBe(f); // the same seq again is taken (a fresh one after an action)
  });

  it('a resync that goes back (an undo) is taken and drops the batches after it', () => {
    const f = run([batch(1), batch(2), batch(3), snap(3), snap(1, 0, true)]);
    expect(f.snapshots['0']?.seq).toBe(1);
    expect(seqsOf(f)).toEqual([1]);
  });

  it('a resync going back leaves the other viewers batches alone; one that does not go back drops nothing', () => {
    const f = run([batch(1, null), batch(2, null), batch(1), batch(2), snap(2), snap(1, 0, true)]);
    expect(seqsOf(f, 'spectator')).toEqual([1, 2]);
    const ahead = run([batch(1), batch(2), snap(2), snap(4, 0, true)]);
    expect(seqsOf(ahead)).toEqual([1, 2]);
  });

  it('without a summary, a snapshot leaves it null', () => {
    expect(run([snap(1)]).summary).toBeNull();
  });
});

describe('feed reducer: event batches and history', () => {
  it('appends live batches per viewer in the order they come', () => {
    const f = run([batch(1), batch(2), batch(1, null)]);
    expect(seqsOf(f)).toEqual([1, 2]);
    expect(seqsOf(f, 'spectator')).toEqual([1]);
    expect(lastSeqOf(f, 0)).toBe(2);
  });

  it('keeps a repeated or out-of-order live batch where it came (the host sends each seq once, in order)', () => {
    const f = run([batch(1), batch(3), batch(2), batch(3)]);
    expect(seqsOf(f)).toEqual([1, 3, 2, 3]);
    expect(lastSeqOf(f, 0)).toBe(3);
  });

  it('merges past batches under the live ones: seq order, one batch per seq, the live one kept', () => {
    const live = { ...batch(4), events: [{ type: 'live' }] };
    const f = run([live, { ...batch(3), events: [{ type: 'live' }] }, history([1, 2, 3, 4])]);
    expect(seqsOf(f)).toEqual([1, 2, 3, 4]);
    expect(f.events['0']?.map((b) => b.events[0]?.type)).toEqual(['move', 'move', 'live', 'live']);
  });

  it('a history for one viewer leaves the others alone, and an empty one gives an empty list', () => {
    const f = run([batch(5, null), history([1, 2])]);
    expect(seqsOf(f, 'spectator')).toEqual([5]);
    expect(seqsOf(f)).toEqual([1, 2]);
    expect(run([history([], 1)]).events['1']).toEqual([]);
  });
});

describe('feed reducer: presence, undo, left', () => {
  it('presence updates the summary seats and spectators; without a summary it changes nothing', () => {
    const f = run([{ t: 'created', ref: 'r1', match: summary() }, { t: 'presence', match: M, seats: seats(['Ann', 'Bo']), spectators: 2 }]);
    expect(f.summary?.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
    expect(f.summary?.spectators).toBe(2);
    expect(f.summary?.code).toBe('ABCD');
    const bare = frozen(run([snap(1)]));
    expect(reduceFeed(bare, { t: 'presence', match: M, seats: [], spectators: 1 })).toBe(bare);
  });

  it('a match not being saved: set from the summary and each presence, cleared by a presence without it', () => {
    const created = run([{ t: 'created', ref: 'r1', match: summary({ unsaved: 'disk-full' }) }]);
    expect(created.unsaved).toBe('disk-full');
    const back = run([{ t: 'presence', match: M, seats: seats(['Ann', 'Bo']), spectators: 0 }], created);
    expect(back.unsaved).toBeNull();
    expect(back.summary!.unsaved).toBeUndefined();
    const again = run([{ t: 'presence', match: M, seats: seats(['Ann', 'Bo']), spectators: 0, unsaved: 'failed' }], back);
    expect([again.unsaved, again.summary!.unsaved]).toEqual(['failed', 'failed']);
    // Without a summary (a feed started by a snapshot) the flag is still kept; the same flag again changes nothing.
    const bare = frozen(emptyFeed(M));
    const flagged = reduceFeed(bare, { t: 'presence', match: M, seats: [], spectators: 0, unsaved: 'disk-full' })!;
    expect(flagged.unsaved).toBe('disk-full');
    expect(reduceFeed(frozen(flagged), { t: 'presence', match: M, seats: [], spectators: 0, unsaved: 'disk-full' })).toBe(flagged);
    const joined = run([{ t: 'joined', ref: 'j', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none', summary: summary({ unsaved: 'disk-full' }) }]);
    expect(joined.unsaved).toBe('disk-full');
  });

  it('keeps an undo while it is asked and clears it on any answer', () => {
    const asked = run([{ t: 'undo', match: M, by: 1, state: 'asked', wait: [0], timeoutMs: 30_000 }]);
    expect(asked.undo).toMatchObject({ state: 'asked', by: 1 });
    for (const state of ['done', 'refused', 'expired', 'cancelled'] as const) {
      expect(run([{ t: 'undo', match: M, by: 1, state }], asked).undo).toBeNull();
    }
  });

  it('a left seat is no longer held; the others stay', () => {
    const f = run([
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none' },
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: null, catchUp: 'none' },
      { t: 'left', match: M, seat: 0, reason: 'replaced' },
    ]);
    expect(f.held).toEqual([{ seat: null, token: undefined }]);
    expect(f.ended).toBeNull();
    expect(run([{ t: 'left', match: M, seat: null, reason: 'leave' }], f).held).toEqual([]);
  });

  it.each(['closed', 'expired'] as const)('a match %s by the host is ended: no seat held, its views kept', (reason) => {
    const f = run([
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none' },
      { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 1, token: TOKEN_B, catchUp: 'none' },
      snap(2),
      { t: 'left', match: M, seat: null, reason },
    ]);
    expect(f.held).toEqual([]);
    expect(f.ended).toBe(reason);
    expect(f.snapshots['0']?.seq).toBe(2);
  });
});

describe('feed reducer: a match without a feed (never followed, or forgotten)', () => {
  it('a left about it starts no feed', () => {
    expect(reduceFeed(undefined, { t: 'left', match: M, seat: 0, reason: 'closed' })).toBeUndefined();
  });

  it('any other message starts a fresh one, without code or game until a message names them', () => {
    const messages: FeedMessage[] = [snap(7), batch(7), { t: 'presence', match: M, seats: [], spectators: 0 }, { t: 'undo', match: M, by: 0, state: 'done' }, history([7])];
    for (const m of messages) {
      const f = reduceFeed(undefined, m);
      expect(f, m.t).toMatchObject({ id: M, code: '', game: '', held: [], ended: null, summary: null });
    }
    expect(feedMatch({ t: 'created', ref: 'r1', match: summary() })).toBe(M);
    expect(feedMatch(snap(1))).toBe(M);
  });
});

describe('feed helpers', () => {
  const f = frozen(run([
    { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN_A, catchUp: 'none' },
    { t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: null, catchUp: 'none' },
  ]));

  it('releaseSeat and holdSeat return new feeds; holding a seat twice keeps one', () => {
    expect(releaseSeat(f, 0).held).toEqual([{ seat: null, token: undefined }]);
    expect(holdSeat(f, { seat: 0, token: TOKEN_B })).toBe(f);
    expect(holdSeat(f, { seat: 1, token: TOKEN_B, name: 'Bo' }).held).toContainEqual({ seat: 1, token: TOKEN_B, name: 'Bo' });
  });

  it('tokenOf names a held seat token; lastSeqOf is the later of snapshot and last batch, -1 for none', () => {
    expect(tokenOf(f, 0)).toBe(TOKEN_A);
    expect(tokenOf(f, 1)).toBeUndefined();
    expect(tokenOf(undefined, 0)).toBeUndefined();
    expect(lastSeqOf(f, 0)).toBe(-1);
    expect(lastSeqOf(run([snap(4), batch(5)], f), 0)).toBe(5);
    expect(lastSeqOf(run([batch(2), snap(3)], f), 0)).toBe(3);
  });
});
