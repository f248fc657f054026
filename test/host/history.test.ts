import { describe, expect, it } from 'vitest';
import { games } from '../../engine/games';
import { LIMITS, type EventsMessage, type HistoryMessage, type ServerMessage } from '../../protocol/messages';
import { RequestError } from '../../client/session';
import { closeAfterEach, play, tempDir, type TestClient, type TestHost } from './helpers';

const opened = closeAfterEach();

const liveEvents = (c: TestClient, match: string, seat: number | null): EventsMessage[] =>
  c.messages.filter((m): m is EventsMessage => m.t === 'events' && m.match === match && m.seat === seat);
const historyReply = (c: TestClient, match: string): HistoryMessage => {
  const h = c.messages.filter((m: ServerMessage): m is HistoryMessage => m.t === 'history' && m.match === match).at(-1);
  if (!h) throw new Error('no history reply');
  return h;
};

/** Resolves once `pred` holds (polled: the host and its clients run in this process). */
async function until(pred: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Two people (seats 0 and 1, random choices) and random bots play `game` for at least `moves` actions, then stop. */
async function playSome(th: TestHost, game: string, moves: number) {
  const players = game === 'niagara' ? 3 : 2; // Niagara for two needs an option
  const seats = Array.from({ length: players }, (_, i) => (i < 2 ? { kind: 'human' as const } : { kind: 'bot' as const, bot: 'random' }));
  const m = th.host.createMatch({ game, players, seed: `history-${game}`, seats });
  const a = await opened.client(th.url);
  const b = await opened.client(th.url);
  await a.client.join({ id: m.id }, 0);
  await b.client.join({ id: m.id }, 1);
  const pa = play(a, m.id, 0, 'h');
  const pb = play(b, m.id, 1, 'h');
  const seq = () => th.host.recordOf(m.id)!.actions.length;
  await until(() => seq() >= moves, `${moves} moves of ${game}`);
  pa.stop();
  pb.stop();
  // Quiet: nobody acts any more (bots wait for a person), and both clients heard of every action.
  await until(() => {
    const s = seq();
    return a.client.lastSeq(m.id, 0) === s && b.client.lastSeq(m.id, 1) === s;
  }, 'the clients to catch up');
  await new Promise((r) => setTimeout(r, 50));
  return { m, a, b, seq: seq() };
}

describe('match history for a table that starts late', () => {
  for (const game of Object.keys(games)) {
    it(`${game}: each seat's history is exactly the batches it was sent live (its own eventView), a spectator gets the spectator's`, async () => {
      const th = await opened.host({ botDelayMs: 0 });
      const { m, a, b, seq } = await playSome(th, game, 12);
      await a.client.history(m.id, 0);
      await b.client.history(m.id, 1);
      const ha = historyReply(a, m.id);
      const hb = historyReply(b, m.id);
      expect(ha.seat).toBe(0);
      expect(ha.complete).toBe(true);
      expect(ha.batches).toEqual(liveEvents(a, m.id, 0));
      expect(hb.batches).toEqual(liveEvents(b, m.id, 1));
      expect(ha.batches.map((x) => x.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
      if (game === 'nile') expect(JSON.stringify(ha.batches)).not.toBe(JSON.stringify(hb.batches)); // draws are hidden from the other seat

      const w = await opened.client(th.url);
      await w.client.join({ id: m.id }, 'spectator');
      await w.client.history(m.id, null);
      const hw = historyReply(w, m.id);
      expect(hw.seat).toBeNull();
      expect(hw.batches.map((x) => x.seq)).toEqual(ha.batches.map((x) => x.seq));
      // The page reads the log from the feed: the batches are there, in seq order.
      expect(w.client.feeds.get(m.id)!.events.spectator!.map((x) => x.seq)).toEqual(ha.batches.map((x) => x.seq));
    });
  }

  it('is refused to a connection that neither holds the seat nor watches', async () => {
    const th = await opened.host({ botDelayMs: 0 });
    const m = th.host.createMatch({ game: 'secret', players: 2 });
    const a = await opened.client(th.url);
    await a.client.join({ id: m.id }, 0);
    const stranger = await opened.client(th.url);
    await expect(stranger.client.request({ t: 'history', match: m.id }, 'history')).rejects.toMatchObject({ code: 'NOT_SEATED' });
    const token = a.client.feeds.get(m.id)!.held[0]!.token!;
    await expect(stranger.client.request({ t: 'history', match: m.id, token }, 'history')).rejects.toMatchObject({ code: 'NOT_SEATED' });
  });

  it('is capped at LIMITS.maxHistoryBatches (the newest kept), and rate-limited per connection', async () => {
    const th = await opened.host({ botDelayMs: 0, historyLimit: 10_000 });
    const m = th.host.createMatch({ game: 'banks', players: 2, seed: 'long', seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    await until(() => th.host.finishedRecord(m.id) !== null, 'the bots to finish');
    const seq = th.host.recordOf(m.id)!.actions.length;
    expect(seq).toBeGreaterThan(LIMITS.maxHistoryBatches);
    const w = await opened.client(th.url);
    await w.client.join({ id: m.id }, 'spectator');
    await w.client.history(m.id, null);
    const h = historyReply(w, m.id);
    expect(h.complete).toBe(false);
    expect(h.batches).toHaveLength(LIMITS.maxHistoryBatches);
    expect(h.batches.at(-1)!.seq).toBe(seq);
    // A table asks once; a client asking in a loop is refused after a small burst.
    const asks = await Promise.allSettled(Array.from({ length: 12 }, () => w.client.history(m.id, null)));
    const refused = asks.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof RequestError && r.reason.code === 'RATE_LIMITED')).toBe(true);
  });

  it('after a restart the journal restore gives the same history (the record is replayed)', async () => {
    const tmp = tempDir('rt-history-');
    opened.atEnd(() => tmp.remove());
    const first = await opened.host({ botDelayMs: 0, journalDir: tmp.dir });
    const game = 'banks';
    const { m, a } = await playSome(first, game, 10);
    await a.client.history(m.id, 0);
    const before = historyReply(a, m.id).batches;
    const f = a.client.feeds.get(m.id)!;
    const saved = { match: m.id, code: f.code, game, seats: f.held, savedAt: 0 }; // what the page keeps in localStorage
    a.client.close();
    await first.close();

    const second = await opened.host({ botDelayMs: 0, journalDir: tmp.dir, awayTimeoutMs: null });
    const again = await opened.client(second.url);
    await again.client.resume(saved);
    expect(historyReply(again, m.id).batches).toEqual(before);
    expect(again.client.feeds.get(m.id)!.events['0']!.map((x) => x.seq)).toEqual(before.map((x) => x.seq));
  });
});

describe('abandoning a match', () => {
  it('a player alone with bots ends it for good; with another person in it, close is refused and the seat is given up', async () => {
    const th = await opened.host({ botDelayMs: 0 });
    const solo = th.host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    const a = await opened.client(th.url);
    await a.client.join({ id: solo.id }, 0);
    await a.client.abandon(solo.id);
    expect(th.host.listMatches().some((x) => x.id === solo.id)).toBe(false);
    expect(a.client.saved().some((s) => s.match === solo.id)).toBe(false);

    const shared = th.host.createMatch({ game: 'nile', players: 2 });
    const b = await opened.client(th.url);
    await a.client.join({ id: shared.id }, 0);
    await b.client.join({ id: shared.id }, 1);
    const token = a.client.feeds.get(shared.id)!.held[0]!.token!;
    await expect(a.client.request({ t: 'close', match: shared.id, token }, 'left')).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    await a.client.abandon(shared.id);
    await until(() => th.host.listMatches().find((x) => x.id === shared.id)?.seats[0]?.state === 'open', 'seat 0 to be given up');
    expect(th.host.listMatches().some((x) => x.id === shared.id)).toBe(true);
  });
});

describe('a saved game waits for its player', () => {
  it('a player alone with bots who closes the window is not taken over by a bot however long away; the match waits', async () => {
    const th = await opened.host({ botDelayMs: 0, awayTimeoutMs: 50, takeoverBot: 'random' });
    const m = th.host.createMatch({ game: 'nile', players: 2, seed: 'away', options: { firstPlayer: 0 }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    const a = await opened.client(th.url);
    await a.client.join({ id: m.id }, 0);
    const seq = th.host.recordOf(m.id)!.actions.length;
    a.client.close();
    await new Promise((r) => setTimeout(r, 400));
    const seat = th.host.listMatches().find((x) => x.id === m.id)!.seats[0]!;
    expect(seat).toMatchObject({ state: 'away', botPlaying: false });
    expect(th.host.recordOf(m.id)!.actions.length).toBe(seq);
  });
});
