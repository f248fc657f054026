import { describe, expect, it } from 'vitest';
import { BotPool } from '../../electron/host/bots/pool';
import { niagara } from '../../engine/niagara';
import { closeAfterEach, fixtureModules, watchToTheEnd } from './helpers';

const opened = closeAfterEach();

describe('bot levels in worker threads', () => {
  it('easy, normal and hard answer from a worker with one of the seat’s legal actions, the same for the same seed', async () => {
    const pool = opened.closeLater(new BotPool({ size: 1, gameModules: fixtureModules }));
    const s = niagara.setup({ players: 4, seed: 'levels' });
    const seat = 1;
    const legal = niagara.legalActions(s, seat);
    const keys = legal.map((l) => JSON.stringify(l));
    for (const bot of ['easy', 'normal', 'hard']) {
      const req = { game: 'niagara', bot, view: niagara.view(s, seat), seat, legal, players: 4, seed: `seed-${bot}` };
      const a = await pool.choose(req);
      expect(keys).toContain(JSON.stringify(a));
      // Iteration budgets, not time, decide: the same request gives the same move.
      expect(await pool.choose(req)).toEqual(a);
    }
    expect(pool.threads).toBe(1);
  });

  it('a match of hard, normal and easy bots plays to the end while a spectator watches', async () => {
    const th = await opened.host();
    const m = th.host.createMatch({ game: 'nefertiti', players: 3, seats: [{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'normal' }, { kind: 'bot', bot: 'easy' }] });
    expect(m.status).toBe('playing');
    const w = await opened.client(th.url);
    const final = await watchToTheEnd(w, m, 120_000);
    expect(final.outcome!.places).toHaveLength(3);
    expect(final.outcome!.winners.length).toBeGreaterThan(0);
  }, 150_000);
});
