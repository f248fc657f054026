/**
 * Pacing: a client that joins (or creates the match) with `pace: true` acks what its table has shown (`shown`), and the
 * host's bots do not start a decision while it is more than `ahead` batches behind, waiting at most `boundMs` for it to
 * show something.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Host } from '../../host/host';
import { newConnectionId, type Connection } from '../../host/connection';
import { PROTOCOL_VERSION, type ServerMessage } from '../../protocol/messages';

const hosts: Host[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A host running a 2-bot NILE game a little slowly (so a pacer can join before the first move). */
function newHost(boundMs = 400, capMs = 60_000): Host {
  const h = new Host({ botDelayMs: 15, pace: { ahead: 1, boundMs, capMs } });
  hosts.push(h);
  return h;
}

interface Peer {
  send(msg: unknown): void;
  msgs: ServerMessage[];
  close(): void;
  /** The last seq this peer heard of the match. */
  seq(match: string): number;
  errors(): ServerMessage[];
}

function track(msgs: ServerMessage[]): Pick<Peer, 'seq' | 'errors'> {
  return {
    seq: (match) => Math.max(-1, ...msgs.filter((m) => m.t === 'snapshot' && m.match === match).map((m) => (m.t === 'snapshot' ? m.seq : -1))),
    errors: () => msgs.filter((m) => m.t === 'error'),
  };
}

function local(h: Host): Peer {
  const msgs: ServerMessage[] = [];
  const p = h.connectLocal((m) => msgs.push(m));
  p.send({ t: 'hello', v: PROTOCOL_VERSION });
  return { send: (m) => p.send(m), msgs, close: () => p.close(), ...track(msgs) };
}

/** A LAN client, as the host sees it (no socket needed: the host only sees Connections). */
function remote(h: Host): Peer {
  const msgs: ServerMessage[] = [];
  const conn: Connection = { id: newConnectionId('test-remote-'), kind: 'remote', peer: '10.0.0.9', address: '10.0.0.9', send: (m) => msgs.push(m), close: () => h.detach(conn) };
  h.attach(conn);
  h.receive(conn, { t: 'hello', v: PROTOCOL_VERSION });
  return { send: (m) => h.receive(conn, m), msgs, close: () => conn.close(1000, 'bye'), ...track(msgs) };
}

/** The match reaches `seq` and stays there (the bots wait). */
async function holdsAt(p: Peer, match: string, seq: number): Promise<void> {
  await expect.poll(() => p.seq(match), { timeout: 3000, interval: 20 }).toBeGreaterThanOrEqual(seq);
  await sleep(150);
  expect(p.seq(match)).toBe(seq);
}

