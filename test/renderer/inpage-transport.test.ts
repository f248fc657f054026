/**
 * `?transport=memory`: the real host running in the page, reached through the Transport interface.
 * In Node there is no Web Worker, so the bots run on this thread (the fallback the page uses without Worker).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { matchRecordSchema } from '../../engine/core/record';
import { createRng, pick } from '../../engine/core/rng';
import type { Action } from '../../engine/core/action';
import { games } from '../../engine/games';
import { PROTOCOL_VERSION, type ClientMessage, type EventsMessage, type ServerMessage, type SnapshotMessage } from '../../protocol/messages';
import { InPageTransport } from '../../renderer/net/inpage/transport';
import { withSecretGame } from '../fixtures/secret-game';

/** The first legal action of a snapshot that must have some. */
function first(legal: readonly Action[] | undefined): Action {
  const a = legal?.[0];
  if (!a) throw new Error('the snapshot offers no legal action');
  return a;
}

/** A transport and what it received; `until` takes messages up to the first that matches. */
function open(t: InPageTransport) {
  const seen: ServerMessage[] = [];
  t.onMessage((m) => seen.push(m));
  return {
    send: (msg: ClientMessage) => t.send(msg),
    async until<T extends ServerMessage>(pred: (m: ServerMessage) => m is T, ms = 20_000): Promise<T> {
      for (const t0 = Date.now(); Date.now() - t0 < ms; await new Promise((r) => setTimeout(r, 1))) {
        const m = seen.find(pred);
        if (m) {
          seen.splice(0, seen.indexOf(m) + 1);
          return m;
        }
      }
      throw new Error(`timed out waiting for a message; got ${seen.map((m) => `${m.t}${'seat' in m ? m.seat : ''}${m.t === 'error' ? m.code : ''}`).join(' ')}`);
    },
  };
}

/** A snapshot offering `seat` something to do; the events of `seat`'s own action. */
const toPlay = (seat: number) => (m: ServerMessage): m is SnapshotMessage => m.t === 'snapshot' && m.seat === seat && m.status === 'playing' && !!m.legal?.length;
const ownEvents = (seat: number) => (m: ServerMessage): m is EventsMessage => m.t === 'events' && m.seat === seat && m.by === seat;

let transport: InPageTransport | null = null;
afterEach(() => transport?.close());

describe('in-page transport', () => {
  it('plays a whole NILE game: one human seat (random legal picks) against a bot, then gives the record', async () => {
    const t = (transport = new InPageTransport({ botDelayMs: 0 }));
    expect(t.status()).toBe('connecting');
    const c = open(t);
    c.send({ t: 'hello', v: PROTOCOL_VERSION }); // sent before the host has loaded: queued
    expect((await c.until((m) => m.t === 'welcome')).games.map((g) => g.id)).toContain('nile');
    expect(t.status()).toBe('open');
    c.send({ t: 'create', game: 'nile', players: 2, seed: 'inpage', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] });
    const id = (await c.until((m) => m.t === 'created')).match.id;
    c.send({ t: 'join', match: { id }, as: 0, name: 'Ann' });
    const token = (await c.until((m) => m.t === 'joined')).token!;
    const rng = createRng('inpage-human');
    let snap = await c.until((m) => m.t === 'snapshot');
    let moves = 0;
    while (snap.status !== 'over') {
      if (snap.legal?.length) {
        c.send({ t: 'intent', match: id, token, seq: snap.seq, action: pick(rng, snap.legal) });
        moves++;
      }
      snap = await c.until((m) => m.t === 'snapshot');
    }
    expect(moves).toBeGreaterThan(5);
    expect(snap.outcome).not.toBeNull();
    const record = matchRecordSchema.parse(await t.record(id));
    expect(record).toMatchObject({ game: 'nile', players: 2, seed: 'inpage' });
    // Both seats moved: the bot played its turns on the host.
    const seats = new Set(record.actions.map((a) => a.seat));
    expect([...seats].sort()).toEqual([0, 1]);
  });

  it('secret same-time choices: one seat choosing does not make the other stale; a replayed intent is refused', async () => {
    const t = (transport = new InPageTransport({ botDelayMs: 0, games: withSecretGame(games) }));
    const c = open(t);
    c.send({ t: 'hello', v: PROTOCOL_VERSION });
    c.send({ t: 'create', game: 'secret', players: 2, seed: 'sealed', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const id = (await c.until((m) => m.t === 'created')).match.id;
    c.send({ t: 'join', match: { id }, as: 0 });
    const t0 = (await c.until((m) => m.t === 'joined')).token!;
    c.send({ t: 'join', match: { id }, as: 1 });
    const t1 = (await c.until((m) => m.t === 'joined')).token!;
    const s0 = await c.until(toPlay(0));
    const s1 = await c.until(toPlay(1));
    expect(s0.seq).toBe(s1.seq);
    c.send({ t: 'intent', match: id, token: t0, seq: s0.seq, action: first(s0.legal) });
    await c.until(ownEvents(0));
    // Seat 1 chose at the same seq, before seat 0's bid: still accepted.
    c.send({ t: 'intent', match: id, token: t1, seq: s1.seq, action: first(s1.legal) });
    await c.until(ownEvents(1));
    // Replaying seat 0's intent from that old seq is refused.
    c.send({ t: 'intent', match: id, token: t0, seq: s0.seq, action: s0.legal?.[1] ?? first(s0.legal) });
    const err = await c.until((m) => m.t === 'error');
    expect(err.code).toBe('STALE');
  });
});
