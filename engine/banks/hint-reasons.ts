import type { HintReason } from '../ai/hints';
import type { Seat } from '../core/types';
import type { BanksState } from './state';

/** Reasons for a hinted move (engine/ai/hints.ts): what the move changed for `seat`, in the heuristic's terms. */
export function bankReasons(before: BanksState, after: BanksState, seat: Seat): HintReason[] {
  void before, after, seat;
  return [];
}
