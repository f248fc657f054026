import type { NileEvent } from '../../../../engine/nile/events';
import type { EventTable } from '../../common/animation/eventTable';
import type { FlightSpec } from '../../common/animation/Motion';
import { CROP_IDS, type Crop } from '../cardArt';
import { fieldPose, specPose, storagePose } from '../layout';
import { addSorted, inc, removeOne } from '../model';
import { nileShot } from '../shots';
import { FACE_DOWN, type NileTable } from './table';

const isCrop = (card: string): card is Crop => (CROP_IDS as readonly string[]).includes(card);

/** The events of a seat's own area: harvests, draws, trades, plantings, speculations and takeovers. */
export const SEAT_EVENTS: EventTable<NileEvent, NileTable> = {
  async harvest(t, e) {
    const { seat, crop } = e;
    const d = t.d();
    const f = t.frame(seat);
    const n = d.seats[seat]!.fields[crop];
    const from = fieldPose(f, crop, Math.max(0, n - 1), n);
    d.seats[seat]!.fields[crop] = Math.max(0, n - 1);
    t.show(d, { step: 'harvest' });
    t.sound('harvest');
    t.shot(nileShot('harvest', from.p), { paced: true });
    const st = d.seats[seat]!.storage ?? 0;
    await t.fly([t.flight(crop, from, storagePose(f, (st + 1) * 0.008), 0, 0.5, 0.7)]);
    const d2 = t.d();
    const s2 = d2.seats[seat]!;
    s2.storage = inc(s2.storage, 1);
    if (s2.storageCrops) s2.storageCrops[crop] += 1;
    t.show(d2);
  },

  async speculationSettled(t, e) {
    const cards = e.cards ?? [];
    const won = e.won ?? [];
    const f = t.frame(e.seat);
    const d = t.d();
    const points = cards.map((_, i) => specPose(f, i).p);
    const effect = t.deps.store.getState().addEffect;
    effect({ kind: 'glow', points: points.filter((_, i) => won.includes(cards[i]!)), color: '#7CFC8A', duration: 0.9 });
    effect({ kind: 'glow', points: points.filter((_, i) => !won.includes(cards[i]!)), color: '#ff6b5a', duration: 0.9 });
    if (won.length) {
      t.sound('coin');
      t.shot(nileShot('speculation', points[0] ?? null), { paced: true });
    }
    await t.wait(0.9);
    const flights = cards.map((c, i) => t.flight(c, specPose(f, i), t.discardTop(d), i * 0.08, 0.45, 0.6));
    d.seats[e.seat]!.specs = [];
    t.show(d);
    await t.toDiscard(flights, cards);
  },

  async draw(t, e) {
    const { seat } = e;
    const count = e.count ?? 0;
    const cards = e.cards ?? null;
    const reveal = t.deps.reveal();
    const d = t.d();
    const from = t.deckTop(d);
    d.deck = Math.max(0, d.deck - count);
    t.show(d, e.reason === 'turn' ? { step: 'draw' } : {});
    if (count > 0) t.sound('card');
    const h = d.seats[seat]!.hand ?? 5;
    const flights: FlightSpec[] = [];
    for (let i = 0; i < count; i++) {
      const to = seat === reveal ? t.faceUp(t.handOf(d, seat, h + i)) : t.handOf(d, seat, h + i);
      flights.push(t.flight(seat === reveal && cards ? cards[i]! : 'back', from, seat === reveal ? { p: [to.p[0], to.p[1] + 0.8, to.p[2] + 0.5], r: [-0.6, to.r[1], FACE_DOWN] } : to, i * 0.12, 0.42, 0.6));
    }
    await t.fly(flights);
    const d2 = t.d();
    const s2 = d2.seats[seat]!;
    s2.hand = inc(s2.hand, count);
    if (seat === reveal && cards) addSorted(s2.handCards, cards);
    t.show(d2);
  },

  async trade(t, e) {
    const { seat } = e;
    // The hidden form (another seat's payment under HIDE_TRADE_PAYMENT) shows no cards.
    const paid = 'paid' in e ? (e.paid ?? []) : [];
    const reveal = t.deps.reveal();
    const f = t.frame(seat);
    const d = t.d();
    const s = d.seats[seat]!;
    const flights = paid.map((p, i) => {
      const from = p.from === 'hand' ? t.faceUp(t.handOf(d, seat, i)) : t.faceUp(storagePose(f, 0.05));
      return t.flight(p.card, from, t.discardTop(d), i * 0.1, 0.45, 0.7);
    });
    for (const p of paid) {
      if (p.from === 'hand') {
        s.hand = inc(s.hand, -1);
        if (seat === reveal) removeOne(s.handCards, p.card);
      } else {
        s.storage = inc(s.storage, -1);
        if (s.storageCrops && isCrop(p.card)) s.storageCrops[p.card] = Math.max(0, s.storageCrops[p.card] - 1);
      }
    }
    t.show(d, { step: 'trade' });
    t.sound('card');
    await t.toDiscard(flights, paid.map((p) => p.card));
  },

  async takeover(t, e) {
    const { from, crop, count } = e;
    const d = t.d();
    const f = t.frame(from);
    t.deps.store.getState().addEffect({ kind: 'shake', points: [fieldPose(f, crop, 0, count).p], color: '#ff6b5a', duration: 0.5 });
    await t.wait(0.4);
    const flights: FlightSpec[] = [];
    for (let i = count - 1; i >= 0; i--) flights.push(t.flight(crop, fieldPose(f, crop, i, count), t.discardTop(d), (count - 1 - i) * 0.05, 0.45, 0.9));
    d.seats[from]!.fields[crop] = 0;
    t.show(d);
    await t.toDiscard(flights, Array.from({ length: count }, () => crop));
  },

  async plant(t, e) {
    const { seat } = e;
    const crops = e.crops ?? {};
    const reveal = t.deps.reveal();
    const f = t.frame(seat);
    const d = t.d();
    const s = d.seats[seat]!;
    const flights: FlightSpec[] = [];
    let k = 0;
    for (const c of CROP_IDS) {
      const n = crops[c] ?? 0;
      for (let i = 0; i < n; i++) {
        flights.push(t.flight(c, t.faceUp(t.handOf(d, seat, k)), fieldPose(f, c, s.fields[c] + i, s.fields[c] + n), k * 0.1, 0.5, 0.7));
        k++;
        s.hand = inc(s.hand, -1);
        if (seat === reveal) removeOne(s.handCards, c);
      }
    }
    await t.playedFromHand(d, flights, (d2) => CROP_IDS.forEach((c) => (d2.seats[seat]!.fields[c] += crops[c] ?? 0)));
  },

  async speculate(t, e) {
    const { seat } = e;
    const cards = e.cards ?? [];
    const reveal = t.deps.reveal();
    const f = t.frame(seat);
    const d = t.d();
    const s = d.seats[seat]!;
    const base = s.specs.length;
    const flights = cards.map((c, i) => t.flight(c, t.faceUp(t.handOf(d, seat, i)), specPose(f, base + i), i * 0.1, 0.5, 0.8));
    for (const c of cards) {
      s.hand = inc(s.hand, -1);
      if (seat === reveal) removeOne(s.handCards, c);
    }
    await t.playedFromHand(d, flights, (d2) => d2.seats[seat]!.specs.push(...cards));
  },
};
