import type { Seat } from '../engine/core/types';
import { LIMITS, type EventsMessage, type HistoryMessage, type SnapshotMessage } from '../protocol/messages';
import type { HistoryEntry, Match } from './match';

/**
 * The only place where match state turns into something sent out. Everything goes through the engine's
 * view(state, viewer) and eventView(event, viewer); a spectator is viewer null. Nothing else of the state (record,
 * seed, other seats' legal actions, bot seed) is ever put in a message.
 */

export function snapshotFor(match: Match, viewer: Seat | null, resync: boolean): SnapshotMessage {
  const { game, state } = match;
  const toAct = match.toAct();
  const msg: SnapshotMessage = {
    t: 'snapshot',
    match: match.id,
    seq: match.seq,
    seat: viewer,
    status: match.status,
    view: game.view(state, viewer),
    toAct,
    outcome: match.status === 'over' ? game.outcome(state) : null,
    resync,
  };
  // Legal actions are private to the seat that must act (they can reveal its hand); a bot-played seat gets none.
  if (viewer !== null && toAct.includes(viewer) && !match.botPlays(viewer)) msg.legal = game.legalActions(state, viewer);
  if (viewer !== null && match.undoTarget(viewer) !== null) msg.undo = true;
  return msg;
}

export function eventsFor(match: Match, entry: HistoryEntry, viewer: Seat | null): EventsMessage {
  const events: EventsMessage['events'] = [];
  for (const e of entry.events) {
    const v = match.game.eventView(e, viewer);
    if (v !== null) events.push(v);
  }
  // Sent even when empty: every seq reaches every viewer, so a client can tell a lost message from a quiet one.
  const msg: EventsMessage = { t: 'events', match: match.id, seq: entry.seq, seat: viewer, events };
  if (viewer !== null && entry.by === viewer) msg.by = viewer;
  return msg;
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
