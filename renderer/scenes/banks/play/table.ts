import type { MarkerInfo } from '../../../../engine/banks/events';
import type { FlightSpec } from '../../common/animation/Motion';
import { PlayTable, type TableDeps } from '../../common/animation/PlayTable';
import { CARD_THICK, MARKER_SIZE, boatSlot, fieldSlot, type BanksLayout, type Pose, type Vec3 } from '../layout';
import { addCount, boatMarkers, fieldOf, type BanksDisplay, type MarkerState } from '../model';
import type { BanksTableStore } from '../tableStore';

export type SoundKind = 'card' | 'flood' | 'harvest' | 'shuffle' | 'turn' | 'coin' | 'locust';

export interface AnimatorDeps extends TableDeps<BanksTableStore, SoundKind> {
  layout(): BanksLayout;
  /** Seat the table is shown for (its turn chime), or null. */
  reveal(): number | null;
}

export const FLAT: Vec3 = [0, 0, 0];
export const FLIPPED: Vec3 = [0, 0, Math.PI];
export const lifted = (p: Vec3, h: number): Vec3 => [p[0], p[1] + h, p[2]];
/** A flight's face for a marker: colour, kind, side and size (MARKER_SIZE leaving or reaching a field or the market). */
export const markerFace = (m: Pick<MarkerInfo, 'colour' | 'kind' | 'state'>, state: MarkerState = m.state ?? 'seed', size = 1): string => `m:${m.colour}:${m.kind}:${state}:${size}`;

/** What the banks table's event functions work with: the display, the table's places, motion at the table's pace. */
export class BanksTable extends PlayTable<BanksDisplay, AnimatorDeps, SoundKind> {
  /** Seat that placed the last water card (a flooded desert card becomes its joker during the opening). */
  lastPlacer = 0;
  /** Field of the harvest being carried to the market. */
  harvestFrom: string | null = null;

  /** Changes what is shown in place (a copy, changed by `edit`, then shown). */
  edit(edit: (d: BanksDisplay) => void): void {
    const d = this.d();
    edit(d);
    this.show(d);
  }
  flight(face: string, from: Pose, to: Pose, delay = 0, duration = 0.5, arc = 0.6, lift = 0): FlightSpec {
    return { face, from, to, delay, duration, arc, lift };
  }

  get L(): BanksLayout {
    return this.deps.layout();
  }
  fieldPos(id: string): Vec3 {
    const i = this.shown().fields.findIndex((f) => f.id === id);
    return this.L.fields[Math.max(0, i)]!;
  }
  marketIndex(row: string): number {
    const d = this.deps.store.getState().display;
    return Math.max(0, d ? d.market.findIndex((m) => m.id === row) : -1);
  }
  glow(points: Vec3[], color: string, duration = 0.8, kind: 'glow' | 'ripple' = 'glow'): void {
    if (points.length) this.deps.store.getState().addEffect({ kind, points, color, duration: duration / Math.max(0.25, this.deps.speed() || 1) });
    this.focus(points, duration);
  }
  pileTop(seat: number, pile: number, d: BanksDisplay): Vec3 {
    const base = this.L.trays[seat]?.piles[pile] ?? [0, 0, 0];
    return lifted(base, (d.piles[seat]?.[pile]?.size ?? 0) * CARD_THICK * 0.6 + 0.02);
  }
  supplyPose(seat: number): Pose {
    return { p: this.L.trays[seat]?.supply ?? [0, 0.1, 8], r: FLAT };
  }
  boatPose(i: number): Pose {
    return { p: boatSlot(this.L.boat, i), r: FLAT };
  }

  /** Markers leaving a field for the boat. */
  async markersToBoat(fieldId: string, markers: MarkerInfo[]): Promise<void> {
    if (!markers.length) return;
    const from = this.fieldPos(fieldId);
    const d = this.d();
    const f = fieldOf(d, fieldId);
    if (f) f.markers = [];
    this.show(d);
    const n = boatMarkers(d).length;
    await this.fly(markers.map((m, i) => this.flight(markerFace(m, 'seed', MARKER_SIZE), { p: fieldSlot(from, i, markers.length), r: FLAT }, this.boatPose(n + i), i * 0.08, 0.6, 0.5)));
    this.edit((d2) => markers.forEach((m) => addCount(d2.boat[m.colour], m.kind, 1)));
  }
}
