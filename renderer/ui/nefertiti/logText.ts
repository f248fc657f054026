import type { TFunction } from 'i18next';
import type { NefertitiEvent } from '../../../engine/nefertiti/events';

type Names = { card(id: string): string; market(id: string): string; character(id: string): string };

/** One line of the table's log for a host event (null: not worth a line). */
export function nefLogLine(t: TFunction, e: NefertitiEvent, name: (s: number) => string, n: Names): { text: string; kind: 'turn' | 'alert' | 'plain' } | null {
  switch (e.type) {
    case 'turn':
      return { text: t('nefertitiTable.log.turn', { name: name(e.seat) }), kind: 'turn' };
    case 'servantPlaced':
      return { text: t('nefertitiTable.log.placed', { name: name(e.seat), market: n.market(e.market), value: e.value }), kind: 'plain' };
    case 'characterPlayed':
      return { text: t('nefertitiTable.log.character', { name: name(e.seat), character: n.character(e.character) }), kind: 'alert' };
    case 'marketClosed':
      return { text: t('nefertitiTable.log.closed', { market: n.market(e.market) }), kind: 'alert' };
    case 'bidResolved':
      return e.result === 'paid' ? { text: t('nefertitiTable.log.paid', { name: name(e.seat), n: e.amount }), kind: 'plain' } : null;
    case 'coinTaken':
      return e.reason === 'half'
        ? { text: t('nefertitiTable.log.half', { name: name(e.seat), n: e.amount }), kind: 'plain' }
        : { text: t('nefertitiTable.log.coin', { name: name(e.seat), n: e.amount, market: n.market(e.market) }), kind: 'plain' };
    case 'giftTaken':
      return e.seat === null ? null : { text: t('nefertitiTable.log.gift', { name: name(e.seat), card: n.card(e.card) }), kind: 'plain' };
    case 'marketRefilled':
      return { text: t('nefertitiTable.log.refilled', { market: n.market(e.market) }), kind: 'plain' };
    case 'akhenatonDrawn':
      return { text: t('nefertitiTable.log.akhenaton', { market: n.market(e.market) }), kind: 'alert' };
    case 'memphisAllocated':
      return { text: t('nefertitiTable.log.memphis'), kind: 'alert' };
    case 'scored':
      // The end's points come on top of those scored during play: the line gives the total too, as the scoring table
      // does, unless nothing was scored during play ("59 at the end: 59 in all" said it twice).
      if (!e.breakdown) return { text: t('nefertitiTable.log.scored', { name: name(e.seat), n: e.points }), kind: 'plain' };
      return e.breakdown.total === e.points
        ? { text: t('nefertitiTable.log.scoredAtEnd', { name: name(e.seat), n: e.points }), kind: 'plain' }
        : { text: t('nefertitiTable.log.scoredFinal', { name: name(e.seat), n: e.points, total: e.breakdown.total }), kind: 'plain' };
    case 'giftsExchanged':
      return { text: t('nefertitiTable.log.exchanged', { name: name(e.seat), gave: n.card(e.gave), took: n.card(e.took) }), kind: 'plain' };
    case 'giftDiscarded':
      return e.seat === null ? null : { text: t('nefertitiTable.log.discarded', { name: name(e.seat), card: n.card(e.card) }), kind: 'plain' };
    case 'pass':
      return { text: t('nefertitiTable.log.pass', { name: name(e.seat) }), kind: 'plain' };
    case 'gameOver':
      return { text: t('nefertitiTable.log.over'), kind: 'turn' };
    default:
      return null;
  }
}
