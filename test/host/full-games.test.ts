import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/core/record';
import type { GameEvent, Seat } from '../../engine/core/types';
import type { ServerMessage, SnapshotMessage } from '../../protocol/messages';
import { engineCases } from './cases';
import { closeAfterEach, play, tempDir, testGames, type TestClient } from './helpers';

/**
 * Full matches through the real protocol on loopback: one client per seat plus a spectator, every frame captured.
 * Then every frame is checked against an independent replay of the match record: a seat's snapshot must be exactly
 * the engine's view for that seat at that seq, its events exactly the engine's eventView, nothing else; no frame may
 * carry the seed, another seat's token, or (engine check) another seat's secrets or the deck order.
 */
const opened = closeAfterEach();

describe.each(engineCases)('full match through the protocol: $name', (ec) => {
  it('seats and a spectator play to the end; every frame is exactly that viewer\'s view and hides the rest', async () => {
    const tmp = tempDir('rt-full-');
    opened.atEnd(() => tmp.remove());
    const th = await opened.host({ journalDir: tmp.dir });
    const seed = `full/${ec.name}`;
    const m = th.host.createMatch({ game: ec.game.id, players: ec.players, seed, options: ec.options });
    expect(m.status).toBe('waiting');

    const seats: TestClient[] = [];
    const tokens: string[] = [];
    for (let s = 0; s < ec.players; s++) {
      const c = await opened.client(th.url, { name: `P${s}` });
      seats.push(c);
      const j = await c.client.join({ code: m.code.toLowerCase() }, s);
      expect(j.seat).toBe(s);
      tokens.push(j.token!);
    }
    const spectator = await opened.client(th.url, { name: 'watcher' });
    // Joining by room code (typed in lower case) and by id both work.
    expect((await spectator.client.join({ id: m.id }, 'spectator')).seat).toBeNull();

    const players = seats.map((c, s) => play(c, m.id, s, seed));
    const finals = await Promise.all(players.map((p) => p.finished));
    for (const p of players) expect(p.refused).toEqual([]);
    await new Promise((r) => setTimeout(r, 50)); // let the spectator's last frames land

    // The host's record replays to the host's state, and the outcome everyone got is the engine's.
    const rec = th.host.recordOf(m.id)!;
    const r = replay<unknown>(testGames, rec, { keepStates: true });
    expect(JSON.stringify(r.final)).toBe(JSON.stringify(th.host.stateOf(m.id)));
    expect(rec.actions.length).toBeGreaterThan(ec.players);
    const outcome = ec.game.outcome(r.final);
    for (const f of finals) expect(f.outcome).toEqual(JSON.parse(JSON.stringify(outcome)));

    const viewers: [TestClient, Seat | null][] = [...seats.map((c, s): [TestClient, Seat] => [c, s]), [spectator, null]];
    let checked = 0;
    for (const [c, viewer] of viewers) {
      expect(c.invalid).toEqual([]); // every host frame passed the protocol schema
      const eventSeqs: number[] = [];
      let seq = 0;
      for (const text of c.frames) {
        const msg = JSON.parse(text) as ServerMessage;
        expect(text).not.toContain(rec.seed);
        tokens.forEach((t, s) => {
          if (s !== viewer) expect(text, `seat ${s}'s token in a frame to ${viewer}`).not.toContain(t);
        });
        if (msg.t === 'snapshot') {
          seq = msg.seq;
          expect(msg.seat).toBe(viewer);
          expect(msg.view).toEqual(JSON.parse(JSON.stringify(ec.game.view(r.states[msg.seq], viewer))));
          const mine = viewer !== null && msg.toAct.includes(viewer);
          if (mine) expect(msg.legal).toEqual(JSON.parse(JSON.stringify(ec.game.legalActions(r.states[msg.seq], viewer))));
          else expect(msg.legal).toBeUndefined();
        } else if (msg.t === 'events') {
          seq = msg.seq;
          eventSeqs.push(msg.seq);
          // Only the actor is told it was its own action; others learn only what the engine's events say.
          expect(msg.by).toBe(rec.actions[msg.seq - 1]!.seat === viewer ? viewer : undefined);
          const expected = r.events[msg.seq - 1]!.map((e) => ec.game.eventView(e, viewer)).filter((e): e is GameEvent => e !== null);
          expect(msg.events).toEqual(JSON.parse(JSON.stringify(expected)));
        } else if (msg.t === 'joined') {
          if (viewer !== null) expect(msg.token).toBe(tokens[viewer]);
          else expect(msg.token).toBeUndefined();
        }
        const leak = ec.leak?.(msg, text, viewer, r.states[seq] as never);
        expect(leak ?? null, `leak to ${viewer === null ? 'spectator' : `seat ${viewer}`} in ${text.slice(0, 200)}`).toBeNull();
        checked++;
      }
      // Every seq reached every viewer once, in order: nothing lost, nothing duplicated.
      expect(eventSeqs).toEqual(Array.from({ length: rec.actions.length }, (_, i) => i + 1));
    }
    expect(checked).toBeGreaterThan(rec.actions.length * 2 * (ec.players + 1));
  });
});

describe('the leak checks themselves', () => {
  it.each(engineCases.filter((c) => c.leak))('$name: a frame built from another seat\'s view is caught', (ec) => {
    let s = ec.game.setup({ players: ec.players, seed: 'leak-check', options: ec.options });
    // A few steps in, so hands, storage and deck all hold something.
    for (let i = 0; i < 12 && ec.game.toAct(s).length; i++) {
      const seat = ec.game.toAct(s)[0]!;
      s = ec.game.apply(s, seat, ec.game.legalActions(s, seat)[0]).state;
    }
    const wrong: SnapshotMessage = { t: 'snapshot', match: 'm', seq: 0, seat: 1, status: 'playing', view: ec.game.view(s, 0), toAct: [], outcome: null, resync: false };
    expect(ec.leak!(wrong, JSON.stringify(wrong), 1, s as never)).not.toBeNull();
    const right: SnapshotMessage = { ...wrong, view: ec.game.view(s, 1) };
    expect(ec.leak!(right, JSON.stringify(right), 1, s as never)).toBeNull();
    const state: SnapshotMessage = { ...wrong, seat: null, view: s };
    expect(ec.leak!(state, JSON.stringify(state), null, s as never)).not.toBeNull();
  });
});
