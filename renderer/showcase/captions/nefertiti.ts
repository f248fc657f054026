import { join, pick, seatOf, type CaptionWriter } from './types';

/** Market names are place names: the same in every language. */
const MARKETS: Record<string, string> = { gizeh: 'Gizeh', akhetaton: 'Akhetaton', louqsor: 'Louqsor', abousimbel: 'Abou Simbel', memphis: 'Memphis' };
const market = (id: unknown) => MARKETS[String(id)] ?? String(id);

/** Nefertiti: servants placed, characters played, passes; then a market closing, gifts bought, Akhenaton. */
export const nefertitiCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const a = pick(events, ['servantPlaced', 'characterPlayed', 'pass']);
  const name = ctx.name(seatOf(a));
  let first: string | null = null;
  if (a?.type === 'servantPlaced') first = ctx.t('showcase.nefertiti.servant', { name, market: market(a.market), value: a.value });
  else if (a?.type === 'characterPlayed') first = ctx.t('showcase.nefertiti.character', { name });
  else if (a?.type === 'pass') first = ctx.t('showcase.nefertiti.pass', { name });
  const c = pick(events, ['akhenatonDrawn', 'marketClosed', 'scored']);
  let second: string | null = null;
  if (c?.type === 'akhenatonDrawn') second = ctx.t('showcase.nefertiti.akhenaton');
  else if (c?.type === 'marketClosed') {
    const paid = events.find((e) => e.type === 'bidResolved' && e.result === 'paid');
    const closed = ctx.t('showcase.nefertiti.closed', { market: market(c.market) });
    second = paid ? `${closed} ${ctx.t('showcase.nefertiti.bought', { name: ctx.name(seatOf(paid)), market: market(c.market), amount: paid.amount })}` : closed;
  } else if (c?.type === 'scored' && Number(c.points) > 0) second = ctx.t('showcase.nefertiti.scored', { name: ctx.name(seatOf(c)), points: c.points });
  return join(first, second);
};
