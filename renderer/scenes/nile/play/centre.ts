import type { NileEvent } from '../../../../engine/nile/events';
import type { EventTable } from '../../common/animation/eventTable';
import type { FlightSpec } from '../../common/animation/Motion';
import { CENTRE, fieldPose, pileTop, type Vec3 } from '../layout';
import { nileShot } from '../shots';
import { FACE_DOWN, type NileTable } from './table';

/** The events of the centre of the table: turns, the flood, locusts, the deck's rebuild, the end. */
export const CENTRE_EVENTS: EventTable<NileEvent, NileTable> = {
  async turn(t, e) {
    const d = t.d();
    d.active = e.seat;
    d.turn = e.turn;
    t.show(d, { step: 'flood', focus: d.active });
    const reveal = t.deps.reveal();
    if (reveal !== null && e.seat === reveal) t.sound('turn');
    await t.wait(0.35);
  },

  async flood(t, e) {
    const d = t.d();
    const from = t.deckTop(d);
    d.deck = Math.max(0, d.deck - 1);
    t.show(d, { step: 'flood' });
    t.sound('flood');
    t.shot(nileShot('flood', null), { paced: true });
    await t.fly([t.flight(e.card, from, t.floodTop(d), 0, 0.75, 1.5, 0.6)]);
    const d2 = t.d();
    d2.floodPile += 1;
    d2.currentFlood = e.card;
    d2.floodOnPile = true;
    t.show(d2, { step: 'harvest' });
    await t.wait(0.15);
  },

  async floodBurned(t) {
    const d = t.d();
    const from = t.deckTop(d);
    d.deck = Math.max(0, d.deck - 1);
    t.show(d);
    await t.fly([t.flight('back', from, { p: pileTop(CENTRE.flood, d.floodPile + 1), r: [0, 0.1, FACE_DOWN] }, 0, 0.45, 0.6)]);
    const d2 = t.d();
    d2.floodPile += 1;
    t.show(d2);
  },

  async locustDrawn(t) {
    const d = t.d();
    const from = t.deckTop(d);
    d.deck = Math.max(0, d.deck - 1);
    t.show(d);
    t.sound('locust');
    await t.fly([t.flight('X', from, { p: CENTRE.locust, r: [-0.9, 0, 0] }, 0, 0.7, 1.2, 0.8)]);
    t.show(t.d(), { locustShown: true });
    await t.wait(0.5);
  },

  async locust(t, e) {
    const discarded = e.discarded ?? [];
    const d = t.d();
    const targets: Vec3[] = discarded.map((x) => fieldPose(t.frame(x.seat), x.crop, Math.max(0, x.count - 1), x.count).p);
    t.sound('locust');
    t.shot(nileShot('locust', null), { paced: true });
    t.deps.store.getState().addEffect({ kind: 'locust', points: [CENTRE.locust, ...(targets.length ? targets : [CENTRE.flood]), CENTRE.discard], duration: 1.6 / Math.max(0.25, t.deps.speed() || 1) });
    await t.wait(0.9);
    const flights: FlightSpec[] = [];
    let k = 0;
    for (const x of discarded) {
      const f = t.frame(x.seat);
      for (let i = x.count - 1; i >= 0; i--) flights.push(t.flight(x.crop, fieldPose(f, x.crop, i, x.count), t.discardTop(d), k++ * 0.04, 0.45, 0.7));
      d.seats[x.seat]!.fields[x.crop] = 0;
    }
    t.show(d);
    await t.fly(flights);
    const d2 = t.d();
    for (const x of discarded) {
      d2.discard += x.count;
      d2.discardTop = x.crop;
    }
    t.show(d2, { locustShown: false });
    await t.fly([t.flight('X', { p: CENTRE.locust, r: [-0.9, 0, 0] }, t.discardTop(d2), 0, 0.45, 0.5)]);
    const d3 = t.d();
    d3.discard += 1;
    d3.discardTop = 'X';
    d3.locust = 'discard';
    d3.locustStrikes += 1;
    t.show(d3);
  },

  async rebuild(t, e) {
    const d = t.d();
    const flights: FlightSpec[] = [];
    const fromDiscard = Math.min(8, d.discard);
    const fromFlood = Math.min(4, d.floodPile);
    for (let i = 0; i < fromDiscard; i++) flights.push(t.flight('back', { p: pileTop(CENTRE.discard, d.discard - i), r: [0, 0, FACE_DOWN] }, t.deckTop(d), i * 0.06, 0.5, 0.9));
    for (let i = 0; i < fromFlood; i++) flights.push(t.flight('back', { p: pileTop(CENTRE.flood, d.floodPile - i), r: [0, 0, FACE_DOWN] }, t.deckTop(d), 0.05 + i * 0.06, 0.5, 0.9));
    // Which piles went in is read from the counts (the host's next view corrects any difference).
    const both = d.deck + d.discard + d.floodPile;
    if (e.deckSize >= both) {
      d.floodPile = 0;
      d.floodOnPile = false;
    } else if (e.deckSize >= both - 1 && d.floodPile > 0) d.floodPile = 1;
    d.discard = 0;
    d.discardTop = null;
    if (d.locust === 'discard') d.locust = 'deck';
    t.show(d);
    t.sound('shuffle');
    await t.fly(flights);
    t.deps.store.getState().addEffect({ kind: 'shake', points: [CENTRE.deck], duration: 0.6 });
    const d2 = t.d();
    d2.deck = e.deckSize;
    d2.reshufflesLeft = e.reshufflesLeft;
    t.show(d2);
    await t.wait(0.6);
  },

  async pass(t) {
    t.show(t.d(), { step: 'plant' });
    await t.wait(0.2);
  },

  async gameOver(t) {
    t.show(t.d(), { step: 'over', focus: null });
    await t.wait(0.6);
  },
};
