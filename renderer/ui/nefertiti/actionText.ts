import type { TFunction } from 'i18next';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { ClosingRule } from '../../../engine/nefertiti/material/schema';
import type { NefertitiView } from '../../../engine/nefertiti/view';
import type { NefDisplay } from '../../scenes/nefertiti/model';
import { marketIndex, resolvingMarket } from '../../scenes/nefertiti/model';
import { charDoKey } from '../../scenes/nefertiti/tips';
import { seatNamer } from '../table/hud';

/** Names in the player's language: gift cards (with their foreign bonus), types, characters, markets. */
export function nefNames(t: TFunction, d: NefDisplay | null) {
  const cardById = new Map((d?.data.cards ?? []).map((c) => [c.id, c]));
  const type = (id: string) => t(`nefertitiTable.types.${id}`, { defaultValue: id });
  const card = (id: string): string => {
    if (id === 'wanderingThief') return t('nefertitiTable.chars.wanderingThief');
    if (id === 'akhenaton') return t('nefertitiTable.akhenatonCard');
    const c = cardById.get(id);
    if (!c) return id;
    return `${type(c.type)}${c.units > 1 ? ` ×${c.units}` : ''}${c.foreign ? ` +${c.bonus}` : ''}`;
  };
  const market = (id: string) => (id === 'memphis' ? t('nefertitiTable.memphis') : (d?.data.markets.find((m) => m.id === id)?.name ?? id));
  const character = (id: string) => t(`nefertitiTable.chars.${id}`, { defaultValue: id });
  return { type, card, market, character };
}

export function closingText(t: TFunction, r: ClosingRule, values: readonly number[] = []): string {
  switch (r.rule) {
    case 'any':
      return r.of.map((x) => closingText(t, x, values)).reduce((a, b) => t('nefertitiTable.rule.any', { a, b }));
    case 'sumAbove':
      return t('nefertitiTable.rule.sumAbove', { n: r.total });
    case 'spaceTaken':
      return t('nefertitiTable.rule.spaceTaken', { n: values[r.space] ?? r.space });
    case 'die':
      return t('nefertitiTable.rule.die');
    case 'diagonal':
      return t('nefertitiTable.rule.diagonal');
    default:
      return t(`nefertitiTable.rule.${r.rule}`, { n: r.n, count: r.n });
  }
}

/** The card at a slot of the market being resolved (or a Memphis card), as the table shows it. */
function slotCard(d: NefDisplay, market: string | null, slot: number): string {
  if (market === 'memphis') return d.memphis?.cards[slot] ?? '?';
  const m = market ? marketIndex(d, market) : -1;
  return (m >= 0 ? d.markets[m]!.slots[slot] : null) ?? '?';
}

/** The market (by index) a decision is about, when it names one. */
const decisionM = (d: NefDisplay): number | undefined => (d.decision && 'm' in d.decision ? d.decision.m : undefined);

/** What the bid being resolved costs (its space's value), or null when no bid is being resolved. */
export function bidPrice(d: NefDisplay): number | null {
  const dec = d.decision && 'm' in d.decision && 'bid' in d.decision ? d.decision : null;
  if (!dec) return null;
  if (dec.m >= d.markets.length) {
    const space = d.memphis?.bids[dec.bid]?.space;
    return space === undefined ? null : (d.data.memphis.spaces[space]?.value ?? null);
  }
  const mk = d.markets[dec.m];
  const space = mk?.bids[dec.bid]?.space;
  return mk && space !== undefined ? (d.data.markets[dec.m]?.stalls[mk.stall]?.spaces[space]?.value ?? null) : null;
}

/** What a character does, with its numbers from the data set (bonus, amount…). */
export function characterDoes(t: TFunction, d: NefDisplay, id: string): string {
  const c = d.data.characters.find((x) => x.id === id);
  return c ? t(`nefertitiTable.charDo.${charDoKey(c.effect, d.options.vizierEffect)}`, { ...c.params }) : '';
}

