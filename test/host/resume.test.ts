import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/core/record';
import type { GameEvent } from '../../engine/core/types';
import type { EventsMessage, JoinedMessage, PresenceMessage, ServerMessage, SnapshotMessage } from '../../protocol/messages';
import { closeAfterEach, play, tempDir, testGames, waitFor, type TestClient, type TestHost } from './helpers';
import { RecordingBots } from './recording-bots';

const opened = closeAfterEach();

const client = (url: string) => opened.client(url);

/** Wait until the host's authoritative state says it is seat `seat`'s turn again after at least `after` actions. */
async function hostWaits(h: TestHost, match: string, seat: number, after: number): Promise<number> {
  const until = Date.now() + 20_000;
  for (;;) {
    const rec = h.host.recordOf(match)!;
    const st = h.host.stateOf(match);
    if (rec.actions.length > after && testGames.nile!.toAct(st).includes(seat)) return rec.actions.length;
    if (Date.now() > until) throw new Error('host did not get back to the seat');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const since = (c: TestClient, i: number) => c.messages.slice(i);

/** A 2-seat NILE match on a host started with `opts`, a client at each seat; seat 1's plays by itself. */
async function twoPlayers(opts: Parameters<typeof opened.host>[0], seed: string, firstPlayer: number) {
  const th = await opened.host(opts);
  const m = th.host.createMatch({ game: 'nile', players: 2, seed, options: { firstPlayer } });
  const a = await client(th.url);
  const b = await client(th.url);
  await a.client.join({ id: m.id }, 0);
  await b.client.join({ id: m.id }, 1);
  return { th, m, a, b, pb: play(b, m.id, 1, seed) };
}

describe('resume after a drop', () => {
  for (const mode of ['events', 'snapshot'] as const) {
    it(`a dropped seat comes back with token + last seq and gets ${mode === 'events' ? 'the missed events, then a snapshot' : 'a fresh snapshot (history too short)'}`, async () => {
      const th = await opened.host({ historyLimit: mode === 'events' ? 256 : 1 });
      const m = th.host.createMatch({ game: 'nile', players: 3, seed: `resume-${mode}`, options: { firstPlayer: 0 }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
      const a = await client(th.url);
      const j = await a.client.join({ id: m.id }, 0);
      const first = await waitFor(a, () => a.client.snapshot(m.id, 0)?.legal && a.client.snapshot(m.id, 0), 'first snapshot');
      expect(first.toAct).toEqual([0]);

      // Pass, see it confirmed, then drop without leaving: the bots keep playing meanwhile.
      await a.client.actAndWait(m.id, 0, { type: 'pass' });
      const lastSeq = a.client.lastSeq(m.id, 0);
      a.client.disconnect();
      await waitFor(a, () => a.client.status === 'closed', 'closed');
      const now = await hostWaits(th, m.id, 0, lastSeq + 1);
      expect(now - lastSeq).toBeGreaterThan(1);

      // Reconnect: the client resumes its seat with its token and last seq by itself.
      const mark = a.messages.length;
      await a.client.connect();
      const got = since(a, mark);
      const joined = got.find((x): x is JoinedMessage => x.t === 'joined')!;
      expect(joined).toMatchObject({ match: m.id, seat: 0, catchUp: mode });
      expect(joined.token).toBeUndefined(); // never re-sent
      const evs = got.filter((x): x is EventsMessage => x.t === 'events');
      const snap = got.filter((x): x is SnapshotMessage => x.t === 'snapshot');
      expect(snap).toHaveLength(1);
      expect(snap[0]!.seq).toBe(now);
      expect(snap[0]!.resync).toBe(mode === 'snapshot');
      expect(snap[0]!.legal!.length).toBeGreaterThan(0); // it is this seat's turn again
      const r = replay<unknown>(testGames, th.host.recordOf(m.id)!, { keepStates: true });
      expect(snap[0]!.view).toEqual(JSON.parse(JSON.stringify(testGames.nile!.view(r.states[now], 0))));
      if (mode === 'events') {
        expect(evs.map((e) => e.seq)).toEqual(Array.from({ length: now - lastSeq }, (_, i) => lastSeq + 1 + i));
        for (const e of evs) expect(e.events).toEqual(JSON.parse(JSON.stringify(r.events[e.seq - 1]!.map((x) => testGames.nile!.eventView(x, 0)).filter((x): x is GameEvent => x !== null))));
        expect(got.indexOf(evs[evs.length - 1]!)).toBeLessThan(got.indexOf(snap[0]!)); // events first, then the snapshot
      } else expect(evs).toEqual([]);
      expect(j.token).toBeTruthy();
      // And play goes on from there.
      await a.client.actAndWait(m.id, 0, { type: 'pass' });
    });
  }

  it('a watcher is watching again after a reconnect; a seat whose match closed meanwhile is forgotten, not retried', async () => {
    const th = await opened.host();
    const bots = th.host.createMatch({ game: 'nile', players: 2, seed: 'watch', seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    const gone = th.host.createMatch({ game: 'nile', players: 2, seed: 'gone' });
    const a = await client(th.url);
    await a.client.join({ id: bots.id }, 'spectator');
    await a.client.join({ id: gone.id }, 0);
    a.client.disconnect();
    await waitFor(a, () => a.client.status === 'closed', 'closed');
    th.host.closeMatch(gone.id);

    const mark = a.messages.length;
    await a.client.connect();
    const joined = since(a, mark).filter((x): x is JoinedMessage => x.t === 'joined');
    expect(joined).toEqual([expect.objectContaining({ match: bots.id, seat: null })]);
    expect(a.client.feeds.get(bots.id)!.held).toEqual([expect.objectContaining({ seat: null })]);
    expect(a.client.feeds.get(gone.id)!.held).toEqual([]);
    const seq = a.client.lastSeq(bots.id, null);
    await waitFor(a, () => a.client.lastSeq(bots.id, null) > seq || a.client.snapshot(bots.id, null)?.status === 'over', 'the watched match goes on');
    // The forgotten seat is not tried again on the next reconnect.
    a.client.disconnect();
    await waitFor(a, () => a.client.status === 'closed', 'closed again');
    const mark2 = a.messages.length;
    await a.client.connect();
    expect(since(a, mark2).filter((x) => x.t === 'error')).toEqual([]);
  });

  it('a stolen, revoked or wrong token is refused and changes nothing', async () => {
    const th = await opened.host();
    const m = th.host.createMatch({ game: 'nile', players: 2, seed: 'tokens', options: { firstPlayer: 0 } });
    const other = th.host.createMatch({ game: 'nile', players: 2, seed: 'tokens-2' });
    const a = await client(th.url);
    const b = await client(th.url);
    const thief = await client(th.url);
    const ta = (await a.client.join({ id: m.id }, 0)).token!;
    const tb = (await b.client.join({ id: m.id }, 1)).token!;
    const tOther = (await thief.client.join({ id: other.id }, 0)).token!;
    await waitFor(a, () => a.client.snapshot(m.id, 0)?.status === 'playing' && a.client.snapshot(m.id, 0), 'start');
    const before = JSON.stringify(th.host.stateOf(m.id));
    const errorFor = async (c: TestClient, msg: Record<string, unknown>) => {
      const ref = `x${Math.random()}`;
      c.client.transport.sendRaw(JSON.stringify({ ...msg, ref }));
      return waitFor(c, () => c.messages.find((x) => x.t === 'error' && x.ref === ref), `error for ${ref}`);
    };
    const intent = (token: string) => ({ t: 'intent', match: m.id, token, seq: 0, action: { type: 'pass' } });
    // A made-up token, a token of another match, seat 1's token for an action out of turn, and seat 0's token from a
    // connection that does not hold seat 0.
    expect(await errorFor(thief, intent('A'.repeat(32)))).toMatchObject({ code: 'BAD_TOKEN', for: 'intent' });
    expect(await errorFor(thief, intent(tOther))).toMatchObject({ code: 'BAD_TOKEN' });
    expect(await errorFor(thief, { t: 'resume', match: m.id, token: tOther, lastSeq: -1 })).toMatchObject({ code: 'BAD_TOKEN' });
    expect(await errorFor(thief, intent(ta))).toMatchObject({ code: 'NOT_SEATED' });
    expect(await errorFor(b, intent(ta))).toMatchObject({ code: 'NOT_SEATED' });
    expect(await errorFor(b, intent(tb))).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(await errorFor(thief, { t: 'join', match: { id: m.id }, as: 0 })).toMatchObject({ code: 'SEAT_TAKEN' });
    // A seat given up: its token is revoked for good.
    await b.client.leave(m.id, 1);
    expect(await errorFor(b, intent(tb))).toMatchObject({ code: 'BAD_TOKEN' });
    expect(await errorFor(b, { t: 'resume', match: m.id, token: tb, lastSeq: 0 })).toMatchObject({ code: 'BAD_TOKEN' });
    expect(JSON.stringify(th.host.stateOf(m.id))).toBe(before);
    expect(th.host.recordOf(m.id)!.actions).toEqual([]);
    // Errors never echo a token.
    for (const c of [a, b, thief]) for (const e of c.messages.filter((x) => x.t === 'error')) for (const t of [ta, tb, tOther]) expect(JSON.stringify(e)).not.toContain(t);
  });

  it('a seat away too long is played by a bot, and handed back when its player resumes', async () => {
    const { th, m, a, b, pb } = await twoPlayers({ awayTimeoutMs: 150, takeoverBot: 'random' }, 'takeover', 0);
    await waitFor(a, () => a.client.snapshot(m.id, 0)?.legal, 'turn of seat 0');
    a.client.disconnect();

    // Seat 0 shows away, then bot-played; the game moves on without its player.
    const presence = () => b.messages.filter((x): x is PresenceMessage => x.t === 'presence').map((p) => p.seats[0]!);
    await waitFor(b, () => presence().some((s) => s.state === 'away' && !s.botPlaying), 'away');
    await waitFor(b, () => presence().some((s) => s.state === 'away' && s.botPlaying), 'bot takes over');
    await waitFor(b, () => th.host.recordOf(m.id)!.actions.filter((x) => x.seat === 0).length >= 3, 'the bot plays seat 0');

    // Back: the seat is handed back at once, and its player gets the turn (legal actions) again.
    await a.client.connect();
    await waitFor(b, () => presence().at(-1)!.state === 'connected' && !presence().at(-1)!.botPlaying, 'handed back');
    const pa = play(a, m.id, 0, 'takeover');
    const [fa] = await Promise.all([pa.finished, pb.finished]);
    expect(fa.status).toBe('over');
    expect(pa.sent).toBeGreaterThan(0);
    expect([...pa.refused, ...pb.refused]).toEqual([]);
  });

  it('a seat left mid-game is played by a bot until someone else joins it', async () => {
    const { th, m, a, b, pb } = await twoPlayers({ awayTimeoutMs: 60_000, takeoverBot: 'random', botDelayMs: 30 }, 'leave', 1);
    await a.client.leave(m.id, 0);
    await waitFor(b, () => th.host.recordOf(m.id)!.actions.filter((x) => x.seat === 0).length >= 2, 'bot plays the empty seat');
    const c = await client(th.url);
    const j = await c.client.join({ id: m.id }, 'any');
    expect(j.seat).toBe(0);
    const pc = play(c, m.id, 0, 'leave-c');
    await Promise.all([pc.finished, pb.finished]);
    expect(pc.sent).toBeGreaterThan(0);
  });

  it('a seat left mid-game is played by its stand-in level when the match named one, by the takeover bot otherwise', async () => {
    // The stand-in is part of the seat: made on one host, it holds on the host restarted from its journal.
    const tmp = tempDir('stand-in');
    opened.atEnd(tmp.remove);
    const first = await opened.host({ journalDir: tmp.dir });
    const m = first.host.createMatch({
      game: 'nile', players: 3, seed: 'stand-in', options: { firstPlayer: 2 },
      seats: [{ kind: 'human', standIn: 'easy' }, { kind: 'human' }, { kind: 'human' }],
    });
    await first.close();
    const bots = new RecordingBots();
    const th = await opened.host({ journalDir: tmp.dir, awayTimeoutMs: 60_000, takeoverBot: 'random', bots });
    const [a, b, c] = [await client(th.url), await client(th.url), await client(th.url)];
    for (const [seat, x] of [a, b, c].entries()) await x.client.join({ id: m.id }, seat);
    await a.client.leave(m.id, 0);
    await b.client.leave(m.id, 1);
    const pc = play(c, m.id, 2, 'stand-in');
    await waitFor(c, () => bots.botsFor(0).length > 0 && bots.botsFor(1).length > 0, 'the bots play the empty seats');
    expect(bots.botsFor(0)).toEqual(['easy']);
    expect(bots.botsFor(1)).toEqual(['random']);
    c.client.close();
    void pc.finished.catch(() => {});
  });

  it('an unknown stand-in level is refused, naming the seat and the known bots', async () => {
    const th = await opened.host();
    const a = await client(th.url);
    const refused = await a.client.create({ game: 'nile', players: 2, seats: [{ kind: 'human' }, { kind: 'human', standIn: 'grandmaster' }] }).then(() => null, (e: { code: string; message: string }) => e);
    expect(refused).toMatchObject({ code: 'BAD_SETUP', message: expect.stringMatching(/unknown stand-in bot for seat 1 "grandmaster" \(bots: .*easy/) });
  });
});

describe('intents: seq, turns and simultaneous secret choices', () => {
  it('stale and out-of-turn intents are refused with a clear error; simultaneous choices are not stale for each other', async () => {
    const th = await opened.host();
    const m = th.host.createMatch({ game: 'secret', players: 3, seed: 'simul' });
    const cs = [await client(th.url), await client(th.url), await client(th.url)];
    for (let s = 0; s < 3; s++) await cs[s]!.client.join({ id: m.id }, s);
    const snaps = await Promise.all(cs.map((c, s) => waitFor(c, () => c.client.snapshot(m.id, s)?.legal && c.client.snapshot(m.id, s), 'bid turn')));
    // Everyone bids at seq 0, one after another: later bids are not stale although the seq moved on.
    for (let s = 0; s < 3; s++) {
      const e = await cs[s]!.client.actAndWait(m.id, s, snaps[s]!.legal![0]!, 0);
      expect(e.seq).toBe(s + 1);
    }
    // Now only the banker acts (bank phase, seq 3).
    const st = th.host.stateOf(m.id) as { banker: number; bids: string[] };
    const banker = st.banker;
    const other = (banker + 1) % 3;
    const before = JSON.stringify(th.host.stateOf(m.id));
    const refusal = (s: number, seq: number, action: unknown) => cs[s]!.client.actAndWait(m.id, s, action as never, seq).then(() => null, (e: { code: string; message: string }) => e);
    expect(await refusal(other, 3, { type: 'bank', card: st.bids[0] })).toMatchObject({ code: 'NOT_YOUR_TURN' });
    // Replaying the bid of round 1 (seq 0) is stale / out of turn, never applied twice.
    const replayed = await refusal(0, 0, snaps[0]!.legal![0]);
    expect(['STALE', 'NOT_YOUR_TURN']).toContain((replayed as { code: string }).code);
    const stale = await refusal(banker, 2, { type: 'bank', card: st.bids[0] });
    expect(stale).toMatchObject({ code: 'STALE' });
    expect((stale as { message: string }).message).toMatch(/seq 2.*seq 3/);
    expect(await refusal(banker, 9, { type: 'bank', card: st.bids[0] })).toMatchObject({ code: 'STALE' });
    expect(await refusal(banker, 3, { type: 'bank', card: 'k99' })).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(await refusal(banker, 3, { type: 'bank' })).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(JSON.stringify(th.host.stateOf(m.id))).toBe(before);
    await cs[banker]!.client.actAndWait(m.id, banker, { type: 'bank', card: st.bids[0]! }, 3);
    expect(th.host.recordOf(m.id)!.actions).toHaveLength(4);
  });
});

describe('local connections (Electron IPC path)', () => {
  it('a local peer holding two seats (hot-seat) plays a whole game through the same code path', async () => {
    const th = await opened.host();
    const got: ServerMessage[] = [];
    const peer = th.host.connectLocal((msg) => got.push(msg));
    const next = (pred: (m: ServerMessage) => boolean) =>
      new Promise<ServerMessage>((resolve, reject) => {
        const until = Date.now() + 20_000;
        const poll = () => {
          const i = got.findIndex(pred);
          if (i >= 0) return resolve(got.splice(i, 1)[0]!);
          if (Date.now() > until) return reject(new Error('timeout'));
          setTimeout(poll, 1);
        };
        poll();
      });
    peer.send({ t: 'list' });
    expect(await next((x) => x.t === 'error')).toMatchObject({ code: 'NO_HELLO' });
    peer.send({ t: 'hello', v: 1, name: 'hot seat' });
    await next((x) => x.t === 'welcome');
    peer.send({ t: 'create', ref: 'c', game: 'secret', players: 2, seed: 'local-seed' }); // local peers may seed
    const created = (await next((x) => x.t === 'created')) as Extract<ServerMessage, { t: 'created' }>;
    const id = created.match.id;
    const tokens: string[] = [];
    for (const s of [0, 1]) {
      peer.send({ t: 'join', ref: `j${s}`, match: { id }, as: s });
      tokens.push(((await next((x) => x.t === 'joined' && x.ref === `j${s}`)) as JoinedMessage).token!);
    }
    let latest: SnapshotMessage[] = [];
    let over = false;
    while (!over) {
      const snap = (await next((x) => x.t === 'snapshot')) as SnapshotMessage;
      latest[snap.seat!] = snap;
      if (snap.status === 'over') {
        over = true;
        break;
      }
      if (snap.legal && snap.seq === th.host.recordOf(id)!.actions.length) {
        peer.send({ t: 'intent', match: id, token: tokens[snap.seat!]!, seq: snap.seq, action: snap.legal[0]! });
        // Mutating what we sent must not reach the host's record (it got a copy).
        (snap.legal[0] as unknown as { card?: string }).card = 'tampered';
      }
    }
    latest = latest.filter(Boolean);
    const rec = th.host.recordOf(id)!;
    expect(rec.seed).toBe('local-seed');
    expect(JSON.stringify(rec)).not.toContain('tampered');
    expect(replay(testGames, rec).outcome).not.toBeNull();
    expect(got.filter((x) => x.t === 'error')).toEqual([]);
    peer.close();
    expect(th.host.stats().connections).toBe(0);
  });
});
