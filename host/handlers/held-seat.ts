import type { Seat } from '../../engine/core/types';
import type { HostContext } from '../context';
import type { PeerState } from '../connections';
import { HostError } from '../errors';
import type { Match, SeatSlot } from '../match';

/** The seat a token holds in `m`, if any (compared by hash, in constant time). */
export function tokenSlot(ctx: HostContext, m: Match, token: string): SeatSlot | undefined {
  const h = ctx.ids.hashToken(token);
  return m.seats.find((s) => ctx.ids.hashMatches(h, s.tokenHash));
}

/** The seat a token holds in `m`; BAD_TOKEN when it holds none. */
export function slotByToken(ctx: HostContext, m: Match, token: string): SeatSlot {
  const slot = tokenSlot(ctx, m, token);
  if (!slot) throw new HostError('BAD_TOKEN', 'this token does not hold a seat in this match');
  return slot;
}

/** The match and seat a seat-token message names, held by this connection. */
export function heldSeat(ctx: HostContext, peer: PeerState, msg: { match: string; token: string }): { m: Match; seat: Seat } {
  const m = ctx.matches.find({ id: msg.match });
  const { seat, holder } = slotByToken(ctx, m, msg.token);
  if (holder !== peer.conn) throw new HostError('NOT_SEATED', `this connection does not hold seat ${seat}: resume it with its token first`);
  return { m, seat };
}
