import type { FlightSpec } from '../../common/animation/Motion';
import { PlayTable, type TableDeps } from '../../common/animation/PlayTable';
import { CENTRE, handPose, pileTop, type Pose, type SeatFrame } from '../layout';
import type { NileDisplay } from '../model';
import type { NileTableStoreApi, Step } from '../tableStore';

export type SoundKind = 'card' | 'flood' | 'locust' | 'harvest' | 'shuffle' | 'turn' | 'coin';

export interface AnimatorDeps extends TableDeps<NileTableStoreApi, SoundKind> {
  frames(): SeatFrame[];
  /** Seat whose secrets the table shows (null: nobody's). */
  reveal(): number | null;
}

export const FACE_DOWN = Math.PI;

/** What NILE's event functions work with: the display, the table's places, and motion at the table's pace. */
export class NileTable extends PlayTable<NileDisplay, AnimatorDeps, SoundKind, { step: Step; focus: number | null; locustShown: boolean }> {
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

  /** Cards played from a hand (`d` shows them gone): they fly, then `land` shows them where they went. */
  async playedFromHand(d: NileDisplay, flights: FlightSpec[], land: (d: NileDisplay) => void): Promise<void> {
    this.show(d, { step: 'plant' });
    this.sound('card');
    await this.fly(flights);
    const d2 = this.d();
    land(d2);
    this.show(d2);
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
