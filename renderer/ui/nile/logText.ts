import type { TFunction } from 'i18next';
import type { NileEvent } from '../../../engine/nile/events';

/** A card's name in words (crop, speculation pair or the locust). */
export const cardName = (t: TFunction, id: string): string =>
  id === 'X' ? t('crops.X') : id.length === 2 ? t('crops.spec', { a: t(`crops.${id[0]}`), b: t(`crops.${id[1]}`) }) : t(`crops.${id}`);

const list = (t: TFunction, ids: string[]): string => ids.map((c) => cardName(t, c)).join(', ');

/** "Papyrus ×2, Wheat": counts of cards, in words. */
export const countsList = (t: TFunction, rec: Readonly<Partial<Record<string, number>>>): string =>
  Object.entries(rec)
    .flatMap(([c, n]) => (n && n > 0 ? [n > 1 ? `${cardName(t, c)} ×${n}` : cardName(t, c)] : []))
    .join(', ');

/** One game-log line for a NILE event, as the viewer `reveal` may read it (never another seat's drawn cards). */
export function nileLogLine(t: TFunction, e: NileEvent, name: (seat: number) => string, reveal: number | null): { text: string; kind: 'turn' | 'normal' | 'alert' } | null {
  switch (e.type) {
    case 'turn':
      return { text: t('log.turn', { turn: e.turn, name: name(e.seat) }), kind: 'turn' };
    case 'flood':
      return { text: t('log.flood', { card: cardName(t, e.card) }), kind: 'normal' };
    case 'floodBurned':
      return { text: t('log.floodBurned'), kind: 'normal' };
    case 'locustDrawn':
      return { text: e.context === 'flood' ? t('log.locustDrawnFlood') : t('log.locustDrawn', { name: e.seat === null ? '' : name(e.seat) }), kind: 'alert' };
    case 'locust': {
      if (e.discarded.length === 0) return { text: t('log.locustNone'), kind: 'alert' };
      return { text: t('log.locust', { list: e.discarded.map((x) => t('log.locustItem', { name: name(x.seat), crop: cardName(t, x.crop), count: x.count })).join(', ') }), kind: 'alert' };
    }
    case 'harvest':
      return { text: t('log.harvest', { name: name(e.seat), crop: cardName(t, e.crop) }), kind: 'normal' };
    case 'speculationSettled':
      return { text: t('log.speculationSettled', { name: name(e.seat), won: e.won.length, total: e.cards.length, payout: e.payout }), kind: 'normal' };
    case 'draw':
      if (e.seat === reveal && e.cards?.length) return { text: t('log.drawSelf', { cards: list(t, e.cards) }), kind: 'normal' };
      return { text: t('log.draw', { name: name(e.seat), count: e.count }), kind: 'normal' };
    case 'trade': {
      // Paid cards hidden from this viewer (hideTradePayment): only how many.
      if (!('paid' in e)) return { text: t(e.kind === 'market' ? 'log.marketHidden' : 'log.offeringHidden', { name: name(e.seat), count: e.count }), kind: 'normal' };
      const paid = e.paid.map((p) => (p.from === 'storage' ? t('log.fromStorage', { card: cardName(t, p.card) }) : cardName(t, p.card))).join(', ');
      return { text: t(e.kind === 'market' ? 'log.market' : 'log.offering', { name: name(e.seat), cards: paid }), kind: 'normal' };
    }
    case 'plant':
      return { text: t('log.plant', { name: name(e.seat), cards: countsList(t, e.crops) }), kind: 'normal' };
    case 'takeover':
      return { text: t('log.takeover', { name: name(e.seat), crop: cardName(t, e.crop), from: name(e.from), count: e.count }), kind: 'alert' };
    case 'speculate':
      return { text: t('log.speculate', { name: name(e.seat), cards: list(t, e.cards) }), kind: 'normal' };
    case 'pass':
      return { text: t('log.pass', { name: name(e.seat) }), kind: 'normal' };
    case 'rebuild':
      return { text: t('log.rebuild', { deckSize: e.deckSize, count: e.reshufflesLeft }), kind: 'normal' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'turn' };
  }
}
