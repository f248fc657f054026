import { describe, expect, it } from 'vitest';
import { profileOf } from '../../../engine/ai/profiles';
import { CYCLE_AHEAD } from '../../../engine/core/search';
import { games } from '../../../engine/games';
import { secretGame } from '../../fixtures/secret-game';
import { GAME_IDS } from './positions';

describe('search settings live on the Game objects', () => {
  it('each game exposes its search settings (playout policy and per-level tuning) on its Game object', () => {
    for (const id of GAME_IDS) {
      const s = games[id]!.search;
      expect(s, id).toBeDefined();
      expect(s!.rollout, id).toEqual({ kind: 'greedy', eps: 0.1, k: 8 });
      expect(s!.tune?.normal?.finalTemperature, id).toBeGreaterThan(0);
      expect(profileOf(games[id]!).tune, id).toBe(s!.tune);
    }
    expect(games.nile!.search!.playout).toBeTypeOf('function');
    expect(games.nile!.search!.tune?.hard).toEqual({ ...CYCLE_AHEAD, iterations: 4000, worlds: 256 });
    expect(games.niagara!.search!.secret).toBeTypeOf('function');
    expect(games.banks!.search!.secret).toBeTypeOf('function');
  });

  it('a game without settings gets the generic profile (random playouts, no tuning)', () => {
    expect(secretGame.search).toBeUndefined();
    const p = profileOf(secretGame);
    expect(p.tune).toBeUndefined();
    expect(p.secret).toBeUndefined();
    expect(p.playout).toBeUndefined();
  });
});