/** The market a decision is about: a resolution, or the Beggar's market. */
export function decisionMarket(d: NefDisplay): string | null {
  const m = d.decision?.k === 'beggar' ? decisionM(d) : undefined;
  const beggar = m !== undefined ? (d.markets[m]?.id ?? null) : null;
  return resolvingMarket(d) ?? beggar;
}

/**
 * Any legal Nefertiti action as a sentence: what is taken and what it costs (the bid's Deben), what a character does
 * and that it costs a seal, where a servant goes and for how much. The hints and tutorials call it through the lead's
 * registry; the HUD uses `actionText`, which this wraps.
 */
export function actionWords(t: TFunction, view: NefertitiView, _seat: number, action: NefertitiAction, names: readonly string[] = []): string {
  const d: NefDisplay = view;
  return actionText(t, action, d, decisionMarket(d), seatNamer(t, names));
}

/** The value of a bid space (`market`: a market id or "memphis"), as printed on the board. */
function spaceValue(d: NefDisplay, market: string, space: number): number | null {
  if (market === 'memphis') return d.data.memphis.spaces[space]?.value ?? null;
  const m = marketIndex(d, market);
  const mk = d.markets[m];
  return mk ? (d.data.markets[m]?.stalls[mk.stall]?.spaces[space]?.value ?? null) : null;
}

/** A legal action as a button label. `market`: the market the current decision is about (resolution). */
export function actionText(t: TFunction, a: NefertitiAction, d: NefDisplay, market: string | null, seatName: (s: number) => string): string {
  const n = nefNames(t, d);
  const cards = (slots: number[]) =>
    slots
      .map((k) => `${n.card(slotCard(d, market, k))}${k === 0 && market !== 'memphis' ? ` (${t('nefertitiTable.upper')})` : ''}`)
      .reduce((x, y) => t('nefertitiTable.and', { a: x, b: y }));
  switch (a.type) {
    case 'takeGifts':
    case 'buy':
      return t(`nefertitiTable.act.${a.type}`, { cards: cards(a.slots), price: bidPrice(d) ?? 0 });
    case 'takeHalf': {
      const reserve = market === 'memphis' ? (d.memphis?.reserve ?? 0) : (d.markets[marketIndex(d, market ?? '')]?.reserve ?? 0);
      return t('nefertitiTable.act.takeHalf', { n: Math.ceil(reserve / 2) });
    }
    case 'closeMarket':
      return t('nefertitiTable.act.closeMarket', { market: n.market(a.market) });
    case 'collectGift':
      return t('nefertitiTable.act.collectGift', { card: n.card(slotCard(d, market, a.slot)) });
    case 'spread':
      return t('nefertitiTable.act.spread', { market: n.market(a.market) });
    case 'wanderingThiefSwap':
    case 'steal':
    case 'tradeTake':
      return t(`nefertitiTable.act.${a.type}`, { card: n.card(slotCard(d, a.market, a.slot)), market: n.market(a.market) });
    case 'chooseType':
      return n.type(a.giftType);
    case 'select':
    case 'discard':
    case 'exchangeGive':
    case 'tradeGive':
    case 'oracleOrder':
      return t(`nefertitiTable.act.${a.type}`, { card: n.card(a.card) });
    case 'exchangeTake':
      return t('nefertitiTable.act.exchangeTake', { card: n.card(a.card), from: a.from === 'neutral' ? t('nefertitiTable.act.neutral') : seatName(a.from) });
    case 'oracleSwap':
      return t('nefertitiTable.act.oracleSwap', { give: n.card(a.give), take: n.card(a.take) });
    case 'beggarFlip': {
      const m = decisionM(d);
      const mk = m !== undefined ? (d.markets[m]?.id ?? null) : null;
      return t('nefertitiTable.act.beggarFlip', { card: n.card(slotCard(d, mk, a.slot)) });
    }
    case 'character':
      return t('nefertitiTable.act.character', { character: n.character(a.character), does: characterDoes(t, d, a.character) });
    case 'place':
    case 'placeCollector':
      return t(`nefertitiTable.act.${a.type}`, { market: n.market(a.market), price: spaceValue(d, a.market, a.space) ?? 0 });
    default:
      return t(`nefertitiTable.act.${a.type}`);
  }
}
