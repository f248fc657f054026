import type { MatchFeed } from '../../net';
import type { MatchSetup } from '../game/seatPaints';

/**
 * A table's match as far as its seats' colours go (`seatPaints`): its game, its seat count and the options it was
 * started with (Niagara's crews depend on them). One place for the name plates, the HUD's marks and the covers.
 */
export const matchSetup = (table: { game: string; players: number; feed: MatchFeed | undefined }): MatchSetup => ({
  game: table.game,
  players: table.players,
  options: table.feed?.summary?.options,
});
