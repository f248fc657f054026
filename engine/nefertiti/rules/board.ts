import type { Seat } from '../../core/types';
import type { NefertitiEvent } from '../events';
import { tables, type StallTable, type Tables } from '../material/compile';
import { EMPTY, UPPER, WT, type MarketState, type MemphisState, type NefertitiState } from '../state';

/** Board access shared by the rules. Location m is a market for m < n, Memphis for m === n. */

export const T = (s: NefertitiState): Tables => tables(s.data);

export const isMemphis = (s: NefertitiState, m: number): boolean => m === s.markets.length;

/** The bid holder (market or Memphis) at location m. */
export const bidsAt = (s: NefertitiState, m: number): MarketState | MemphisState => (m < s.markets.length ? s.markets[m]! : s.memphis!);

/** The stall table in use at location m: the market's active stall, or the Memphis row. */
export const stallAt = (s: NefertitiState, m: number): StallTable => {
  const t = T(s);
  return m < s.markets.length ? t.stalls[m]![s.markets[m]!.stall]! : t.stalls[s.markets.length]![0]!;
};

export const locId = (s: NefertitiState, m: number): string => T(s).locIds[m]!;

export const spaceFree = (b: MarketState | MemphisState, space: number): boolean => b.bidSpace.indexOf(space) < 0;

const isFaceDown = (mk: MarketState, slot: number): boolean => (mk.down & (1 << slot)) !== 0;

/** A gift card (not the Wandering Thief card) lies face up in that slot. */
export const faceUpGift = (mk: MarketState, slot: number): boolean => mk.slots[slot]! >= 0 && !isFaceDown(mk, slot);

/** Something buyable lies face up in that slot (a gift or the Wandering Thief card). */
export const buyable = (mk: MarketState, slot: number): boolean => mk.slots[slot] !== EMPTY && !isFaceDown(mk, slot);

/** Markets a character may target: never Memphis, never the market where Akhenaton was drawn. */
export const characterMarket = (s: NefertitiState, m: number): boolean => m < s.markets.length && m !== s.akhenaton;

export function moveDeben(s: NefertitiState, from: number, amount: number): number {
  const b = bidsAt(s, from);
  const take = Math.min(amount, b.reserve);
  b.reserve -= take;
  return take;
}

/** A seal from the supply to a player, if one is left. */
function giveSupplySeal(s: NefertitiState, seat: Seat, from: string, ev: NefertitiEvent[]): void {
  if (s.sealSupply <= 0) return;
  s.sealSupply--;
  s.ps[seat]!.seals++;
  ev.push({ type: 'sealTaken', seat, from, reason: 'papyrus' });
}

/** A seal leaving play (spent or discarded): back to the supply, or out of the game (recycleSeals off). */
export function releaseSeal(s: NefertitiState): boolean {
  if (s.options.recycleSeals) {
    s.sealSupply++;
    return true;
  }
  s.sealsOut++;
  return false;
}

/**
 * A player takes the card in a market slot (bought, stolen, exchanged): the upper slot's seal comes along only when
 * `withSeal` (buying); a Papyrus taken from the board brings a seal from the supply (spec §6.4). Returns the card.
 */
export function takeFromSlot(
  s: NefertitiState, seat: Seat, m: number, slot: number, how: 'bought' | 'stolen' | 'exchanged', withSeal: boolean, ev: NefertitiEvent[],
): number {
  const mk = s.markets[m]!;
  const card = mk.slots[slot]!;
  mk.slots[slot] = EMPTY;
  const t = T(s);
  const id = locId(s, m);
  ev.push({ type: 'giftTaken', seat, market: id, slot, card: card === WT ? 'wanderingThief' : t.cardIds[card]!, how });
  if (withSeal && slot === UPPER && mk.seal) {
    mk.seal = false;
    s.ps[seat]!.seals++;
    ev.push({ type: 'sealTaken', seat, from: id, reason: 'upper' });
  }
  if (card >= 0) {
    s.ps[seat]!.gifts[card]!++;
    if (t.typeSeal[t.cardType[card]!]) giveSupplySeal(s, seat, id, ev);
  }
  return card;
}

/** Lowest max value among the face-up gifts of a market, or -1 if it has none. */
function lowestMaxValue(s: NefertitiState, m: number): number {
  const t = T(s);
  const mk = s.markets[m]!;
  let best = -1;
  for (let k = 0; k < mk.slots.length; k++) {
    if (!faceUpGift(mk, k)) continue;
    const v = t.cardMax[mk.slots[k]!]!;
    if (best < 0 || v < best) best = v;
  }
  return best;
}

/** Slots holding a face-up gift of the market's lowest max value (Wandering Thief targets). */
export function lowestSlots(s: NefertitiState, m: number): number[] {
  const low = lowestMaxValue(s, m);
  if (low < 0) return [];
  const t = T(s);
  const mk = s.markets[m]!;
  const out: number[] = [];
  for (let k = 0; k < mk.slots.length; k++) if (faceUpGift(mk, k) && t.cardMax[mk.slots[k]!] === low) out.push(k);
  return out;
}

export const openMarkets = (s: NefertitiState): number => {
  let n = 0;
  for (const mk of s.markets) if (mk.open) n++;
  return n;
};
