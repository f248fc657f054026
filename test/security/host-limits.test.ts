/**
 * Fairness limits of the match host, tested as hostile LAN clients on loopback: a client that
 * creates matches in a loop, takes every seat, never says hello, or leaves matches waiting forever; and `list`
 * paging instead of silent truncation. Limits are set small or the clock is driven where the defaults would need
 * hours or hundreds of sockets.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../host/connection';
import { Host, type CreateMatchParams } from '../../host/host';
import { NodeHost } from '../../electron/host/node-host';
import { HOST_LIMITS } from '../../host/limits';
import { RequestError } from '../../client/request-error';
import { LIMITS, type ErrorMessage, type LeftMessage, type ServerMessage } from '../../protocol/messages';
import { closeAfterEach, refusal, tempDir, testGames, waitFor, type TestClient } from '../host/helpers';

const opened = closeAfterEach();
const host = (opts: Parameters<typeof opened.host>[0] = {}) => opened.host(opts);
const client = (url: string) => opened.client(url);

/** A transport limit out of the way: these tests are about the host's own limits, not the frame rate. */
const noRateLimit = { server: { rateLimit: { perSecond: 100_000, burst: 10_000, closeAfter: 10_000 } } } as const;

const nile2 = { game: 'nile', players: 2 } as const;

let fakes = 0;

/** A remote connection from any address, driven in-process (the host sees what a socket from there would give it). */
function fakeRemote(h: Host, address: string): { conn: Connection; inbox: ServerMessage[]; send(msg: object): void } {
  const inbox: ServerMessage[] = [];
  const conn: Connection = { id: `fake-${++fakes}`, kind: 'remote', peer: address, address, send: (m) => inbox.push(m), close: () => h.detach(conn) };
  h.attach(conn);
  h.receive(conn, JSON.stringify({ t: 'hello', v: 1 }));
  return { conn, inbox, send: (msg) => h.receive(conn, JSON.stringify(msg)) };
}

