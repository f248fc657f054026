import type { BanksView } from '../../../engine/banks/view';
import type { MarkerInfo } from '../../../engine/banks/events';

/**
 * What the table shows right now: a copy of the seat's view that the animator moves forward event by event while
 * animations play (so the table never runs ahead of what was shown), replaced by the host's newest view whenever the
 * queue is empty. Display bookkeeping only: the rules live in the engine on the host.
 */
export type BanksDisplay = BanksView;

export const displayFromView = (v: BanksView): BanksDisplay => structuredClone(v);
export const cloneDisplay = (d: BanksDisplay): BanksDisplay => structuredClone(d);

export type MarkerState = NonNullable<MarkerInfo['state']>;

/** One marker as drawn: where it belongs and how it looks. */
export interface MarkerShown {
  colour: number;
  kind: string;
  state: MarkerState;
}

/** The boat's markers as a flat list (colour by colour, kind by kind). */
export function boatMarkers(d: BanksDisplay): MarkerShown[] {
  const out: MarkerShown[] = [];
  d.boat.forEach((rec, colour) => {
    for (const [kind, n] of Object.entries(rec)) for (let i = 0; i < n; i++) out.push({ colour, kind, state: 'seed' });
  });
  return out;
}

export const supplyTotal = (rec: Record<string, number> | undefined): number => Object.values(rec ?? {}).reduce((a, b) => a + b, 0);

export const fieldOf = (d: BanksDisplay, id: string) => d.fields.find((f) => f.id === id);

export const addCount = (rec: Record<string, number> | undefined, kind: string, by: number): void => {
  if (!rec) return;
  rec[kind] = Math.max(0, (rec[kind] ?? 0) + by);
};
