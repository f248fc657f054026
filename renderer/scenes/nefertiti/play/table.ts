import type { NefertitiEvent } from '../../../../engine/nefertiti/events';
import type { FlightSpec } from '../../common/animation/Motion';
import { PlayTable, type TableDeps } from '../../common/animation/PlayTable';
import type { Sfx } from '../../common/sound';
import { applyEvent } from '../applyEvent';
import { BOARD, type Layout, type Pose, type Vec3 } from '../layout';
import { marketIndex, type NefDisplay } from '../model';
import type { NefTableStoreApi } from '../tableStore';

export interface NefAnimatorDeps extends TableDeps<NefTableStoreApi, Sfx> {
  layout(): Layout;
}

const UP = BOARD.y + 0.05;
export const pose = (p: Vec3, lift = 0): Pose => ({ p: [p[0], UP + lift, p[2]], r: [0, 0, 0] });

/** What Nefertiti's event functions work with: the display, the table's places, motion at the table's pace. */
export class NefTable extends PlayTable<NefDisplay, NefAnimatorDeps, Sfx> {
  get L(): Layout {
    return this.deps.layout();
  }
  /** The event lands and the table holds still a moment for it to be seen. */
  async landAndHold(e: NefertitiEvent, seconds: number): Promise<void> {
    this.land(e);
    await this.wait(seconds);
  }
  /** The event lands: what is shown moves forward by it. */
  land(e: NefertitiEvent): void {
    const d = this.d();
    applyEvent(d, e);
    this.show(d);
  }
  flight(face: string, from: Vec3, to: Vec3, delay = 0, duration = 0.45, arc = 0.7): FlightSpec {
    return { face, from: pose(from), to: pose(to), delay, duration, arc };
  }
  coins(from: Vec3, to: Vec3, amount: number): FlightSpec[] {
    return Array.from({ length: Math.min(5, Math.max(1, amount)) }, (_, i) => this.flight('coin', from, to, i * 0.07, 0.4, 0.5));
  }

  /** A market's (or Memphis's) coin reserve. */
  reserveAt(d: NefDisplay, market: string): Vec3 {
    const L = this.L;
    if (market === 'memphis') return L.memphis?.reserve ?? L.deck;
    const m = marketIndex(d, market);
    const spot = L.markets[m];
    return spot ? spot.stalls[1 - d.markets[m]!.stall]! : L.deck;
  }
  slotAt(market: string, slot: number): Vec3 {
    const L = this.L;
    if (market === 'memphis') return L.memphis?.cards(slot) ?? L.deck;
    return L.markets.find((m) => m.id === market)?.slots[slot] ?? L.deck;
  }
  spaceAt(d: NefDisplay, market: string, space: number): Vec3 {
    const L = this.L;
    const s = market === 'memphis' ? L.memphis?.spaces[space] : L.markets.find((m) => m.id === market)?.spaces[d.markets[marketIndex(d, market)]?.stall ?? 0]?.[space];
    return s ? [s.x, 0, s.z] : L.deck;
  }
  seatAt(seat: number | null, what: 'coins' | 'gifts' | 'servant' | 'seals'): Vec3 {
    const s = seat === null ? null : this.L.seats[seat];
    if (!s) return this.L.deck;
    return what === 'coins' ? s.coins : what === 'seals' ? s.seals : what === 'servant' ? s.servants(0) : s.gifts(2);
  }
}
