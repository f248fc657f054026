import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../../engine/core/types';
import { games } from '../../../engine/games';
import { goldenHash } from './play';

/**
 * Golden hashes: fixed seeded random games of every engine must play exactly as they did when the hashes were made
 * (legal lists, views, actions, events, final state and outcome). A change meant to leave the rules alone (a speed-up,
 * a refactor of the shared core) must leave every hash alone. NILE gets many games (its engine is tuned for speed);
 * the others a few each. `GOLDEN_UPDATE=1 npx vitest run test/engine/golden` rewrites the file: only for a change
 * that is meant to alter play, said so in its commit.
 */
const FILE = new URL('./hashes.json', import.meta.url);
const SEEDS: Record<string, number> = { nile: 50, niagara: 3, banks: 3, nefertiti: 3 };

function playAll(game: AnyGame): Record<string, string> {
  const out: Record<string, string> = {};
  for (let players = game.players.min; players <= game.players.max; players++) {
    try {
      game.setup({ players, seed: 'probe' });
    } catch {
      continue; // a count that needs a variant option (e.g. Niagara's 2-player house rule)
    }
    for (let i = 0; i < SEEDS[game.id]!; i++) out[`${game.id}/${players}/golden-${i}`] = goldenHash(game, players, `golden-${i}`);
  }
  return out;
}

const want = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
const update = process.env.GOLDEN_UPDATE === '1';

describe('golden games: every seeded random game plays as when its hash was made', () => {
  for (const game of Object.values(games)) {
    it(game.id, { timeout: 300_000 }, () => {
      const got = playAll(game);
      if (update) Object.assign(want, got);
      else expect(got).toEqual(Object.fromEntries(Object.entries(want).filter(([k]) => k.startsWith(`${game.id}/`))));
    });
  }
  if (update) afterAll(() => writeFileSync(FILE, `${JSON.stringify(want, null, 1)}\n`));
});
