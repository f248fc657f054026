/**
 * What a client knows of one match, and how each host message changes it: a pure reducer (no I/O, no timers, no
 * events), so every rule of the feeds can be read and tested on its own. `Session` applies it to its `feeds` map and
 * says what changed.
 */
import type { EventsMessage, HistoryMessage, JoinedMessage, LeftMessage, MatchSummary, PresenceMessage, ServerMessage, SnapshotMessage, UndoNotice, Unsaved } from '../protocol/messages';
import type { HeldSeat } from './saved-seats';

export interface MatchFeed {
  /** The match's id, room code and game id. */
  id: string;
  code: string;
  game: string;
  /** The host's summary of it, kept up to date by snapshots and presence (null until created or joined here). */
  summary: MatchSummary | null;
  /** The seats this client holds in it (seat null: watching). */
  held: HeldSeat[];
  /** Latest snapshot per viewer key (`String(seat)` or "spectator"). */
  snapshots: Record<string, SnapshotMessage>;
  /** Event batches per viewer key, in seq order (kept whole for the log). */
  events: Record<string, EventsMessage[]>;
  /** Set when the host ended the match for this client: 'closed' by its owner, or 'expired' (nobody joined in time). */
  ended: 'closed' | 'expired' | null;
  /** An undo asked for and waiting for the players to agree (the host's `asked` notice), else null. */
  undo: UndoNotice | null;
  /** Set while the host cannot save the match (from its summary and each presence); null: it is being saved. */
  unsaved: Unsaved | null;
}

/** The host messages that change a match's feed. */
export type FeedMessage = Extract<ServerMessage, { t: 'created' | 'joined' | 'snapshot' | 'events' | 'presence' | 'left' | 'undo' | 'history' }>;

export const viewerKey = (seat: number | null): string => (seat === null ? 'spectator' : String(seat));

/** The match a feed message is about. */
export const feedMatch = (m: FeedMessage): string => (m.t === 'created' ? m.match.id : m.match);

/** A feed nothing has arrived for yet. */
export function emptyFeed(id: string, code = '', game = ''): MatchFeed {
  return { id, code, game, summary: null, held: [], snapshots: {}, events: {}, ended: null, undo: null, unsaved: null };
}

/**
 * The feed after one host message. Never changes `feed` (every change is a new object; unchanged parts are shared).
 * `feed` undefined: the client has no feed for the match (never had one, or forgot it); every message but `left`
 * starts one. Returns `feed` itself when the message changes nothing (a snapshot older than the one held), and
 * undefined only for a `left` about a match without a feed.
 */
export function reduceFeed(feed: MatchFeed | undefined, m: FeedMessage): MatchFeed | undefined {
  switch (m.t) {
    case 'created':
      return { ...namedFeed(feed, m.match.id, m.match.code, m.match.game), summary: m.match, unsaved: m.match.unsaved ?? null };
    case 'joined':
      return joined(feed, m);
    case 'snapshot':
      return snapshotIn(feed ?? emptyFeed(m.match), m);
    case 'events':
      return eventsIn(feed ?? emptyFeed(m.match), m);
    case 'presence':
      return presenceIn(feed ?? emptyFeed(m.match), m);
    case 'left':
      return feed && left(feed, m);
    case 'undo':
      return { ...(feed ?? emptyFeed(m.match)), undo: m.state === 'asked' ? m : null };
    case 'history':
      return historyIn(feed ?? emptyFeed(m.match), m);
  }
}

/** `feed` (or a new one) with the room code and game a message gave (an empty one keeps what is known). */
export function namedFeed(feed: MatchFeed | undefined, id: string, code: string, game: string): MatchFeed {
  const f = feed ?? emptyFeed(id);
  return { ...f, code: code || f.code, game: game || f.game };
}

