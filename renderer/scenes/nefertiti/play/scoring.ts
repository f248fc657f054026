import type { NefertitiEvent } from '../../../../engine/nefertiti/events';
import type { EventTable } from '../../common/animation/eventTable';
import type { NefTable } from './table';

/** Scores, the final count-up and the end of the game. */
export const SCORING_EVENTS: EventTable<NefertitiEvent, NefTable> = {
  async scored(t, e) {
    if (e.reason !== 'final') return t.landAndHold(e, 0.5);
    // Final scoring: the marker walks up the track from the game score to the total.
    const st = t.deps.store.getState();
    const d = t.d();
    const rows = st.scoring?.rows.slice() ?? d.seats.map((s) => ({ gifts: 0, seals: 0, deben: 0, track: s.score, priestOfAmun: 0, total: s.score }));
    if (e.breakdown) rows[e.seat] = { ...e.breakdown };
    const shown = st.scoring?.shown.slice() ?? d.seats.map((s) => s.score);
    const from = d.seats[e.seat]!.score;
    const to = from + e.points;
    const steps = 8;
    for (let k = 1; k <= steps; k++) {
      const dk = t.d();
      dk.seats[e.seat]!.score = Math.round(from + ((to - from) * k) / steps);
      shown[e.seat] = dk.seats[e.seat]!.score;
      t.deps.store.getState().set({ display: dk, scoring: { rows, shown: shown.slice() } });
      await t.wait(0.08);
    }
    t.sound('coin');
    await t.wait(0.3);
  },

  gameOver: (t, e) => t.landAndHold(e, 0.6),
};
