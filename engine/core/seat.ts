import { RuleError } from './errors';

/** Seats are numbered 0..players-1 in clockwise order. `null` as a viewer means a spectator. */
export type Seat = number;

/**
 * The seat check every engine's `apply` runs first, in the same order and words for all games: BAD_SEAT (not a seat
 * of this match), GAME_OVER, NOT_YOUR_TURN. `toAct` is the game's own `toAct(s)`; the host passes the message on.
 */
export function checkSeat(toAct: readonly Seat[], seat: Seat, players: number, over: boolean): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new RuleError('BAD_SEAT', `seat ${String(seat)} is not in this ${players}-player game`);
  if (over) throw new RuleError('GAME_OVER', 'the game is over');
  if (!toAct.includes(seat)) throw new RuleError('NOT_YOUR_TURN', `seat ${seat} may not act now (${waitingFor(toAct)})`);
}

function waitingFor(toAct: readonly Seat[]): string {
  if (toAct.length === 0) return 'no seat is to act';
  return `waiting for seat${toAct.length > 1 ? 's' : ''} ${toAct.join(', ')}`;
}
