import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import type { BanksDisplay } from '../../scenes/banks/model';

/**
 * What the boat clearance at the end of this round will cost `seat` (spec §10: every marker left in the boat is lost,
 * and the obelisk moves back): its markers still in the boat, and whether the clearance is sure (the option clears
 * the boat every round, or a market row is full now and will be scored) or happens only if a row fills this round.
 * Null when nothing of the seat's is in the boat. Only the seat itself can buy its markers back, in its action phase:
 * once that ends, they are lost.
 */
export interface BoatLoss {
  markers: number;
  sure: boolean;
}

export function boatLoss(d: BanksDisplay, seat: number): BoatLoss | null {
  const markers = Object.values(d.boat[seat] ?? {}).reduce((a, b) => a + b, 0);
  if (markers === 0) return null;
  const caps = (d.data ?? DEFAULT_DATA).market.map((m) => m.cap);
  const rowFull = d.market.some((row, r) => row.markers.length >= (caps[r] ?? Infinity));
  return { markers, sure: d.options.boatClearance === 'everyRound' || rowFull };
}
