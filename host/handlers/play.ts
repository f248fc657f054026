import type { Action } from '../../engine/core/types';
import type { CheckMessage, IntentMessage, ShownMessage, UndoAnswerMessage, UndoMessage } from '../../protocol/messages';
import type { PeerState } from '../connections';
import type { HostContext } from '../context';
import { HostError } from '../errors';
import { act } from '../moves';
import { heldSeat } from './held-seat';

/** Play messages of a held seat: an action, an undo asked or answered; and a pacing client's `shown`. */

export function onIntent(ctx: HostContext, peer: PeerState, msg: IntentMessage): void {
  const { m, seat } = heldSeat(ctx, peer, msg);
  act(ctx, m, seat, msg.seq, msg.action as Action);
}

/**
 * A dry run of an intent (protocol `check`): the same seat, seq and rules checks, nothing applied or journalled. A
 * refusal is thrown as the intent's would be, so its error carries the same code, words and details.
 */
export function onCheck(ctx: HostContext, peer: PeerState, msg: CheckMessage): void {
  const { m, seat } = heldSeat(ctx, peer, msg);
  if (!peer.checks.take()) throw new HostError('RATE_LIMITED', 'too many checks; try again in a moment');
  m.check(seat, msg.seq, msg.action);
  ctx.out.send(peer.conn, { t: 'checked', ref: msg.ref, match: m.id, seq: msg.seq, ok: true });
}

export function onUndo(ctx: HostContext, peer: PeerState, msg: UndoMessage): void {
  const { m, seat } = heldSeat(ctx, peer, msg);
  const keep = m.undoTarget(seat);
  if (keep === null) throw new HostError('NOT_ALLOWED', 'nothing to take back: a card was drawn or something hidden revealed since, or another player moved');
  // Asked at a seq the match went back from (a second click after an undo), or before the seat saw its own move.
  // Bot moves since are fine: they are taken back with it.
  if (msg.seq > m.seq || msg.seq <= keep) throw new HostError('STALE', `undo was asked at seq ${msg.seq}, but the match is at seq ${m.seq}`, { seq: m.seq });
  ctx.undos.ask(m, seat, peer.conn, keep, msg.ref);
}

export function onUndoAnswer(ctx: HostContext, peer: PeerState, msg: UndoAnswerMessage): void {
  const { m, seat } = heldSeat(ctx, peer, msg);
  ctx.undos.answer(m, seat, msg.accept);
}

/** A pacing client's ack of what its table has shown (no reply). */
export function onShown(ctx: HostContext, peer: PeerState, msg: ShownMessage): void {
  const m = ctx.matches.find({ id: msg.match });
  if (!ctx.seatBots.shown(m, peer.conn.id, msg.seq)) throw new HostError('NOT_SEATED', 'this connection does not pace this match (join it with pace: true)');
}
