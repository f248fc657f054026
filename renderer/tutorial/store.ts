import { create } from 'zustand';
import type { GameId, Seat } from '../../engine/core/types';

/** What the instruction panel shows of the running tutorial. */
export interface TutorialRun {
  match: string;
  game: GameId;
  /** Seats the script plays for now (held by this page, but not shown as hot-seat players). */
  puppets: readonly Seat[];
  /** The instruction's key under `tutorial.` (null between steps, while an opponent moves). */
  text: string | null;
  /** The match seq the instruction speaks of: shown once the table has drawn it (its moves animated), not before. */
  seq: number;
  /** 1-based, counting only the steps the learner sees. */
  step: number;
  total: number;
  /** The step only explains: the panel offers Next. */
  canNext: boolean;
  /** Every scripted step is done: the panel offers to finish against the bot. */
  last: boolean;
  /** The scripted part is over: the bot plays the other seats. */
  free: boolean;
  /** The script no longer fits the game (an engine change): what it expected. */
  error: string | null;
}

/** What the panel may ask of the runner. */
export interface TutorialControl {
  next(): void;
  /** Hand the other seats to the bot and let the learner play on. */
  finish(): void;
  /** Leave the tutorial (the other seats go to the bot). */
  stop(): void;
}

interface TutorialState {
  run: TutorialRun | null;
  control: TutorialControl | null;
}

export const useTutorial = create<TutorialState>(() => ({ run: null, control: null }));

const NO_SEATS: readonly Seat[] = [];

/**
 * The seats a tutorial plays in this match (none outside a tutorial). Still listed once it is free: the page holds
 * them until the host confirms they were left, and they must not turn the table into a hot-seat one meanwhile.
 */
export function tutorialPuppets(s: TutorialState, match: string): readonly Seat[] {
  return s.run?.match === match ? s.run.puppets : NO_SEATS;
}