describe('matches per client', () => {
  it('one connection trying to create 500 matches gets matchesPerConnection of them, and a local create still succeeds', async () => {
    const th = await host(noRateLimit);
    const a = await client(th.url);
    const results = await Promise.allSettled(Array.from({ length: 500 }, () => a.client.create(nile2)));
    const made = results.filter((r) => r.status === 'fulfilled');
    expect(made).toHaveLength(HOST_LIMITS.matchesPerConnection);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as RequestError).reply!] : []));
    expect(refused).toHaveLength(500 - HOST_LIMITS.matchesPerConnection);
    for (const e of refused) {
      expect(e).toMatchObject({ code: 'LIMIT', for: 'create', details: { limit: 'matchesPerConnection', max: HOST_LIMITS.matchesPerConnection } });
      expect(e.message).toContain(`at most ${HOST_LIMITS.matchesPerConnection} per connection`);
    }
    expect(th.host.stats().matches).toBe(HOST_LIMITS.matchesPerConnection);

    // The owner's own app (a local connection) is not counted against anyone.
    const owner: ServerMessage[] = [];
    const local = th.host.connectLocal((m) => owner.push(m));
    local.send({ t: 'hello', v: 1 });
    for (let i = 0; i < 5; i++) local.send({ t: 'create', ref: `c${i}`, ...nile2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(owner.filter((m) => m.t === 'created')).toHaveLength(5);
    expect(owner.filter((m) => m.t === 'error')).toEqual([]);
    local.close();
  });

  it('connections from one address share matchesPerAddress; another address has its own', async () => {
    const th = await host();
    const perConn = HOST_LIMITS.matchesPerConnection;
    const perAddress = HOST_LIMITS.matchesPerAddress;
    const conns = [];
    // Enough connections from 127.0.0.1 that only the per-address cap can stop them.
    for (let i = 0; i < Math.ceil(perAddress / perConn) + 1; i++) conns.push(await client(th.url));
    let made = 0;
    let lastRefusal: ErrorMessage | null = null;
    for (const c of conns) {
      for (let i = 0; i < perConn; i++) {
        try {
          await c.client.create(nile2);
          made++;
        } catch (e) {
          lastRefusal = (e as RequestError).reply!;
        }
      }
    }
    expect(made).toBe(perAddress);
    expect(lastRefusal).toMatchObject({ code: 'LIMIT', details: { limit: 'matchesPerAddress', max: perAddress } });
    expect(lastRefusal!.message).toContain(`at most ${perAddress} per address`);

    // A player on another device is not affected by this one's matches.
    const other = fakeRemote(th.host, '10.0.0.7');
    other.send({ t: 'create', ref: 'x', ...nile2 });
    expect(other.inbox.at(-1)).toMatchObject({ t: 'created', ref: 'x' });
  });

  it('finished matches do not count: a client can play game after game', async () => {
    const th = await host();
    const a = await client(th.url);
    const bots: CreateMatchParams = { game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] };
    for (let i = 0; i < HOST_LIMITS.matchesPerConnection + 1; i++) {
      const m = await a.client.create(bots);
      // All-bot matches start at once: they count while they run (else one client could start hundreds of them).
      while (th.host.listMatches().find((x) => x.id === m.id)!.status !== 'over') await new Promise((r) => setTimeout(r, 10));
    }
    expect(th.host.stats().matches).toBe(HOST_LIMITS.matchesPerConnection + 1);
  });

  it('remote clients together cannot fill maxMatches: reservedForLocal slots stay for the owner', async () => {
    const th = await host({ maxMatches: 12, reservedForLocal: 3, matchesPerConnection: 100, matchesPerAddress: 100 });
    const a = await client(th.url);
    let made = 0;
    let refused: ErrorMessage | null = null;
    for (let i = 0; i < 20 && !refused; i++) {
      try {
        await a.client.create(nile2);
        made++;
      } catch (e) {
        refused = (e as RequestError).reply!;
      }
    }
    expect(made).toBe(9);
    expect(refused).toMatchObject({ code: 'BUSY', details: { limit: 'reservedForLocal', max: 9 } });
    // Another address is refused too: the room left is the owner's.
    const other = fakeRemote(th.host, '10.0.0.8');
    other.send({ t: 'create', ref: 'x', ...nile2 });
    expect(other.inbox.at(-1)).toMatchObject({ t: 'error', code: 'BUSY' });
    for (let i = 0; i < 3; i++) th.host.createMatch(nile2);
    expect(() => th.host.createMatch(nile2)).toThrow(/already runs 12 matches/);
  });

  it('all-bot matches started one after another cannot fill the host: finished ones nobody looks at make room', async () => {
    const th = await host({ maxMatches: 6, reservedForLocal: 2 });
    const a = await client(th.url);
    const bots: CreateMatchParams = { game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] };
    const watched = await a.client.create(bots);
    await a.client.join({ id: watched.id }, 'spectator');
    for (let i = 0; i < 12; i++) {
      const m = await a.client.create(bots);
      while (th.host.listMatches().find((x) => x.id === m.id)?.status !== 'over') await new Promise((r) => setTimeout(r, 10));
    }
    // Never more than the LAN share; the finished match someone watches is kept, the oldest unwatched ones went.
    expect(th.host.stats().matches).toBeLessThanOrEqual(4);
    expect(th.host.listMatches().some((m) => m.id === watched.id)).toBe(true);
    // And the owner still starts a game.
    expect(th.host.createMatch(nile2).status).toBe('waiting');
  });
});

