import type { TFunction } from 'i18next';
import type { WireEvent } from '../../../protocol/messages';

/** A card's name in words (crop, speculation pair or the locust). */
export const cardName = (t: TFunction, id: string): string =>
  id === 'X' ? t('crops.X') : id.length === 2 ? t('crops.spec', { a: t(`crops.${id[0]}`), b: t(`crops.${id[1]}`) }) : t(`crops.${id}`);

const list = (t: TFunction, ids: string[]): string => ids.map((c) => cardName(t, c)).join(', ');

/** "Papyrus ×2, Wheat": counts of cards, in words. */
export const countsList = (t: TFunction, rec: Record<string, number>): string =>
  Object.entries(rec)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => (n > 1 ? `${cardName(t, c)} ×${n}` : cardName(t, c)))
    .join(', ');

/** One game-log line for a NILE event, as the viewer `reveal` may read it (never another seat's drawn cards). */
export function nileLogLine(t: TFunction, e: WireEvent, name: (seat: number) => string, reveal: number | null): { text: string; kind: 'turn' | 'normal' | 'alert' } | null {
  const who = (s: unknown) => (typeof s === 'number' ? name(s) : '');
  switch (e.type) {
    case 'turn':
      return { text: t('log.turn', { turn: e.turn, name: who(e.seat) }), kind: 'turn' };
    case 'flood':
      return { text: t('log.flood', { card: cardName(t, String(e.card)) }), kind: 'normal' };
    case 'floodBurned':
      return { text: t('log.floodBurned'), kind: 'normal' };
    case 'locustDrawn':
      return { text: e.context === 'flood' ? t('log.locustDrawnFlood') : t('log.locustDrawn', { name: who(e.seat) }), kind: 'alert' };
    case 'locust': {
      const d = (e.discarded as { seat: number; crop: string; count: number }[]) ?? [];
      if (d.length === 0) return { text: t('log.locustNone'), kind: 'alert' };
      return { text: t('log.locust', { list: d.map((x) => t('log.locustItem', { name: who(x.seat), crop: cardName(t, x.crop), count: x.count })).join(', ') }), kind: 'alert' };
    }
    case 'harvest':
      return { text: t('log.harvest', { name: who(e.seat), crop: cardName(t, String(e.crop)) }), kind: 'normal' };
    case 'speculationSettled':
      return { text: t('log.speculationSettled', { name: who(e.seat), won: (e.won as string[]).length, total: (e.cards as string[]).length, payout: e.payout }), kind: 'normal' };
    case 'draw': {
      const cards = e.cards as string[] | undefined;
      if (e.seat === reveal && cards && cards.length) return { text: t('log.drawSelf', { cards: list(t, cards) }), kind: 'normal' };
      return { text: t('log.draw', { name: who(e.seat), count: e.count }), kind: 'normal' };
    }
    case 'trade': {
      // Paid cards hidden from this viewer (hideTradePayment): only how many.
      if (!Array.isArray(e.paid)) return { text: t(e.kind === 'market' ? 'log.marketHidden' : 'log.offeringHidden', { name: who(e.seat), count: e.count }), kind: 'normal' };
      const paid = (e.paid as { from: string; card: string }[]).map((p) => (p.from === 'storage' ? t('log.fromStorage', { card: cardName(t, p.card) }) : cardName(t, p.card))).join(', ');
      return { text: t(e.kind === 'market' ? 'log.market' : 'log.offering', { name: who(e.seat), cards: paid }), kind: 'normal' };
    }
    case 'plant':
      return { text: t('log.plant', { name: who(e.seat), cards: countsList(t, e.crops as Record<string, number>) }), kind: 'normal' };
    case 'takeover':
      return { text: t('log.takeover', { name: who(e.seat), crop: cardName(t, String(e.crop)), from: who(e.from), count: e.count }), kind: 'alert' };
    case 'speculate':
      return { text: t('log.speculate', { name: who(e.seat), cards: list(t, e.cards as string[]) }), kind: 'normal' };
    case 'pass':
      return { text: t('log.pass', { name: who(e.seat) }), kind: 'normal' };
    case 'rebuild':
      return { text: t('log.rebuild', { deckSize: e.deckSize, count: e.reshufflesLeft }), kind: 'normal' };
    case 'gameOver':
      return { text: t('log.gameOver'), kind: 'turn' };
    default:
      return null;
  }
}

/** An action (as in a match record) in words, for the replay viewer. */
export function nileActionText(t: TFunction, a: { type: string; [k: string]: unknown }): string {
  switch (a.type) {
    case 'plant':
      return `${t('actions.plant')}: ${countsList(t, a.crops as Record<string, number>)}`;
    case 'speculate':
      return `${t('actions.speculate')}: ${list(t, a.cards as string[])}`;
    case 'market':
    case 'offering':
      return `${t(a.type === 'market' ? 'actions.market' : 'actions.offering')}: ${(a.pay as { from: string; card: string }[]).map((p) => (p.from === 'storage' ? t('log.fromStorage', { card: cardName(t, p.card) }) : cardName(t, p.card))).join(', ')}`;
    case 'pass':
      return t('actions.pass');
    default:
      return a.type;
  }
}
