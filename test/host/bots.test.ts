import { describe, expect, it } from 'vitest';
import { nile } from '../../engine/nile';
import { BotPool } from '../../electron/host/bots/pool';
import { closeAfterEach, fixtureModules, waitFor, watchToTheEnd } from './helpers';

const opened = closeAfterEach();

describe('bots in worker threads', () => {
  it('a worker gets a seat view and legal actions and answers with one of them; bad requests fail with a reason', async () => {
    const pool = opened.closeLater(new BotPool({ size: 1, gameModules: fixtureModules }));
    const s = nile.setup({ players: 3, seed: 'pool' });
    const seat = nile.toAct(s)[0]!;
    const legal = nile.legalActions(s, seat);
    for (const bot of ['random', 'greedy']) {
      const a = await pool.choose({ game: 'nile', bot, view: nile.view(s, seat), seat, legal, players: 3, seed: 'x' });
      expect(legal.map((l) => JSON.stringify(l))).toContain(JSON.stringify(a));
    }
    expect(pool.threads).toBe(1);
    await expect(pool.choose({ game: 'nile', bot: 'nope', view: null, seat, legal, players: 3, seed: 'x' })).rejects.toThrow(/unknown bot "nope"/);
    await expect(pool.choose({ game: 'chess', bot: 'random', view: null, seat, legal, players: 3, seed: 'x' })).rejects.toThrow(/unknown game "chess"/);
    // Fixture engines load in the worker too.
    const { secretGame } = await import('../fixtures/secret-game');
    const ss = secretGame.setup({ players: 2, seed: 'p' });
    const sl = secretGame.legalActions(ss, 1);
    const sa = await pool.choose({ game: 'secret', bot: 'greedy', view: secretGame.view(ss, 1), seat: 1, legal: sl, players: 2, seed: 'y' });
    expect(sl).toContainEqual(sa);
  });

  it('bot-only matches play to the end while a spectator watches', async () => {
    const th = await opened.host();
    const m = th.host.createMatch({ game: 'nile', players: 3, seats: [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    expect(m.status).toBe('playing');
    const w = await opened.client(th.url);
    const final = await watchToTheEnd(w, m);
    expect(final.outcome!.winners.length).toBeGreaterThan(0);
    expect(final.legal).toBeUndefined();
  });

  it('a chosen seed fixes the bots\' choices too: the same seed gives the same bot-only game', async () => {
    const th = await opened.host();
    const play = async (seed: string) => {
      const m = th.host.createMatch({ game: 'nile', players: 3, seed, seats: [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'normal' }] });
      const w = await opened.client(th.url);
      await watchToTheEnd(w, m);
      return th.host.recordOf(m.id)!.actions.map((a) => JSON.stringify(a));
    };
    const a = await play('same-seed');
    expect(await play('same-seed')).toEqual(a);
    expect(a.length).toBeGreaterThan(20);
  });

  it('a bot thinking too long never blocks the host, and is replaced by a random legal action', async () => {
    const log: string[] = [];
    const th = await opened.host({ log: (l) => log.push(l), bots: { size: 1, gameModules: fixtureModules, timeoutMs: 500 } });
    // Both seats bid at once; seat 1's greedy bot determinizes Slow Bids, which spins its worker for 2 s.
    const m = th.host.createMatch({ game: 'slow', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] });
    const a = await opened.client(th.url);
    await a.client.join({ id: m.id }, 0);
    // While the bot thinks, the host answers at once: the reply comes before the bot's move exists.
    const list = await a.client.request({ t: 'list' }, 'matches');
    expect(list.matches[0]!.seq).toBe(0);
    expect(th.host.recordOf(m.id)!.actions).toEqual([]);
    // Seat 0 has not bid, so the first action anyone hears of is the bot's.
    await waitFor(a, () => a.messages.some((x) => x.t === 'events' && x.seq === 1), 'the bot seat moves', 20_000);
    expect(log.some((l) => /bot for seat 1 failed \(bot took longer than 500 ms\)/.test(l))).toBe(true);
    expect(th.host.recordOf(m.id)!.actions[0]!.seat).toBe(1);
  });
});
