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

/**
 * The base of what a game's event functions work with (each game adds its display and its places): sounds, and waits
 * and flights at the table's pace.
 */
export class PlayTable<Deps extends TableDeps<unknown, Sound>, Sound extends string> {
  constructor(
    readonly deps: Deps,
    readonly motion: Motion,
  ) {}

  sound(k: Sound): void {
    this.deps.sound?.(k);
  }
  wait(seconds: number): Promise<void> {
    return this.motion.wait(seconds);
  }
  fly(list: FlightSpec[]): Promise<void> {
    return this.motion.fly(list);
  }
}
