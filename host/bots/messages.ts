import type { Action, Seat } from '../../engine/core/types';

/** What the host asks a bot worker: only the seat's own view and legal actions (never the full state or the seed). */
export interface BotRequest {
  id: number;
  game: string;
  /** Name in engine/ai `bots`: a level (easy, normal, hard) or random / greedy (older journals). */
  bot: string;
  view: unknown;
  seat: Seat;
  legal: Action[];
  players: number;
  /** Seed for this decision's randomness; derived from the match's bot seed, which is not the game seed. */
  seed: string;
}

export type BotReply = { id: number; action: Action } | { id: number; error: string };
