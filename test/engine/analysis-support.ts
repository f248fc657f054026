import { randomBot } from '../../engine/ai';
import type { AnalysisBudget } from '../../engine/ai/analysis';
import { playGame } from '../../engine/core/play';
import { replay, type MatchRecord } from '../../engine/core/record';
import type { AnyGame } from '../../engine/core/types';
import { games } from '../../engine/games';

/** A small budget: the behaviour under test does not depend on the size (one test runs the real one). */
export const tiny: AnalysisBudget = { iterations: 60, worlds: 8, playedVisits: 12, playedIterations: 30 };

/** A 4-player record of `id` played by random bots (cut at `max` actions) and its states (states[i] is before action i). */
export function randomRecord(id: string, seed: string, max = 400, options: Record<string, unknown> = {}): { game: AnyGame; record: MatchRecord; states: unknown[] } {
  const game = games[id]!;
  const { record } = playGame(game, { players: 4, seed, options, bots: [randomBot, randomBot, randomBot, randomBot], maxActions: max });
  const { states } = replay({ [id]: game }, record, { keepStates: true });
  return { game, record, states };
}
