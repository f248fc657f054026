import type { Tip, TipText } from '../common/tips';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';

/*
 * What each thing on the Nefertiti table is and does, as translation keys (`nefertitiTable.tip.*`; gift types and
 * characters are nested translations such as `$t(nefertitiTable.types.{{type}})`). Market names come from the data
 * set, as the board prints them. The scene's meshes spread `tipHandlers(() => …)` with these.
 */
const k = (key: string) => `nefertitiTable.tip.${key}`;

/** Where a gift card lies: for sale on a market, at Memphis, or among a player's gifts. */
export type GiftPlace = { on: 'market'; market: string; sealed: boolean } | { on: 'memphis' } | { on: 'seat'; name: string };

export function giftTip(data: NefertitiData, id: string, place: GiftPlace): Tip {
  if (id === 'wanderingThief') return characterTip(data, 'wanderingThief');
  if (id === 'faceDown') return { title: { key: k('faceDown') }, lines: [{ key: k('faceDownDoes') }] };
  const c = data.cards.find((x) => x.id === id);
  if (!c) return { title: { key: k('card') } };
  const lines: TipText[] = [{ key: k('units'), values: { type: c.type, count: c.units } }];
  if (c.foreign) lines.push({ key: k('foreign'), values: { bonus: c.bonus } });
  if (place.on === 'market') lines.push({ key: k(place.sealed ? 'onMarketSealed' : 'onMarket'), values: { market: place.market } });
  else if (place.on === 'memphis') lines.push({ key: k('atMemphis') });
  else lines.push({ key: k('owned'), values: { name: place.name } });
  return { title: { key: k('gift'), values: { type: c.type } }, lines };
}

/**
 * The key of a character's sentence (`nefertitiTable.charDo.*`): the Vizier's follows the effect the match plays
 * (option `vizierEffect`), the card being the same.
 */
export function charDoKey(effect: string, vizierEffect: unknown): string {
  return effect === 'vizier' && vizierEffect === 'standIn' ? 'vizierStandIn' : effect;
}

export function characterTip(data: NefertitiData, id: string, vizierEffect?: unknown): Tip {
  const c = data.characters.find((x) => x.id === id);
  // The effect's numbers (bonus, amount…) fill its sentence; a list (the Priest's bonus by rank) is not worded.
  const params = Object.fromEntries(Object.entries(c?.params ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'));
  const lines: TipText[] = c ? [{ key: k('charDoes'), values: { effect: charDoKey(c.effect, vizierEffect), ...params } }, { key: k('charCost') }] : [];
  return { title: { key: k('character'), values: { id } }, lines };
}

export const spaceTip = (value: number, market: string): Tip => ({ title: { key: k('space'), values: { value, market } }, lines: [{ key: k('spaceDoes') }] });

export const bidTip = (name: string, value: number | null, market: string): Tip => ({ title: { key: k('bid'), values: { name } }, lines: [{ key: k('bidDoes'), values: { value: value ?? 0, market } }] });

export const marketSealTip = (): Tip => ({ title: { key: k('marketSeal') }, lines: [{ key: k('marketSealDoes') }] });

export const reserveTip = (market: string, count: number): Tip => ({ title: { key: k('reserve'), values: { market } }, lines: [{ key: k('reserveHolds'), values: { count } }, { key: k('reserveDoes') }] });

export const closedTip = (market: string): Tip => ({ title: { key: k('closed'), values: { market } }, lines: [{ key: k('closedDoes') }] });

export const akhenatonTip = (): Tip => ({ title: { key: k('akhenaton') }, lines: [{ key: k('akhenatonDoes') }] });

export const deckTip = (count: number): Tip => ({ title: { key: k('deck') }, lines: [{ key: k('deckHolds'), values: { count } }] });

export const sealSupplyTip = (count: number): Tip => ({ title: { key: k('sealSupply') }, lines: [{ key: k('sealSupplyHolds'), values: { count } }] });

export const markerTip = (name: string, score: number): Tip => ({ title: { key: k('marker'), values: { name } }, lines: [{ key: k('markerAt'), values: { count: score } }] });

export const plateTip = (name: string): Tip => ({ title: { key: k('seat'), values: { name } }, lines: [{ key: k('seatDoes') }] });

export const servantTip = (name: string): Tip => ({ title: { key: k('servant'), values: { name } }, lines: [{ key: k('servantDoes') }] });

export const coinsTip = (name: string, count: number): Tip => ({ title: { key: k('coins'), values: { name, count } }, lines: [{ key: k('coinsDoes') }] });

export const sealsTip = (name: string, count: number): Tip => ({ title: { key: k('seals'), values: { name, count } }, lines: [{ key: k('sealsDoes') }] });
