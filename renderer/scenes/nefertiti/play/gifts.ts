import type { NefertitiEvent } from '../../../../engine/nefertiti/events';
import type { EventTable } from '../../common/animation/eventTable';
import { pose, type NefTable } from './table';

/** Turns, characters, seals, and gift cards changing hands. */
export const GIFT_EVENTS: EventTable<NefertitiEvent, NefTable> = {
  turn: (t, e) => t.landAndHold(e, 0.2),

  async characterPlayed(t, e) {
    const L = t.L;
    const d = t.d();
    const ids = d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);
    const from = L.characters(Math.max(0, ids.indexOf(e.character)), ids.length);
    const seat = L.seats[e.seat]!.centre;
    t.sound('card');
    await t.fly([{ face: `char:${e.character}`, from: pose(from), to: { p: [seat[0], 1.2, seat[2] - 0.4], r: [-0.9, 0, 0] }, delay: 0, duration: 0.6, arc: 1, lift: 0.6 }]);
    t.land(e);
    await t.wait(0.4);
  },

  async sealSpent(t, e) {
    await t.fly([t.flight('seal', t.seatAt(e.seat, 'seals'), t.L.sealSupply)]);
    t.land(e);
  },

  async sealTaken(t, e) {
    await t.fly([t.flight('seal', e.reason === 'upper' ? t.slotAt(e.from, 0) : t.L.sealSupply, t.seatAt(e.seat, 'seals'))]);
    t.land(e);
  },

  async sealPlaced(t, e) {
    await t.fly([t.flight('seal', t.L.sealSupply, t.slotAt(e.market, 0), 0, 0.35)]);
    t.land(e);
  },

  async giftTaken(t, e) {
    t.sound('card');
    await t.fly([t.flight(e.card, t.slotAt(e.market, e.slot), t.seatAt(e.seat, 'gifts'), 0, 0.55, 0.9)]);
    t.land(e);
  },

  async giftDiscarded(t, e) {
    await t.fly([t.flight(e.card, t.seatAt(e.seat, 'gifts'), t.L.deck, 0, 0.5, 0.8)]);
    t.land(e);
  },

  async giftsExchanged(t, e) {
    const other = e.market && e.slot !== undefined ? t.slotAt(e.market, e.slot) : t.seatAt(e.with, 'gifts');
    await t.fly([t.flight(e.gave, t.seatAt(e.seat, 'gifts'), other, 0, 0.55, 0.8), t.flight(e.took, other, t.seatAt(e.seat, 'gifts'), 0.05, 0.55, 1.1)]);
    t.land(e);
  },

  async wanderingThiefPlaced(t, e) {
    await t.fly([t.flight('char:wanderingThief', t.seatAt(e.seat, 'gifts'), t.slotAt(e.market, e.slot), 0, 0.6, 1)]);
    t.land(e);
  },
};
