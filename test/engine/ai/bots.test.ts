import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../../engine/ai';
import { createRng } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/play';
import { nile } from '../../../engine/nile';
import { greedyWinShare } from '../support';

describe('contract-only bots', () => {
  it('random bot only ever picks legal actions and spreads over action kinds', () => {
    const s = nile.setup({ players: 3, seed: 'bots', options: { firstPlayer: 0 } });
    const legal = nile.legalActions(s, 0);
    const rng = createRng('pick');
    const kinds = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const a = randomBot({ game: nile, view: null, seat: 0, legal, rng });
      expect(legal).toContain(a);
      kinds.add(a.type);
    }
    expect(kinds).toEqual(new Set(legal.map((a) => a.type)));
  });

  it('greedy bot (one ply on its own determinized view) beats three random bots most of the time', () => {
    // Chance is 25%; measured about 98% over 100 games.
    expect(greedyWinShare(nile, 24, (i) => ({ seed: `greedy-${i}` }))).toBeGreaterThan(0.6);
  });

  it('bots are deterministic for the same bot seed', () => {
    const run = () => playGame(nile, { players: 3, seed: 'det', botSeed: 'b', bots: [greedyBot, randomBot, greedyBot] }).record;
    expect(run()).toEqual(run());
  });
});
