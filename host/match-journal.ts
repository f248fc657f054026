import type { Action, Seat } from '../engine/core/types';
import type { JournalEntry } from './journal-format';
import type { JournalLoad } from './journal-lines';
import type { JournalStore, JournalStoreFactory } from './journal-store';
import type { Match } from './match';
import type { HostCounters } from './options';

/**
 * The host's side of the journal port: each change of a match written as its own line. A failed write is counted and
 * logged, never thrown: the match goes on in memory, and the operator sees the failure in the log and the status line.
 * Without a store (no journal) every write is a no-op.
 */
export class MatchJournal {
  private readonly store: JournalStore | null;

  constructor(
    storage: JournalStoreFactory | null | undefined,
    private readonly counters: HostCounters,
    private readonly log: (line: string) => void,
  ) {
    this.store =
      storage?.((e) => {
        this.counters.journalErrors++;
        this.log(`journal checkpoint failed: ${e.message}`);
      }) ?? null;
  }

  /** A new match's journal file. */
  created(m: Match): void {
    this.write(m, (j) => j.create(m.journalEntry()));
  }

  seats(m: Match): void {
    this.write(m, (j) => j.appendSeats(m.id, m.journalSeats(), m.status, m.updatedAt));
  }

  action(m: Match, seq: number, seat: Seat, action: Action): void {
    this.write(m, (j) => j.appendAction(m.id, seq, seat, action, m.updatedAt));
  }

  /** A full-state checkpoint, written whole (may finish later: failures reach the store's onError). */
  checkpoint(m: Match): void {
    this.store?.checkpoint(m.id, () => m.journalEntry());
  }

  undo(m: Match, keep: number, checkpoint: JournalEntry['snapshot'] | null): void {
    this.write(m, (j) => j.appendUndo(m.id, keep, checkpoint, m.updatedAt));
  }

  /** A closed match: kept as finished, or deleted with `discard` (a match that never finished). */
  fileAway(id: string, discard: boolean): void {
    const j = this.store;
    if (j) void (discard ? j.remove(id) : j.archive(id)).catch((e: Error) => this.log(`journal: could not file away match ${id}: ${e.message}`));
  }

  /** Every journalled match, read back at start; null without a journal. */
  loadAll(): JournalLoad | null {
    return this.store?.loadAll() ?? null;
  }

  /** Copy a match's file aside untouched before it is rewritten (see JournalStore.keepAside); null without a journal. */
  keepAside(id: string): string | null {
    return this.store?.keepAside(id) ?? null;
  }

  /** Write a restored match whole (compacted: a torn or damaged tail is gone before new appends). Throws when it fails. */
  rewrite(m: Match): void {
    this.store?.create(m.journalEntry());
  }

  close(): Promise<void> | undefined {
    return this.store?.close();
  }

  private write(m: Match, op: (j: JournalStore) => void): void {
    if (!this.store) return;
    try {
      op(this.store);
    } catch (e) {
      this.counters.journalErrors++;
      this.log(`journal write for match ${m.id} failed: ${(e as Error).message}`);
    }
  }
}
