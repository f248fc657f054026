import type { BanksEvent } from '../../../../engine/banks/events';
import type { EventTable } from '../../common/animation/eventTable';
import type { FlightSpec } from '../../common/animation/Motion';
import { FLAT, lifted, type BanksTable } from './table';

/** Turns, rounds, the obelisk and the scoring track. */
export const ROUND_EVENTS: EventTable<BanksEvent, BanksTable> = {
  async obeliskMoved(t, e) {
    t.edit((d) => (d.obelisk = e.to));
    t.glow([t.L.track[e.to - 1] ?? t.L.track[0]!], '#ffe6a0', 0.8);
    await t.wait(0.8);
  },

  async rowScored(t, e) {
    const L = t.L;
    const col = L.market[t.marketIndex(e.row)] ?? [];
    const d = t.d();
    const markers = d.market.find((m) => m.id === e.row)?.markers ?? [];
    t.glow(markers.map((_, i) => col[i]!).filter(Boolean), '#ffd25a', 1.0);
    t.sound('coin');
    await t.wait(0.6);
    // Points fly from the row to the pawns that score.
    const flights: FlightSpec[] = [];
    (e.moves ?? []).forEach((mv, seat) => {
      if (mv > 0) flights.push(t.flight(`pt:${seat}`, { p: lifted(col[0] ?? L.boat, 0.2), r: FLAT }, { p: lifted(L.track[Math.min(L.track.length - 1, d.pawns[seat]! - 1 + mv)] ?? L.track[0]!, 0.2), r: FLAT }, seat * 0.12, 0.8, 1.2, 0.6));
    });
    await t.fly(flights);
  },

  async pawnMoved(t, e) {
    t.edit((d) => (d.pawns[e.seat] = e.to));
    await t.wait(0.5);
  },

  actionPhaseEnded(t) {
    t.edit((d) => d.fields.forEach((f) => f.markers.forEach((m) => (m.acted = false))));
  },

  async actionPhaseStarted(t, e) {
    t.edit((d) => {
      d.fields.forEach((f) => f.markers.forEach((m) => (m.acted = false)));
      d.step = 'actions';
      d.actor = e.seat;
      d.ap = e.ap;
    });
    if (e.seat === t.deps.reveal()) t.sound('turn');
    await t.wait(0.25);
  },

  async pillarPassed(t, e) {
    t.edit((d) => (d.startPlayer = e.to));
    await t.wait(0.5);
  },

  async roundStarted(t, e) {
    t.edit((d) => {
      d.round = e.round;
      d.startPlayer = e.startPlayer;
    });
    await t.wait(0.2);
  },

  async gameOver(t) {
    t.edit((d) => (d.over = true));
    await t.wait(0.6);
  },
};
