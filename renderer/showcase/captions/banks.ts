import { join, pick, seatOf, type CaptionWriter } from './types';

const KINDS = ['flax', 'wheat', 'grapes', 'onion', 'aubergine'];

/** An den Ufern des Nils: sowing, harvesting, selling, water cards; then the tide, a flood, rot or a scoring. */
export const banksCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const kind = (k: unknown) => (KINDS.includes(String(k)) ? ctx.t(`showcase.kinds.${String(k)}`) : String(k));
  const a = pick(events, ['marketPlaced', 'plantHarvested', 'plantGrown', 'plantSown', 'seedBought', 'waterPlaced', 'waterRemoved', 'actionPhaseEnded']);
  const name = ctx.name(seatOf(a));
  let first: string | null = null;
  switch (a?.type) {
    case 'marketPlaced':
      first = ctx.t('showcase.banks.market', { name, kind: kind(a.kind) });
      break;
    case 'plantHarvested':
      first = ctx.t('showcase.banks.harvested', { name, kind: kind(a.kind) });
      break;
    case 'plantGrown':
      first = ctx.t('showcase.banks.grown', { name, kind: kind(a.kind) });
      break;
    case 'plantSown':
      first = ctx.t('showcase.banks.sown', { name, kind: kind(a.kind) });
      break;
    case 'seedBought':
      first = ctx.t('showcase.banks.bought', { name });
      break;
    case 'waterPlaced':
      first = ctx.t('showcase.banks.water', { name });
      break;
    case 'waterRemoved':
      first = ctx.t('showcase.banks.waterRemoved', { name });
      break;
    case 'actionPhaseEnded':
      first = ctx.t('showcase.banks.phaseEnd', { name });
      break;
  }
  const c = pick(events, ['obeliskMoved', 'tideMarkerMoved', 'tideStarted', 'fieldFlooded', 'rotApplied', 'rowScored']);
  let second: string | null = null;
  switch (c?.type) {
    case 'obeliskMoved':
      second = ctx.t('showcase.banks.obelisk');
      break;
    case 'tideMarkerMoved':
      second = ctx.t(String(c.to) === 'FLUT' ? 'showcase.banks.tideFlood' : 'showcase.banks.tideEbb');
      break;
    case 'tideStarted':
      second = ctx.t(String(c.tide) === 'FLUT' ? 'showcase.banks.tideFlood' : 'showcase.banks.tideEbb');
      break;
    case 'fieldFlooded':
      second = ctx.t('showcase.banks.flooded');
      break;
    case 'rotApplied':
      second = ctx.t('showcase.banks.rot');
      break;
    case 'rowScored': {
      const ranking = (c.ranking as number[]) ?? [];
      second = ranking.length ? ctx.t('showcase.banks.scored', { name: ctx.name(ranking[0]!) }) : null;
      break;
    }
  }
  return join(first, second);
};
