import type { WireEvent } from '../../../protocol/messages';
import { describe, join, seatOf, type CaptionWriter } from './types';

const KINDS = ['flax', 'wheat', 'grapes', 'onion', 'aubergine'];

/** An den Ufern des Nils: sowing, harvesting, selling, water cards; then the tide, a flood, rot or a scoring. */
export const banksCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const kind = (k: unknown) => (KINDS.includes(String(k)) ? ctx.t(`showcase.kinds.${String(k)}`) : String(k));
  // The sentence `key` about the event's player (and the crop kind it names, if any).
  const says = (key: string) => (e: WireEvent) => ctx.t(`showcase.banks.${key}`, { name: ctx.name(seatOf(e)), kind: kind(e.kind) });
  const tide = (to: unknown) => ctx.t(String(to) === 'FLUT' ? 'showcase.banks.tideFlood' : 'showcase.banks.tideEbb');
  const first = describe(events, {
    marketPlaced: says('market'),
    plantHarvested: says('harvested'),
    plantGrown: says('grown'),
    plantSown: says('sown'),
    seedBought: says('bought'),
    waterPlaced: says('water'),
    waterRemoved: says('waterRemoved'),
    actionPhaseEnded: says('phaseEnd'),
  });
  const second = describe(events, {
    obeliskMoved: says('obelisk'),
    tideMarkerMoved: (e) => tide(e.to),
    tideStarted: (e) => tide(e.tide),
    fieldFlooded: says('flooded'),
    rotApplied: says('rot'),
    rowScored: (e) => {
      const ranking = (e.ranking as number[]) ?? [];
      return ranking.length ? ctx.t('showcase.banks.scored', { name: ctx.name(ranking[0]!) }) : null;
    },
  });
  return join(first, second);
};
