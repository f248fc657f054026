import type { Seat } from '../../engine/core/types';
import type { CloseMessage, JoinMessage, LeaveMessage, ResumeMessage } from '../../protocol/messages';
import type { Connection } from '../connection';
import { addSeat, type PeerState } from '../connections';
import type { HostContext } from '../context';
import { HostError } from '../errors';
import { seatOpenTo } from '../lan-share';
import { checkSeat } from '../limits';
import type { Match, SeatSlot } from '../match';
import { eventsFor, snapshotFor } from '../outbound';
import { heldSeat, slotByToken } from './held-seat';

/**
 * Seat messages and the seat rules: join a seat or watch, resume a seat with its token (the newest connection wins),
 * leave one (mid-game a bot plays it on), close a match nobody else plays in; and what a dropped connection lets go.
 */

export function onJoin(ctx: HostContext, peer: PeerState, msg: JoinMessage): void {
  const m = ctx.matches.findVisible(msg.match, peer.conn);
  if (msg.as === 'spectator') return watch(ctx, peer, m, msg);
  const slot = pickSeat(m, msg.as, peer.conn);
  if (m.status === 'over') throw new HostError('GAME_OVER', 'the match is over; join as a spectator to see it');
  checkSeat(m, peer.conn, ctx.limits);
  takeSeat(ctx, peer, m, slot, msg);
}

function watch(ctx: HostContext, peer: PeerState, m: Match, msg: JoinMessage): void {
  const conn = peer.conn;
  if (!m.spectatorsAllowed) throw new HostError('NO_SPECTATORS', 'this match does not allow spectators');
  m.spectators.add(conn);
  peer.watching.add(m.id);
  joinPacing(ctx, peer, m, msg);
  ctx.out.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat: null, catchUp: 'none', summary: m.summary() });
  ctx.out.send(conn, snapshotFor(m, null, true));
  ctx.out.presence(m);
}

/** The seat a join asks for ('any': the first open one `conn` may take); refused when it is not free for `conn`. */
function pickSeat(m: Match, as: Seat | 'any', conn: Connection): SeatSlot {
  if (as === 'any') {
    const open = m.seats.find((s) => s.kind === 'human' && s.tokenHash === null && seatOpenTo(s, conn));
    if (!open) throw new HostError('NO_SEAT', 'no open seat in this match (join as a spectator, or resume your seat with its token)');
    return open;
  }
  const slot = m.seats[as];
  if (!slot) throw new HostError('NO_SEAT', `seat ${as} does not exist (this match has seats 0–${m.players - 1})`);
  if (slot.kind === 'bot') throw new HostError('SEAT_TAKEN', `seat ${as} is played by a bot`);
  if (slot.tokenHash !== null) throw new HostError('SEAT_TAKEN', `seat ${as} is taken (its player can resume it with their token)`);
  if (!seatOpenTo(slot, conn)) throw new HostError('SEAT_TAKEN', `seat ${as} is kept for a player at the host`);
  return slot;
}

/** The seat is `peer`'s now, with a fresh token; the match starts once every human seat is taken. */
function takeSeat(ctx: HostContext, peer: PeerState, m: Match, slot: SeatSlot, msg: JoinMessage): void {
  const { conn } = peer;
  const { seat } = slot;
  const token = ctx.ids.token();
  slot.tokenHash = ctx.ids.hashToken(token);
  slot.holder = conn;
  slot.awaySince = null;
  // Unnamed stays unnamed (null): each screen then calls the seat "Player n" in its own language.
  slot.name = msg.name ?? peer.name ?? slot.name;
  if (conn.kind === 'local') slot.here = true; // a player at the host: the seat stays theirs, even once left
  ctx.seatBots.handBack(m, seat);
  addSeat(peer, m.id, seat);
  joinPacing(ctx, peer, m, msg);
  const started = m.refreshStatus();
  saveSeats(ctx, m);
  ctx.log(`match ${m.id}: seat ${seat} joined by ${conn.id}`);
  ctx.out.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, token, catchUp: 'none', summary: m.summary() });
  if (started) ctx.out.snapshots(m, false);
  else ctx.out.send(conn, snapshotFor(m, seat, true));
  if (started) ctx.seatBots.checkTakeovers(m); // players who dropped while waiting start their grace period now
  ctx.out.presence(m);
  ctx.seatBots.schedule(m);
  ctx.changed();
}

/**
 * `pace: true` on a join: the bots wait for what this client has shown. Only a local client, the match's creator or
 * a player at the table may ask: a LAN spectator must not slow other people's game (its flag is ignored).
 */
function joinPacing(ctx: HostContext, peer: PeerState, m: Match, msg: JoinMessage): void {
  const conn = peer.conn;
  if (msg.pace && (conn.kind === 'local' || m.creator?.conn === conn || msg.as !== 'spectator')) ctx.seatBots.pace(m, conn.id);
}

/** Journal a seat change. It also counts as activity (as it does for a restored match): waiting ones expire after. */
function saveSeats(ctx: HostContext, m: Match): void {
  m.updatedAt = ctx.now();
  ctx.journal.seats(m);
}

