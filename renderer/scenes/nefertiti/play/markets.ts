import type { NefertitiEvent } from '../../../../engine/nefertiti/events';
import type { EventTable } from '../../common/animation/eventTable';
import { marketIndex } from '../model';
import { pose, type NefTable } from './table';

/** Servants and coins at the markets, a market closing and its bids resolved, refills and Akhenaton. */
export const MARKET_EVENTS: EventTable<NefertitiEvent, NefTable> = {
  async servantPlaced(t, e) {
    t.sound('click');
    await t.fly([t.flight(`pawn:${e.seat}`, t.seatAt(e.seat, 'servant'), t.spaceAt(t.d(), e.market, e.space), 0, 0.5, 0.9)]);
    t.land(e);
  },

  async coinTaken(t, e) {
    t.sound('coin');
    await t.fly(t.coins(t.reserveAt(t.d(), e.market), t.seatAt(e.seat, 'coins'), e.amount));
    t.land(e);
  },

  async debenMoved(t, e) {
    const d = t.d();
    await t.fly(t.coins(t.reserveAt(d, e.from), t.reserveAt(d, e.to), e.amount));
    t.land(e);
  },

  async marketClosed(t, e) {
    const st = t.deps.store.getState();
    st.set({ closing: { market: e.market, space: -1 }, closings: st.closings + 1 });
    t.land(e);
    t.sound('flood');
    await t.wait(0.9);
  },

  async memphisAllocated(t) {
    t.deps.store.getState().set({ closing: { market: 'memphis', space: -1 } });
    await t.wait(0.6);
  },

  async bidResolved(t, e) {
    t.deps.store.getState().set({ closing: { market: e.market, space: e.space } });
    if (e.result === 'paid') {
      t.sound('coin');
      await t.fly(t.coins(t.seatAt(e.seat, 'coins'), t.reserveAt(t.d(), e.market), e.amount));
    }
    t.land(e);
    await t.wait(0.35);
  },

  async servantsReturned(t, e) {
    const d = t.d();
    const bids = e.market === 'memphis' ? (d.memphis?.bids ?? []) : (d.markets[marketIndex(d, e.market)]?.bids ?? []);
    await t.fly(bids.map((b, i) => t.flight(`pawn:${b.seat}`, t.spaceAt(d, e.market, b.space), t.seatAt(b.seat, 'servant'), i * 0.06, 0.45, 0.8)));
    t.land(e);
    t.deps.store.getState().set({ closing: null });
  },

  stallSwitched: (t, e) => t.landAndHold(e, 0.4),
  marketOpened: (t, e) => t.landAndHold(e, 0.4),

  async marketRefilled(t, e) {
    const L = t.L;
    const d = t.d();
    t.sound('card');
    const list = e.cards.map((c, i) => t.flight(c.card, L.deck, t.slotAt(e.market, c.slot), i * 0.1, 0.5, 0.9));
    e.toMemphis.forEach((c, i) => list.push(t.flight(c, L.deck, L.memphis?.cards((d.memphis?.cards.length ?? 0) + i) ?? L.deck, (e.cards.length + i) * 0.1, 0.6, 1)));
    await t.fly(list);
    t.land(e);
  },

  async akhenatonDrawn(t, e) {
    const slot = t.slotAt(e.market, 0);
    t.sound('flood');
    await t.fly([{ face: 'akhenaton', from: pose(t.L.deck), to: { p: [slot[0], 0.6, slot[2] + 0.2], r: [-0.7, 0, 0] }, delay: 0, duration: 0.9, arc: 1.5, lift: 0.8 }]);
    t.land(e);
    await t.wait(0.8);
  },
};
