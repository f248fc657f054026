import { RuleError } from './errors';
import type { Seat } from './seat';

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

/**
 * What a game's rules give `applyBy`: its rules/legal.ts (toAct, validate: parse and check an action on the untouched
 * state, returning what the rules step needs as `V`) and its rules/apply.ts (applyChecked: the rules step on a copy).
 */
export interface RuleSteps<S extends { players: number }, V, E> {
  toAct(s: S): readonly Seat[];
  over(s: S): boolean;
  validate(s: S, seat: Seat, action: unknown): V;
  /** The private copy the step works on (a game may copy only what a checked action can change). */
  copy(s: S, v: V): S;
  applyChecked(s: S, seat: Seat, v: V, ev: E[]): void;
}

/**
 * The one `apply` of every engine: the seat check, then validate, then the rules step on a private copy. A refused
 * action throws RuleError before anything is copied (or, for a rule that checks as it runs, on the copy), so the
 * caller's state never changes.
 */
export function applyBy<S extends { players: number }, V, E>(r: RuleSteps<S, V, E>): (s0: S, seat: Seat, action: unknown) => { state: S; events: E[] } {
  return (s0, seat, action) => {
    checkSeat(r.toAct(s0), seat, s0.players, r.over(s0));
    const v = r.validate(s0, seat, action);
    const s = r.copy(s0, v);
    const events: E[] = [];
    r.applyChecked(s, seat, v, events);
    return { state: s, events };
  };
}
