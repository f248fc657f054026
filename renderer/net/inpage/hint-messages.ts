import type { HintMove } from '../../../engine/ai/hints';
import type { Action, Seat } from '../../../engine/core/types';

/** What the page asks its bot worker for a hint: only the seat's own view and legal actions (as for a bot move). */
export interface HintRequest {
  kind: 'hint';
  id: number;
  game: string;
  view: unknown;
  seat: Seat;
  legal: Action[];
  players: number;
  /** Seed of the search (the same request gives the same hint). */
  seed: string;
}

/**
 * Asks the worker to answer once it is up, ahead of the first hint: a module worker reads no message before its
 * imports (every engine) are evaluated, so the answer says a hint would start searching at once.
 */
export interface WarmRequest {
  kind: 'warm';
  id: number;
}

/** The worker's answers to a hint request: progress reports and provisional moves, then the moves or an error. */
export type HintReply =
  | { id: number; progress: { done: number; budget: number } }
  | { id: number; partial: HintMove[] }
  | { id: number; moves: HintMove[] }
  | { id: number; error: string };

/** The worker's answer to a WarmRequest. */
export interface WarmReply {
  id: number;
  warm: true;
}
