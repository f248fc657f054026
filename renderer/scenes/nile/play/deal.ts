import type { NileView } from '../../../../engine/nile/view';
import type { FlightSpec } from '../../common/animation/Motion';
import { cloneDisplay, displayFromView } from '../model';
import type { NileTable } from './table';

/** The opening deal: five cards round the table from the deck, then the first flood card. */
export async function deal(t: NileTable, view: NileView): Promise<void> {
  const final = displayFromView(view, t.deps.reveal());
  const start = cloneDisplay(final);
  const n = view.players;
  start.deck = view.deckSize + view.floodPileSize + view.seats.reduce((s, x) => s + (x.handSize ?? 5), 0);
  start.floodPile = 0;
  start.currentFlood = null;
  start.seats.forEach((s) => {
    s.hand = 0;
    if (s.handCards) s.handCards = [];
  });
  t.show(start, { step: null, focus: null });
  t.sound('shuffle');
  await t.wait(0.3);
  const flights: FlightSpec[] = [];
  for (let round = 0; round < 5; round++) {
    for (let s = 0; s < n; s++) flights.push(t.flight('back', t.deckTop(start), t.handOf(final, s, round), (round * n + s) * 0.07, 0.4, 0.6));
  }
  await t.fly(flights);
  const dealt = cloneDisplay(final);
  dealt.floodPile = 0;
  dealt.currentFlood = null;
  dealt.deck = final.deck + final.floodPile;
  t.show(dealt);
  if (final.currentFlood) {
    t.sound('flood');
    await t.fly([t.flight(final.currentFlood, t.deckTop(dealt), t.floodTop(dealt), 0, 0.7, 1.4, 0.5)]);
  }
  t.show(final, { step: 'trade', focus: view.active });
  t.deps.store.getState().set({ busy: false });
}
