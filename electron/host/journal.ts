import { close, closeSync, fsync, fsyncSync, mkdirSync, open, openSync, readdirSync, readFileSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { z } from 'zod';
import { matchRecordSchema, type MatchRecord } from '../../engine/core/record';
import type { Action, Seat } from '../../engine/core/types';

/**
 * The on-disk journal: one file per match (`<id>.journal`), JSON lines.
 *
 *   line 1      the match: metadata, seats, its record so far and a full-state checkpoint at `snapshot.seq`
 *   lines 2…    one line per later change: an action, or new seat holders / status
 *
 * Every change is appended (synchronously, a few microseconds) before any client hears of it. Every
 * `checkpointEvery` actions the file is rewritten whole with a fresh checkpoint: a temp file is written, then renamed
 * over the old one, so a host killed at any instant leaves either the old or the new file, never a torn one.
 *
 * The rewrite runs off the event loop (renaming over an existing file makes ext4 flush the new file first: about a
 * millisecond here, far more on a busy disk, and it must not stall every match). While it runs, new lines go to the
 * old file and, once the temp file has its head, to the temp file too — so whichever file survives a kill holds
 * every acknowledged line. A kill during an append can at worst leave a torn last line, which no client was told
 * about yet; loading drops it.
 *
 * Without `durable`, nothing is fsynced: that survives a killed process (the kernel has the data), not a power cut.
 */
export const JOURNAL_FORMAT = 1;
export const JOURNAL_EXT = '.journal';

const seatEntrySchema = z.strictObject({
  kind: z.enum(['human', 'bot']),
  bot: z.string().max(32).nullable(),
  name: z.string().max(64).nullable(),
  /** SHA-256 of the seat token (never the token itself); null for an open or bot seat. */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
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
  action: z.looseObject({ type: z.string().min(1).max(64) }),
  at: z.number(),
});
const seatsLineSchema = z.strictObject({ kind: z.literal('seats'), seats: z.array(seatEntrySchema).max(16), status: statusSchema, at: z.number() });
const lineSchema = z.discriminatedUnion('kind', [actionLineSchema, seatsLineSchema]);

/** A match as the journal knows it (the head with every later line applied). */
export type JournalEntry = Omit<z.infer<typeof journalHeadSchema>, 'kind' | 'record'> & { record: MatchRecord };
export type JournalSeat = z.infer<typeof seatEntrySchema>;

export interface JournalProblem {
  file: string;
  error: string;
}

const openAsync = promisify(open);
const writeAsync = promisify(write) as (fd: number, text: string) => Promise<unknown>;
const fsyncAsync = promisify(fsync);
const closeAsync = promisify(close);

interface Live {
  /** Open for appending: the current file. */
  fd: number;
  /** A checkpoint in flight: its temp file (once its head is written) and the lines that came during the head write. */
  next: { fd: number | null; pending: string[] } | null;
  /** Resolves when the checkpoint in flight is done. */
  busy: Promise<void> | null;
  /** A checkpoint was asked for while one ran: write it when that one is done (the latest entry wins). */
  again: (() => JournalEntry) | null;
}

export class Journal {
  private readonly live = new Map<string, Live>();

  constructor(
    readonly dir: string,
    private readonly opts: { durable?: boolean; onError?: (e: Error) => void } = {},
  ) {
    mkdirSync(dir, { recursive: true });
  }

  private file(id: string): string {
    return join(this.dir, `${id}${JOURNAL_EXT}`);
  }

  private static head(entry: JournalEntry): string {
    return `${JSON.stringify({ kind: 'match', ...entry })}\n`;
  }

  /**
   * A new match, or one just restored (rewriting it drops a torn last line before anything is appended after it):
   * write its file atomically and synchronously, and keep it open for appends.
   */
  create(entry: JournalEntry): void {
    this.closeLive(entry.id);
    const final = this.file(entry.id);
    const tmp = `${final}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, Journal.head(entry));
      if (this.opts.durable) fsyncSync(fd);
    } catch (e) {
      closeSync(fd);
      throw e;
    }
    renameSync(tmp, final);
    if (this.opts.durable) this.syncDir();
    this.live.set(entry.id, { fd, next: null, busy: null, again: null });
  }

  /** Append one applied action (seq = the match seq after it). */
  appendAction(id: string, seq: number, seat: Seat, action: Action, at: number): void {
    this.append(id, `${JSON.stringify({ kind: 'action', seq, seat, action, at })}\n`);
  }

  /** Append new seat holders (tokens hashed) and status, after a join, leave or start. */
  appendSeats(id: string, seats: JournalSeat[], status: JournalEntry['status'], at: number): void {
    this.append(id, `${JSON.stringify({ kind: 'seats', seats, status, at })}\n`);
  }

  private append(id: string, text: string): void {
    const l = this.live.get(id);
    if (!l) throw new Error(`journal: match ${id} is not open`);
    writeSync(l.fd, text);
    if (this.opts.durable) fsyncSync(l.fd);
    if (l.next) {
      if (l.next.fd === null) l.next.pending.push(text);
      else {
        writeSync(l.next.fd, text);
        if (this.opts.durable) fsyncSync(l.next.fd);
      }
    }
  }

  /**
   * Rewrite the file with a fresh checkpoint, off the event loop. `entry` is read now (the state at this seq); lines
   * appended meanwhile are carried over. Errors go to `onError` (the old file stays valid).
   */
  checkpoint(id: string, entry: () => JournalEntry): void {
    const l = this.live.get(id);
    if (!l) return;
    if (l.busy) {
      l.again = entry;
      return;
    }
    const text = Journal.head(entry());
    const final = this.file(id);
    const tmp = `${final}.tmp`;
    l.next = { fd: null, pending: [] };
    l.busy = (async () => {
      // Raw descriptors (not FileHandles): the new file's descriptor outlives this function as the live one.
      let fd: number | null = null;
      try {
        fd = await openAsync(tmp, 'w');
        await writeAsync(fd, text);
        // From here on, appends go to both files; first catch up with those made during the head write.
        const next = l.next!;
        if (next.pending.length) writeSync(fd, next.pending.join(''));
        next.fd = fd;
        next.pending = [];
        if (this.opts.durable) await fsyncAsync(fd);
        await rename(tmp, final);
        if (this.opts.durable) this.syncDir();
        // Closing the replaced file frees its blocks, which can take milliseconds: not on the event loop.
        const old = l.fd;
        l.fd = fd; // now the live file: keep it open, and stop writing lines twice
        l.next = null;
        fd = null;
        await closeAsync(old).catch(() => {});
      } catch (e) {
        this.opts.onError?.(e as Error);
        if (fd !== null) await closeAsync(fd).catch(() => {});
        await rm(tmp, { force: true }).catch(() => {});
      } finally {
        l.next = null;
        l.busy = null;
      }
      const again = l.again;
      l.again = null;
      if (again && this.live.get(id) === l) this.checkpoint(id, again);
    })();
  }

  /** Wait for every checkpoint in flight (before closing the host). */
  async flush(): Promise<void> {
    for (;;) {
      const busy = [...this.live.values()].map((l) => l.busy).filter((b): b is Promise<void> => b !== null);
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  /** Stop appending to a match (it is over or closed); the file stays. */
  async release(id: string): Promise<void> {
    const l = this.live.get(id);
    if (!l) return;
    while (l.busy) await l.busy;
    this.closeLive(id);
  }

  private closeLive(id: string): void {
    const l = this.live.get(id);
    if (!l) return;
    this.live.delete(id);
    try {
      closeSync(l.fd);
    } catch {
      /* already closed */
    }
  }

  /** Close every file (after flush). */
  async close(): Promise<void> {
    await this.flush();
    for (const id of [...this.live.keys()]) this.closeLive(id);
  }

  private syncDir(): void {
    // The rename itself is only durable once the directory is synced.
    const dfd = openSync(this.dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  }

  async remove(id: string): Promise<void> {
    await this.release(id);
    rmSync(this.file(id), { force: true });
  }

  /** Move a closed match's file to `finished/` (kept for replays and bug reports; not restored). */
  async archive(id: string): Promise<void> {
    await this.release(id);
    const dir = join(this.dir, 'finished');
    mkdirSync(dir, { recursive: true });
    try {
      renameSync(this.file(id), join(dir, `${id}${JOURNAL_EXT}`));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }

  /** Every readable match; unreadable files are reported, left in place, and never stop the others from loading. */
  loadAll(): { entries: JournalEntry[]; problems: JournalProblem[] } {
    const entries: JournalEntry[] = [];
    const problems: JournalProblem[] = [];
    for (const name of readdirSync(this.dir).sort()) {
      const path = join(this.dir, name);
      if (name.endsWith(`${JOURNAL_EXT}.tmp`)) {
        // A checkpoint the host was killed in the middle of: the previous complete file is still there.
        rmSync(path, { force: true });
        continue;
      }
      if (!name.endsWith(JOURNAL_EXT)) continue;
      try {
        entries.push(parseJournal(name, readFileSync(path, 'utf8')));
      } catch (e) {
        problems.push({ file: name, error: (e as Error).message });
      }
    }
    return { entries, problems };
  }
}

/**
 * Read one journal file's text (`name` is its file name, checked against the match id). Throws naming the first bad
 * line; a torn last line (no newline yet) is dropped.
 */
export function parseJournal(name: string, text: string): JournalEntry {
  const lines = text.split('\n');
  // The file always ends with a newline; anything after the last one is an append cut short by a kill.
  lines.pop();
  if (lines.length === 0) throw new Error('empty journal');
  let head: unknown;
  try {
    head = JSON.parse(lines[0]!);
  } catch (e) {
    throw new Error(`line 1 is not valid JSON: ${(e as Error).message}`);
  }
  const h = journalHeadSchema.safeParse(head);
  if (!h.success) {
    const issue = h.error.issues[0]!;
    throw new Error(`line 1, field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  if (`${h.data.id}${JOURNAL_EXT}` !== name) throw new Error(`file name does not match match id "${h.data.id}"`);
  const { kind: _kind, ...rest } = h.data;
  const entry = rest as JournalEntry;
  for (let i = 1; i < lines.length; i++) {
    let v: unknown;
    try {
      v = JSON.parse(lines[i]!);
    } catch (e) {
      throw new Error(`line ${i + 1} is not valid JSON: ${(e as Error).message}`);
    }
    const l = lineSchema.safeParse(v);
    if (!l.success) throw new Error(`line ${i + 1}, field "${l.error.issues[0]!.path.join('.') || '(root)'}": ${l.error.issues[0]!.message}`);
    const line = l.data;
    if (line.kind === 'action') {
      const expected = entry.record.actions.length + 1;
      if (line.seq !== expected) throw new Error(`line ${i + 1}: action seq ${line.seq}, expected ${expected}`);
      entry.record.actions.push({ seat: line.seat, action: line.action as Action });
    } else {
      entry.seats = line.seats;
      entry.status = line.status;
    }
    entry.updatedAt = line.at;
  }
  return entry;
}
