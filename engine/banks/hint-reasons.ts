import type { HintReason, Seat } from '../core/types';
import { marketWorth } from './heuristic';
import { tables } from './material/compile';
import { RIPE, mColour, type BanksState } from './state';

/** How much more the seat's market rows are worth (as the heuristic scores them) before a reason says so. */
const MARKET_GAIN = 0.2;

/** The seat's produce on the fields, ripe produce counting as the heuristic weighs it (more than seeds). */
function sown(s: BanksState, seat: Seat): number {
  let n = 0;
  for (const m of s.fm) if (m >= 0 && mColour(m) === seat) n += m & RIPE ? 1 : 0.4;
  return n;
}

/**
 * An den Ufern des Nils reasons for a hinted move (engine/ai/hints.ts), from the parts of the heuristic: the pawn on
 * the track, the seat's worth in the market rows (majorities), and its produce on the fields.
 */
export function bankReasons(before: BanksState, after: BanksState, seat: Seat): HintReason[] {
  const out: HintReason[] = [];
  const steps = after.pawns[seat]! - before.pawns[seat]!;
  if (steps > 0) out.push({ code: 'advancesPawn', values: { count: steps } });
  const t = tables(before.data);
  if (marketWorth(after, t)[seat]! - marketWorth(before, t)[seat]! > MARKET_GAIN) out.push({ code: 'marketMajority' });
  if (sown(after, seat) > sown(before, seat)) out.push({ code: 'sowsField' });
  return out;
}
