/**
 * How Session applies the feed reducer: the feed object a screen holds stays the same and is updated in place, an
 * event says what changed (none for a snapshot the feed did not take), and the session's own seat changes (a resume
 * of saved seats, a seat the host says is gone) go through the reducer too.
 */
import { describe, expect, it } from 'vitest';
import { Session, type SessionEvent } from '../../client/session';
import { TransportBase, type ClientMessage, type HostInfo, type Transport } from '../../client/transport';
import type { ServerMessage, SnapshotMessage } from '../../protocol/messages';

/** An open transport the test speaks for the host through. */
class FakeHost extends TransportBase implements Transport {
  readonly kind = 'memory' as const;
  readonly sent: ClientMessage[] = [];
  constructor() {
    super();
    this.setStatus('open');
  }
  send(msg: ClientMessage): void {
    this.sent.push(msg);
  }
  push(msg: ServerMessage): void {
    this.emitMessage(msg);
  }
  drop(): void {
    this.setStatus('closed');
  }
  reopen(): void {
    this.setStatus('open');
  }
  async hostInfo(): Promise<HostInfo> {
    return { addresses: [], discovered: [], mode: 'memory' };
  }
  async record(): Promise<unknown> {
    return null;
  }
  close(): void {
    this.setStatus('closed');
  }
}

const M = 'm1';
const TOKEN = 't'.repeat(32);
const snap = (seq: number, resync = false): SnapshotMessage => ({ t: 'snapshot', match: M, seq, seat: 0, status: 'playing', view: { seq }, toAct: [0], outcome: null, resync });
const welcome: ServerMessage = { t: 'welcome', v: 1, hostId: 'h', hostName: 'host', games: [] };

function setup() {
  const host = new FakeHost();
  const session = new Session(host);
  const seen: SessionEvent['kind'][] = [];
  session.events.on((e) => seen.push(e.kind));
  host.push(welcome);
  host.push({ t: 'joined', match: M, code: 'ABCD', game: 'nile', seat: 0, token: TOKEN, catchUp: 'none' });
  return { host, session, seen };
}

describe('Session applies the feed reducer', () => {
  it('keeps one feed object per match and updates it in place', () => {
    const { host, session } = setup();
    const feed = session.feeds.get(M);
    expect(feed?.held).toEqual([{ seat: 0, token: TOKEN }]);
    host.push(snap(1));
    host.push({ t: 'events', match: M, seq: 2, seat: 0, events: [] });
    host.push(snap(2));
    expect(session.feeds.get(M)).toBe(feed);
    expect(feed?.snapshots['0']?.seq).toBe(2);
    expect(feed?.events['0']?.map((b) => b.seq)).toEqual([2]);
    expect(session.lastSeq(M, 0)).toBe(2);
  });

  it('says what changed, and says nothing of a snapshot older than the one held', () => {
    const { host, seen } = setup();
    seen.length = 0;
    host.push(snap(3));
    host.push(snap(2));
    host.push({ t: 'presence', match: M, seats: [], spectators: 1 });
    host.push({ t: 'undo', match: M, by: 0, state: 'done' });
    host.push({ t: 'history', match: M, seat: 0, batches: [], complete: true });
    expect(seen).toEqual(['snapshot', 'presence', 'undo', 'history']);
  });

  it('a match the host closed ends its feed (same object) and the left event follows', () => {
    const { host, session, seen } = setup();
    const feed = session.feeds.get(M);
    host.push({ t: 'left', match: M, seat: null, reason: 'closed' });
    expect(session.feeds.get(M)).toBe(feed);
    expect(feed).toMatchObject({ held: [], ended: 'closed' });
    expect(seen.at(-1)).toBe('left');
  });

  it('a detached match starts afresh when the host still sends for it', () => {
    const { host, session } = setup();
    const old = session.feeds.get(M);
    session.detach(M);
    host.push(snap(5));
    const fresh = session.feeds.get(M);
    expect(fresh).not.toBe(old);
    expect(fresh).toMatchObject({ code: '', held: [], snapshots: { '0': snap(5) } });
  });

  it('after a reconnect, a seat the host says is gone is released from the same feed object', async () => {
    const { host, session } = setup();
    const feed = session.feeds.get(M);
    host.drop();
    host.reopen();
    host.push(welcome); // a second welcome: the session resumes what it held
    const resume = host.sent.find((m) => m.t === 'resume');
    if (resume?.t !== 'resume') throw new Error('no resume sent');
    expect(resume).toMatchObject({ match: M, token: TOKEN, lastSeq: -1 });
    host.push({ t: 'error', ref: resume.ref, code: 'BAD_TOKEN', message: 'gone' });
    await session.connect();
    expect(session.feeds.get(M)).toBe(feed);
    expect(feed?.held).toEqual([]);
  });

  it('resume of saved seats holds them in the feed (once) before the host answers', async () => {
    const { host, session } = setup();
    const feed = session.feeds.get(M);
    const pending = session.resume({ match: M, code: 'ABCD', game: 'nile', seats: [{ seat: 0, token: TOKEN }, { seat: 1, token: TOKEN }], savedAt: 0 });
    expect(session.feeds.get(M)).toBe(feed);
    expect(feed?.held.map((h) => h.seat)).toEqual([0]);
    expect(host.sent.at(-1)).toMatchObject({ t: 'resume', match: M, lastSeq: -1 });
    session.close();
    await expect(pending).rejects.toMatchObject({ code: 'DISCONNECTED' });
  });
});
