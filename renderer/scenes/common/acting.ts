import { create } from 'zustand';
import type { V3 } from './flights';

/**
 * The pieces the event being animated touches, as world points: where each flight leaves and lands (Motion sets them
 * for every flight it starts), or what a table names with `PlayTable.focus` for a change in place. The showcase's
 * camera director (useDirector.ts) frames them; normal play ignores them. The set lasts until its event ends.
 *
 * Before its flights leave, Motion `prepare`s them: the director frames them then, and when its camera has to ease
 * there it says when it will (`arrive`), so the pieces leave once they are in view rather than while the camera is
 * still on its way.
 */
export interface Acting {
  /** A new number for every set (the director re-frames per set, never per frame). */
  key: number;
  points: V3[];
  /** Wall seconds the set's motion takes at the table's pace (0: it lands at once): shorter than an ease, the camera cuts. */
  wall: number;
}

interface ActingState {
  acting: Acting | null;
  /** Pieces about to move (the director frames them), and when the camera will show them (performance.now(); 0: now). */
  cue: Acting | null;
  arrival: number;
  /** Announces pieces about to move; the milliseconds until the camera shows them (0: they may go now). */
  prepare(points: readonly V3[], wall: number): number;
  arrive(at: number): void;
  act(points: readonly V3[], wall: number): void;
  clear(): void;
}

let nextKey = 1;

const clock = () => (typeof performance !== 'undefined' ? performance.now() : 0);

export const useActing = create<ActingState>((set, get) => ({
  acting: null,
  cue: null,
  arrival: 0,
  prepare(points, wall) {
    if (points.length === 0) return 0;
    // The director, subscribed, frames the cue during this set and calls `arrive` if its camera eases.
    set({ cue: { key: nextKey++, points: [...points], wall }, arrival: 0 });
    return Math.max(0, get().arrival - clock());
  },
  arrive(at) {
    set({ arrival: at });
  },
  act(points, wall) {
    if (points.length === 0) return;
    set({ acting: { key: nextKey++, points: [...points], wall } });
  },
  clear() {
    if (get().acting || get().cue) set({ acting: null, cue: null });
  },
}));