describe('seats per connection', () => {
  it('join any repeated by one connection takes one seat only; another player and the local app are not limited', async () => {
    const th = await host();
    const m = th.host.createMatch({ game: 'nile', players: 4 });
    const a = await client(th.url);
    expect((await a.client.join({ id: m.id }, 'any')).seat).toBe(0);
    for (let i = 0; i < 5; i++) {
      const e = await refusal(a.client.join({ id: m.id }, 'any'));
      expect(e).toMatchObject({ code: 'LIMIT', details: { limit: 'seatsPerConnection', max: 1 } });
      expect(e.message).toContain('at most 1 per connection');
    }
    expect(await refusal(a.client.join({ code: m.code }, 2))).toMatchObject({ code: 'LIMIT' });
    // Watching as well as playing is fine.
    expect((await a.client.join({ id: m.id }, 'spectator')).seat).toBeNull();
    const seats = () => th.host.listMatches().find((x) => x.id === m.id)!.seats;
    expect(seats().map((s) => s.state)).toEqual(['connected', 'open', 'open', 'open']);

    const b = await client(th.url);
    expect((await b.client.join({ id: m.id }, 'any')).seat).toBe(1);
    // The host's own app seats hot-seat players.
    const inbox: ServerMessage[] = [];
    const local = th.host.connectLocal((x) => inbox.push(x));
    local.send({ t: 'hello', v: 1 });
    local.send({ t: 'join', ref: 'j2', match: { id: m.id }, as: 'any' });
    local.send({ t: 'join', ref: 'j3', match: { id: m.id }, as: 'any' });
    await new Promise((r) => setTimeout(r, 20));
    expect(inbox.filter((x) => x.t === 'joined').map((x) => x.t === 'joined' && x.seat)).toEqual([2, 3]);
    expect(seats().map((s) => s.state)).toEqual(['connected', 'connected', 'connected', 'connected']);
    local.close();
  });

  it('seatsPerConnection is an option', async () => {
    const th = await host({ seatsPerConnection: 2 });
    const m = th.host.createMatch({ game: 'nile', players: 3 });
    const a = await client(th.url);
    await a.client.join({ id: m.id }, 'any');
    await a.client.join({ id: m.id }, 'any');
    expect(await refusal(a.client.join({ id: m.id }, 'any'))).toMatchObject({ code: 'LIMIT', details: { max: 2 } });
  });
});