export function onResume(ctx: HostContext, peer: PeerState, msg: ResumeMessage): void {
  const m = ctx.matches.find({ id: msg.match });
  const slot = slotByToken(ctx, m, msg.token);
  const { seat } = slot;
  const conn = peer.conn;
  if (slot.holder && slot.holder !== conn) {
    // The same token from a new connection wins (the old one is usually a half-open socket).
    const old = slot.holder;
    ctx.peers.get(old)?.seats.get(m.id)?.delete(seat);
    ctx.out.send(old, { t: 'left', match: m.id, seat, reason: 'replaced' });
  }
  slot.holder = conn;
  slot.awaySince = null;
  ctx.seatBots.clearTimer(m, seat);
  ctx.seatBots.handBack(m, seat);
  addSeat(peer, m.id, seat);
  catchUp(ctx, conn, m, seat, msg);
  ctx.seatBots.checkTakeovers(m); // someone is back: seats still away may now hold them up
  ctx.out.presence(m);
  ctx.seatBots.schedule(m);
}

/** A resumed seat gets what it missed since `lastSeq`: the kept events, or a fresh snapshot when they are gone. */
function catchUp(ctx: HostContext, conn: Connection, m: Match, seat: Seat, msg: ResumeMessage): void {
  const missed = m.historyAfter(msg.lastSeq);
  const how = msg.lastSeq > m.seq || missed === null ? 'snapshot' : missed.length > 0 ? 'events' : 'none';
  ctx.log(`match ${m.id}: seat ${seat} resumed by ${conn.id} (${how})`);
  ctx.out.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, catchUp: how, summary: m.summary() });
  if (how === 'events') for (const e of missed ?? []) ctx.out.send(conn, eventsFor(m, e, seat));
  ctx.out.send(conn, snapshotFor(m, seat, how === 'snapshot'));
}

export function onLeave(ctx: HostContext, peer: PeerState, msg: LeaveMessage): void {
  const m = ctx.matches.find({ id: msg.match });
  if (msg.token === undefined) return stopWatching(ctx, peer, m, msg);
  const conn = peer.conn;
  const slot = slotByToken(ctx, m, msg.token);
  const { seat } = slot;
  if (slot.holder) {
    ctx.peers.get(slot.holder)?.seats.get(m.id)?.delete(seat);
    if (slot.holder !== conn) ctx.out.send(slot.holder, { t: 'left', match: m.id, seat, reason: 'leave' });
  }
  slot.tokenHash = null;
  slot.holder = null;
  slot.awaySince = null;
  slot.name = null;
  ctx.seatBots.clearTimer(m, seat);
  // Mid-game, an abandoned seat is played by a bot (unless this host never takes seats over) until someone joins.
  if (m.status === 'playing' && ctx.config.awayTimeoutMs !== null) slot.takenOver = true;
  saveSeats(ctx, m);
  ctx.log(`match ${m.id}: seat ${seat} left`);
  ctx.out.send(conn, { t: 'left', ref: msg.ref, match: m.id, seat, reason: 'leave' });
  ctx.out.snapshots(m, false); // legal actions of that seat are no longer offered to anyone
  ctx.out.presence(m);
  ctx.seatBots.schedule(m);
  ctx.changed();
}

function stopWatching(ctx: HostContext, peer: PeerState, m: Match, msg: LeaveMessage): void {
  const conn = peer.conn;
  if (!m.spectators.delete(conn)) throw new HostError('NOT_SEATED', 'you are not watching this match (to give up a seat, send its token)');
  peer.watching.delete(m.id);
  ctx.seatBots.unpace(conn.id, [m]);
  ctx.out.send(conn, { t: 'left', ref: msg.ref, match: m.id, seat: null, reason: 'leave' });
  ctx.out.presence(m);
}

/**
 * Abandon: the match ends for good, but only when nobody else plays in it (every claimed human seat is held by
 * this connection); otherwise the player gives up their seats with `leave`.
 */
export function onClose(ctx: HostContext, peer: PeerState, msg: CloseMessage): void {
  const { m, seat } = heldSeat(ctx, peer, msg);
  const others = m.seats.some((s) => s.kind === 'human' && s.tokenHash !== null && s.holder !== peer.conn);
  if (others) throw new HostError('NOT_ALLOWED', 'other players are in this match: leave your seat instead');
  ctx.log(`match ${m.id}: closed by the player of seat ${seat}`);
  ctx.out.send(peer.conn, { t: 'left', ref: msg.ref, match: m.id, seat, reason: 'closed' });
  ctx.matches.close(m.id, { discard: m.status !== 'over' });
}

/** A connection went away (socket closed, window closed): its seats become away, its spectating ends. */
export function peerGone(ctx: HostContext, peer: PeerState): void {
  const conn = peer.conn;
  const now = ctx.now();
  for (const [matchId, seats] of peer.seats) {
    const m = ctx.matches.get(matchId);
    if (!m) continue;
    for (const seat of seats) {
      const slot = m.seats[seat];
      if (slot?.holder !== conn) continue;
      slot.holder = null;
      slot.awaySince = now;
    }
    ctx.seatBots.checkTakeovers(m);
    ctx.out.presence(m);
  }
  for (const matchId of peer.watching) {
    const m = ctx.matches.get(matchId);
    if (m && m.spectators.delete(conn)) ctx.out.presence(m);
  }
  ctx.seatBots.unpace(conn.id, ctx.matches.values());
}
