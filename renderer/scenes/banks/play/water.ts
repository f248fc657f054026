import type { BanksEvent } from '../../../../engine/banks/events';
import type { EventTable } from '../../common/animation/eventTable';
import { eventTile, waterTile } from '../art';
import type { Pose } from '../layout';
import { fieldOf, type MarkerState } from '../model';
import { FLAT, FLIPPED, lifted, type BanksTable } from './table';

const MARKER_STATES: readonly string[] = ['seed', 'ripe', 'spoiled', 'rotten'] satisfies MarkerState[];
const isMarkerState = (s: string): s is MarkerState => MARKER_STATES.includes(s);

/** Water and desert cards on the fields, the events they reveal, rot in the market, and the flood circle. */
export const WATER_EVENTS: EventTable<BanksEvent, BanksTable> = {
  async waterPlaced(t, e) {
    const { seat, pile, field, inner, outer } = e;
    t.lastPlacer = seat;
    const d = t.d();
    const top = d.piles[seat]?.[pile]?.top ?? [Math.min(inner, outer), Math.max(inner, outer)];
    const from = t.pileTop(seat, pile, d);
    const ps = d.piles[seat]?.[pile];
    if (ps) {
      ps.size = Math.max(0, ps.size - 1);
      ps.top = e.newTop ?? null;
    }
    t.show(d);
    // Lifted from the pile showing its top face, turned on the way if the other end must face the Nile.
    const shown = `w:${top[0]}:${top[1]}`;
    const turn = shown === waterTile(field, inner, outer) ? 0 : Math.PI;
    const to = t.fieldPos(field);
    t.sound('card');
    await t.fly([t.flight(`${shown}|back`, { p: from, r: FLAT }, { p: lifted(to, 0.02), r: [0, turn, 0] }, 0, 0.8, 1.1, 0.35)]);
    t.edit((d2) => {
      const f = fieldOf(d2, field);
      if (f) f.water = { inner, outer };
    });
    t.sound('flood');
    t.glow([to], '#5fc3ff', 1.0, 'ripple');
    await t.wait(0.35);
  },

  async fieldFlooded(t, e) {
    await t.markersToBoat(e.field, e.markers ?? []);
    if (e.desert) {
      t.edit((d) => {
        const f = fieldOf(d, e.field);
        if (f) f.desert = false;
      });
    }
  },

  async waterRemoved(t, e) {
    const at = t.fieldPos(e.field);
    t.edit((d) => {
      const f = fieldOf(d, e.field);
      if (f) f.water = null;
    });
    t.sound('card');
    await t.fly([t.flight(`${waterTile(e.field, e.inner, e.outer)}|back`, { p: lifted(at, 0.02), r: FLAT }, { p: lifted(at, 0.9), r: FLAT }, 0, 0.45, 0.2)]);
  },

  async eventRevealed(t, e) {
    const L = t.L;
    const at = t.fieldPos(e.field);
    const ev = eventTile(e.event);
    const water = e.source === 'water';
    const face = `${water ? 'w:1:1' : 'desert'}|${ev}`;
    const high: Pose = { p: lifted(at, 0.9), r: FLIPPED };
    // Turned over in the air so everyone reads the event, then away: water to the discard, desert to a joker.
    await t.fly([t.flight(face, { p: lifted(at, water ? 0.9 : 0.03), r: FLAT }, high, 0, 0.55, 0.3, 0.7)]);
    await t.fly([t.flight(face, high, high, 0, 0.6, 0, 0.7)]);
    if (water) {
      await t.fly([t.flight(face, high, { p: lifted(L.waterDiscard, 0.02), r: FLIPPED }, 0, 0.5, 0.6)]);
      t.edit((d) => (d.waterDiscard = [...d.waterDiscard, { ends: [1, 1], event: e.event }]));
    } else {
      const shown = t.shown();
      const seat = shown.step === 'tide' ? shown.startPlayer : t.lastPlacer;
      await t.fly([t.flight(face, high, { p: lifted(L.trays[seat]?.jokers ?? L.desertDiscard, 0.05), r: FLAT }, 0, 0.5, 0.6)]);
    }
  },

  async desertPlaced(t, e) {
    const to = t.fieldPos(e.field);
    t.edit((d) => (d.desertPile = Math.max(0, d.desertPile - 1)));
    t.sound('card');
    await t.fly([t.flight('desert|back', { p: lifted(t.L.desertDraw, 0.1), r: FLAT }, { p: lifted(to, 0.03), r: FLAT }, 0, 0.6, 0.9)]);
    await t.markersToBoat(e.field, e.markers ?? []);
    t.edit((d) => {
      const f = fieldOf(d, e.field);
      if (f) f.desert = true;
    });
  },

  async rotApplied(t, e) {
    const changes = e.changes ?? [];
    const col = t.L.market[t.marketIndex(e.row)] ?? [];
    t.glow(changes.map((c) => col[c.pos - 1]!).filter(Boolean), '#b4552f', 0.9);
    t.sound('locust');
    await t.wait(0.5);
    t.edit((d) => {
      const m = d.market.find((x) => x.id === e.row);
      for (const c of changes) {
        const mk = m?.markers[c.pos - 1];
        if (mk && isMarkerState(c.to)) mk.state = c.to;
      }
    });
    await t.wait(0.4);
  },

  async tideMarkerMoved(t, e) {
    t.edit((d) => {
      d.tide = e.to;
      d.tideMode = d.tide === 'FLUT' ? 'flood' : 'ebb';
    });
    t.sound('shuffle');
    // The dial's marker turns (the scene eases it round).
    await t.wait(1.1);
  },

  async tideStarted(t, e) {
    t.edit((d) => {
      d.step = 'tide';
      d.tide = e.tide;
    });
    t.glow([t.L.tide.centre], '#9fd3f5', 0.8);
    await t.wait(0.3);
  },
};
