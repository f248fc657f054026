/**
 * The renderer's protocol client (Session) against the real host (electron/host) through an in-process local
 * connection: create, join two seats on one screen (hot-seat), intents stamped with token and seq, per-seat views
 * and events, and the engine's refusal coming back with its code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Host } from '../../host/host';
import { NodeHost } from '../../electron/host/node-host';
import type { ServerMessage } from '../../protocol/messages';
import { Session, viewerKey, type SessionEvent } from '../../client/session';
import { Emitter, TransportBase, type ClientMessage, type HostInfo, type Transport, type TransportStatus } from '../../client/transport';

/** A Transport over Host.connectLocal (what the Electron IPC bridge does, minus Electron). */
class LocalTransport implements Transport {
  readonly kind = 'ipc' as const;
  private readonly msgs = new Emitter<ServerMessage>();
  private readonly peer;
  constructor(host: Host) {
    this.peer = host.connectLocal((m) => queueMicrotask(() => this.msgs.emit(structuredClone(m))));
  }
  send(msg: ClientMessage): void {
    this.peer.send(msg);
  }
  onMessage(cb: (m: ServerMessage) => void) {
    return this.msgs.on(cb);
  }
  onStatus(_cb: (s: TransportStatus) => void) {
    return () => {};
  }
  status(): TransportStatus {
    return 'open';
  }
  async hostInfo(): Promise<HostInfo> {
    return { addresses: [], discovered: [], mode: 'memory' };
  }
  async record(): Promise<unknown> {
    return null;
  }
  close(): void {
    this.peer.close();
  }
}

const host = new NodeHost({ botDelayMs: 0, bots: { size: 1 } });
afterAll(() => host.close());

const until = async (f: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!f()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('Session (renderer protocol client) with the real host', () => {
  it('hot-seat: one screen holds two seats, each with its own view; intents and refusals round-trip', async () => {
    const s = new Session(new LocalTransport(host));
    const seen: SessionEvent[] = [];
    s.events.on((e) => seen.push(e));
    await until(() => s.welcome !== null);
    const m = await s.create({ game: 'nile', players: 2, options: { firstPlayer: 0 }, seed: 'session-test', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }] });
    await s.join({ id: m.id }, 0, 'Ann');
    await s.join({ id: m.id }, 1, 'Bob');
    const f = s.feeds.get(m.id)!;
    await until(() => f.snapshots['0']?.status === 'playing' && f.snapshots['1']?.status === 'playing');
    const v0 = f.snapshots['0']!.view as { seats: { hand?: unknown }[] };
    const v1 = f.snapshots['1']!.view as { seats: { hand?: unknown }[] };
    expect(v0.seats[0]!.hand).toBeDefined();
    expect(v0.seats[1]!.hand).toBeUndefined();
    expect(v1.seats[1]!.hand).toBeDefined();
    expect(v1.seats[0]!.hand).toBeUndefined();
    expect(f.snapshots['0']!.legal?.length).toBeGreaterThan(0);
    expect(f.snapshots['1']!.legal).toBeUndefined();

    // An illegal intent comes back as the engine's refusal, and nothing changes.
    const seq = f.snapshots['0']!.seq;
    s.act(m.id, 0, { type: 'plant', crops: { P: 99 } } as { type: string });
    await until(() => seen.some((e) => e.kind === 'error'));
    const err = seen.find((e) => e.kind === 'error') as Extract<SessionEvent, { kind: 'error' }>;
    expect(['ILLEGAL_ACTION', 'MALFORMED_ACTION']).toContain(err.msg.code);
    // The refusal names what this session sent under its ref (the toast links the rule for that action).
    expect(err.intent).toEqual({ match: m.id, game: 'nile', action: { type: 'plant', crops: { P: 99 } } });
    expect(f.snapshots['0']!.seq).toBe(seq);

    // A pass moves the game on; both viewers get the batch (drawn cards only for the drawer).
    s.act(m.id, 0, { type: 'pass' });
    await until(() => (f.events['0']?.length ?? 0) > 0 && (f.events['1']?.length ?? 0) > 0);
    const draw0 = f.events['0']![0]!.events.find((e) => e.type === 'draw' && e.seat === 0)!;
    const draw1 = f.events['1']![0]!.events.find((e) => e.type === 'draw' && e.seat === 0)!;
    expect(draw0.cards).toBeDefined();
    expect(draw1.cards).toBeUndefined();
    await until(() => f.snapshots[viewerKey(1)]!.legal !== undefined);
    expect(s.saved().length).toBe(0); // no localStorage in Node: resume data is simply not kept
    s.close();
  });

  it('a guest that joins a match it did not create knows every player by name (a LAN guest on a phone)', async () => {
    const owner = new Session(new LocalTransport(host));
    const guest = new Session(new LocalTransport(host));
    await until(() => owner.welcome !== null && guest.welcome !== null);
    const m = await owner.create({ game: 'nile', players: 3, seed: 'names-test', seats: [{ kind: 'human' }, { kind: 'human', name: 'Ann' }, { kind: 'bot', bot: 'random', name: 'Nora' }] });
    await owner.join({ id: m.id }, 1, 'Ann');
    await guest.join({ code: m.code }, 'any', 'Vera');
    const f = guest.feeds.get(m.id)!;
    await until(() => f.summary?.seats.every((seat) => seat.name !== null) ?? false);
    expect(f.summary!.seats.map((seat) => seat.name)).toEqual(['Vera', 'Ann', 'Nora']);
    // Later presence keeps it up to date: the owner leaves, and the guest sees it.
    await owner.leave(m.id);
    await until(() => f.summary!.seats[1]!.state !== 'connected');
    owner.close();
    guest.close();
  });
});

