import { seatPaint, type Paint } from '../../scenes/common/marks';
import type { SeatSetup } from './gameUi';
import { gameUi } from './registry';

/** A match as far as its seats' colours go: its game and set-up (a record, a match summary, a showcase result). */
export interface MatchSetup extends SeatSetup {
  game: string;
}

/**
 * The colours and marks `seat` plays in, the first its main one (a chart's line): its game's palette
 * (`GameUi.paints`: a Niagara seat's crews), else — a game this app does not know — the app's seat colour.
 */
export function seatPaints(match: MatchSetup, seat: number): [Paint, ...Paint[]] {
  const [first, ...more] = gameUi(match.game)?.paints(seat, match) ?? [];
  return first ? [first, ...more] : [seatPaint(seat)];
}
