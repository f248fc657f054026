import { create } from 'zustand';
import type { Action } from '../../../engine/core/action';

/**
 * Legal actions a table should point at, over the usual "what may be clicked" lighting: a tutorial's next step or a
 * hint's best moves. Each game's scene marks these actions' targets (a stronger glow and the label, e.g. "1"); with
 * `only`, the other targets are held back (not clickable) until one of these is played.
 */
export interface Emphasis {
  /** Who asked: a tutorial step or a hint (a hint goes when its seat acts; a tutorial step when the script moves on). */
  source: 'tutorial' | 'hint';
  /** Actions from the seat's current legal list, as the host sent them (compared by value). */
  actions: readonly Action[];
  /** Shown beside each action's target, in the same order (e.g. "1", "2", "3"). */
  labels?: readonly string[];
  /** Hold the other targets back. */
  only?: boolean;
}

interface EmphasisState {
  emphasis: Emphasis | null;
  set(e: Emphasis | null): void;
}

export const useEmphasis = create<EmphasisState>((set) => ({
  emphasis: null,
  set: (emphasis) => set({ emphasis }),
}));
