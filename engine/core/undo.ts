import { createRng } from './rng';
import type { Action, AnyGame, GameEvent, Seat } from './types';

/**
 * Which applied steps may be taken back (Undo). A step is a *barrier* — nothing before it, nor it, can be
 * undone — when it drew from the RNG, or when what it did depended on something its actor could not see (a card
 * drawn, a flood flipped, another seat's secret choice revealed). Taking such a step back would let a player look and
 * choose again.
 *
 * The generic rule, for every game: the RNG inside the state moved, or the actor's view after the step differs when
 * the same action is applied to worlds sampled from the actor's own view before it (`determinize`): its result then
 * depends on hidden information. Sampling can miss (a two-card deck may be sampled right every time), so a game adds
 * what it knows for certain through `Game.undoBarrier` (e.g. NILE: the deck got shorter).
 */

/** The sampled worlds the generic rule tries; more catches more coincidences, at a little cost per step. */
const SAMPLES = 4;

/** Every engine keeps its RNG under `rng` in its state (engine/core/rng.ts). */
interface Seeded {
  rng?: readonly number[];
}

function rngMoved(before: Seeded, after: Seeded): boolean {
  const a = before.rng;
  const b = after.rng;
  if (!a || !b) return false;
  return a.length !== b.length || a.some((x, i) => x !== b[i]);
}

/** Whether the actor's view after `action` depends on something it could not see before. */
function dependsOnUnseen(game: AnyGame, before: unknown, after: unknown, seat: Seat, action: Action): boolean {
  const seen = JSON.stringify(game.view(after, seat));
  const view = game.view(before, seat);
  for (let i = 0; i < SAMPLES; i++) {
    try {
      const world = game.determinize(view, seat, createRng(`undo/${i}`));
      if (JSON.stringify(game.view(game.apply(world, seat, action).state, seat)) !== seen) return true;
    } catch {
      return true; // the action does not even fit a world the actor thinks possible: treat it as revealing
    }
  }
  return false;
}

/** Whether the step `before` → `after` (`seat` played `action`) is an undo barrier: see the file comment. */
export function isUndoBarrier(game: AnyGame, before: unknown, after: unknown, seat: Seat, action: Action, events: GameEvent[]): boolean {
  if (rngMoved(before as Seeded, after as Seeded)) return true;
  if (game.undoBarrier?.(before, after, events)) return true;
  return dependsOnUnseen(game, before, after, seat, action);
}