/** A transport driven by the test: it records what the session sends and plays the host's part by hand. */
class ScriptedTransport extends TransportBase implements Transport {
  readonly kind = 'ws' as const;
  readonly sent: ClientMessage[] = [];
  send(msg: ClientMessage): void {
    this.sent.push(msg);
  }
  go(s: TransportStatus): void {
    this.setStatus(s);
  }
  reply(msg: ServerMessage): void {
    this.emitMessage(msg);
  }
  async hostInfo(): Promise<HostInfo> {
    return { addresses: [], discovered: [], mode: 'remote' };
  }
  async record(): Promise<unknown> {
    return null;
  }
  close(): void {}
}

const welcome: ServerMessage = { t: 'welcome', v: 1, hostId: 'h', hostName: 'Host', games: [] };

describe('Session connection lifecycle (scripted transport)', () => {
  it('one hello per connection, even after a first attempt that failed; requests in flight fail when it drops', async () => {
    const t = new ScriptedTransport();
    const s = new Session(t);
    t.go('closed');
    t.go('connecting');
    t.go('open');
    expect(t.sent.filter((m) => m.t === 'hello')).toHaveLength(1);
    t.reply(welcome);
    await s.connect();
    const listing = s.list();
    t.go('closed');
    await expect(listing).rejects.toMatchObject({ code: 'DISCONNECTED' });
    await expect(s.list()).rejects.toMatchObject({ code: 'DISCONNECTED' }); // not queued while down
  });

  it('after a reconnect: hello, then every seat resumed from the last seq seen and every watched match re-joined', async () => {
    const t = new ScriptedTransport();
    t.go('open');
    const s = new Session(t);
    t.reply(welcome);
    await s.connect();
    t.reply({ t: 'joined', match: 'm1', code: 'ABCD', game: 'nile', seat: 0, token: 'T'.repeat(32), catchUp: 'none' });
    t.reply({ t: 'joined', match: 'm2', code: 'EFGH', game: 'nile', seat: null, catchUp: 'none' });
    t.reply({ t: 'events', match: 'm1', seat: 0, seq: 7, by: 1, events: [] });
    t.go('closed');
    t.sent.length = 0;
    t.go('open');
    expect(t.sent.map((m) => m.t)).toEqual(['hello']);
    t.reply(welcome);
    await until(() => t.sent.length === 3);
    expect(t.sent.slice(1)).toEqual([
      expect.objectContaining({ t: 'resume', match: 'm1', token: 'T'.repeat(32), lastSeq: 7 }),
      expect.objectContaining({ t: 'join', match: { id: 'm2' }, as: 'spectator' }),
    ]);
  });
});
