import { gameView } from '../../app/gameViews';
import { CREW_PAINT } from '../../scenes/niagara/palette';
import { SEAT_COLORS } from '../common';

/**
 * The colour(s) a seat played in, for the results table: Niagara players keep the canoe colours they had at the
 * table (two with the two-colour variant); every other game uses the app's seat colours.
 */
export function seatColours(game: string | undefined, view: unknown, seat: number): string[] {
  if (game === 'niagara') {
    const crews = gameView('niagara', game, view)?.crews?.filter((c) => c.seat === seat) ?? [];
    if (crews.length > 0) return crews.map((c) => CREW_PAINT[c.colour]);
  }
  return [SEAT_COLORS[seat] ?? '#888'];
}
