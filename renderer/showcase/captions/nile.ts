import type { WireEvent } from '../../../protocol/messages';
import { cardName as logCardName } from '../../ui/nile/logText';
import { describe, join, seatOf, type CaptionContext, type CaptionWriter } from './types';

const cardName = (ctx: CaptionContext, id: string): string => logCardName(ctx.t, id);

/** Cards by count as one phrase: "Papyrus and Lettuce", "Papyrus ×2" (a single card is not "×1"). */
const counted = (ctx: CaptionContext, crops: [string, number][]): string => ctx.list(crops.map(([c, n]) => (n > 1 ? `${cardName(ctx, c)} ×${n}` : cardName(ctx, c))));

/** The crops a flood card floods: a speculation card's two, named as crops (it is no field of its own). */
const floodedCrops = (ctx: CaptionContext, id: string): string => ctx.list([...id].map((c) => ctx.t(`crops.${c}`)));

/** NILE: the trade, planting, speculation or pass just made, then the locusts, a takeover, a payout or the new flood. */
export const nileCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const name = (e: WireEvent) => ctx.name(seatOf(e));
  const action = describe(events, {
    plant: (e) => {
      const crops = Object.entries((e.crops as Record<string, number>) ?? {}).filter(([, n]) => n > 0);
      return ctx.t('showcase.nile.plant', { name: name(e), cards: counted(ctx, crops) });
    },
    speculate: (e) => ctx.t('showcase.nile.speculate', { name: name(e), cards: ((e.cards as string[]) ?? []).map((c) => cardName(ctx, c)).join(', ') }),
    trade: (e) => ctx.t(e.kind === 'offering' ? 'showcase.nile.offering' : 'showcase.nile.market', { name: name(e) }),
    pass: (e) => ctx.t('showcase.nile.pass', { name: name(e) }),
  });
  const consequence = describe(events, {
    locust: (e) => {
      const d = (e.discarded as { seat: number; crop: string; count: number }[]) ?? [];
      if (!d.length) return ctx.t('showcase.nile.locustNone');
      return ctx.t('showcase.nile.locust', { list: ctx.list(d.map((x) => ctx.t('showcase.nile.locustLoss', { name: ctx.name(x.seat), crop: cardName(ctx, x.crop), n: x.count }))) });
    },
    takeover: (e) => ctx.t('showcase.nile.takeover', { name: name(e), crop: cardName(ctx, String(e.crop)), from: ctx.name(Number(e.from)) }),
    speculationSettled: (e) => (Number(e.payout) > 0 ? ctx.t('showcase.nile.speculation', { name: name(e), n: e.payout }) : null),
    flood: (e) => {
      const harvests = events.filter((x) => x.type === 'harvest');
      const flood = ctx.t('showcase.nile.flood', { crop: floodedCrops(ctx, String(e.card)) });
      if (!harvests.length) return flood;
      const names = ctx.list([...new Set(harvests.map(name))]);
      const crops = ctx.list([...new Set(harvests.map((x) => ctx.t(`crops.${String(x.crop)}`)))]);
      return `${flood} ${ctx.t('showcase.nile.harvest', { names, crop: crops })}`;
    },
  });
  return join(action, consequence);
};
