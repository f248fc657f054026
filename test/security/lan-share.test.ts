/**
 * What the LAN may see and have of a host's matches, as LAN clients on loopback: local
 * games are neither listed nor reachable by a guessed id or room code, a seat a player at the host left is never a
 * LAN guest's, and a finished record goes only to the people of a LAN game, once it is over, bounded in size and rate.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../engine/core/record';
import { RequestError } from '../../client/request-error';
import { Host } from '../../host/host';
import { RecordShare } from '../../host/lan-share';
import { Match } from '../../host/match';
import { MemoryJournal } from '../../host/memory-journal';
import type { Connection } from '../../host/connection';
import { LIMITS, PROTOCOL_VERSION, type ErrorMessage, type MatchSummary, type ServerMessage } from '../../protocol/messages';
import { closeAfterEach, play, refusal, testGames, waitFor, type TestClient } from '../host/helpers';

const opened = closeAfterEach();

/** The host's own app: a local connection that says hello. */
function localApp(h: Host): { send(msg: object): void; until<T extends ServerMessage['t']>(t: T, ref?: string): Promise<Extract<ServerMessage, { t: T }>>; close(): void } {
  const inbox: ServerMessage[] = [];
  const peer = h.connectLocal((m) => inbox.push(m));
  peer.send({ t: 'hello', v: PROTOCOL_VERSION });
  return {
    send: (msg) => peer.send(msg),
    async until(t, ref) {
      for (let i = 0; i < 500; i++) {
        const m = inbox.find((x): x is Extract<ServerMessage, { t: typeof t }> => x.t === t && (ref === undefined || ('ref' in x && x.ref === ref)));
        if (m) return m;
        const err = inbox.find((x) => x.t === 'error' && x.ref === ref);
        if (err) throw new Error(`refused: ${JSON.stringify(err)}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      throw new Error(`no ${t}`);
    },
    close: () => peer.close(),
  };
}

/** Create a match from the host's own app (as New Game does) and take its seat 0 there. */
async function localGame(h: Host, extra: object = {}, players = 2): Promise<MatchSummary> {
  const app = localApp(h);
  app.send({ t: 'create', ref: 'c', game: 'secret', players, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }], ...extra });
  const m = (await app.until('created', 'c')).match;
  app.send({ t: 'join', ref: 'j', match: { id: m.id }, as: 0, name: 'Host player' });
  await app.until('joined', 'j');
  return m;
}

describe('local games stay on this machine', () => {
  it('a single-player game of the host app is not listed to LAN guests, nor joinable or watchable by id or room code', async () => {
    const th = await opened.host();
    const solo = await localGame(th.host);
    const guest = await opened.client(th.url);
    expect(await guest.client.list()).toEqual([]);
    expect(th.host.openCodes()).toEqual([]);
    for (const ref of [{ id: solo.id }, { code: solo.code }, { code: solo.code.toLowerCase() }]) {
      for (const as of ['spectator', 'any', 1] as const) {
        const e = await refusal(guest.client.join(ref, as));
        // Exactly what a match that does not exist gets: the refusal does not tell the match is there.
        expect(e.code).toBe('NO_MATCH');
      }
    }
    const e = await refusal(guest.client.record(solo.id));
    expect(e.code).toBe('NO_MATCH');
    // The host's own app still lists it.
    expect(th.host.listMatches().map((m) => m.id)).toEqual([solo.id]);
  });

  it('a LAN game is listed; its seat kept for the host player is not offered, not even after that player left', async () => {
    const th = await opened.host();
    const app = localApp(th.host);
    app.send({ t: 'create', ref: 'c', game: 'secret', players: 3, lan: true, seats: [{ kind: 'human' }, { kind: 'human', here: true }, { kind: 'human' }] });
    const m = (await app.until('created', 'c')).match;
    app.send({ t: 'join', ref: 'j', match: { id: m.id }, as: 0, name: 'At the host' });
    const token = (await app.until('joined', 'j')).token!;
    app.send({ t: 'leave', ref: 'l', match: m.id, token });
    await app.until('left', 'l');

    const guest = await opened.client(th.url);
    const [listed] = await guest.client.list();
    expect(listed?.id).toBe(m.id);
    // The join page counts open seats: only the LAN seat is one (kept seats show as away: a stand-in plays them).
    expect(listed!.seats.map((x) => x.state)).toEqual(['away', 'away', 'open']);
    expect(th.host.openCodes()).toEqual([m.code]);
    for (const seat of [0, 1]) expect((await refusal(guest.client.join({ id: m.id }, seat))).code).toBe('SEAT_TAKEN');
    // 'any' skips the kept seats: the LAN seat is the one it gets.
    expect((await guest.client.join({ code: m.code }, 'any')).seat).toBe(2);
    expect(th.host.openCodes()).toEqual([]);
  });

  it('the marks survive a restart: a restored local game stays hidden, a restored LAN game keeps its kept seats', async () => {
    const journal = new MemoryJournal();
    const a = new Host({ games: testGames, storage: () => journal });
    const solo = await localGame(a);
    const app = localApp(a);
    app.send({ t: 'create', ref: 'c', game: 'secret', players: 2, lan: true, records: false });
    const lan = (await app.until('created', 'c')).match;
    app.send({ t: 'join', ref: 'j', match: { id: lan.id }, as: 0 });
    await app.until('joined', 'j');
    await a.close();
    const b = new Host({ games: testGames, storage: () => journal });
    expect(b.restore().restored.sort()).toEqual([solo.id, lan.id].sort());
    const inbox: ServerMessage[] = [];
    const conn: Connection = { id: 'lan-guest', kind: 'remote', peer: '10.0.0.7', address: '10.0.0.7', send: (msg) => inbox.push(msg), close: () => b.detach(conn) };
    b.attach(conn);
    for (const msg of [{ t: 'hello', v: PROTOCOL_VERSION }, { t: 'list', ref: 'l' }, { t: 'join', ref: 'j0', match: { id: lan.id }, as: 0 }, { t: 'join', ref: 'j1', match: { id: solo.id }, as: 'spectator' }]) {
      b.receive(conn, JSON.stringify(msg));
    }
    expect(inbox.find((x) => x.t === 'matches')).toMatchObject({ matches: [{ id: lan.id }] });
    expect(inbox.find((x) => x.t === 'error' && x.ref === 'j0')).toMatchObject({ code: 'SEAT_TAKEN' });
    expect(inbox.find((x) => x.t === 'error' && x.ref === 'j1')).toMatchObject({ code: 'NO_MATCH' });
    await b.close();
  });
});

/** A LAN guest plays seat 0 of a LAN game against a bot, to the end. */
async function finishedLanGame(guest: TestClient, seed: string, before: ErrorMessage['code'] = 'NOT_OVER'): Promise<MatchSummary & { token: string }> {
  const m = await guest.client.create({ game: 'secret', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
  const { token } = await guest.client.join({ id: m.id }, 0);
  expect((await refusal(guest.client.record(m.id))).code).toBe(before);
  await play(guest, m.id, 0, seed).finished;
  return { ...m, token: token! };
}

describe('the finished record over the protocol', () => {
  it('goes to the player and a spectator once the match is over, never to a stranger; it is the host record', async () => {
    const th = await opened.host();
    const guest = await opened.client(th.url);
    const watcher = await opened.client(th.url);
    const stranger = await opened.client(th.url);
    const m = await guest.client.create({ game: 'secret', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    await watcher.client.join({ id: m.id }, 'spectator');
    await guest.client.join({ id: m.id }, 0);
    expect((await refusal(watcher.client.record(m.id))).code).toBe('NOT_OVER');
    await play(guest, m.id, 0, 'share-1').finished;
    await waitFor(watcher, () => watcher.client.snapshot(m.id, null)?.status === 'over', 'watcher sees the end');

    const got = parseRecord(await guest.client.record(m.id));
    expect(got).toEqual(th.host.finishedRecord(m.id));
    expect(parseRecord(await watcher.client.record(m.id))).toEqual(got);
    const e = await refusal(stranger.client.record(m.id));
    expect(e.code).toBe('NOT_ALLOWED');
    expect(e.message).not.toContain(got.seed);
  });

  it('a player who reconnected (a reloaded page) still gets it; not shared when the creator or the host says no', async () => {
    const th = await opened.host();
    const guest = await opened.client(th.url);
    const m = await finishedLanGame(guest, 'share-2');
    const again = await opened.client(th.url);
    await again.client.resume({ match: m.id, code: m.code, game: m.game, seats: [{ seat: 0, token: m.token }], savedAt: 0 });
    expect(parseRecord(await again.client.record(m.id)).actions.length).toBeGreaterThan(0);

    const app = localApp(th.host);
    app.send({ t: 'create', ref: 'c', game: 'secret', players: 2, lan: true, records: false, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    const closed = (await app.until('created', 'c')).match;
    const p = await opened.client(th.url);
    await p.client.join({ id: closed.id }, 0);
    await play(p, closed.id, 0, 'share-3').finished;
    expect((await refusal(p.client.record(closed.id))).code).toBe('NOT_ALLOWED');
    // The host's own app always has it (Save / Watch the replay at the host).
    app.send({ t: 'record', ref: 'r', match: closed.id });
    expect(parseRecord((await app.until('record', 'r')).record).game).toBe('secret');

    const quiet = await opened.host({ records: false });
    const g2 = await opened.client(quiet.url);
    const m2 = await finishedLanGame(g2, 'share-4', 'NOT_ALLOWED');
    expect((await refusal(g2.client.record(m2.id))).code).toBe('NOT_ALLOWED');
  });

  it('a flood of record requests gets a few records and RATE_LIMITED refusals; the connection keeps working', async () => {
    const th = await opened.host({ server: { rateLimit: { perSecond: 100_000, burst: 10_000, closeAfter: 10_000 } } });
    const guest = await opened.client(th.url);
    const m = await finishedLanGame(guest, 'share-5');
    const results = await Promise.allSettled(Array.from({ length: 300 }, () => guest.client.record(m.id)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok.length).toBeLessThanOrEqual(LIMITS.recordRequests.burst + 1);
    const codes = new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as RequestError).code] : [])));
    expect([...codes]).toEqual(['RATE_LIMITED']);
    expect(guest.frames.filter((f) => f.startsWith('{"t":"record"')).length).toBe(ok.length);
    expect((await guest.client.list()).map((x) => x.id)).toContain(m.id);
  });
});

describe('record size', () => {
  it('a record larger than LIMITS.maxRecordBytes is refused with TOO_BIG, not sent', () => {
    const m = Match.create(
      { id: 'big', code: 'BIGG', game: testGames.secret!, players: 2, seed: 's', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }], spectators: true, lan: true, records: true, botSeed: 'b', now: 0 },
      10,
    );
    const entry = { seat: 0, action: { type: 'bid', card: 'x'.repeat(60) } };
    const n = Math.ceil(LIMITS.maxRecordBytes / JSON.stringify(entry).length) + 1;
    for (let i = 0; i < n; i++) m.record.actions.push(entry);
    m.status = 'over';
    const conn: Connection = { id: 'c', kind: 'remote', peer: 'p', address: '10.0.0.2', send: () => {}, close: () => {} };
    const share = new RecordShare(true, () => 0);
    expect(() => share.replyText(m, { conn, present: true, seated: false }, 'r')).toThrow(expect.objectContaining({ code: 'TOO_BIG' }));
    m.record.actions.length = 10;
    const small = new RecordShare(true, () => 0);
    expect(JSON.parse(small.replyText(m, { conn, present: true, seated: false }, 'r'))).toMatchObject({ t: 'record', ref: 'r', match: 'big', record: { actions: { length: 10 } } });
  });
});
