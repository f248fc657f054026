import type { HintReason, Seat } from '../core/types';
import { CROPS, CROP_COUNT } from './material/cards';
import type { NileState } from './state';

/** The seat's crop counted the way the heuristic weighs it first: what is stored plus what grows in its field. */
const pile = (s: NileState, seat: Seat, k: number): number => s.storage[seat]![k]! + s.fields[seat]![k]!;

/**
 * NILE reasons for a hinted move (engine/ai/hints.ts). The heuristic values the weakest crop most (the game is won by
 * the largest smallest pile): a move that grows the seat's weakest crop says so; a new field says which crop; a new
 * speculation is a bet on the next flood.
 */
export function nileReasons(before: NileState, after: NileState, seat: Seat): HintReason[] {
  const out: HintReason[] = [];
  let weakest = 0;
  for (let k = 1; k < CROP_COUNT; k++) if (pile(before, seat, k) < pile(before, seat, weakest)) weakest = k;
  if (pile(after, seat, weakest) > pile(before, seat, weakest)) out.push({ code: 'weakestCrop', values: { crop: CROPS[weakest]! } });
  for (let k = 0; k < CROP_COUNT; k++) {
    if (k !== weakest && before.fields[seat]![k] === 0 && after.fields[seat]![k]! > 0) out.push({ code: 'newField', values: { crop: CROPS[k]! } });
  }
  if (after.specs[seat]!.length > before.specs[seat]!.length) out.push({ code: 'pendingBet' });
  return out;
}
