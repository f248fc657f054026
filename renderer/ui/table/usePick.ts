import { useState } from 'react';
import type { GameActions } from '../../../engine/games';
import type { KitTypes, PickModel, PickStep } from './kit';

/** The pick in progress, the decision it belongs to (a new decision starts afresh), and an attempt held back. */
interface Held<T extends KitTypes> {
  decision: string;
  pick: T['pick'];
  /** A click's action that is none of the legal ones: not sent, shown disabled with why (kit.ts `PickStep`). */
  tried: GameActions[T['game']] | null;
}

/**
 * The pick of the current decision, by the game's pure pick model (kit.ts `PickModel`). A decision is named by the
 * snapshot's seq, the revealed seat and whether it has choices: when any changes, the pick starts again from the
 * model's `start`. Derived during render rather than reset by an effect, so no frame shows a new decision with the old pick
 * (a phone's camera would frame it, and a learner could click it).
 */
export function usePick<T extends KitTypes>(model: PickModel<T>, choices: T['choices'] | null, seq: number | undefined, reveal: number | null) {
  // The snapshot's seq, the revealed seat and whether it has choices name the decision (not the choices' identity:
  // the same decision's actions may arrive again).
  const decision = `${seq ?? -1}:${reveal ?? ''}:${choices ? 1 : 0}`;
  const fresh = (): Held<T> => ({ decision, pick: model.start(choices), tried: null });
  const [held, setHeld] = useState<Held<T>>(fresh);
  const current = held.decision === decision ? held : null;
  return {
    pick: current ? current.pick : model.start(choices),
    /** The attempt held back (the last click's action that the rules do not allow), until the next click. */
    tried: current?.tried ?? null,
    /** Replace the pick (the reducer's answer, or a cancel); an attempt held is let go. */
    set: (next: T['pick']) => setHeld({ decision, pick: next, tried: null }),
    /** Hold back an attempt beside the pick as it is. */
    hold: (tried: GameActions[T['game']]) => setHeld({ decision, pick: current ? current.pick : model.start(choices), tried }),
    /** Back to the decision's start. */
    cancel: () => setHeld(fresh()),
  };
}

/** Run one click through the model: the step it leads to (none without choices or a display). */
export function pickStep<T extends KitTypes>(model: PickModel<T>, pick: T['pick'], input: T['input'], at: { choices: T['choices'] | null; display: T['display'] | null | undefined; reveal: number | null }): PickStep<T> | null {
  const { choices, display, reveal } = at;
  if (!choices || !display) return null;
  return model.step(pick, input, { choices, display, reveal });
}
