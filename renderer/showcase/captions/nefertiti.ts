import type { WireEvent } from '../../../protocol/messages';
import { DEFAULT_DATA } from '../../../engine/nefertiti/material/default-data';
import { describe, join, seatOf, type CaptionContext, type CaptionWriter } from './types';

/**
 * A market's name as the table writes it (ui/nefertiti/actionText.ts): the data set's name of the place, the same in
 * every language (the printed set's names: a caption has the move's events, not the match's data set), and
 * Memphis's in the screen's language.
 */
const marketName = (ctx: CaptionContext, id: unknown): string =>
  id === 'memphis' ? ctx.t('nefertitiTable.memphis') : (DEFAULT_DATA.markets.find((m) => m.id === id)?.name ?? String(id));

/** Nefertiti: servants placed, characters played, passes; then a market closing, gifts bought, Akhenaton. */
export const nefertitiCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const name = (e: WireEvent) => ctx.name(seatOf(e));
  const first = describe(events, {
    servantPlaced: (e) => ctx.t('showcase.nefertiti.servant', { name: name(e), market: marketName(ctx, e.market), value: e.value }),
    characterPlayed: (e) => ctx.t('showcase.nefertiti.character', { name: name(e) }),
    pass: (e) => ctx.t('showcase.nefertiti.pass', { name: name(e) }),
  });
  const second = describe(events, {
    akhenatonDrawn: () => ctx.t('showcase.nefertiti.akhenaton'),
    marketClosed: (c) => {
      const paid = events.find((e) => e.type === 'bidResolved' && e.result === 'paid');
      const closed = ctx.t('showcase.nefertiti.closed', { market: marketName(ctx, c.market) });
      return paid ? `${closed} ${ctx.t('showcase.nefertiti.bought', { name: name(paid), market: marketName(ctx, c.market), amount: paid.amount })}` : closed;
    },
    scored: (c) => (Number(c.points) > 0 ? ctx.t('showcase.nefertiti.scored', { name: name(c), points: c.points }) : null),
  });
  return join(first, second);
};