async function botGame(creator: Peer): Promise<string> {
  creator.send({ t: 'create', ref: 'c', game: 'nile', players: 2, lan: true, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
  await sleep(0);
  const created = creator.msgs.find((m) => m.t === 'created');
  if (created?.t !== 'created') throw new Error('not created');
  return created.match.id;
}

function watch(p: Peer, match: string, pace = true): void {
  p.send({ t: 'join', ref: 'w', match: { id: match }, as: 'spectator', ...(pace ? { pace: true } : {}) });
}

/** A host, its bot game, and a local client `a` that created it and watches it (pacing unless `pace` is false). */
async function game(boundMs: number, capMs?: number, pace = true): Promise<{ h: Host; a: Peer; m: string }> {
  const h = newHost(boundMs, capMs);
  const a = local(h);
  const m = await botGame(a);
  watch(a, m, pace);
  return { h, a, m };
}

/** A game paced by two local clients, held at seq 2 (neither has shown anything). */
async function twoPacers(): Promise<{ h: Host; a: Peer; b: Peer; m: string }> {
  const { h, a, m } = await game(5000);
  const b = local(h);
  watch(b, m);
  await holdsAt(a, m, 2);
  return { h, a, b, m };
}

describe('host pacing', () => {
  it('without a pacer the bots run on', async () => {
    const { a, m } = await game(400, undefined, false);
    await expect.poll(() => a.seq(m), { timeout: 3000 }).toBeGreaterThan(5);
  });

  it('waits for a pacer that is behind, and goes on as it acks', async () => {
    const { a, m } = await game(5000);
    // Shown: 0; the bots may be `ahead` (1) batch ahead and think once more: seq 2 at most.
    await holdsAt(a, m, 2);
    a.send({ t: 'shown', match: m, seq: 1 });
    await holdsAt(a, m, 3);
    a.send({ t: 'shown', match: m, seq: 3 });
    await holdsAt(a, m, 5);
    expect(a.errors()).toEqual([]);
  });

  it('a creator that asks to pace holds the bots from the first move, before it watches', async () => {
    const h = newHost(5000);
    const a = local(h);
    a.send({ t: 'create', ref: 'c', game: 'nile', players: 2, pace: true, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    await sleep(0);
    const created = a.msgs.find((m) => m.t === 'created');
    if (created?.t !== 'created') throw new Error('not created');
    const m = created.match.id;
    // Another page watches without pacing: the creator, which has shown nothing, holds the bots at `ahead` + 1.
    const b = local(h);
    watch(b, m, false);
    await holdsAt(b, m, 2);
    a.send({ t: 'shown', match: m, seq: 2 });
    await holdsAt(b, m, 4);
    expect(a.errors()).toEqual([]);
  });

  it('waits at most the bound for a pacer that shows nothing, then runs on', async () => {
    const { a, m } = await game(700);
    await holdsAt(a, m, 2);
    await expect.poll(() => a.seq(m), { timeout: 3000 }).toBeGreaterThan(5);
  });

  it('a pacer that repeats its ack (a long batch playing) is waited for, up to the cap', async () => {
    const { a, m } = await game(400, 1500);
    await holdsAt(a, m, 2);
    // Alive but showing nothing new: the silence bound (400 ms) is pushed back by each repeated ack...
    for (let i = 0; i < 4; i++) {
      a.send({ t: 'shown', match: m, seq: 0 });
      await sleep(200);
    }
    expect(a.seq(m)).toBe(2);
    // ...but not past the cap (1.5 s after the last progress), however long it keeps acking.
    const beat = setInterval(() => a.send({ t: 'shown', match: m, seq: 0 }), 200);
    try {
      await expect.poll(() => a.seq(m), { timeout: 3000 }).toBeGreaterThan(5);
    } finally {
      clearInterval(beat);
    }
  });

  it('waits for the slowest of several pacers', async () => {
    const { a, b, m } = await twoPacers();
    a.send({ t: 'shown', match: m, seq: 2 });
    await holdsAt(a, m, 2);
    b.send({ t: 'shown', match: m, seq: 2 });
    await holdsAt(a, m, 4);
  });

  it('stops waiting for a pacer that leaves or disconnects', async () => {
    const { h, a, b, m } = await twoPacers();
    b.send({ t: 'leave', ref: 'l', match: m });
    a.send({ t: 'shown', match: m, seq: 2 });
    await holdsAt(a, m, 4);
    a.close();
    const c = local(h);
    watch(c, m, false);
    await expect.poll(() => c.seq(m), { timeout: 3000 }).toBeGreaterThan(8);
  });

  it('refuses or ignores bad acks without stalling the match for others', async () => {
    const { h, a, m } = await game(5000);
    const lan = remote(h);
    // A LAN spectator may not slow someone else's game: its pace flag is ignored, its acks refused.
    watch(lan, m);
    lan.send({ t: 'shown', match: m, seq: 0 });
    lan.send({ t: 'shown', match: 'nope', seq: 0 });
    lan.send({ t: 'shown', match: m, seq: -3 });
    lan.send({ t: 'shown', match: m });
    await holdsAt(a, m, 2);
    expect(lan.errors().map((e) => (e.t === 'error' ? e.code : ''))).toEqual(['NOT_SEATED', 'NO_MATCH', 'BAD_MESSAGE', 'BAD_MESSAGE']);
    // An ack beyond what was played counts as the latest move only: the bots stay one batch (plus one decision) ahead.
    a.send({ t: 'shown', match: m, seq: 1e9 });
    await holdsAt(a, m, 4);
    // A flood of repeated acks is no progress: nothing moves, nothing breaks.
    for (let i = 0; i < 500; i++) a.send({ t: 'shown', match: m, seq: 2 });
    await holdsAt(a, m, 4);
    expect(a.errors()).toEqual([]);
  });
});