function joined(feed: MatchFeed | undefined, m: JoinedMessage): MatchFeed {
  const f = namedFeed(feed, m.match, m.code, m.game);
  // A joiner's only source of the players' names until the next presence (which updates the summary it has).
  const summary = m.summary ?? f.summary;
  const has = f.held.some((h) => h.seat === m.seat);
  const held = has ? f.held.map((h) => (h.seat === m.seat && m.token ? { ...h, token: m.token } : h)) : [...f.held, { seat: m.seat, token: m.token }];
  return { ...f, summary, held, unsaved: m.summary ? (m.summary.unsaved ?? null) : f.unsaved };
}

/** Who is at the table and whether the match is being saved; the feed itself when neither changes anything here. */
function presenceIn(f: MatchFeed, m: PresenceMessage): MatchFeed {
  const unsaved = m.unsaved ?? null;
  if (!f.summary) return unsaved === f.unsaved ? f : { ...f, unsaved };
  const { unsaved: _was, ...summary } = f.summary;
  return { ...f, unsaved, summary: { ...summary, seats: m.seats, spectators: m.spectators, ...(m.unsaved ? { unsaved: m.unsaved } : {}) } };
}

/** The viewer's latest snapshot; an older one is dropped unless it is a resync (an undo went back). */
function snapshotIn(f: MatchFeed, m: SnapshotMessage): MatchFeed {
  const key = viewerKey(m.seat);
  const prev = f.snapshots[key];
  if (prev && prev.seq > m.seq && !m.resync) return f;
  // A resync that went back (an undo): the batches after it no longer stand.
  const batches = f.events[key];
  const events = m.resync && batches?.some((b) => b.seq > m.seq) ? { ...f.events, [key]: batches.filter((b) => b.seq <= m.seq) } : f.events;
  const summary = f.summary ? { ...f.summary, status: m.status, seq: m.seq } : null;
  return { ...f, snapshots: { ...f.snapshots, [key]: m }, events, summary };
}

/** A live batch goes after the ones held, as it comes (the host sends each seq once to each viewer, in order). */
function eventsIn(f: MatchFeed, m: EventsMessage): MatchFeed {
  const key = viewerKey(m.seat);
  return { ...f, events: { ...f.events, [key]: [...(f.events[key] ?? []), m] } };
}

/** A seat given up (or the watching ended); the whole match when the host closed it or it expired. */
function left(f: MatchFeed, m: LeftMessage): MatchFeed {
  if (m.reason === 'closed' || m.reason === 'expired') return { ...f, held: [], ended: m.reason };
  return { ...f, held: f.held.filter((h) => h.seat !== m.seat) };
}

/** Past batches merge under the ones already here (seq order, one batch per seq: a live one may have come first). */
function historyIn(f: MatchFeed, m: HistoryMessage): MatchFeed {
  const key = viewerKey(m.seat);
  const bySeq = new Map<number, EventsMessage>();
  for (const b of m.batches) bySeq.set(b.seq, b);
  for (const b of f.events[key] ?? []) bySeq.set(b.seq, b);
  return { ...f, events: { ...f.events, [key]: [...bySeq.values()].sort((a, b) => a.seq - b.seq) } };
}

/** The feed with `seat` no longer held (a seat the host says is gone for good). */
export function releaseSeat(f: MatchFeed, seat: number | null): MatchFeed {
  return { ...f, held: f.held.filter((h) => h.seat !== seat) };
}

/** The feed holding `seat` too (a saved seat being taken back); as it was when it holds it already. */
export function holdSeat(f: MatchFeed, seat: HeldSeat): MatchFeed {
  return f.held.some((x) => x.seat === seat.seat) ? f : { ...f, held: [...f.held, { ...seat }] };
}

/** The token of a seat this feed holds (seat null: the watching, which has none). */
export const tokenOf = (f: MatchFeed | undefined, seat: number | null): string | undefined => f?.held.find((h) => h.seat === seat)?.token;

/** The last seq the feed has for a viewer (its snapshot or its last batch); -1 if none. */
export function lastSeqOf(f: MatchFeed | undefined, seat: number | null): number {
  const key = viewerKey(seat);
  return Math.max(f?.snapshots[key]?.seq ?? -1, f?.events[key]?.at(-1)?.seq ?? -1);
}
