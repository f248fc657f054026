import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { parseClientMessage, PROTOCOL_VERSION, type ErrorMessage } from '../../protocol/messages';
import { closeAfterEach, play, waitFor } from '../host/helpers';

/**
 * Malformed, truncated, oversized, wrongly typed and replayed messages from several connections at once. The host
 * must stay up, answer every one with an error, and change nothing; then the real players finish their game.
 */
const opened = closeAfterEach();

interface Raw {
  ws: WebSocket;
  errors: ErrorMessage[];
  other: unknown[];
}

async function rawSocket(url: string, hello: boolean): Promise<Raw> {
  const ws = new WebSocket(url);
  opened.atEnd(() => ws.terminate());
  const r: Raw = { ws, errors: [], other: [] };
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    if (m.t === 'error') r.errors.push(m);
    else r.other.push(m);
  });
  await new Promise((res, rej) => {
    ws.once('open', res);
    ws.once('error', rej);
  });
  if (hello) {
    ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION }));
    await until(() => r.other.length === 1);
  }
  return r;
}

async function until(pred: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('fuzz: bad input from several clients', () => {
  it('10,000+ malformed, truncated, oversized, wrongly typed and replayed messages: all refused, nothing changes', async () => {
    const th = await opened.host({ server: { rateLimit: { perSecond: 1e9, burst: 1e9, closeAfter: 1e9 } } });
    const m = th.host.createMatch({ game: 'nile', players: 2, seed: 'fuzz', options: { firstPlayer: 0 } });
    const a = await opened.client(th.url);
    const b = await opened.client(th.url);
    const tokens = [(await a.client.join({ id: m.id }, 0)).token!, (await b.client.join({ id: m.id }, 1)).token!];
    await waitFor(a, () => a.client.snapshot(m.id, 0)?.legal, 'start');
    // A few real moves, kept for replaying.
    const played: Record<string, unknown>[] = [];
    for (const [c, s] of [[a, 0], [b, 1], [a, 0]] as const) {
      await waitFor(c, () => c.client.snapshot(m.id, s)?.legal, `turn of seat ${s}`);
      const seq = c.client.lastSeq(m.id, s);
      await c.client.actAndWait(m.id, s, { type: 'pass' });
      played.push({ t: 'intent', match: m.id, token: tokens[s], seq, action: { type: 'pass' } });
    }
    const stateBefore = JSON.stringify(th.host.stateOf(m.id));
    const recordBefore = JSON.stringify(th.host.recordOf(m.id));
    const matchesBefore = th.host.listMatches().length;

    // Valid messages to mutate and truncate.
    const valid: Record<string, unknown>[] = [
      { t: 'hello', v: 1, name: 'x' }, { t: 'list', ref: 'r' },
      { t: 'create', ref: 'c', game: 'nile', players: 3, options: { hidePileSizes: true }, seats: [{ kind: 'bot', bot: 'random' }] },
      { t: 'join', ref: 'j', match: { id: m.id }, as: 1, name: 'n' }, { t: 'join', match: { code: m.code }, as: 'spectator' },
      { t: 'resume', match: m.id, token: tokens[0], lastSeq: 2 }, { t: 'leave', match: m.id, token: tokens[1] },
      ...played,
    ];
    for (const v of valid) expect(parseClientMessage(v).ok).toBe(true);
    const bad = (x: string) => !parseClientMessage(x).ok;
    const seed = 20240611;
    const garbage = fc.sample(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 100 }), fc.jsonValue({ maxDepth: 4 }).map((j) => JSON.stringify(j) ?? 'null')), { numRuns: 3000, seed }).filter(bad);
    const truncated = fc.sample(fc.tuple(fc.constantFrom(...valid), fc.double({ min: 0, max: 0.999, noNaN: true })), { numRuns: 2500, seed: seed + 1 })
      .map(([v, f]) => {
        const t = JSON.stringify(v);
        return t.slice(0, Math.floor(t.length * f));
      })
      .filter(bad);
    const retyped = fc.sample(
      fc.tuple(fc.constantFrom(...valid), fc.constantFrom('t', 'v', 'ref', 'match', 'as', 'seq', 'token', 'action', 'lastSeq', 'game', 'players', 'options', 'seats', 'name', 'extra'), fc.jsonValue({ maxDepth: 3 })),
      { numRuns: 4000, seed: seed + 2 },
    )
      .map(([v, k, val]) => JSON.stringify({ ...v, [k]: val }))
      .filter(bad);
    const big = Array.from({ length: 40 }, (_, i) => JSON.stringify({ t: 'list', pad: 'x'.repeat(64 * 1024 + i * 1000) }));
    // Schema-valid but refused: replays, strangers' tokens, taken seats, unknown matches, bad options, wrong version.
    const semantic: string[] = [];
    for (let i = 0; i < 150; i++) {
      semantic.push(
        JSON.stringify(played[i % played.length]), // NOT_SEATED from a stranger
        JSON.stringify({ ...played[i % played.length], token: `Z${String(i).padStart(31, '0')}` }), // BAD_TOKEN
        JSON.stringify({ t: 'join', match: { id: m.id }, as: i % 2 }), // SEAT_TAKEN
        JSON.stringify({ t: 'join', match: { code: 'ZZZZ' }, as: 'any' }), // NO_MATCH
        JSON.stringify({ t: 'resume', match: m.id, token: tokens[i % 2]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), lastSeq: i }), // BAD_TOKEN
        JSON.stringify({ t: 'leave', match: m.id }), // NOT_SEATED (not watching)
        JSON.stringify({ t: 'create', game: 'nile', players: 2, options: { bogus: i } }), // BAD_OPTION
        JSON.stringify({ t: 'create', game: 'chess', players: 2 }), // NO_GAME
        JSON.stringify({ t: 'create', game: 'nile', players: 9 }), // BAD_SETUP
        JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION + 1 + i }), // BAD_VERSION
        JSON.stringify({ t: 'intent', match: m.id, token: tokens[0], seq: 0, action: { type: 'plant', crops: { P: 99 } } }), // NOT_SEATED
      );
    }
    const all = [...garbage, ...truncated, ...retyped, ...semantic];
    const total = all.length + big.length + 3 * 40 + played.length * 2 * 20;
    expect(total).toBeGreaterThanOrEqual(10_000);

    const f = [await rawSocket(th.url, false), await rawSocket(th.url, true), await rawSocket(th.url, true), await rawSocket(th.url, true)];
    const sent = [0, 0, 0, 0];
    all.forEach((text, i) => {
      const k = i % 4;
      f[k]!.ws.send(text);
      sent[k]!++;
    });
    big.forEach((text, i) => {
      f[i % 4]!.ws.send(text);
      sent[i % 4]!++;
    });
    for (let i = 0; i < 40; i++) {
      for (const k of [1, 2, 3]) {
        f[k]!.ws.send(Buffer.from([0, 1, 2, i]), { binary: true });
        sent[k]!++;
      }
    }
    // The seat holders replay their own old intents: stale or out of turn, never applied again.
    let replays = 0;
    for (let i = 0; i < 20; i++) {
      for (const p of played) {
        const holder = p.token === tokens[0] ? a : b;
        holder.client.transport.sendRaw(JSON.stringify(p));
        holder.client.transport.sendRaw(JSON.stringify({ ...p, ref: `replay${i}` }));
        replays += 2;
      }
    }

    await until(() => f.every((s, k) => s.errors.length >= sent[k]!));
    await waitFor(a, () => a.messages.filter((x) => x.t === 'error').length + b.messages.filter((x) => x.t === 'error').length >= replays, 'replay errors');
    f.forEach((s, k) => {
      expect(s.errors.length).toBe(sent[k]); // one error per bad message, no more
      expect(s.other.filter((x) => (x as { t: string }).t !== 'welcome')).toEqual([]); // and nothing else
    });
    const codes = new Set(f.flatMap((s) => s.errors.map((e) => e.code)));
    for (const c of ['BAD_JSON', 'BAD_MESSAGE', 'TOO_BIG', 'NO_HELLO', 'NOT_SEATED', 'BAD_TOKEN', 'SEAT_TAKEN', 'NO_MATCH', 'BAD_OPTION', 'NO_GAME', 'BAD_SETUP', 'BAD_VERSION']) expect(codes).toContain(c);
    expect(f.flatMap((s) => s.errors).filter((e) => e.code === 'TOO_BIG')).toHaveLength(big.length);
    expect(f.flatMap((s) => s.errors).filter((e) => e.code === 'INTERNAL')).toEqual([]);
    const replayCodes = new Set([...a.messages, ...b.messages].filter((x): x is ErrorMessage => x.t === 'error').map((e) => e.code));
    expect([...replayCodes].every((c) => c === 'STALE' || c === 'NOT_YOUR_TURN')).toBe(true);
    // Errors name the problem: e.g. a wrongly typed field is named.
    expect(f[1]!.errors.some((e) => /field "[a-z]+/.test(e.message))).toBe(true);

    expect(JSON.stringify(th.host.stateOf(m.id))).toBe(stateBefore);
    expect(JSON.stringify(th.host.recordOf(m.id))).toBe(recordBefore);
    expect(th.host.listMatches()).toHaveLength(matchesBefore);

    // The host is still up and the real players finish their game.
    const [pa, pb] = [play(a, m.id, 0, 'after-fuzz'), play(b, m.id, 1, 'after-fuzz')];
    const [fa] = await Promise.all([pa.finished, pb.finished]);
    expect(fa.status).toBe('over');
  });

  it('a frame beyond the hard limit closes only that connection (1009); others carry on', async () => {
    const th = await opened.host();
    const s1 = await rawSocket(th.url, true);
    const s2 = await rawSocket(th.url, true);
    const closed = new Promise<number>((r) => s1.ws.once('close', (code) => r(code)));
    s1.ws.send('x'.repeat(1024 * 1024 + 10));
    expect(await closed).toBe(1009);
    s2.ws.send(JSON.stringify({ t: 'list' }));
    await until(() => s2.other.some((x) => (x as { t: string }).t === 'matches'));
  });
});
