import { z } from 'zod';
import { actionSchema, matchRecordSchema, type MatchRecord } from '../engine/core/record';
import type { Action, Seat } from '../engine/core/types';
import { LIMITS } from '../protocol/messages';
import { cleanName } from '../protocol/names';

/** The journal's file format: one file per match (`<id>.journal`), JSON lines (see journal.ts). */
export const JOURNAL_FORMAT = 1;
export const JOURNAL_EXT = '.journal';

/**
 * A seat's name as journalled: the host wrote it clean, but a journal from an older host (or edited by hand) passes
 * the name rule again on the way in. A name the rule refuses is dropped (the seat shows as "Seat n"), not the match.
 */
const journalName = z
  .string()
  .max(LIMITS.maxNameLength)
  .nullable()
  .transform((n) => (n === null ? null : cleanOrNull(n)));

function cleanOrNull(raw: string): string | null {
  const r = cleanName(raw);
  return r.ok ? r.name : null;
}

const seatEntrySchema = z.strictObject({
  kind: z.enum(['human', 'bot']),
  /** A bot seat's bot, or a human seat's stand-in (null: the host's takeover bot). */
  bot: z.string().max(32).nullable(),
  name: journalName,
  /** SHA-256 of the seat token (never the token itself); null for an open or bot seat. */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  /** Kept for a player at the host's machine (absent: open to anyone who may join the match). */
  here: z.literal(true).optional(),
});
const statusSchema = z.enum(['waiting', 'playing', 'over']);

export const journalHeadSchema = z.strictObject({
  kind: z.literal('match'),
  format: z.literal(JOURNAL_FORMAT),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  code: z.string().regex(/^[A-Z0-9]{4,8}$/),
  createdAt: z.number(),
  updatedAt: z.number(),
  status: statusSchema,
  spectators: z.boolean(),
  /** Offered to LAN guests / their records shared (absent in older journals: not offered / shared). */
  lan: z.boolean().optional(),
  records: z.boolean().optional(),
  /** Seed of the bots' own random choices (not the game seed). */
  botSeed: z.string().max(256),
  seats: z.array(seatEntrySchema).max(16),
  record: matchRecordSchema,
  /** The full state at `seq` (a checkpoint); a reload replays the record and must pass through it. */
  snapshot: z.strictObject({ seq: z.number().int().min(0), state: z.unknown() }),
});

const actionLineSchema = z.strictObject({
  kind: z.literal('action'),
  seq: z.number().int().min(1),
  seat: z.number().int().min(0).max(15),
  /** Held to the same limits as a record's actions (engine/core/record.ts RECORD_LIMITS.action). */
  action: actionSchema,
  at: z.number(),
});
/** Undo: the record keeps only its first `seq` actions; `snapshot` replaces a checkpoint that was past them. */
const undoLineSchema = z.strictObject({
  kind: z.literal('undo'),
  seq: z.number().int().min(0),
  snapshot: z.strictObject({ seq: z.number().int().min(0), state: z.unknown() }).optional(),
  at: z.number(),
});
const seatsLineSchema = z.strictObject({ kind: z.literal('seats'), seats: z.array(seatEntrySchema).max(16), status: statusSchema, at: z.number() });
export const lineSchema = z.discriminatedUnion('kind', [actionLineSchema, seatsLineSchema, undoLineSchema]);

/** A match as the journal knows it (the head with every later line applied). */
export type JournalEntry = Omit<z.infer<typeof journalHeadSchema>, 'kind' | 'record'> & { record: MatchRecord };
export type JournalSeat = z.infer<typeof seatEntrySchema>;

/** Line 1 of a match's journal: the match itself, with its record and a checkpoint. */
export const headLine = (entry: JournalEntry): string => `${JSON.stringify({ kind: 'match', ...entry })}\n`;

/** A later line: one applied action (seq = the match seq after it). */
export const actionLine = (seq: number, seat: Seat, action: Action, at: number): string => `${JSON.stringify({ kind: 'action', seq, seat, action, at })}\n`;

/** A later line: new seat holders (tokens hashed) and status, after a join, leave or start. */
export const seatsLine = (seats: JournalSeat[], status: JournalEntry['status'], at: number): string => `${JSON.stringify({ kind: 'seats', seats, status, at })}\n`;

/** A later line: an undo, back to the first `seq` actions (with the new checkpoint when the old one was past them). */
export const undoLine = (seq: number, snapshot: JournalEntry['snapshot'] | null, at: number): string =>
  `${JSON.stringify({ kind: 'undo', seq, ...(snapshot ? { snapshot } : {}), at })}\n`;
