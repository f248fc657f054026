import type { Seat } from '../../engine/core/types';
import type { HistoryRequest, RecordRequest } from '../../protocol/messages';
import type { PeerState } from '../connections';
import type { HostContext } from '../context';
import { HostError } from '../errors';
import { historyFor } from '../outbound';
import { heldSeat, tokenSlot } from './held-seat';

/** What a match was: its finished record, and its past event batches as one viewer saw them. */

/** A finished match's record, to the people who played or watched it (lan-share.ts says who and how often). */
export function onRecord(ctx: HostContext, peer: PeerState, msg: RecordRequest): void {
  const m = ctx.matches.findVisible({ id: msg.match }, peer.conn);
  const present = (peer.seats.get(m.id)?.size ?? 0) > 0 || peer.watching.has(m.id);
  const seated = msg.token !== undefined && tokenSlot(ctx, m, msg.token) !== undefined;
  const text = ctx.recordShare.replyText(m, { conn: peer.conn, present, seated }, msg.ref);
  ctx.out.send(peer.conn, { t: 'record', ref: msg.ref, match: m.id, record: m.record }, text);
}

/** The match's past as the seat this connection holds (token) or as the spectator it is, within its budget. */
export function onHistory(ctx: HostContext, peer: PeerState, msg: HistoryRequest): void {
  const m = ctx.matches.find({ id: msg.match });
  let viewer: Seat | null = null;
  if (msg.token !== undefined) viewer = heldSeat(ctx, peer, { match: msg.match, token: msg.token }).seat;
  else if (!m.spectators.has(peer.conn)) throw new HostError('NOT_SEATED', 'history: watch this match or name a seat you hold (its token)');
  if (!peer.history.take()) throw new HostError('RATE_LIMITED', 'history asked for too often; try again in a few seconds');
  ctx.out.send(peer.conn, historyFor(m, viewer, msg.ref));
}
