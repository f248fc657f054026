import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import { WT, type NefertitiState } from '../../state';
import { T, characterMarket, faceUpGift, lowestSlots, takeFromSlot } from '../board';
import { backToTurn } from '../flow';

/**
 * Thief (spec §7.2, Q10): one face-up gift, free, from an open market (or any market, thiefMarkets "any"); a seal on
 * the slot stays. Wandering Thief (§7.3): the lowest-max-value gift of any market, replaced by the Wandering Thief
 * card, which can later be bought. Neither works on Memphis, on face-down cards, or on the Wandering Thief card.
 */

export function stealOptions(s: NefertitiState, why: 'thief' | 'wanderingThief', out: NefertitiAction[]): void {
  const t = T(s);
  for (let m = 0; m < s.markets.length; m++) {
    if (!characterMarket(s, m)) continue;
    const mk = s.markets[m]!;
    if (why === 'wanderingThief') {
      for (const slot of lowestSlots(s, m)) out.push({ type: 'steal', market: t.locIds[m]!, slot });
      continue;
    }
    if (s.options.thiefMarkets === 'open' && !mk.open) continue;
    for (let k = 0; k < mk.slots.length; k++) if (faceUpGift(mk, k)) out.push({ type: 'steal', market: t.locIds[m]!, slot: k });
  }
}

export function startSteal(s: NefertitiState, seat: Seat, why: 'thief' | 'wanderingThief', ev: NefertitiEvent[]): void {
  const opts: NefertitiAction[] = [];
  stealOptions(s, why, opts);
  if (opts.length > 0) {
    s.decision = { k: 'steal', seat, why };
    return;
  }
  if (why === 'wanderingThief') {
    // ASSUMPTION: with no gift to take anywhere the card is simply spent.
    s.wtGone = true;
    ev.push({ type: 'wanderingThiefPlaced', seat, market: '', slot: -1, took: null });
  }
  backToTurn(s, seat);
}

export function applySteal(s: NefertitiState, seat: Seat, why: 'thief' | 'wanderingThief', a: NefertitiAction, ev: NefertitiEvent[]): void {
  if (a.type !== 'steal') return;
  const t = T(s);
  const m = t.locIndex.get(a.market)!;
  const took = takeFromSlot(s, seat, m, a.slot, 'stolen', false, ev);
  if (why === 'wanderingThief') {
    s.markets[m]!.slots[a.slot] = WT;
    ev.push({ type: 'wanderingThiefPlaced', seat, market: a.market, slot: a.slot, took: t.cardIds[took]! });
  }
  backToTurn(s, seat);
}
