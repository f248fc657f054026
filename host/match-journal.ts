import type { Action, Seat } from '../engine/core/types';
import type { Unsaved } from '../protocol/messages';
import type { JournalEntry } from './journal-format';
import type { JournalLoad } from './journal-lines';
import type { JournalStore, JournalStoreFactory } from './journal-store';
import type { Match } from './match';
import type { HostCounters } from './options';
import { inBackground } from './timers';

export interface MatchJournalDeps {
  counters: HostCounters;
  log: (line: string) => void;
  now: () => number;
  /** How often a match that is not being saved tries to catch up (ms): on a timer, and at its changes. */
  retryMs: number;
  /** A match stopped or started being saved again (`m.unsaved` changed): tell the people at its table. */
  savingChanged: (m: Match) => void;
}

/** A match whose journal is not being written, and when its catch-up was last tried. */
interface Failing {
  m: Match;
  tried: number;
}

/**
 * The host's side of the journal port: each change of a match written as its own line. A failed write is never
 * thrown: the match goes on in memory, marked `unsaved` (its table is told), and from then on its changes are not
 * appended (they would follow a missing line) but caught up: the whole match is written afresh (`create`) at its
 * next change or on a timer, every `retryMs`, until that succeeds. Each match's failure is logged and counted once
 * when it starts, and once when it is saved again, not once per write. Without a store every write is a no-op.
 */
export class MatchJournal {
  private readonly store: JournalStore | null;
  private readonly failing = new Map<string, Failing>();
  /** Matches whose last checkpoint failed: their file still holds every change (appends go on); logged once. */
  private readonly checkpointFailing = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    storage: JournalStoreFactory | null | undefined,
    private readonly d: MatchJournalDeps,
  ) {
    this.store = storage?.({ checkpointFailed: (id, e) => this.checkpointFailed(id, e), checkpointSaved: (id) => this.checkpointSaved(id) }) ?? null;
  }

  /** Matches not being saved now. */
  get unsavedMatches(): number {
    return this.failing.size;
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

  /** A full-state checkpoint, written whole (may finish later: its end reaches checkpointFailed/Saved). */
  checkpoint(m: Match): void {
    if (this.failing.has(m.id)) this.catchUpIfDue(m);
    else this.store?.checkpoint(m.id, () => m.journalEntry());
  }

  undo(m: Match, keep: number, checkpoint: JournalEntry['snapshot'] | null): void {
    this.write(m, (j) => j.appendUndo(m.id, keep, checkpoint, m.updatedAt));
  }

  /** A closed match: kept as finished (after a last try to catch up, if it is behind), or deleted with `discard`. */
  fileAway(id: string, discard: boolean): void {
    const f = this.failing.get(id);
    if (f && !discard) this.catchUp(f);
    this.forget(id);
    const j = this.store;
    if (j) void (discard ? j.remove(id) : j.archive(id)).catch((e: Error) => this.d.log(`journal: could not file away match ${id}: ${e.message}`));
  }

  /** Every journalled match, read back at start; null without a journal. */
  loadAll(): JournalLoad | null {
    return this.store?.loadAll() ?? null;
  }

  /** Copy a match's file aside untouched before it is rewritten (see JournalStore.keepAside); null without a journal. */
  keepAside(id: string): string | null {
    return this.store?.keepAside(id) ?? null;
  }

  /**
   * Write a restored match whole (compacted: a torn or damaged tail is gone before new appends). When that fails (the
   * disk is still full), the match is restored all the same, unsaved: its old file stays, and it catches up later.
   */
  rewrite(m: Match): void {
    this.created(m);
  }

  /** Stop retrying; matches still behind get one last try (space may have come back since the last). */
  async close(): Promise<void> {
    this.stopTimer();
    for (const f of [...this.failing.values()]) this.catchUp(f);
    await this.store?.close();
  }

  private write(m: Match, op: (j: JournalStore) => void): void {
    if (!this.store) return;
    if (this.failing.has(m.id)) {
      // In memory only: this change is written with the whole match when it catches up.
      this.catchUpIfDue(m);
      return;
    }
    try {
      op(this.store);
    } catch (e) {
      this.failed(m, asError(e));
    }
  }

  /** The match is not being saved from now on: say so once, tell its table, and start retrying. */
  private failed(m: Match, e: Error): void {
    this.d.counters.journalErrors++;
    this.failing.set(m.id, { m, tried: this.d.now() });
    this.d.log(`journal: match ${m.id} is no longer being saved (${e.message}): play goes on in memory; it is written whole again as soon as that works (tried every ${this.d.retryMs / 1000} s)`);
    this.setUnsaved(m, unsavedOf(e));
    this.timer ??= setInterval(() => this.retryAll(), this.d.retryMs);
    inBackground(this.timer);
  }

  private catchUpIfDue(m: Match): void {
    const f = this.failing.get(m.id);
    if (f && this.d.now() - f.tried >= this.d.retryMs) this.catchUp(f);
  }

  private retryAll(): void {
    for (const f of [...this.failing.values()]) {
      if (f.m.closed) this.forget(f.m.id);
      else this.catchUp(f);
    }
  }

  /** Write the whole match afresh (its record and checkpoint as they stand); from then on its appends go on. */
  private catchUp(f: Failing): void {
    const { m } = f;
    f.tried = this.d.now();
    try {
      this.store?.create(m.journalEntry());
    } catch (e) {
      // Still failing: not logged again; the table hears only if the reason changed.
      this.setUnsaved(m, unsavedOf(asError(e)));
      return;
    }
    this.forget(m.id);
    this.d.log(`journal: match ${m.id} is saved again: written whole at action ${m.seq}`);
    this.setUnsaved(m, null);
  }

  private setUnsaved(m: Match, unsaved: Unsaved | null): void {
    if (m.unsaved === unsaved) return;
    m.unsaved = unsaved;
    if (!m.closed) this.d.savingChanged(m);
  }

  private forget(id: string): void {
    this.failing.delete(id);
    this.checkpointFailing.delete(id);
    if (this.failing.size === 0) this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private checkpointFailed(id: string, e: Error): void {
    if (this.checkpointFailing.has(id)) return;
    this.checkpointFailing.add(id);
    this.d.counters.journalErrors++;
    this.d.log(`journal: a checkpoint of match ${id} failed (${e.message}); its file still holds every change and appends go on`);
  }

  private checkpointSaved(id: string): void {
    if (this.checkpointFailing.delete(id)) this.d.log(`journal: match ${id} is checkpointed again`);
  }
}

/** A full disk (or quota) says so to the players; any other failure is a plain "could not be saved". */
function unsavedOf(e: Error): Unsaved {
  const code = 'code' in e ? e.code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT' ? 'disk-full' : 'failed';
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
