import type { Action, Seat } from '../engine/core/types';
import type { JournalEntry, JournalSeat } from './journal-format';
import type { JournalLoad } from './journal-lines';

/**
 * The storage port: what the host needs of a journal. Every change is appended before any client hears of it; a
 * checkpoint rewrites a match whole; `loadAll` reads every match back at start. Adapters: the file journal
 * (electron/host/journal.ts, Node) and the in-memory one (memory-journal.ts, any platform).
 */
export interface JournalStore {
  /** A new match, or one just restored: its head (line 1) replaces whatever was stored for it. */
  create(entry: JournalEntry): void;
  appendAction(id: string, seq: number, seat: Seat, action: Action, at: number): void;
  /** An undo: the match keeps its first `seq` actions; `snapshot` is its new checkpoint when the old one was past them. */
  appendUndo(id: string, seq: number, snapshot: JournalEntry['snapshot'] | null, at: number): void;
  appendSeats(id: string, seats: JournalSeat[], status: JournalEntry['status'], at: number): void;
  /** Rewrite the match with a fresh checkpoint (`entry` is read now); may finish later, failures go to `onError`. */
  checkpoint(id: string, entry: () => JournalEntry): void;
  /** Forget a match (a waiting match that expired). */
  remove(id: string): Promise<void>;
  /**
   * Copy a match's file aside untouched, before a restore rewrites it (its journal says what the rules do not); returns
   * the copy's name. Throws when no copy can be kept.
   */
  keepAside(id: string): string;
  /** File a closed match away: kept, but not restored. */
  archive(id: string): Promise<void>;
  loadAll(): JournalLoad;
  close(): Promise<void>;
}

/** How a host opens its store: it hands over where failures that happen later (a checkpoint in flight) go. */
export type JournalStoreFactory = (onError: (e: Error) => void) => JournalStore;
