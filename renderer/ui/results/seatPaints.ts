import { gameView } from '../../app/gameViews';
import { seatPaint, type Paint } from '../../scenes/common/marks';
import { crewPaint } from '../../scenes/niagara/palette';

/**
 * The colour(s) a seat played in, with their marks, for the results table: Niagara players keep the canoe colours
 * they had at the table (two with the two-colour variant); every other game uses the app's seat colours.
 */
export function seatPaints(game: string | undefined, view: unknown, seat: number): Paint[] {
  if (game === 'niagara') {
    const crews = gameView('niagara', game, view)?.crews?.filter((c) => c.seat === seat) ?? [];
    if (crews.length > 0) return crews.map((c) => crewPaint(c.colour));
  }
  return [seatPaint(seat)];
}
