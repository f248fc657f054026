import type { WireEvent } from '../../../protocol/messages';
import { join, pick, seatOf, type CaptionContext, type CaptionWriter } from './types';

const cardName = (ctx: CaptionContext, id: string): string =>
  id.length === 2 ? ctx.t('crops.spec', { a: ctx.t(`crops.${id[0]}`), b: ctx.t(`crops.${id[1]}`) }) : ctx.t(`crops.${id}`);

function action(e: WireEvent | undefined, ctx: CaptionContext): string | null {
  if (!e) return null;
  const name = ctx.name(seatOf(e));
  switch (e.type) {
    case 'plant': {
      const crops = Object.entries((e.crops as Record<string, number>) ?? {}).filter(([, n]) => n > 0);
      return ctx.t('showcase.nile.plant', { name, cards: crops.map(([c, n]) => `${cardName(ctx, c)} ×${n}`).join(', ') });
    }
    case 'speculate':
      return ctx.t('showcase.nile.speculate', { name, cards: ((e.cards as string[]) ?? []).map((c) => cardName(ctx, c)).join(', ') });
    case 'trade':
      return ctx.t(e.kind === 'offering' ? 'showcase.nile.offering' : 'showcase.nile.market', { name });
    case 'pass':
      return ctx.t('showcase.nile.pass', { name });
    default:
      return null;
  }
}

function consequence(events: readonly WireEvent[], ctx: CaptionContext): string | null {
  const e = pick(events, ['locust', 'takeover', 'speculationSettled', 'flood']);
  if (!e) return null;
  switch (e.type) {
    case 'locust': {
      const d = (e.discarded as { seat: number; crop: string; count: number }[]) ?? [];
      if (!d.length) return ctx.t('showcase.nile.locustNone');
      return ctx.t('showcase.nile.locust', { list: d.map((x) => `${ctx.name(x.seat)}: ${cardName(ctx, x.crop)} ×${x.count}`).join(', ') });
    }
    case 'takeover':
      return ctx.t('showcase.nile.takeover', { name: ctx.name(seatOf(e)), crop: cardName(ctx, String(e.crop)), from: ctx.name(Number(e.from)) });
    case 'speculationSettled':
      return Number(e.payout) > 0 ? ctx.t('showcase.nile.speculation', { name: ctx.name(seatOf(e)), n: e.payout }) : null;
    case 'flood': {
      const crop = String(e.card);
      const harvesters = [...new Set(events.filter((x) => x.type === 'harvest').map((x) => ctx.name(seatOf(x))))];
      const flood = ctx.t('showcase.nile.flood', { crop: cardName(ctx, crop) });
      return harvesters.length ? `${flood} ${ctx.t('showcase.nile.harvest', { names: harvesters.join(', '), crop: cardName(ctx, crop) })}` : flood;
    }
    default:
      return null;
  }
}

/** NILE: the trade, planting, speculation or pass just made, then the locusts, a takeover, a payout or the new flood. */
export const nileCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  return join(action(pick(events, ['plant', 'speculate', 'trade', 'pass']), ctx), consequence(events, ctx));
};
