import type { Action } from '../../engine/core/action';
import type { GameId, Seat } from '../../engine/core/types';

/**
 * A tutorial: a real game from a fixed seed, the player at one seat and the others played by the script until its
 * last step, then by the host's stand-in bot. Texts are keys of the `tutorial` translations (tutorial.json).
 */
export interface TutorialScript<A extends Action = Action> {
  game: GameId;
  seed: string;
  options: Record<string, unknown>;
  players: number;
  /** The learner's seat. */
  player: Seat;
  steps: readonly TutorialStep<A>[];
}

export type TutorialStep<A extends Action = Action> =
  /** Words only: the table holds every target back and the panel offers Next. */
  | { kind: 'explain'; text: string }
  /** The learner plays exactly `action` (the table points at it and holds the rest back). */
  | { kind: 'do'; text: string; action: A }
  /** An opponent's scripted move, sent for its seat through the host like any other. */
  | { kind: 'opponent'; seat: Seat; action: A };

/** The steps the learner sees (explanations and moves to play), for "step n of m". */
export function shownSteps(script: TutorialScript): number {
  return script.steps.filter((s) => s.kind !== 'opponent').length;
}

/** The seats the script plays (every seat but the learner's). */
export function scriptedSeats(script: TutorialScript): Seat[] {
  return Array.from({ length: script.players }, (_, i) => i).filter((s) => s !== script.player);
}