describe('hello deadline', () => {
  /** A raw socket; resolves its close code and reason, and when it opened. */
  function rawSocket(url: string): { ws: WebSocket; opened: Promise<number>; closed: Promise<{ code: number; reason: string; at: number }> } {
    const ws = new WebSocket(url);
    const opened = new Promise<number>((resolve, reject) => {
      ws.once('open', () => resolve(Date.now()));
      ws.once('error', reject);
    });
    const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })));
    return { ws, opened, closed };
  }

  it('a socket that never says hello is closed with 1008; one that does stays', async () => {
    const th = await host({ helloTimeoutMs: 300 });
    const silent = rawSocket(th.url);
    const rude = rawSocket(th.url); // talks, but never says hello
    const polite = await client(th.url);
    const openedAt = await silent.opened;
    await rude.opened;
    const rudeFrames: string[] = [];
    rude.ws.on('message', (d: Buffer) => rudeFrames.push(d.toString()));
    rude.ws.send(JSON.stringify({ t: 'list', ref: 'l' }));
    const [s, r] = await Promise.all([silent.closed, rude.closed]);
    expect(s).toMatchObject({ code: 1008, reason: 'no hello within 0.3 s' });
    expect(s.at - openedAt).toBeGreaterThanOrEqual(250);
    expect(r.code).toBe(1008);
    expect(JSON.parse(rudeFrames[0]!)).toMatchObject({ t: 'error', code: 'NO_HELLO' });
    // Long past the deadline, the client that said hello is still served.
    expect(await polite.client.list()).toEqual([]);
    expect(polite.client.status).toBe('open');
    for (let i = 0; i < 100 && th.host.stats().connections > 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect(th.host.stats().connections).toBe(1);
  });

  it('no hello timer outlives its connection, its hello or the host; local connections get none', async () => {
    vi.useFakeTimers();
    try {
      const h = new NodeHost({ games: testGames, helloTimeoutMs: 50 });
      const base = vi.getTimerCount(); // the sweeper
      const closes: string[] = [];
      const remote = (id: string): Connection => ({ id, kind: 'remote', peer: id, address: '10.0.0.9', send: () => {}, close: (code) => closes.push(`${id} ${code}`) });
      const gone = remote('gone');
      h.attach(gone);
      expect(vi.getTimerCount()).toBe(base + 1);
      h.detach(gone);
      expect(vi.getTimerCount()).toBe(base);
      const polite = remote('polite');
      h.attach(polite);
      h.receive(polite, JSON.stringify({ t: 'hello', v: 1 }));
      expect(vi.getTimerCount()).toBe(base);
      const local = h.connectLocal(() => {});
      expect(vi.getTimerCount()).toBe(base);
      h.attach(remote('silent'));
      expect(vi.getTimerCount()).toBe(base + 1);
      await h.close();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(1000);
      expect(closes.sort()).toEqual(['polite 1001', 'silent 1001']);
      expect(local.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('waiting matches expire', () => {
  it('a waiting match nobody joins is deleted after waitingTtlMs: creator and watchers told, journal file gone, not restored', async () => {
    const tmp = tempDir('rt-expiry-');
    opened.atEnd(() => tmp.remove());
    let clock = Date.now();
    const ttl = 60_000;
    const th = await host({ journalDir: tmp.dir, now: () => clock, waitingTtlMs: ttl });
    const creator = await client(th.url);
    const watcher = await client(th.url);
    const player = await client(th.url);
    const lonely = await creator.client.create(nile2);
    const occupied = await creator.client.create(nile2);
    await watcher.client.join({ id: lonely.id }, 'spectator');
    clock += 30_000;
    await player.client.join({ id: occupied.id }, 0); // someone waits in its lobby: it stays
    const file = join(tmp.dir, `${lonely.id}.journal`);
    expect(existsSync(file)).toBe(true);

    clock += ttl - 30_000 - 1000;
    th.host.sweepFinished();
    expect(th.host.listMatches().map((m) => m.id).sort()).toEqual([lonely.id, occupied.id].sort()); // same clock: listed by id

    clock += 1000;
    th.host.sweepFinished();
    expect(th.host.listMatches().map((m) => m.id)).toEqual([occupied.id]);
    const told = (c: TestClient) => waitFor(c, () => c.messages.find((m): m is LeftMessage => m.t === 'left' && m.match === lonely.id), 'the expiry notice');
    expect(await told(creator)).toEqual({ t: 'left', match: lonely.id, seat: null, reason: 'expired' });
    expect(await told(watcher)).toEqual({ t: 'left', match: lonely.id, seat: null, reason: 'expired' });
    expect(player.messages.some((m) => m.t === 'left')).toBe(false);
    // Deleted, not filed away: it has no actions worth keeping.
    for (let i = 0; i < 100 && existsSync(file); i++) await new Promise((r) => setTimeout(r, 10));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(tmp.dir, 'finished', `${lonely.id}.journal`))).toBe(false);
    // However long a player waits in its lobby, the occupied match stays.
    clock += 10 * ttl;
    th.host.sweepFinished();
    expect(th.host.listMatches().map((m) => m.id)).toEqual([occupied.id]);
    // The creator's count went down with the expired match.
    const fresh = await creator.client.create(nile2);

    // Restart: the expired match is not restored. Restore sweeps at once: the occupied match, nobody in it any more
    // and its seats unchanged for 10 TTLs, expires; the fresh one stays until it has waited waitingTtlMs.
    for (const c of [creator, watcher, player]) c.client.close();
    await th.close();
    const again = opened.closeLater(new NodeHost({ games: testGames, journalDir: tmp.dir, now: () => clock, waitingTtlMs: ttl }));
    expect(again.restore().restored).toEqual([fresh.id]);
    await again.close();
    clock += ttl;
    const later = opened.closeLater(new NodeHost({ games: testGames, journalDir: tmp.dir, now: () => clock, waitingTtlMs: ttl }));
    expect(later.restore().restored).toEqual([]);
    expect(later.listMatches()).toEqual([]);
    for (let i = 0; i < 100 && readdirSync(tmp.dir).some((f) => f.endsWith('.journal')); i++) await new Promise((r) => setTimeout(r, 10));
    expect(readdirSync(tmp.dir).filter((f) => f.endsWith('.journal'))).toEqual([]);
  });

  it('taking or giving up a seat restarts the wait', async () => {
    let clock = 1_000_000;
    const th = await host({ now: () => clock, waitingTtlMs: 60_000 });
    const m = th.host.createMatch({ game: 'nile', players: 3 });
    const a = await client(th.url);
    clock += 50_000;
    await a.client.join({ id: m.id }, 0);
    await a.client.leave(m.id, 0); // the seat changed at 50 s, and nobody is in it now
    clock += 50_000;
    th.host.sweepFinished();
    expect(th.host.listMatches()).toHaveLength(1);
    clock += 10_001;
    th.host.sweepFinished();
    expect(th.host.listMatches()).toHaveLength(0);
  });

  it('matches that started, and a host with waitingTtlMs null, are left alone', async () => {
    let clock = 1_000_000;
    const th = await host({ now: () => clock, waitingTtlMs: null });
    th.host.createMatch(nile2);
    const bots = th.host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }] });
    clock += 365 * 24 * 3600_000;
    th.host.sweepFinished();
    expect(th.host.listMatches().map((m) => m.id)).toContain(bots.id);
    expect(th.host.listMatches()).toHaveLength(2);
  });
});

