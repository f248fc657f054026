import type { HintReason } from '../ai/hints';
import type { Seat } from '../core/types';
import type { NefertitiState } from './state';

/** Reasons for a hinted move (engine/ai/hints.ts): what the move changed for `seat`, in the heuristic's terms. */
export function nefertitiReasons(before: NefertitiState, after: NefertitiState, seat: Seat): HintReason[] {
  void before, after, seat;
  return [];
}
