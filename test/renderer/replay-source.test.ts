import { describe, expect, it } from 'vitest';
import { loadReplay } from '../../renderer/replay/load';
import { ReplayFeed } from '../../renderer/replay/source';
import { viewerKey } from '../../client/session';
import { finishedRecord, REPLAY_GAMES } from './replayRecords';

describe.each(REPLAY_GAMES)('replay source: %s', (id) => {
  const replayed = loadReplay(JSON.stringify({ ...finishedRecord(id), analysis: { extra: true } }));
  const { game, states, events, record } = replayed;
  const total = record.actions.length;
  const mid = Math.floor(total / 2);

  it('sends each seat exactly its own view and events (never another seat’s secrets), the spectator its own', () => {
    for (const viewer of [...Array.from({ length: record.players }, (_, i) => i), null]) {
      const f = new ReplayFeed(replayed, viewer, mid, []);
      const feed = f.session.feeds.get(f.match)!;
      const key = viewerKey(viewer);
      expect(Object.keys(feed.snapshots)).toEqual([key]);
      expect(feed.snapshots[key]!.view).toEqual(game.view(states[mid], viewer));
      expect(feed.snapshots[key]!.legal).toBeUndefined();
      const batches = feed.events[key]!;
      expect(batches.map((b) => b.seq)).toEqual(Array.from({ length: mid }, (_, i) => i + 1));
      batches.forEach((b, i) => expect(b.events).toEqual(events[i]!.map((e) => game.eventView(e, viewer)).filter((e) => e !== null)));
      f.close();
    }
  });

  it('steps forward with events and a snapshot, back and jumps with a resync, keeping batches 1..step', () => {
    const f = new ReplayFeed(replayed, 0, 0, ['Ann']);
    const seen: string[] = [];
    f.session.events.on((e) => {
      if (e.kind === 'events') seen.push(`e${e.msg.seq}`);
      if (e.kind === 'snapshot') seen.push(`s${e.msg.seq}${e.msg.resync ? 'r' : ''}`);
    });
    f.go(1);
    f.go(mid);
    f.go(mid - 1);
    f.go(total + 10);
    expect(f.step).toBe(total);
    expect(seen.slice(0, 3)).toEqual(['e1', 's1', `s${mid}r`]);
    expect(seen).toContain(`s${mid - 1}r`);
    const feed = f.session.feeds.get(f.match)!;
    expect(feed.events['0']!.map((b) => b.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(feed.snapshots['0']!.status).toBe('over');
    expect(feed.snapshots['0']!.outcome).toEqual(game.outcome(states[total]));
    expect(feed.summary?.seats[0]?.name).toBe('Ann');
    f.go(2);
    expect(feed.events['0']!.map((b) => b.seq)).toEqual([1, 2]);
  });
});

describe('replay source: bad records', () => {
  const good = finishedRecord('nile');
  it.each([
    ['not JSON', '{nope', /not valid JSON/],
    ['a bad field', { ...good, players: 'three' }, /field "players"/],
    ['an unknown game', { ...good, game: 'chess' }, /unknown game "chess"/],
    ['another rules version', { ...good, version: '0.0.0-old' }, /field "version"/],
    ['an illegal action', { ...good, actions: [good.actions[1], ...good.actions] }, /action #0 cannot be replayed/],
  ])('%s is refused with a message naming the problem', (_, input, message) => {
    expect(() => loadReplay(input)).toThrow(message);
  });
});
