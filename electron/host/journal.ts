import { close, closeSync, fsync, fsyncSync, mkdirSync, open, openSync, readdirSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { Action, Seat } from '../../engine/core/types';
import { JOURNAL_EXT, actionLine, headLine, seatsLine, undoLine, type JournalEntry, type JournalSeat } from '../../host/journal-format';
import type { JournalStore } from '../../host/journal-store';
import { printable, type JournalLoad } from '../../host/journal-lines';
import { MAX_LINE_BYTES, READ_CHUNK_BYTES, damageReport, keepCopy, readJournalFile, type ReadLimits, type ReadMeter } from './journal-read';

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
 * Without `durable`, nothing is fsynced: that survives a killed process (the kernel has the data), not a power cut.
 */
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

export class Journal implements JournalStore {
  private readonly live = new Map<string, Live>();

  constructor(
    readonly dir: string,
    private readonly opts: { durable?: boolean; onError?: (e: Error) => void; maxLineBytes?: number } = {},
  ) {
    mkdirSync(dir, { recursive: true });
  }

  private file(id: string): string {
    return join(this.dir, `${id}${JOURNAL_EXT}`);
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
      writeSync(fd, headLine(entry));
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
    const text = headLine(entry());
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