describe('list paging', () => {
  it('450 matches come back across pages, each once, in creation order, with the total', async () => {
    const th = await host();
    const ids = new Set<string>();
    for (let i = 0; i < 450; i++) ids.add(th.host.createMatch(nile2).id);
    const a = await client(th.url);

    const first = await a.client.listPage();
    expect(first.matches).toHaveLength(LIMITS.maxMatchesListed);
    expect(first.total).toBe(450);
    expect(first.next).toEqual(expect.any(String));
    const second = await a.client.listPage(first.next!);
    const third = await a.client.listPage(second.next!);
    expect([second.matches.length, third.matches.length]).toEqual([200, 50]);
    expect(third.next).toBeNull();
    const paged = [...first.matches, ...second.matches, ...third.matches].map((m) => m.id);
    expect(new Set(paged)).toEqual(ids);
    expect(paged).toEqual(th.host.listMatches().map((m) => m.id));

    // The client's list() follows the pages.
    expect((await a.client.list()).map((m) => m.id)).toEqual(paged);
    // Smaller pages, and a cursor whose match was closed since: the next page starts right after its place.
    const small = await a.client.listPage(undefined, 7);
    expect(small.matches.map((m) => m.id)).toEqual(paged.slice(0, 7));
    th.host.closeMatch(paged[6]!);
    const after = await a.client.listPage(small.next!, 7);
    expect(after.matches.map((m) => m.id)).toEqual(paged.slice(7, 14));
    expect(after.total).toBe(449);
  });

  it('a list without paging fields (an older client) gets the first page in the shape it knows', async () => {
    const th = await host();
    for (let i = 0; i < 250; i++) th.host.createMatch(nile2);
    const a = await client(th.url);
    const reply = await a.client.request({ t: 'list' }, 'matches');
    expect(reply.matches).toHaveLength(LIMITS.maxMatchesListed);
    expect(Object.keys(reply).sort()).toEqual(['matches', 'ref', 't']);
    expect(reply.matches.map((m) => m.id)).toEqual(th.host.listMatches().slice(0, LIMITS.maxMatchesListed).map((m) => m.id));
  });

  it('pages larger than maxMatchesListed and foreign cursors are refused', async () => {
    const th = await host();
    const a = await client(th.url);
    expect(await refusal(a.client.listPage(undefined, LIMITS.maxMatchesListed + 1))).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await refusal(a.client.listPage('x'))).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await refusal(a.client.listPage('1-2~abc'))).toMatchObject({ code: 'BAD_MESSAGE' });
  });
});
