/**
 * The River Tables host protocol: one versioned, zod-validated discriminated union per direction, keyed by `t`.
 * Shared by the host (Node), the Node client (client.ts) and the renderer (renderer/net: the types, or the schemas to
 * validate). Imports nothing but zod and engine/core's plain limits, so it runs anywhere.
 *
 * There is deliberately no chat message: the protocol carries game traffic only.
 */
import { z } from 'zod';
import { boundsProblem, depthExceededAt } from '../engine/core/bounded';
import { clip, pathText } from '../engine/core/clip';
import { RECORD_LIMITS } from '../engine/core/record';
import type { Action } from '../engine/core/types';
import { cleanName, NAME_MAX_GRAPHEMES } from './names';

/** Bumped on any incompatible change; a `hello` with another version is refused with BAD_VERSION. */
export const PROTOCOL_VERSION = 1;

/** Limits every host enforces (also used by clients to fail early). */
export const LIMITS = {
  /** Frames above this get a TOO_BIG error and are dropped; the connection stays. */
  maxMessageBytes: 64 * 1024,
  /** Frames above this close the connection (ws `maxPayload`, close code 1009); the host never buffers them. */
  hardMaxMessageBytes: 1024 * 1024,
  /**
   * A name's raw length in UTF-16 units, checked before it is cleaned so hostile input is bounded: room for 24 emoji
   * of a few units each. What is kept is capped again, in graphemes (protocol/names.ts).
   */
  maxNameLength: 256,
  /** Graphemes a clean name keeps at most (protocol/names.ts NAME_MAX_GRAPHEMES). */
  maxNameGraphemes: NAME_MAX_GRAPHEMES,
  /** Matches in one `matches` reply at most; a client pages (`after`) for the rest. */
  maxMatchesListed: 200,
  /** Past event batches in one `history` reply at most (the newest; older ones are dropped). */
  maxHistoryBatches: 256,
  /** History requests one connection may make: `burst` at once, then one per `everyMs` (RATE_LIMITED beyond). */
  historyRequests: { burst: 8, everyMs: 5000 },
  /**
   * A finished record larger than this is refused (TOO_BIG) rather than sent: it must fit a LAN peer's send buffer
   * (electron/lan/server.ts maxBufferedBytes, 2 MiB). A long game's record is a few tens of KiB.
   */
  maxRecordBytes: 1024 * 1024,
  /** Record requests one connection may make: `burst` at once, then one per `everyMs` (RATE_LIMITED beyond). */
  recordRequests: { burst: 4, everyMs: 5000 },
  /**
   * Nesting of a message at most, checked by a linear scan before JSON.parse: the deepest real message (a snapshot's
   * view with a NEFERTITI data set) is about 15 levels; a frame of a million '[' would make every walk after the
   * parse overflow the stack.
   */
  maxMessageDepth: 64,
  /**
   * Dry runs (`check`) one connection may make: `burst` at once, then one per `everyMs` (RATE_LIMITED beyond). A table
   * asks one per pick the player makes (debounced), so a person clicking fast stays well inside it.
   */
  checkRequests: { burst: 12, everyMs: 250 },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

/**
 * A player's name: bounded raw, then cleaned by the one name rule (protocol/names.ts): every name the host stores is
 * normalised, without controls or bidi steering, visible and capped. A refusal names the problem.
 */
export const nameSchema = z
  .string()
  .max(LIMITS.maxNameLength, `a name is at most ${LIMITS.maxNameLength} characters before it is cleaned`)
  .transform((raw, ctx) => {
    const r = cleanName(raw);
    if (r.ok) return r.name;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
const name = nameSchema;
/** Correlation id chosen by the client; echoed on the reply or error so a client can match them. */
const ref = z.string().min(1).max(64).optional();
const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a match id is 1–64 letters, digits, "_" or "-"');
/** Short room code shown on the host screen (e.g. "K7QX"); case-insensitive when typed. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const roomCode = z.string().regex(/^[A-Za-z0-9]{4,8}$/, 'a room code is 4–8 letters or digits');
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a seat token is 16–128 base64url characters');
const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const seat = z.number().int().min(0).max(15);

/**
 * An engine action: a small JSON object with a `type`; other fields pass through and the engine checks them
 * (MALFORMED_ACTION). Typed as the engine's Action so engine values fit without casts.
 */
const actionSchema = z.looseObject({ type: z.string().min(1).max(64) }) as unknown as z.ZodType<Action>;

/** A bot's name in the host's registry (a level: easy, normal, hard; or random, greedy): the host refuses unknown ones. */
const botName = z.string().min(1).max(32);

/**
 * A human seat kept for a player at the host's own machine (hot-seat, "you"): LAN guests never get it, not even after
 * its player left (then the stand-in plays it). A seat a local connection takes is kept so from then on.
 */
const hereSeat = z.literal(true).optional();

const seatSpecSchema = z.discriminatedUnion('kind', [
  /**
   * A seat for a person: a local player (Electron) or a LAN client claims it with `join`. `standIn`: the bot that plays
   * it while no one holds it (left mid-game, or away too long), e.g. 'easy' for a tutorial's opponents once its
   * script ends; default: the host's takeover bot.
   */
  z.strictObject({ kind: z.literal('human'), name: name.optional(), standIn: botName.optional(), here: hereSeat }),
  z.strictObject({ kind: z.literal('bot'), bot: botName, name: name.optional() }),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

// ---------------------------------------------------------------------------------------------------------------
// LAN sharing: which matches LAN guests see, and the finished record they may ask for

/**
 * `create` fields about the LAN. `lan`: offer the match to LAN guests (listed, joinable, watchable); a LAN client's
 * match always is, a match the host's own app creates only when it says so (default false: a single-player or
 * hot-seat game stays on this machine). `records`: LAN players of the match may ask for its record once it is over
 * (default true; the host may forbid records altogether).
 */
const lanCreateFields = {
  lan: z.boolean().optional(),
  records: z.boolean().optional(),
};

/**
 * Ask for a finished match's record (seed, options, every action: it reveals every hidden card, so only once the match
 * is over: NOT_OVER before). Only for a connection that holds or watches the match, or that proves a seat with its
 * token (after a reconnect); NOT_ALLOWED when the host or the match's creator does not share records.
 */
const recordRequestSchema = z.strictObject({ t: z.literal('record'), ref, match: matchId, token: token.optional() });

/** The reply: the record as engine/core/record.ts writes it (the client checks it with parseRecord). */
const recordReplySchema = z.strictObject({ t: z.literal('record'), ref, match: matchId, record: z.unknown() });

// ---------------------------------------------------------------------------------------------------------------
// Client → host

const helloSchema = z.strictObject({
  t: z.literal('hello'),
  v: z.number().int(),
  name: name.optional(),
  /** Free-form client description for the host log, e.g. "river-tables/0.1 electron". */
  client: z.string().max(80).optional(),
});

/**
 * Where a page of the match list ends: opaque to clients (they send back the `next` of the previous reply). Matches
 * are listed in creation order, so a cursor stays valid while matches come and go between pages.
 */
const listCursor = z.string().regex(/^-?\d[\d.e+-]{0,31}~[A-Za-z0-9_-]{1,64}$/, 'a list cursor is the "next" of a previous matches reply');

/**
 * List the host's matches in creation order. Without `after`/`limit` (older clients): the first page, in the reply
 * shape those clients know. With either: the page after `after`, of at most `limit` (≤ LIMITS.maxMatchesListed)
 * matches, and the reply says the total and where the next page starts.
 */
const listSchema = z.strictObject({
  t: z.literal('list'),
  ref,
  after: listCursor.optional(),
  limit: z.number().int().min(1).max(LIMITS.maxMatchesListed).optional(),
});

/** Options (and a data set in them) held to RECORD_LIMITS.options before the engine reads them. */
function withinOptions(value: unknown, ctx: z.RefinementCtx): void {
  const p = boundsProblem(value, RECORD_LIMITS.options);
  if (p) ctx.addIssue({ code: 'custom', message: p.problem, path: p.path });
}

const createSchema = z.strictObject({
  t: z.literal('create'),
  ref,
  game: z.string().min(1).max(32),
  players: z.number().int().min(1).max(16),
  /** The same limits as a record's options (a data set in `options.data` included): engine/core/record.ts. */
  options: z.record(z.string().max(64), z.unknown()).superRefine(withinOptions).optional(),
  /** Only honoured for connections the host trusts with seeds (local ones by default): a seed reveals the deck. */
  seed: z.string().min(1).max(256).optional(),
  /** One per seat; missing seats are human. */
  seats: z.array(seatSpecSchema).max(16).optional(),
  /** Whether spectators may watch (default true). */
  spectators: z.boolean().optional(),
  /**
   * The creator paces the match's bots from its first move, as a `join` with `pace` would (the showcase kiosk creates a
   * game of bots, then watches it: without this its first moves could be played before it watches, never shown).
   */
  pace: z.boolean().optional(),
  ...lanCreateFields,
});

/** Which match: its id or its room code. */
const matchRef = z.union([z.strictObject({ id: matchId }), z.strictObject({ code: roomCode })]);

const joinSchema = z.strictObject({
  t: z.literal('join'),
  ref,
  match: matchRef,
  /** A seat number, 'any' open human seat, or 'spectator'. */
  as: z.union([seat, z.literal('any'), z.literal('spectator')]),
  name: name.optional(),
  /** Ask the host to pace the match's bots by what this client has shown (see `shown`). */
  pace: z.boolean().optional(),
});

/** Come back to a seat after a drop or a host restart: the token proves the seat, lastSeq says what was seen. */
const resumeSchema = z.strictObject({
  t: z.literal('resume'),
  ref,
  match: matchId,
  token,
  /** Last match seq this client saw; -1 if none. */
  lastSeq: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER),
});

const leaveSchema = z.strictObject({
  t: z.literal('leave'),
  ref,
  match: matchId,
  /** Give up this seat (the token is revoked); without a token: stop spectating. */
  token: token.optional(),
});

const intentSchema = z.strictObject({
  t: z.literal('intent'),
  ref,
  match: matchId,
  token,
  /** The match seq the action was chosen at (the seq of the last snapshot seen). */
  seq,
  action: actionSchema,
});

/**
 * A dry run of an intent: the host runs exactly an intent's checks (the seat's turn, the seq, the engine's rules) on
 * its state and applies nothing, so a table can say why a pick cannot be played before the player sends it. Answered
 * by `checked`, or by the very `error` an intent with that action would get (nothing more: it reveals no more than
 * sending the intent would). A stale `seq` is STALE, as for an intent. Rate-limited per connection (LIMITS.checkRequests).
 */
const checkSchema = z.strictObject({
  t: z.literal('check'),
  ref,
  match: matchId,
  token,
  /** The match seq the action was chosen at (the seq of the last snapshot seen). */
  seq,
  action: actionSchema,
});

/**
 * Take back the seat's last own action (and every bot action after it), asked at `seq` (the seq of the last snapshot
 * seen: a second click sent before the first undo's snapshot came is STALE, it does not take back two moves). Only when its snapshot says `undo`; with other people at the table
 * they are asked first (`undoAnswer`).
 */
const undoSchema = z.strictObject({ t: z.literal('undo'), ref, match: matchId, token, seq });

/** A seat's answer to an undo another player asked for. */
const undoAnswerSchema = z.strictObject({ t: z.literal('undoAnswer'), ref, match: matchId, token, accept: z.boolean() });

// Match lifecycle: a match's past for a table that starts late, and ending a match nobody else plays.

/**
 * The match's past event batches as one held seat (`token`) or, without a token, as the spectator this connection
 * is, so a table that joins or resumes mid-game can show its log. Rate-limited per connection.
 */
const historySchema = z.strictObject({ t: z.literal('history'), ref, match: matchId, token: token.optional() });

/**
 * End the match for good (abandon): allowed only to a connection holding every claimed human seat (nobody else
 * plays in it). Everyone watching gets `left` with reason 'closed'.
 */
const closeSchema = z.strictObject({ t: z.literal('close'), ref, match: matchId, token });

// Pacing: a client that joined with `pace: true` (e.g. the showcase kiosk) says how far its table has shown the
// match; the host's bots do not run far ahead of it (host/pacers.ts). No reply; an ack for a match this connection
// does not pace is refused (NOT_SEATED).
const shownSchema = z.strictObject({ t: z.literal('shown'), match: matchId, seq });
export type ShownMessage = z.infer<typeof shownSchema>;

const clientMessageSchema = z.discriminatedUnion('t', [
  helloSchema, listSchema, createSchema, joinSchema, resumeSchema, leaveSchema, intentSchema, checkSchema, undoSchema, undoAnswerSchema,
  historySchema, closeSchema, shownSchema, recordRequestSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ListMessage = z.infer<typeof listSchema>;
export type CreateMessage = z.infer<typeof createSchema>;
export type JoinMessage = z.infer<typeof joinSchema>;
export type ResumeMessage = z.infer<typeof resumeSchema>;
export type LeaveMessage = z.infer<typeof leaveSchema>;
export type IntentMessage = z.infer<typeof intentSchema>;
export type CheckMessage = z.infer<typeof checkSchema>;
export type UndoMessage = z.infer<typeof undoSchema>;
export type UndoAnswerMessage = z.infer<typeof undoAnswerSchema>;
export type HistoryRequest = z.infer<typeof historySchema>;
export type CloseMessage = z.infer<typeof closeSchema>;
export type RecordRequest = z.infer<typeof recordRequestSchema>;
export type ClientMessageType = ClientMessage['t'];

// ---------------------------------------------------------------------------------------------------------------
// Host → client

const matchStatusSchema = z.enum(['waiting', 'playing', 'over']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

const seatPresenceSchema = z.strictObject({
  seat,
  kind: z.enum(['human', 'bot']),
  name: z.string().nullable(),
  /** open: nobody holds it; connected: its player is here; away: its player dropped and may resume. */
  state: z.enum(['open', 'connected', 'away']),
  /** A bot plays this seat now (a bot seat, or a human seat taken over after being away too long). */
  botPlaying: z.boolean(),
});
export type SeatPresence = z.infer<typeof seatPresenceSchema>;

/**
 * Set while the host cannot save a match (its journal writes fail; play goes on in memory): `disk-full` when the disk
 * is out of space, `failed` for any other write failure. Absent: every change so far is saved. Match-level, the same
 * for every viewer: it reveals nothing of the game.
 */
const unsavedSchema = z.enum(['disk-full', 'failed']);
export type Unsaved = z.infer<typeof unsavedSchema>;

const matchSummarySchema = z.strictObject({
  id: matchId,
  code: z.string(),
  game: z.string(),
  players: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  status: matchStatusSchema,
  seq,
  seats: z.array(seatPresenceSchema),
  spectators: z.number().int().min(0),
  spectatorsAllowed: z.boolean(),
  /** When the match last changed at the host (an action, a seat taken or left): ms since the epoch. */
  updatedAt: z.number(),
  unsaved: unsavedSchema.optional(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** engine/core Outcome (plain object: unknown keys are dropped, so engine Outcome values type-check as is). */
const outcomeSchema = z.object({
  places: z.array(z.number()),
  scores: z.array(z.number()),
  winners: z.array(z.number()),
  tiebreak: z.array(z.unknown()),
  note: z.string().optional(),
});

const welcomeSchema = z.strictObject({
  t: z.literal('welcome'),
  v: z.number().int(),
  hostId: z.string(),
  hostName: z.string(),
  games: z.array(z.strictObject({ id: z.string(), name: z.string(), players: z.strictObject({ min: z.number(), max: z.number() }) })),
});

const matchesSchema = z.strictObject({
  t: z.literal('matches'),
  ref,
  matches: z.array(matchSummarySchema),
  /** Paged replies only: how many matches the host has in all. */
  total: z.number().int().min(0).optional(),
  /** Paged replies only: the `after` of the next page; null on the last page. */
  next: listCursor.nullable().optional(),
});
const createdSchema = z.strictObject({ t: z.literal('created'), ref, match: matchSummarySchema });

/** Reply to join/resume. The token is only ever sent here, to the connection that holds the seat. */
const joinedSchema = z.strictObject({
  t: z.literal('joined'),
  ref,
  match: matchId,
  code: z.string(),
  game: z.string(),
  seat: seat.nullable(),
  token: token.optional(),
  /** For resume: 'events' = the missed events follow, then a snapshot; 'snapshot' = only a fresh snapshot follows. */
  catchUp: z.enum(['none', 'events', 'snapshot']),
  /** The match as it stands (players' names, who is a bot): a joiner did not create it, so has no summary of it yet. */
  summary: matchSummarySchema.optional(),
});

/** The whole picture for one viewer: its own view of the state at `seq`, and its legal actions if it must act. */
const snapshotSchema = z.strictObject({
  t: z.literal('snapshot'),
  match: matchId,
  seq,
  seat: seat.nullable(),
  status: matchStatusSchema,
  view: z.unknown(),
  toAct: z.array(seat),
  /** Only when `seat` is in `toAct` (and not played by a bot). */
  legal: z.array(actionSchema).optional(),
  outcome: outcomeSchema.nullable(),
  /** True when this snapshot replaces what the client had (resume without events, host restart, an undo: seq went back). */
  resync: z.boolean(),
  /** Set (true) when `seat` may take back its last move now (see the `undo` message). */
  undo: z.literal(true).optional(),
});

/** What one action did, as this viewer may see it (engine eventView). `seq` is the match seq after the action. */
const eventsSchema = z.strictObject({
  t: z.literal('events'),
  match: matchId,
  seq,
  seat: seat.nullable(),
  /**
   * Set (to `seat`) when this was the viewer's own action — how a client knows its intent went through. Absent
   * otherwise: who acted is only what the engine's events themselves show (a secret simultaneous choice may hide it).
   */
  by: seat.optional(),
  events: z.array(z.looseObject({ type: z.string() })),
});

/** Who is at the table, and whether the match is being saved: sent to everyone at it when either changes. */
const presenceSchema = z.strictObject({
  t: z.literal('presence'),
  match: matchId,
  seats: z.array(seatPresenceSchema),
  spectators: z.number().int().min(0),
  unsaved: unsavedSchema.optional(),
});

const leftSchema = z.strictObject({
  t: z.literal('left'),
  ref,
  match: matchId,
  seat: seat.nullable(),
  /**
   * leave: asked for; replaced: the seat was resumed from another connection; closed: the match was closed;
   * expired: a waiting match nobody joined was closed by the host (also sent to its creator, with seat null).
   */
  reason: z.enum(['leave', 'replaced', 'closed', 'expired']),
});

/**
 * An undo, as each person at the table hears of it. asked: `by` asks, every seat in `wait` must agree within
 * `timeoutMs` (its own reply tells the asker this too); done: taken back (fresh snapshots follow, with `resync`);
 * refused / expired / cancelled: a seat said no, the time ran out, or the match moved on first.
 */
const undoNoticeSchema = z.strictObject({
  t: z.literal('undo'),
  ref,
  match: matchId,
  by: seat,
  state: z.enum(['asked', 'done', 'refused', 'expired', 'cancelled']),
  wait: z.array(seat).optional(),
  timeoutMs: z.number().int().min(0).optional(),
});

/** Reply to `check`: an intent with that action, sent at `seq`, would be taken now (nothing was applied). */
const checkedSchema = z.strictObject({
  t: z.literal('checked'),
  ref,
  match: matchId,
  seq,
  ok: z.literal(true),
});

const errorCodes = [
  'BAD_JSON', // not JSON text
  'BAD_MESSAGE', // JSON, but not a message of this protocol (the text names the field)
  'TOO_BIG', // frame larger than LIMITS.maxMessageBytes
  'RATE_LIMITED', // too many messages; the message was dropped
  'BAD_VERSION', // hello with another protocol version
  'NO_HELLO', // a message before hello
  'NO_MATCH', // unknown match id or room code
  'NO_GAME', // unknown game id at create
  'NO_SEAT', // seat number out of range / no open seat
  'SEAT_TAKEN', // the seat is held by someone else
  'BAD_TOKEN', // unknown, revoked or mismatched seat token
  'NOT_SEATED', // this connection does not hold that seat (resume first)
  'NO_SPECTATORS', // the match does not allow spectators
  'NOT_ALLOWED', // e.g. create or seed from a remote client when the host forbids it
  'NOT_STARTED', // intent before every seat is filled
  'STALE', // the intent's seq is older than the state the seat must act on, or newer than the host's
  'BUSY', // the host is full (matches, connections)
  'LIMIT', // a per-client limit (matches created, seats in one match); details.limit names it, details.max its value
  'NOT_OVER', // a record asked for before the match is over (it would reveal the deck)
  // Engine RuleError codes, passed through:
  'NOT_YOUR_TURN', 'BAD_SEAT', 'MALFORMED_ACTION', 'ILLEGAL_ACTION', 'GAME_OVER', 'BAD_OPTION', 'BAD_SETUP',
  'INTERNAL', // a host bug; the message says nothing about the state
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const errorSchema = z.strictObject({
  t: z.literal('error'),
  ref,
  code: z.enum(errorCodes),
  message: z.string(),
  /** Which client message type was refused, when known. */
  for: z.string().optional(),
  match: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Reply to `history`: the viewer's past event batches (each as its `events` message was or would have been), oldest
 * first, at most LIMITS.maxHistoryBatches; `complete` is false when older ones were dropped.
 */
const historyReplySchema = z.strictObject({
  t: z.literal('history'),
  ref,
  match: matchId,
  seat: seat.nullable(),
  batches: z.array(eventsSchema).max(LIMITS.maxHistoryBatches),
  complete: z.boolean(),
});

const serverMessageSchema = z.discriminatedUnion('t', [
  welcomeSchema, matchesSchema, createdSchema, joinedSchema, snapshotSchema, eventsSchema, presenceSchema, leftSchema, undoNoticeSchema, errorSchema,
  historyReplySchema, checkedSchema,
  recordReplySchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type WelcomeMessage = z.infer<typeof welcomeSchema>;
export type MatchesMessage = z.infer<typeof matchesSchema>;
export type CreatedMessage = z.infer<typeof createdSchema>;
export type JoinedMessage = z.infer<typeof joinedSchema>;
export type SnapshotMessage = z.infer<typeof snapshotSchema>;
export type EventsMessage = z.infer<typeof eventsSchema>;
/** One event as the wire carries it: checked for its `type` only (the engine's event union is GameEvents[game]). */
export type WireEvent = EventsMessage['events'][number];
export type PresenceMessage = z.infer<typeof presenceSchema>;
export type LeftMessage = z.infer<typeof leftSchema>;
export type UndoNotice = z.infer<typeof undoNoticeSchema>;
export type ErrorMessage = z.infer<typeof errorSchema>;
export type CheckedMessage = z.infer<typeof checkedSchema>;
export type HistoryMessage = z.infer<typeof historyReplySchema>;
export type RecordMessage = z.infer<typeof recordReplySchema>;
export type ServerMessageType = ServerMessage['t'];

// ---------------------------------------------------------------------------------------------------------------
// Parsing

export type Parsed<T> = { ok: true; msg: T } | { ok: false; code: 'BAD_JSON' | 'BAD_MESSAGE' | 'TOO_BIG'; message: string; t?: string; ref?: string };

/** Byte length of a UTF-8 string without Node's Buffer (browser-safe); exact for well-formed UTF-16. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function describeIssue(err: z.ZodError): string {
  const issue = err.issues[0]!;
  // Paths and messages may quote the message itself (zod names an unknown key whole): both are clipped.
  const where = issue.path.length ? pathText(issue.path, '', true) : '(message)';
  if (issue.code === 'invalid_union' && issue.path.length === 0) return 'unknown message type';
  return `field "${where}": ${clip(issue.message, 160)}`;
}

/** Keep a little of an invalid message (its type and ref) so the error can say what it refers to. */
function peek(value: unknown): { t?: string; ref?: string } {
  if (typeof value !== 'object' || value === null) return {};
  const o = value as Record<string, unknown>;
  const out: { t?: string; ref?: string } = {};
  if (typeof o.t === 'string' && o.t.length <= 32) out.t = o.t;
  if (typeof o.ref === 'string' && o.ref.length >= 1 && o.ref.length <= 64) out.ref = o.ref;
  return out;
}

const tooDeep = `message nests deeper than ${LIMITS.maxMessageDepth} levels`;

function parseWith<T>(schema: z.ZodType<T>, known: readonly string[], data: unknown, maxBytes: number): Parsed<T> {
  let value = data;
  if (typeof data !== 'string' && data !== null && typeof data === 'object') {
    // A value from IPC: hold it to the same size limit as a socket frame.
    let text: string | undefined;
    try {
      text = JSON.stringify(data);
    } catch {
      return { ok: false, code: 'BAD_MESSAGE', message: 'message is not plain JSON data' };
    }
    if (text !== undefined && text.length > maxBytes) return { ok: false, code: 'TOO_BIG', message: `message is larger than ${maxBytes} bytes` };
    if (text !== undefined && depthExceededAt(text, LIMITS.maxMessageDepth) >= 0) return { ok: false, code: 'BAD_MESSAGE', message: tooDeep };
  }
  if (typeof data === 'string') {
    if (data.length > maxBytes || utf8Length(data) > maxBytes) return { ok: false, code: 'TOO_BIG', message: `message is larger than ${maxBytes} bytes` };
    const deep = depthExceededAt(data, LIMITS.maxMessageDepth);
    if (deep >= 0) return { ok: false, code: 'BAD_JSON', message: `${tooDeep} (at character ${deep})` };
    try {
      value = JSON.parse(data);
    } catch (e) {
      return { ok: false, code: 'BAD_JSON', message: `message is not valid JSON: ${(e as Error).message.slice(0, 120)}` };
    }
  }
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, msg: r.data };
  const p = peek(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, code: 'BAD_MESSAGE', message: 'a message must be a JSON object with a "t" field', ...p };
  }
  const t = (value as Record<string, unknown>).t;
  if (typeof t !== 'string' || !known.includes(t)) {
    return { ok: false, code: 'BAD_MESSAGE', message: `unknown message type ${typeof t === 'string' ? JSON.stringify(t.slice(0, 32)) : String(t)} (known: ${known.join(', ')})`, ...p };
  }
  return { ok: false, code: 'BAD_MESSAGE', message: `${t}: ${describeIssue(r.error)}`, ...p };
}

export const clientMessageTypes: readonly ClientMessageType[] = ['hello', 'list', 'create', 'join', 'resume', 'leave', 'intent', 'check', 'undo', 'undoAnswer', 'history', 'close', 'shown', 'record'];
export const serverMessageTypes: readonly ServerMessageType[] = ['welcome', 'matches', 'created', 'joined', 'snapshot', 'events', 'presence', 'left', 'undo', 'error', 'history', 'record', 'checked'];

/** Parse untrusted client input (text from a socket, or a value from IPC). Never throws. */
export function parseClientMessage(data: unknown, maxBytes: number = LIMITS.maxMessageBytes): Parsed<ClientMessage> {
  return parseWith(clientMessageSchema, clientMessageTypes, data, maxBytes);
}

/** Parse a host message on the client side. Never throws. */
export function parseServerMessage(data: unknown, maxBytes: number = 16 * 1024 * 1024): Parsed<ServerMessage> {
  return parseWith(serverMessageSchema, serverMessageTypes, data, maxBytes);
}
