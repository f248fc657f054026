import type { FlightSpec, Motion } from '../../common/animation/Motion';
import { CENTRE, handPose, pileTop, type Pose, type SeatFrame } from '../layout';
import { cloneDisplay, type NileDisplay } from '../model';
import type { NileTableStoreApi, Step } from '../tableStore';

export type SoundKind = 'card' | 'flood' | 'locust' | 'harvest' | 'shuffle' | 'turn' | 'coin';

export interface AnimatorDeps {
  store: NileTableStoreApi;
  frames(): SeatFrame[];
  /** Seat whose secrets the table shows (null: nobody's). */
  reveal(): number | null;
  /** Animation speed: 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: SoundKind): void;
}

export const FACE_DOWN = Math.PI;

/** What NILE's event functions work with: the display, the table's places, and motion at the table's pace. */
export class NileTable {
  constructor(
    readonly deps: AnimatorDeps,
    readonly motion: Motion,
  ) {}

  /** A copy of what is shown, to change and `show`. */
  d(): NileDisplay {
    return cloneDisplay(this.deps.store.getState().display!);
  }

  show(d: NileDisplay, extra: Partial<{ step: Step; focus: number | null; locustShown: boolean }> = {}): void {
    this.deps.store.getState().set({ display: d, ...extra });
  }

  sound(k: SoundKind): void {
    this.deps.sound?.(k);
  }

  wait(seconds: number): Promise<void> {
    return this.motion.wait(seconds);
  }

  fly(list: FlightSpec[]): Promise<void> {
    return this.motion.fly(list);
  }

  frame(seat: number): SeatFrame {
    return this.deps.frames()[seat]!;
  }

  deckTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.deck, d.deck), r: [0, 0, FACE_DOWN] };
  }
  floodTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.flood, d.floodPile + 1), r: [0, 0, 0] };
  }
  discardTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.discard, d.discard + 1), r: [0, 0.05, 0] };
  }
  handOf(d: NileDisplay, seat: number, i: number): Pose {
    const n = Math.max(1, d.seats[seat]!.hand ?? 5);
    return handPose(this.frame(seat), Math.min(i, n - 1), n);
  }
  faceUp(p: Pose): Pose {
    return { p: p.p, r: [p.r[0], p.r[1], 0] };
  }

  flight(face: string, from: Pose, to: Pose, delay = 0, duration = 0.45, arc = 0.8, lift = 0): FlightSpec {
    return { face, from, to, delay, duration, arc, lift };
  }

  /** Cards flying to the discard pile; once landed the pile grows and shows the last one on top. */
  async toDiscard(flights: FlightSpec[], faces: string[]): Promise<void> {
    await this.fly(flights);
    const d = this.d();
    d.discard += faces.length;
    if (faces.length) d.discardTop = faces[faces.length - 1]!;
    this.show(d);
  }
}
