/** Records and analyses for the analysis tests: a short NILE game by random bots, and a fake analysed decision. */
import { randomBot } from '../../engine/ai/random';
import type { DecisionAnalysis } from '../../engine/ai/analysis/types';
import { playGame } from '../../engine/core/play';
import type { MatchRecord } from '../../engine/core/record';
import { nile } from '../../engine/nile';

/** A finished NILE game, 2 players (~60 decisions). */
export function nileRecord(seed = 'analysis-test'): MatchRecord {
  return playGame(nile, { players: 2, seed, bots: [randomBot, randomBot] }).record;
}

/** A decision as a worker would send it: the chance a made-up function of the index, so results can be compared. */
export function fakeDecision(record: MatchRecord, index: number): DecisionAnalysis {
  const { seat, action } = record.actions[index]!;
  const after = ((index * 37) % 100) / 100;
  return { index, seat, played: action, best: action, bestChance: after, before: after, after, drop: 0, class: 'best', choices: 2 };
}
