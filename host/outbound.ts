import type { AnyGame, GameEvent, Seat } from '../engine/core/types';
import { LIMITS, type EventsMessage, type HistoryMessage, type MatchStatus, type SnapshotMessage } from '../protocol/messages';
import type { HistoryEntry, Match } from './match';

/**
 * The only place where match state turns into something sent out. Everything goes through the engine's
 * view(state, viewer) and eventView(event, viewer); a spectator is viewer null. Nothing else of the state (record,
 * seed, other seats' legal actions, bot seed) is ever put in a message.
 */

/** Where a state stands, for `stateSnapshot`: the match, its seq and status, who is to act. */
export interface StateAt {
  match: string;
  seq: number;
  status: MatchStatus;
  toAct: Seat[];
}

/** A viewer's snapshot of a state, without legal actions or undo (a replay sends exactly this: it is read-only). */
export function stateSnapshot(game: AnyGame, state: unknown, at: StateAt, viewer: Seat | null, resync: boolean): SnapshotMessage {
  const { match, seq, status, toAct } = at;
  return { t: 'snapshot', match, seq, seat: viewer, status, view: game.view(state, viewer), toAct, outcome: status === 'over' ? game.outcome(state) : null, resync };
}

/** One action's events as `viewer` may see them (`by`: who acted, told only to that seat). */
export function viewedEvents(game: AnyGame, match: string, seq: number, events: readonly GameEvent[], viewer: Seat | null, by: Seat): EventsMessage {
  const out: EventsMessage['events'] = [];
  for (const e of events) {
    const v = game.eventView(e, viewer);
    if (v !== null) out.push(v);
  }
  // Sent even when empty: every seq reaches every viewer, so a client can tell a lost message from a quiet one.
  const msg: EventsMessage = { t: 'events', match, seq, seat: viewer, events: out };
  if (viewer !== null && by === viewer) msg.by = viewer;
  return msg;
}

export function snapshotFor(match: Match, viewer: Seat | null, resync: boolean): SnapshotMessage {
  const { game, state } = match;
  const toAct = match.toAct();
  const msg = stateSnapshot(game, state, { match: match.id, seq: match.seq, status: match.status, toAct }, viewer, resync);
  // Legal actions are private to the seat that must act (they can reveal its hand); a bot-played seat gets none.
  if (viewer !== null && toAct.includes(viewer) && !match.botPlays(viewer)) msg.legal = game.legalActions(state, viewer);
  if (viewer !== null && match.undoTarget(viewer) !== null) msg.undo = true;
  return msg;
}

export function eventsFor(match: Match, entry: HistoryEntry, viewer: Seat | null): EventsMessage {
  return viewedEvents(match.game, match.id, entry.seq, entry.events, viewer, entry.by);
}

/**
 * The match's past as one viewer saw it (or would have): the newest kept history entries, at most
 * LIMITS.maxHistoryBatches, each through `eventsFor`, so nothing hidden from that viewer is in it.
 */
export function historyFor(match: Match, viewer: Seat | null, ref?: string): HistoryMessage {
  const kept = match.history.slice(-LIMITS.maxHistoryBatches);
  const batches = kept.map((entry) => eventsFor(match, entry, viewer));
  const complete = match.seq === 0 || kept[0]?.seq === 1;
  return { t: 'history', ...(ref === undefined ? {} : { ref }), match: match.id, seat: viewer, batches, complete };
}
