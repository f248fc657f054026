import { useCinematic, type Shot } from '../cinematic';
import type { V3 } from '../flights';
import type { FlightSpec, Motion } from './Motion';
import type { BatchKind } from './pace';

/** What every table's animator is given: its store, the animation speed and, optionally, a sound player. */
export interface TableDeps<Store, Sound extends string> {
  store: Store;
  /** 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: Sound): void;
  /** Whose batch `seq` is (pace.ts); every batch is another seat's when absent. */
  batchKind?(seq: number): BatchKind;
  /** A seat played at this screen (pace.ts: its turn in the player's own batch plays in full). */
  mine?(seat: number): boolean;
}

/** A table's store as its event functions see it: the display `D` shown now, and `set`, which also takes the game's own fields `X`. */
export interface DisplayStore<D, X> {
  getState(): { display: D | null; set(p: Partial<X> & { display?: D }): void };
}

/**
 * The base of what a game's event functions work with (each game adds its places): the display shown (`shown`, a copy
 * to change with `d`, `show` to put it on the table), sounds, waits and flights at the table's pace, and camera shots.
 * `copy` is the game's one way to copy its display.
 */
export class PlayTable<D, Deps extends TableDeps<DisplayStore<D, X>, Sound>, Sound extends string, X = Record<never, never>> {
  constructor(
    readonly deps: Deps,
    readonly motion: Motion,
    private readonly copy: (d: D) => D,
  ) {}

  /** What the table shows now: read it, do not change it (`d()` gives a copy to change). */
  shown(): D {
    const d = this.deps.store.getState().display;
    // Events play only once a first view has been shown (EventAnimator.reset).
    if (!d) throw new Error('the table shows nothing yet');
    return d;
  }
  /** A copy of what is shown, to change and `show`. */
  d(): D {
    return this.copy(this.shown());
  }
  /** Shows `d`, with any of the store's own fields (`extra`) at the same moment. */
  show(d: D, extra: Partial<X> = {}): void {
    this.deps.store.getState().set({ ...extra, display: d });
  }

  sound(k: Sound): void {
    this.deps.sound?.(k);
  }
  wait(seconds: number): Promise<void> {
    return this.motion.wait(seconds);
  }
  fly(list: FlightSpec[]): Promise<void> {
    return this.motion.fly(list);
  }
  /**
   * The pieces this event changes in place (a marker turning, a canoe paddling): the showcase's camera frames them
   * until the event ends, as it frames every flight's start and landing by itself. `seconds`: how long the change
   * takes at 1×.
   */
  focus(points: readonly V3[], seconds = 0.6): void {
    this.motion.focus(points, seconds);
  }

  /**
   * Publishes a camera shot (cinematic.ts: showcase mode follows it, normal play ignores it). `paced`: its hold shrinks
   * with the table's speed (never grows), so the shot does not outlast what it shows.
   */
  shot(s: Shot, o: { paced?: boolean } = {}): void {
    const holdMs = o.paced ? Math.round(s.holdMs / Math.max(1, this.deps.speed())) : s.holdMs;
    useCinematic.getState().request({ ...s, holdMs });
  }
}
