import type { z } from 'zod';
import { clip } from '../engine/core/clip';
import type { Action } from '../engine/core/types';
import { JOURNAL_EXT, journalHeadSchema, lineSchema, type JournalEntry } from './journal-format';

/**
 * Journal lines as text: parsing and checking them, and building a match from them in order. Pure (no file access),
 * so every journal store uses it: the file journal (electron/host/journal.ts) and the in-memory one (memory-journal.ts).
 */
/** A file that cannot be restored at all (`id` is the match id its name gives). */
export interface JournalProblem {
  id: string;
  file: string;
  error: string;
}

/** What a damaged file lost: found while reading, before a copy is kept. */
export interface JournalLoss {
  /** Actions kept: the match seq after the last line applied. */
  keptActions: number;
  /** The highest action seq that the lines not applied still show, if any does: how far the match had gone. */
  shownActions: number | null;
  /** The first line not applied, and how many were not applied (it included, up to the end of the file). */
  firstLostLine: number;
  lostLines: number;
  /** What is wrong, e.g. `the last line (line 29, 143 bytes) is cut`. */
  problem: string;
  /** What is lost, e.g. `action 27 is lost`. */
  lost: string;
}

/** A match restored from a damaged file: what was kept, what was lost, and where the original is. */
export interface JournalDamage extends JournalLoss {
  id: string;
  file: string;
  /** File name (in the journal directory) of the untouched copy of the damaged file. */
  savedAs: string;
  /** The whole report, e.g. `restored at action 26 of 27: the last line (line 29, 143 bytes) is cut; action 27 is lost; …`. */
  message: string;
}

export interface JournalLoad {
  entries: JournalEntry[];
  problems: JournalProblem[];
  /** Matches among `entries` restored from a damaged file. */
  damaged: JournalDamage[];
  /** The most bytes held at once while reading any one file (bounded by the line cap plus one chunk). */
  peakLineBytes: number;
}


/** Why the line numbered `line` cannot be applied. */
export class LineError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** Text from a file, made safe for a log line: the one clip of untrusted text (engine/core/clip.ts), a log line's length. */
export const printable = (text: string, max = 160): string => clip(text, max);

/** Parse one line and check it against its schema; a LineError names the line and the first bad field. */
function parseLine<S extends z.ZodType>(n: number, text: string, bytes: number, schema: S): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new LineError(n, `line ${n} is not valid JSON (${formatBytes(bytes)}): ${printable((e as Error).message)}`);
  }
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new LineError(n, `line ${n}, field "${printable(issue.path.join('.')) || '(root)'}": ${printable(issue.message)}`);
  }
  return r.data;
}

/** A match built from its journal lines in order: line 1 (the head), then each later change. */
export class EntryBuilder {
  private built: JournalEntry | null = null;

  constructor(private readonly name: string) {}

  /** Actions applied so far. */
  get actions(): number {
    return this.built?.record.actions.length ?? 0;
  }

  entry(): JournalEntry {
    if (!this.built) throw new Error('journal: no match read yet');
    return this.built;
  }

  /** Apply line `n` (`bytes` long as read); throws a LineError (and changes nothing) when it cannot be applied. */
  add(n: number, text: string, bytes: number): void {
    if (!this.built) {
      this.built = this.head(text, bytes);
      return;
    }
    const entry = this.built;
    const line = parseLine(n, text, bytes, lineSchema);
    if (line.kind === 'action') {
      const expected = entry.record.actions.length + 1;
      if (line.seq !== expected) throw new LineError(n, `line ${n}: action seq ${line.seq}, expected ${expected}`);
      entry.record.actions.push({ seat: line.seat, action: line.action as Action });
    } else if (line.kind === 'undo') {
      if (line.seq >= entry.record.actions.length) throw new LineError(n, `line ${n}: undo to ${line.seq} actions, but only ${entry.record.actions.length} were applied`);
      const snapshot = line.snapshot ?? entry.snapshot;
      if (snapshot.seq > line.seq) throw new LineError(n, `line ${n}: undo to ${line.seq} actions leaves the checkpoint at ${snapshot.seq} behind`);
      entry.record.actions.splice(line.seq);
      entry.snapshot = snapshot;
    } else {
      entry.seats = line.seats;
      entry.status = line.status;
    }
    entry.updatedAt = line.at;
  }

  private head(text: string, bytes: number): JournalEntry {
    const h = parseLine(1, text, bytes, journalHeadSchema);
    if (`${h.id}${JOURNAL_EXT}` !== this.name) {
      throw new LineError(1, `the file name does not match its match id "${h.id}" (rename it to ${h.id}${JOURNAL_EXT} to restore it)`);
    }
    const { kind: _kind, ...rest } = h;
    return rest as JournalEntry;
  }
}

/**
 * Read one journal file's text (`name` is its file name, checked against the match id). Throws naming the first bad
 * line; a torn last line (no newline yet: an append in progress, or cut short by a kill) is left out.
 */
export function parseJournal(name: string, text: string): JournalEntry {
  const lines = text.split('\n');
  // The file always ends with a newline; anything after the last one is an append not finished.
  lines.pop();
  if (lines.length === 0) throw new Error('the journal holds no complete line');
  const builder = new EntryBuilder(name);
  lines.forEach((line, i) => builder.add(i + 1, line, utf8Bytes(line)));
  return builder.entry();
}

const encoder = new TextEncoder();
/** A line's length in bytes, as a file holds it. */
const utf8Bytes = (text: string): number => encoder.encode(text).length;
