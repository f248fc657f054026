import type { HintReason, Seat } from '../core/types';
import type { NefertitiAction } from './actions';
import { cardWorth } from './heuristic';
import { AKH_ID } from './rules/characters/oracle';
import { T, bidsAt } from './rules/board';
import { foreignBonus, owners, price } from './rules/prices';
import { finalScores, sharedRanks } from './rules/scoring';
import { isCollector, ownerOf, type NefertitiState } from './state';

/** A location's printed name (a proper noun, the same in every language), Memphis included. */
export const placeName = (s: NefertitiState, m: number): string => s.data.markets[m]?.name ?? 'Memphis';

/** The card in a slot of location m (a market's slot, or Memphis's k-th card). */
export function cardAt(s: NefertitiState, m: number, slot: number): number {
  return m < s.markets.length ? s.markets[m]!.slots[slot]! : s.memphis!.cards[slot]!;
}

/** A gift card as the reasons name it: its type, and what it is worth to the seat now (the heuristic's card worth). */
export function giftValues(s: NefertitiState, seat: Seat, card: number): { gift: string; worth: number } {
  const t = T(s);
  return { gift: t.typeIds[t.cardType[card]!]!, worth: Math.round(cardWorth(s, seat, card, s.data.seals.points)) };
}

/**
 * What a Nefertiti move does that its gains do not show (hint-effects.ts reads those): the character's lasting or
 * hidden part, the market closed, a pass or a skip, a card picked for scoring, taken in an exchange or put in order.
 * All from the move and the open table before it (the Oracle's cards are its own seat's once it is played).
 */
export function moveReasons(s: NefertitiState, seat: Seat, a: NefertitiAction): HintReason[] {
  const t = T(s);
  switch (a.type) {
    case 'character':
      return characterReasons(s, seat, a.character);
    case 'takeHalf':
      return s.decision && 'bid' in s.decision ? [{ code: 'skipsPurchase', values: { count: s.decision.bid } }] : [];
    case 'closeMarket': {
      const m = t.locIndex.get(a.market)!;
      const count = bidsAt(s, m).bidPiece.filter((p) => !isCollector(p) && ownerOf(p) === seat).length;
      return [{ code: 'closesMarket', values: { market: placeName(s, m), count } }];
    }
    case 'pass': {
      const seals = s.ps[seat]!.seals;
      return [seals > 0 ? { code: 'keepsSeals', values: { count: seals, points: s.data.seals.points } } : { code: 'passTurn' }];
    }
    case 'skip':
    case 'oracleDone':
    case 'discardDone':
      return [{ code: 'keepsGifts' }];
    case 'selectDone':
      // Nothing selected: nothing is scored (else the gains say how much is).
      return s.decision?.k === 'select' && s.decision.sel.length === 0 ? [{ code: 'keepsGifts' }] : [];
    case 'skipCollector':
      return [{ code: 'keepsCollector' }];
    case 'select':
      return [{ code: 'selectsGift', values: { gift: giftValues(s, seat, t.cardIndex.get(a.card)!).gift, count: selectPoints(s, seat, a.card) } }];
    case 'exchangeTake':
      return [{ code: 'takesGift', values: giftValues(s, seat, t.cardIndex.get(a.card)!) }];
    case 'tradeTake':
      return [{ code: 'takesGift', values: giftValues(s, seat, cardAt(s, t.locIndex.get(a.market)!, a.slot)) }];
    case 'oracleOrder':
      return [a.card === AKH_ID ? { code: 'oracleAkhNext' } : { code: 'oracleNext', values: { gift: giftValues(s, seat, t.cardIndex.get(a.card)!).gift } }];
    case 'beggarFlip':
    case 'beggarCoin':
      return beggarReasons(s, seat, a);
    default:
      return collectorReasons(s, seat, a);
  }
}

/** The 2-player Collector's choices at a closing: a gift for the neutral collection, or Deben spread over the reserves. */
function collectorReasons(s: NefertitiState, seat: Seat, a: NefertitiAction): HintReason[] {
  const d = s.decision;
  if (a.type === 'collectGift' && d?.k === 'collect') return [{ code: 'neutralGift', values: { gift: giftValues(s, seat, cardAt(s, d.m, a.slot)).gift } }];
  if (a.type === 'collectDeben') return [{ code: 'collectorDeben' }];
  if (a.type === 'spread') return [{ code: 'debenTo', values: { market: placeName(s, T(s).locIndex.get(a.market)!) } }];
  return [];
}

/**
 * The Beggar at one market: the gift turned face down (no one can buy it until the market reopens), or a coin from
 * its reserve (the gains say how many; an empty reserve gives none and leaves every gift face up).
 */
function beggarReasons(s: NefertitiState, seat: Seat, a: NefertitiAction): HintReason[] {
  const d = s.decision;
  if (d?.k !== 'beggar') return [];
  const market = placeName(s, d.m);
  if (a.type === 'beggarFlip') return [{ code: 'hidesGift', values: { gift: giftValues(s, seat, cardAt(s, d.m, a.slot)).gift, market } }];
  return s.markets[d.m]!.reserve > 0 ? [] : [{ code: 'leavesFaceUp', values: { market } }];
}

/** What playing any character costs: one of the seat's Royal Seals, each worth points at the end. */
export function sealCost(s: NefertitiState, seat: Seat): HintReason {
  return { code: 'spendsSeal', values: { count: s.ps[seat]!.seals - 1, points: s.data.seals.points } };
}

/** Points a selected card will score (Royal Scribe, or a Scribe that picks its cards): its price plus the bonus. */
function selectPoints(s: NefertitiState, seat: Seat, card: string): number {
  const t = T(s);
  const d = s.decision;
  const c = t.cardIndex.get(card)!;
  const ty = t.cardType[c]!;
  const bonus = d?.k === 'select' ? d.bonus : 0;
  return (price(t, ty, owners(s, ty)) + bonus + foreignBonus(t, s.ps[seat]!.gifts, ty)) * t.cardUnits[c]!;
}

/**
 * The part of a character a play-out cannot show: the High Priest's second servant this turn, the Priest of Amun's
 * bonus at the end (at the seat's rank if the game ended now), the Oracle's look at the deck's last cards.
 */
function characterReasons(s: NefertitiState, seat: Seat, id: string): HintReason[] {
  const ch = s.data.characters.find((c) => c.id === id);
  switch (ch?.effect) {
    case 'highPriest':
      return [{ code: 'twoServants', values: { count: ch.params.servants ?? 2 } }];
    case 'priestOfAmun': {
      const rank = sharedRanks(finalScores(s).map((f) => f.total - f.priestOfAmun))[seat]!;
      const bonus = ch.params.bonusByRank ?? [];
      return [{ code: 'priestBonus', values: { count: bonus[Math.min(rank, bonus.length) - 1] ?? 0 } }];
    }
    case 'oracle':
      return [{ code: 'oracleLook', values: { count: Math.min(ch.params.cards ?? 5, s.deck.length) } }];
    default:
      return [];
  }
}
