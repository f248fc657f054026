import type { BotInput } from '../../core/play';
import type { MatchRecord } from '../../core/record';
import { createRng } from '../../core/rng';
import type { Action, AnyGame } from '../../core/types';
import type { SearchHooks } from '../ismcts/config';
import { rankMoves } from '../ismcts/rank';
import { profileOf } from '../profiles';
import { ANALYSIS_BUDGET, analysisConfig, type AnalysisBudget } from './budget';
import { winChance } from './chance';
import { classify } from './classify';
import type { DecisionAnalysis } from './types';

/**
 * One decision of a record evaluated from the acting seat's own view in `state` (the state before `record.actions[index]`):
 * only `game.view(state, seat)` and the seat's legal moves reach the search, so what the others hid (their cards, their
 * secret choices made "earlier" in the record) cannot change the result. The hard search ranks every legal move: the
 * most visited one is `best` and its mean is `before`; the played move's mean is `after` (searched again on its own when
 * the full search hardly visited it); both as win chances (./chance.ts, the game's own map). Seeded from the record's seed and the index: the same decision gives the same
 * result in any worker, in any order. A forced move is not searched (chances NaN: `finishAnalysis` carries the seat's
 * previous estimate).
 */
export function analyseDecision(game: AnyGame, record: MatchRecord, state: unknown, index: number, hooks: SearchHooks = {}, budget: AnalysisBudget = ANALYSIS_BUDGET): DecisionAnalysis {
  const { seat, action } = record.actions[index]!;
  const legal = game.legalActions(state, seat);
  const played = legal.find((a) => sameAction(a, action)) ?? action;
  if (legal.length <= 1) return { index, seat, played, best: played, bestChance: NaN, before: NaN, after: NaN, drop: 0, class: 'forced', choices: legal.length };
  const input = (salt: string): BotInput => ({ game, view: game.view(state, seat), seat, legal, rng: createRng(`${record.seed}/analysis/${index}${salt}`), players: record.players });
  const cfg = analysisConfig(game, budget);
  const ranked = rankMoves(input(''), cfg, profileOf(game), hooks);
  const best = ranked[0]!;
  const mine = ranked.find((m) => sameAction(m.action, played));
  const isBest = sameAction(best.action, played);
  let after = isBest ? best.winRate : (mine?.winRate ?? 0);
  if (!isBest && (!mine || mine.visits < budget.playedVisits)) {
    // Progress is the full search's; the second one only listens for a cancel.
    const again = rankMoves(input('/played'), { ...cfg, iterations: budget.playedIterations }, profileOf(game), { aborted: hooks.aborted, rootMoves: [played] });
    after = again.find((m) => sameAction(m.action, played))?.winRate ?? after;
  }
  const before = winChance(best.winRate, record.players, game.id);
  const chance = winChance(after, record.players, game.id);
  const drop = Math.max(0, before - chance);
  return { index, seat, played, best: best.action, bestChance: before, before, after: chance, drop, class: classify(drop, legal.length), choices: legal.length };
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
