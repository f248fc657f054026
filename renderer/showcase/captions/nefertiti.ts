import type { WireEvent } from '../../../protocol/messages';
import { describe, join, seatOf, type CaptionWriter } from './types';

/** Market names are place names: the same in every language. */
const MARKETS: Record<string, string> = { gizeh: 'Gizeh', akhetaton: 'Akhetaton', louqsor: 'Louqsor', abousimbel: 'Abou Simbel', memphis: 'Memphis' };
const market = (id: unknown) => MARKETS[String(id)] ?? String(id);

/** Nefertiti: servants placed, characters played, passes; then a market closing, gifts bought, Akhenaton. */
export const nefertitiCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const name = (e: WireEvent) => ctx.name(seatOf(e));
  const first = describe(events, {
    servantPlaced: (e) => ctx.t('showcase.nefertiti.servant', { name: name(e), market: market(e.market), value: e.value }),
    characterPlayed: (e) => ctx.t('showcase.nefertiti.character', { name: name(e) }),
    pass: (e) => ctx.t('showcase.nefertiti.pass', { name: name(e) }),
  });
  const second = describe(events, {
    akhenatonDrawn: () => ctx.t('showcase.nefertiti.akhenaton'),
    marketClosed: (c) => {
      const paid = events.find((e) => e.type === 'bidResolved' && e.result === 'paid');
      const closed = ctx.t('showcase.nefertiti.closed', { market: market(c.market) });
      return paid ? `${closed} ${ctx.t('showcase.nefertiti.bought', { name: name(paid), market: market(c.market), amount: paid.amount })}` : closed;
    },
    scored: (c) => (Number(c.points) > 0 ? ctx.t('showcase.nefertiti.scored', { name: name(c), points: c.points }) : null),
  });
  return join(first, second);
};
