import type { NefertitiView } from '../../../engine/nefertiti/view';

/**
 * What the Nefertiti table shows right now: the seat's view (everything on this table is public except the deck and
 * face-down cards, which the view already hides), moved forward event by event while animations play and replaced by
 * the newest view when the queue is empty. Display bookkeeping only: the rules live in the engine on the host.
 */
export type NefDisplay = Omit<NefertitiView, 'data' | 'options'> & Pick<NefertitiView, 'data' | 'options'>;

/** A private copy (data and options are shared: they never change during a game). */
export function displayFromView(v: NefertitiView): NefDisplay {
  const { data, options, ...rest } = v;
  return { ...(JSON.parse(JSON.stringify(rest)) as Omit<NefertitiView, 'data' | 'options'>), data, options };
}

export const cloneDisplay = (d: NefDisplay): NefDisplay => displayFromView(d);

export const marketIndex = (d: NefDisplay, id: string): number => d.markets.findIndex((m) => m.id === id);

/** Gift cards a seat owns, one entry per card, in data order (for laying them out). */
export function giftList(gifts: Record<string, number>, order: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of order) for (let i = 0; i < (gifts[id] ?? 0); i++) out.push(id);
  return out;
}

export function addGift(gifts: Record<string, number>, card: string, by: number): void {
  const n = (gifts[card] ?? 0) + by;
  if (n > 0) gifts[card] = n;
  else delete gifts[card];
}

/** The market whose bids are being resolved now (a resolution decision is pending), or null. */
export function resolvingMarket(d: NefDisplay): string | null {
  const dec = d.decision as { k: string; m?: number } | null;
  if (!dec || !['top', 'bid', 'collect', 'spread', 'wtUse'].includes(dec.k) || dec.m === undefined) return null;
  return dec.m < d.markets.length ? d.markets[dec.m]!.id : 'memphis';
}
