import type { Action, Seat } from '../engine/core/types';
import type { JournalEntry, JournalSeat } from './journal-format';
import type { JournalLoad } from './journal-lines';

/**
 * The storage port: what the host needs of a journal. Every change is appended before any client hears of it; a
 * checkpoint rewrites a match whole; `loadAll` reads every match back at start.
 *
 * Writes fail by throwing (a full disk), and a failure never damages what was stored before it: a failed `create`
 * leaves the old file, a failed append leaves the file as it was before that line. After a failed append the store
 * takes no more lines for that match until a `create` writes it whole again (the host's catch-up). Adapters: the file journal
 * (electron/host/journal.ts, Node) and the in-memory one (memory-journal.ts, any platform).
 */
export interface JournalStore {
  /** A new match, one just restored, or one catching up: its head (line 1) replaces whatever was stored for it. */
  create(entry: JournalEntry): void;
  appendAction(id: string, seq: number, seat: Seat, action: Action, at: number): void;
  /** An undo: the match keeps its first `seq` actions; `snapshot` is its new checkpoint when the old one was past them. */
  appendUndo(id: string, seq: number, snapshot: JournalEntry['snapshot'] | null, at: number): void;
  appendSeats(id: string, seats: JournalSeat[], status: JournalEntry['status'], at: number): void;
  /** Rewrite the match with a fresh checkpoint (`entry` is read now); may finish later, and tells the CheckpointEvents. */
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

/** How a checkpoint that finishes later ends (each names its match). */
export interface CheckpointEvents {
  checkpointFailed(id: string, e: Error): void;
  checkpointSaved(id: string): void;
}

/** How a host opens its store: it hands over where the ends of checkpoints in flight go. */
export type JournalStoreFactory = (events: CheckpointEvents) => JournalStore;
