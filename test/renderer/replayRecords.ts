import { greedyBot } from '../../engine/ai/greedy';
import type { MatchRecord } from '../../engine/core/record';
import { playGame } from '../../engine/core/play';
import { games } from '../../engine/games';

/** The four games with a 3D table, each with a finished record played by greedy bots (replay tests, unit and e2e). */
export const REPLAY_GAMES = ['nile', 'banks', 'niagara', 'nefertiti'] as const;

export function finishedRecord(game: string, players = 3, seed = 'replay'): MatchRecord {
  const g = playGame(games[game]!, { players, seed, bots: new Array(players).fill(greedyBot), maxActions: 5000 });
  if (g.capped) throw new Error(`${game}: the bots did not finish the game`);
  return g.record;
}
