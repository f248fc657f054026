import type { BanksEvent } from '../../../../engine/banks/events';
import type { EventTable } from '../../common/animation/eventTable';
import type { FlightSpec } from '../../common/animation/Motion';
import { MARKER_SIZE, fieldSlot, type Pose } from '../layout';
import { addCount, boatMarkers, fieldOf, type MarkerState } from '../model';
import { FLAT, lifted, markerFace, type BanksTable } from './table';

const emptied = (rec: Record<string, number>): Record<string, number> => Object.fromEntries(Object.keys(rec).map((k) => [k, 0]));

/** Markers on the move: sown, grown, harvested to the market, bought from the boat, and the boat's comings and goings. */
export const MARKER_EVENTS: EventTable<BanksEvent, BanksTable> = {
  async plantSown(t, e) {
    const { seat, field, kind } = e;
    const state: MarkerState = e.ripe ? 'ripe' : 'seed';
    const d = t.d();
    addCount(d.supply[seat], kind, -1);
    if (typeof e.cost === 'number' && e.cost > 0) d.ap = Math.max(0, d.ap - e.cost);
    t.show(d);
    const n = (fieldOf(d, field)?.markers.length ?? 0) + 1;
    t.sound('card');
    await t.fly([t.flight(markerFace({ colour: seat, kind }, state, MARKER_SIZE), t.supplyPose(seat), { p: fieldSlot(t.fieldPos(field), n - 1, n), r: FLAT }, 0, 0.55, 0.8)]);
    // Markers placed in the opening are not acted on (no action phase yet).
    t.edit((d2) => fieldOf(d2, field)?.markers.push({ colour: seat, kind, state, acted: d2.step === 'actions' }));
  },

  async plantGrown(t, e) {
    const at = t.fieldPos(e.field);
    t.glow([at], '#8fe36a', 0.7);
    const d = t.d();
    const f = fieldOf(d, e.field);
    const i = f?.markers.findIndex((m) => m.colour === e.seat) ?? -1;
    // The seed side turns over to its ripe side.
    if (f && i >= 0) {
      const m = f.markers[i]!;
      f.markers.splice(i, 1, { ...m, state: 'ripe', acted: true });
      const slot = fieldSlot(at, i, f.markers.length);
      t.edit((hidden) => fieldOf(hidden, e.field)!.markers.splice(i, 1));
      await t.fly([t.flight(markerFace(m, 'seed', MARKER_SIZE), { p: slot, r: FLAT }, { p: slot, r: [Math.PI * 2, 0, 0] }, 0, 0.5, 0.35)]);
    }
    d.ap = Math.max(0, d.ap - (e.cost ?? 0));
    t.show(d);
  },

  plantHarvested(t, e) {
    t.edit((d) => {
      const f = fieldOf(d, e.field);
      const i = f?.markers.findIndex((m) => m.colour === e.seat) ?? -1;
      if (f && i >= 0) f.markers.splice(i, 1);
      d.ap = Math.max(0, d.ap - (e.cost ?? 0));
    });
    t.harvestFrom = e.field;
  },

  async marketPlaced(t, e) {
    const L = t.L;
    const to = L.market[t.marketIndex(e.row)]?.[e.pos - 1] ?? L.market[0]![0]!;
    const from = t.harvestFrom ? t.fieldPos(t.harvestFrom) : t.supplyPose(e.seat).p;
    t.sound('harvest');
    await t.fly([t.flight(markerFace({ colour: e.seat, kind: e.kind }, 'ripe', MARKER_SIZE), { p: lifted(from, 0.06), r: FLAT }, { p: lifted(to, 0.06), r: FLAT }, 0, 0.8, 1.4, 0.3)]);
    t.harvestFrom = null;
    t.edit((d) => d.market.find((m) => m.id === e.row)?.markers.push({ colour: e.seat, kind: e.kind, state: 'ripe' }));
    t.glow([to], '#ffd25a', 0.6);
  },

  async seedBought(t, e) {
    const { colour, kind } = e;
    const d = t.d();
    const idx = boatMarkers(d).findIndex((m) => m.colour === colour && m.kind === kind);
    addCount(d.boat[colour], kind, -1);
    d.ap = Math.max(0, d.ap - (e.cost ?? 0));
    t.show(d);
    t.sound('coin');
    await t.fly([t.flight(markerFace({ colour, kind }, 'seed'), t.boatPose(Math.max(0, idx)), t.supplyPose(colour), 0, 0.6, 0.8)]);
    t.edit((d2) => addCount(d2.supply[colour], kind, 1));
  },

  async markersToBoat(t, e) {
    const { seat } = e;
    const kinds = e.kinds ?? [];
    const d = t.d();
    for (const k of kinds) addCount(d.supply[seat], k, -1);
    t.show(d);
    const n = boatMarkers(d).length;
    await t.fly(kinds.map((k, i) => t.flight(markerFace({ colour: seat, kind: k }, 'seed'), t.supplyPose(seat), t.boatPose(n + i), i * 0.1, 0.6, 0.9)));
    t.edit((d2) => kinds.forEach((k) => addCount(d2.boat[seat], k, 1)));
  },

  async boatCleared(t, e) {
    const d = t.d();
    const list = boatMarkers(d);
    const lost = e.lost ?? [];
    if (list.length) {
      d.boat = d.boat.map(emptied);
      t.show(d);
      // Unbought markers drift off down the Nile and are gone.
      const away: Pose = { p: [0, -0.4, t.L.nile.z0 - 2.5], r: FLAT };
      await t.fly(list.slice(0, 30).map((m, i) => t.flight(markerFace(m, 'seed'), t.boatPose(i), away, i * 0.03, 0.9, 0.3)));
    }
    t.edit((d2) => {
      d2.boat = d2.boat.map(emptied);
      d2.lost = d2.lost.map((x, i) => x + (lost[i] ?? 0));
    });
  },

  async marketToBoat(t, e) {
    const L = t.L;
    const d = t.d();
    const flights: FlightSpec[] = [];
    const n = boatMarkers(d).length;
    let k = 0;
    for (const row of e.rows ?? []) {
      const m = d.market.find((x) => x.id === row);
      const col = L.market[t.marketIndex(row)] ?? [];
      for (const [i, mk] of (m?.markers ?? []).entries()) {
        flights.push(t.flight(markerFace(mk, 'seed', MARKER_SIZE), { p: lifted(col[i] ?? L.boat, 0.06), r: FLAT }, t.boatPose(n + k), k * 0.06, 0.6, 0.7));
        addCount(d.boat[mk.colour], mk.kind, 1);
        k++;
      }
      if (m) m.markers = [];
    }
    const shownBoat = d.boat;
    d.boat = t.d().boat;
    t.show(d);
    await t.fly(flights);
    t.edit((d2) => (d2.boat = shownBoat));
  },

  async jokerTaken(t, e) {
    const { seat } = e;
    if (e.source === 'bought') {
      t.edit((d) => {
        d.desertPile = Math.max(0, d.desertPile - 1);
        d.ap = Math.max(0, d.ap - 1);
      });
      await t.fly([t.flight('desert|back', { p: lifted(t.L.desertDraw, 0.1), r: FLAT }, { p: lifted(t.L.trays[seat]?.jokers ?? t.L.desertDraw, 0.05), r: FLAT }, 0, 0.5, 0.8)]);
    }
    t.edit((d) => (d.jokers[seat] = (d.jokers[seat] ?? 0) + 1));
  },

  async jokerUsed(t, e) {
    const { seat } = e;
    t.edit((d) => {
      d.jokers[seat] = Math.max(0, (d.jokers[seat] ?? 0) - 1);
      d.ap += e.ap ?? 1;
    });
    await t.fly([t.flight('desert|back', { p: lifted(t.L.trays[seat]?.jokers ?? t.L.desertDiscard, 0.05), r: FLAT }, { p: lifted(t.L.desertDiscard, 0.1), r: [0, 0.3, 0] }, 0, 0.5, 0.8)]);
    t.edit((d) => (d.desertDiscard += 1));
  },
};
