import type { Action, Seat } from '../engine/core/types';
import { JOURNAL_EXT, actionLine, headLine, seatsLine, undoLine, type JournalEntry, type JournalSeat } from './journal-format';
import { parseJournal, type JournalLoad } from './journal-lines';
import type { JournalStore } from './journal-store';

/**
 * A journal in memory, for a host in the page (and tests): the same lines as the file journal, kept as text and read
 * back through the same parser, so a restore from it checks exactly what a restore from disk checks. It lives as long
 * as the object: a page reload starts empty.
 */
export class MemoryJournal implements JournalStore {
  private readonly lines = new Map<string, string[]>();
  /** Closed matches filed away (kept like the file journal's `finished/`, never restored). */
  readonly archived = new Map<string, string>();
  /** Files copied aside by `keepAside`, by name. */
  readonly kept = new Map<string, string>();

  create(entry: JournalEntry): void {
    this.lines.set(entry.id, [headLine(entry)]);
  }

  appendAction(id: string, seq: number, seat: Seat, action: Action, at: number): void {
    this.open(id).push(actionLine(seq, seat, action, at));
  }

  appendUndo(id: string, seq: number, snapshot: JournalEntry['snapshot'] | null, at: number): void {
    this.open(id).push(undoLine(seq, snapshot, at));
  }

  appendSeats(id: string, seats: JournalSeat[], status: JournalEntry['status'], at: number): void {
    this.open(id).push(seatsLine(seats, status, at));
  }

  checkpoint(id: string, entry: () => JournalEntry): void {
    if (this.lines.has(id)) this.create(entry());
  }

  keepAside(id: string): string {
    const name = `${id}${JOURNAL_EXT}.damaged`;
    this.kept.set(name, this.open(id).join(''));
    return name;
  }

  async remove(id: string): Promise<void> {
    this.lines.delete(id);
  }

  async archive(id: string): Promise<void> {
    const lines = this.lines.get(id);
    this.lines.delete(id);
    if (lines) this.archived.set(id, lines.join(''));
  }

  loadAll(): JournalLoad {
    const load: JournalLoad = { entries: [], problems: [], damaged: [], peakLineBytes: 0 };
    for (const [id, lines] of [...this.lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const file = `${id}${JOURNAL_EXT}`;
      try {
        load.entries.push(parseJournal(file, lines.join('')));
      } catch (e) {
        load.problems.push({ id, file, error: (e as Error).message });
      }
    }
    return load;
  }

  async close(): Promise<void> {}

  private open(id: string): string[] {
    const lines = this.lines.get(id);
    if (!lines) throw new Error(`journal: match ${id} is not open`);
    return lines;
  }
}
