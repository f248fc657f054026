import type { Action, Seat } from '../../core/types';

/**
 * The post-game analysis of a match record: every decision of the record evaluated by the hard bot searching
 * from the acting seat's own view at that moment (what that player knew, nothing more). These types are the contract
 * between the engine's analysis (engine/ai/analysis/), the page's worker pool and the analysis panel.
 */

/** How a decision is judged, by the drop in the seat's estimated win chance (thresholds: ANALYSIS_THRESHOLDS). */
export type MoveClass = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder' | 'forced';

/** One decision of the record, as the analysis saw it. */
export interface DecisionAnalysis {
  /** Index in `record.actions` (the replay's step after this decision is `index + 1`). */
  index: number;
  seat: Seat;
  /** The action played (as in the record). */
  played: Action;
  /**
   * The bot's preferred move (the full search's most visited), and its estimated win chance for the seat (in [0, 1]:
   * the search's mean value turned into a chance by the player count, ./chance.ts).
   */
  best: Action;
  bestChance: number;
  /** The seat's estimated win chance before the move: with the best move played (= bestChance). */
  before: number;
  /**
   * The seat's estimated win chance after the move played: the search's estimate of the played move (searched again
   * on its own when the full search gave it under ANALYSIS_BUDGET.playedVisits visits, ./budget.ts).
   */
  after: number;
  /** `before - after`, never below 0. */
  drop: number;
  class: MoveClass;
  /** Legal moves the seat had (1: forced, not searched; its chances carry the seat's previous estimate). */
  choices: number;
}

/** A moment where a seat's estimated win chance moved most (the list of turning points). */
export interface TurningPoint {
  index: number;
  seat: Seat;
  /** Change of that seat's estimated win chance across this decision (negative: it fell). */
  swing: number;
}

/** A finished analysis of one record (stored beside it: same record → same analysis). */
export interface MatchAnalysis {
  version: 1;
  /** SHA-256 (hex) of the record's canonical JSON: which record this analysis belongs to. */
  record: string;
  /** Seats whose decisions are classified (the human seats; every seat when the record does not say). */
  seats: Seat[];
  /** Every decision of the record, in order (bot seats' too: the chart shows every seat's estimated win chance). */
  decisions: DecisionAnalysis[];
  turningPoints: TurningPoint[];
  /** Search budget used per decision (the full search's). */
  budget: { iterations: number; worlds: number };
}

/**
 * Every seat's estimated win chance over the game (winChanceSeries), for the chart: `series[seat]` has one point per
 * record step, `decisions.length + 1` of them. Point 0 is the start (an equal share, 1 / players); point k + 1 is after
 * decision k (the replay's step k + 1): the acting seat's point is that decision's `after` (the estimate of the move
 * it played), every other seat's point carries its previous one (a seat's chance is only re-estimated when it decides,
 * from its own view). Forced moves carry the seat's previous estimate.
 */
export type WinChanceSeries = number[][];

/** Progress of an analysis run: decisions done out of the total. */
export interface AnalysisProgress {
  done: number;
  total: number;
}
