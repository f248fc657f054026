import type { TFunction } from 'i18next';
import type { BanksView, BidView } from '../../../engine/banks/view';

/** A bid of `seat` that its own view shows and the spectator's does not (placed but still hidden to others). */
const ownBid = (own: readonly BidView[] | undefined, spectator: readonly BidView[] | undefined, seat: number): number | null => {
  const mine = own?.[seat];
  return typeof mine === 'number' && spectator?.[seat] === 'hidden' ? mine : null;
};

/** What `seat`'s own view shows that the spectator's does not: its secret bids (start player's pillar, hippo). */
export function secretWords(t: TFunction, own: BanksView, spectator: BanksView, seat: number): string[] {
  const start = ownBid(own.startBids ?? undefined, spectator.startBids ?? undefined, seat);
  const hippo = ownBid(own.hippo?.bids, spectator.hippo?.bids, seat);
  return [
    ...(start === null ? [] : [t('replay.secrets.banks.startBid', { count: start })]),
    ...(hippo === null ? [] : [t('replay.secrets.banks.hippoBid', { count: hippo })]),
  ];
}
