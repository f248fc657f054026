import { close, closeSync, fsync, fsyncSync, ftruncateSync, mkdirSync, open, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { Action, Seat } from '../../engine/core/types';
import { JOURNAL_EXT, actionLine, headLine, seatsLine, undoLine, type JournalEntry, type JournalSeat } from '../../host/journal-format';
import type { CheckpointEvents, JournalStore } from '../../host/journal-store';
import { printable, type JournalLoad } from '../../host/journal-lines';
import { MAX_LINE_BYTES, READ_CHUNK_BYTES, damageReport, keepCopy, readJournalFile, type ReadLimits, type ReadMeter } from './journal-read';
import { writeAll, writeAllSync } from './write-all';

export { JOURNAL_EXT, JOURNAL_FORMAT, type JournalEntry, type JournalSeat } from '../../host/journal-format';
export { MAX_LINE_BYTES, READ_CHUNK_BYTES } from './journal-read';
export { parseJournal, type JournalDamage, type JournalLoad, type JournalLoss, type JournalProblem } from '../../host/journal-lines';

/**
 * The on-disk journal: one file per match (`<id>.journal`), JSON lines.
 *
 *   line 1      the match: metadata, seats, its record so far and a full-state checkpoint at `snapshot.seq`
 *   lines 2…    one line per later change: an action, an undo, or new seat holders / status
 *
 * Every change is appended (synchronously, a few microseconds) before any client hears of it. Every
 * `checkpointEvery` actions the file is rewritten whole with a fresh checkpoint: a temp file is written, then renamed
 * over the old one, so a host killed at any instant leaves either the old or the new file, never a torn one.
 *
 * The rewrite runs off the event loop (renaming over an existing file makes ext4 flush the new file first: about a
 * millisecond here, far more on a busy disk, and it must not stall every match). While it runs, new lines go to the
 * old file and, once the temp file has its head, to the temp file too — so whichever file survives a kill holds
 * every acknowledged line. A kill during an append can at worst leave a torn last line, which no client was told
 * about yet; loading drops it and reports it.
 *
 * Loading reads each file in chunks with a per-line cap (`MAX_LINE_BYTES`), never whole. Damage is never silent: a
 * file whose first line is bad is refused and left as it is; damage further on (a cut, garbage, a wrong seq, an
 * oversized line) restores the match up to the line before it, reports what was kept and lost, and keeps the original
 * as `<id>.journal.damaged` before the restored match's file is rewritten.
 *
 * A write that fails (a full disk: a short write, then ENOSPC) never leaves a cut line or a torn file behind: every
 * write checks that all its bytes went out (write-all.ts); a failed append cuts the file back to its last whole line
 * and marks the match broken (nothing is appended after a missing line), and a failed create or checkpoint removes
 * its temp file and leaves the old file as it was. The host then keeps the match in memory and calls `create` again
 * until it succeeds (host/match-journal.ts).
 *
 * Without `durable`, nothing is fsynced: that survives a killed process (the kernel has the data), not a power cut.
 */
const openAsync = promisify(open);
const fsyncAsync = promisify(fsync);
const closeAsync = promisify(close);

/** A file being written as the next version of a match's file (a checkpoint in flight). */
interface Next {
  /** Null while its head is still being written: lines that come meanwhile wait in `pending`. */
  fd: number | null;
  /** Its length: every byte up to here is written. */
  size: number;
  pending: string[];
}

interface Live {
  /** Open for appending: the current file. */
  fd: number;
  /** The current file's good length: each append is written here, and a failed one is cut back to it. */
  size: number;
  /** A checkpoint in flight (see Next). */
  next: Next | null;
  /** Resolves when the checkpoint in flight is done. */
  busy: Promise<void> | null;
  /** A checkpoint was asked for while one ran: write it when that one is done (the latest entry wins). */
  again: (() => JournalEntry) | null;
  /**
   * Why an append failed, once one has: the file stays what it was before that line, and nothing more is appended to
   * it (a later line after a missing one would be a gap), until `create` writes the match whole again.
   */
  broken: Error | null;
}

/** A checkpoint given up because the match stopped being saved meanwhile (already reported by the failed append). */
class Abandoned extends Error {}

export interface JournalOptions extends Partial<CheckpointEvents> {
  /** fsync every write, the file before its rename and the directory after it (survives a power cut). */
  durable?: boolean;
  maxLineBytes?: number;
}

export class Journal implements JournalStore {
  private readonly live = new Map<string, Live>();

  constructor(
    readonly dir: string,
    private readonly opts: JournalOptions = {},
  ) {
    mkdirSync(dir, { recursive: true });
  }

  private file(id: string): string {
    return join(this.dir, `${id}${JOURNAL_EXT}`);
  }

  /**
   * A new match, one just restored (rewriting it drops a torn last line before anything is appended after it), or
   * one that stopped being saved (its catch-up): write its file whole to a temp file, then rename it over the old
   * one, and keep it open for appends. Throws when any of it fails: the temp file is removed, and the old file and
   * its state here are as they were. Refused while a checkpoint of the match is in flight (they share the temp file).
   */
  create(entry: JournalEntry): void {
    if (this.live.get(entry.id)?.busy) throw new Error(`journal: a checkpoint of match ${entry.id} is still being written`);
    const final = this.file(entry.id);
    const tmp = `${final}.tmp`;
    const fd = openSync(tmp, 'w');
    let size: number;
    try {
      size = writeAllSync(fd, headLine(entry), 0);
      if (this.opts.durable) fsyncSync(fd);
      renameSync(tmp, final);
    } catch (e) {
      closeQuietly(fd);
      removeQuietly(tmp);
      throw e;
    }
    this.closeLive(entry.id);
    this.live.set(entry.id, { fd, size, next: null, busy: null, again: null, broken: null });
    if (this.opts.durable) this.syncDir();
  }

  /** Append one applied action (seq = the match seq after it). */
  appendAction(id: string, seq: number, seat: Seat, action: Action, at: number): void {
    this.append(id, actionLine(seq, seat, action, at));
  }

  /** Append an undo (the match keeps its first `seq` actions; `snapshot`: its new checkpoint, when the old one was past them). */
  appendUndo(id: string, seq: number, snapshot: JournalEntry['snapshot'] | null, at: number): void {
    this.append(id, undoLine(seq, snapshot, at));
  }

  /** Append new seat holders (tokens hashed) and status, after a join, leave or start. */
  appendSeats(id: string, seats: JournalSeat[], status: JournalEntry['status'], at: number): void {
    this.append(id, seatsLine(seats, status, at));
  }

  /**
   * One line, to the live file and to a checkpoint's temp file if one is being written. All or nothing: when either
   * write fails, both files are cut back to their length before it (a truncate needs no free space), the match is
   * marked broken and the error thrown. So a file only ever holds whole lines, each one acknowledged.
   */
  private append(id: string, text: string): void {
    const l = this.live.get(id);
    if (!l) throw new Error(`journal: match ${id} is not open`);
    if (l.broken) throw new Error(`journal: match ${id} is not being saved since a write failed (${l.broken.message})`);
    const line = Buffer.from(text, 'utf8');
    const next = l.next;
    try {
      this.writeLine(l.fd, l.size, line);
      if (next?.fd != null) this.writeLine(next.fd, next.size, line);
    } catch (e) {
      cutBack(l.fd, l.size);
      if (next?.fd != null) cutBack(next.fd, next.size);
      l.broken = asError(e);
      throw e;
    }
    l.size += line.length;
    if (next?.fd != null) next.size += line.length;
    else next?.pending.push(text);
  }

  private writeLine(fd: number, at: number, line: Buffer): void {
    writeAllSync(fd, line, at);
    if (this.opts.durable) fsyncSync(fd);
  }

  /**
   * Rewrite the file with a fresh checkpoint, off the event loop. `entry` is read now (the state at this seq); lines
   * appended meanwhile are carried over. Failures go to `checkpointFailed` (the old file stays valid, the temp file is
   * removed); a checkpoint whose match stops being saved meanwhile is given up without a rename.
   */
  checkpoint(id: string, entry: () => JournalEntry): void {
    const l = this.live.get(id);
    if (!l || l.broken) return;
    if (l.busy) {
      l.again = entry;
      return;
    }
    const text = headLine(entry());
    l.next = { fd: null, size: 0, pending: [] };
    l.busy = this.rewrite(id, l, text).finally(() => {
      l.next = null;
      l.busy = null;
      const again = l.again;
      l.again = null;
      if (again && this.live.get(id) === l) this.checkpoint(id, again);
    });
  }

  private async rewrite(id: string, l: Live, text: string): Promise<void> {
    const final = this.file(id);
    const tmp = `${final}.tmp`;
    const stillWanted = (): void => {
      if (l.broken || this.live.get(id) !== l) throw new Abandoned();
    };
    // Raw descriptors (not FileHandles): the new file's descriptor outlives this function as the live one.
    let fd: number | null = null;
    try {
      fd = await openAsync(tmp, 'w');
      const head = await writeAll(fd, text, 0);
      stillWanted();
      // From here on, appends go to both files; first catch up with those made during the head write.
      const next = l.next!;
      const pending = next.pending.join('');
      next.size = head + (pending ? writeAllSync(fd, pending, head) : 0);
      next.fd = fd;
      next.pending = [];
      if (this.opts.durable) await fsyncAsync(fd);
      stillWanted();
      await rename(tmp, final);
      // Now the live file: keep it open, and stop writing lines twice. (If an append failed during the rename, both
      // files were cut back to whole lines: the new one is still a valid prefix, and `broken` stays set.)
      const old = l.fd;
      l.fd = fd;
      l.size = next.size;
      l.next = null;
      fd = null;
      // Closing the replaced file frees its blocks, which can take milliseconds: not on the event loop.
      await closeAsync(old).catch(() => {});
      if (this.opts.durable) this.syncDir();
      if (!l.broken) this.opts.checkpointSaved?.(id);
    } catch (e) {
      if (!(e instanceof Abandoned)) this.opts.checkpointFailed?.(id, asError(e));
      if (fd !== null) await closeAsync(fd).catch(() => {});
      await rm(tmp, { force: true }).catch(() => {});
    }
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

  keepAside(id: string): string {
    return keepCopy(this.dir, `${id}${JOURNAL_EXT}`);
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

  /**
   * Every readable match. A file that cannot be restored at all is reported as a problem and left in place; one
   * damaged after its first line gives what came before the damage, reported (never silently) and with the untouched
   * original copied aside first, since restoring rewrites the file. Nothing stops the other files from loading.
   */
  loadAll(): JournalLoad {
    const load: JournalLoad = { entries: [], problems: [], damaged: [], peakLineBytes: 0 };
    const limits: ReadLimits = { maxLineBytes: this.opts.maxLineBytes ?? MAX_LINE_BYTES, chunkBytes: READ_CHUNK_BYTES };
    for (const name of readdirSync(this.dir).sort()) {
      const path = join(this.dir, name);
      if (name.endsWith(`${JOURNAL_EXT}.tmp`)) {
        // A checkpoint the host was killed in the middle of: the previous complete file is still there.
        rmSync(path, { force: true });
        continue;
      }
      if (!name.endsWith(JOURNAL_EXT)) continue;
      // Any name can sit in the directory: report it with control characters escaped.
      const id = printable(name.slice(0, -JOURNAL_EXT.length));
      const meter: ReadMeter = { peakBytes: 0 };
      const read = readJournalFile(path, name, limits, meter);
      load.peakLineBytes = Math.max(load.peakLineBytes, meter.peakBytes);
      if ('problem' in read) {
        load.problems.push({ id, file: printable(name), error: read.problem });
        continue;
      }
      if (read.damage) {
        let savedAs: string;
        try {
          savedAs = keepCopy(this.dir, name);
        } catch (e) {
          // Without a copy the rewrite would destroy what the damaged file still holds: refuse it instead.
          const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
          load.problems.push({ id, file: printable(name), error: `${read.damage.problem}, and no copy of the file could be kept (${why}): not restored, left as it is` });
          continue;
        }
        load.damaged.push(damageReport(id, name, read.damage, savedAs));
      }
      load.entries.push(read.entry);
    }
    return load;
  }
}


/** Cut a file back to its last whole line after a failed write. Needs no free space; if even this fails, the torn
 * tail stays last (nothing is appended after it) and loading drops it. */
function cutBack(fd: number, size: number): void {
  try {
    ftruncateSync(fd, size);
  } catch {
    /* see above */
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    /* already closed */
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    /* left for loadAll, which removes stray temp files */
  }
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
