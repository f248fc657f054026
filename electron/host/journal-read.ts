import { closeSync, constants, copyFileSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Action } from '../../engine/core/types';
import { JOURNAL_EXT, journalHeadSchema, lineSchema, type JournalEntry } from '../../host/journal-format';

// -----------------------------------------------------------------------------------------------------------------
// Reading: chunked and capped (a file is untrusted input: it may be cut, garbled, huge, or not a file at all)

/**
 * Longest journal line read (bytes, newline excluded). Line 1 is the longest by far: the whole record plus a
 * full-state checkpoint. Measured over about 4,000 random games (every game and preset, 2 and 5 players, two kinds
 * of random players): at most 135 KB, a 2,160-action NIAGARA game (NILE 14 KB, BANKS 52 KB, NEFERTITI 26 KB); an
 * action line is under 200 bytes. 16 MB leaves a margin of over 100 (about 250,000 actions), and bounds what a
 * damaged or hostile file can make the host hold in memory.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Bytes read from a file at a time. */
export const READ_CHUNK_BYTES = 64 * 1024;
/** Bytes kept from the start of every line, even one over the cap: enough to read its kind and seq for a report. */
const PREFIX_BYTES = 96;

export interface ReadLimits {
  maxLineBytes: number;
  chunkBytes: number;
}

/** The most bytes of a file the reader held at once: the current line's bytes plus its chunk buffer. */
export interface ReadMeter {
  peakBytes: number;
}

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

export type JournalFileRead = { entry: JournalEntry; damage: JournalLoss | null } | { problem: string };

/** One line of a file as read. */
interface RawLine {
  /** 1-based. */
  n: number;
  /** Its length, newline excluded. */
  bytes: number;
  /** False: the file ends inside this line (it is cut). */
  ended: boolean;
  /** Null when the line is longer than the cap: its bytes were counted, never kept. */
  text: string | null;
  /** Its first bytes, decoded: what a report can still read of an oversized or cut line. */
  prefix: string;
}

/** Why the line numbered `line` cannot be applied. */
class LineError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Lines of an open file, read `chunkBytes` at a time with readSync. A line's bytes are kept only while it stays
 * within `maxLineBytes`; past that they are counted and dropped, so a huge line never sits whole in memory.
 * A newline byte never occurs inside a multi-byte UTF-8 character, so splitting bytes at newlines is safe.
 */
function* readLines(fd: number, limits: ReadLimits, meter: ReadMeter): Generator<RawLine> {
  const chunk = Buffer.allocUnsafe(limits.chunkBytes);
  const prefix = Buffer.alloc(PREFIX_BYTES);
  let parts: Buffer[] = [];
  let held = 0;
  let bytes = 0;
  let n = 1;
  const take = (piece: Buffer): void => {
    if (bytes < PREFIX_BYTES) piece.copy(prefix, bytes, 0, Math.min(piece.length, PREFIX_BYTES - bytes));
    bytes += piece.length;
    if (bytes > limits.maxLineBytes) {
      parts = [];
      held = 0;
      return;
    }
    parts.push(Buffer.from(piece)); // a copy: `chunk` is reused by the next read
    held += piece.length;
    meter.peakBytes = Math.max(meter.peakBytes, held + chunk.length);
  };
  const finish = (ended: boolean): RawLine => {
    const text = bytes > limits.maxLineBytes ? null : (parts.length === 1 ? parts[0]! : Buffer.concat(parts, held)).toString('utf8');
    const line: RawLine = { n, bytes, ended, text, prefix: prefix.toString('utf8', 0, Math.min(bytes, PREFIX_BYTES)) };
    parts = [];
    held = 0;
    bytes = 0;
    n++;
    return line;
  };
  for (;;) {
    const got = readSync(fd, chunk, 0, chunk.length, null);
    if (got === 0) break;
    const data = chunk.subarray(0, got);
    let start = 0;
    for (;;) {
      const nl = data.indexOf(0x0a, start);
      take(data.subarray(start, nl === -1 ? got : nl));
      if (nl === -1) break;
      yield finish(true);
      start = nl + 1;
    }
  }
  if (bytes > 0) yield finish(false);
}

/**
 * Read one journal file (`name` is its file name, checked against the match id): the match up to its first damaged
 * line, with what was lost from there on; or the problem that stops it from being restored at all.
 */
export function readJournalFile(path: string, name: string, limits: ReadLimits, meter: ReadMeter = { peakBytes: 0 }): JournalFileRead {
  let fd: number;
  try {
    // Non-blocking: a FIFO planted under a journal name must not hang the host (regular files ignore the flag).
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return { problem: `the file cannot be opened (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { problem: `${printable(name)} is a directory, not a journal file` };
    if (!st.isFile()) return { problem: `${printable(name)} is not a regular file` };
    if (st.size === 0) return { problem: 'the file is empty (0 bytes): nothing to restore' };
    return readLinesOf(readLines(fd, limits, meter), name, limits.maxLineBytes);
  } catch (e) {
    return { problem: `the file cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  } finally {
    closeSync(fd);
  }
}

function readLinesOf(lines: Iterator<RawLine>, name: string, maxLineBytes: number): JournalFileRead {
  const builder = new EntryBuilder(name);
  const first = lines.next();
  if (first.done) return { problem: 'the file is empty: nothing to restore' };
  const head = first.value;
  if (!head.ended) return { problem: `line 1 (the match itself) is cut after ${formatBytes(head.bytes)}: the file holds no complete line, nothing to restore` };
  if (head.text === null) return { problem: `line 1 is longer than ${formatBytes(maxLineBytes)} (${formatBytes(head.bytes)}): not read, nothing to restore` };
  try {
    builder.add(1, head.text, head.bytes);
  } catch (e) {
    return { problem: (e as Error).message };
  }
  for (let r = lines.next(); !r.done; r = lines.next()) {
    const bad = lineProblem(r.value, maxLineBytes) ?? applyLine(builder, r.value);
    if (bad !== null) return { entry: builder.entry(), damage: lossFrom(r.value, bad, lines, builder.actions) };
  }
  return { entry: builder.entry(), damage: null };
}

/** Why a line read cannot even be parsed (cut, or over the cap), or null. */
function lineProblem(line: RawLine, maxLineBytes: number): string | null {
  if (line.text === null) return `line ${line.n} is longer than ${formatBytes(maxLineBytes)} (${formatBytes(line.bytes)}${line.ended ? '' : ', cut'})`;
  if (!line.ended) return `the last line (line ${line.n}, ${line.bytes} bytes) is cut`;
  return null;
}

/** Apply a whole line; the reason when it cannot be, or null. */
function applyLine(builder: EntryBuilder, line: RawLine): string | null {
  try {
    builder.add(line.n, line.text!, line.bytes);
    return null;
  } catch (e) {
    if (e instanceof LineError) return e.message;
    throw e;
  }
}

/**
 * What is lost from the first bad line on: it and every line after it (applying lines past a gap would make up a
 * match that never was). The rest of the file is still read through, capped like the rest, to say how far it went.
 */
function lossFrom(bad: RawLine, problem: string, rest: Iterator<RawLine>, keptActions: number): JournalLoss {
  let lostLines = 1;
  let shown = seqShown(bad.prefix);
  for (let r = rest.next(); !r.done; r = rest.next()) {
    lostLines++;
    const seq = seqShown(r.value.prefix);
    if (seq !== null) shown = Math.max(shown ?? 0, seq);
  }
  const shownActions = shown !== null && shown > keptActions ? shown : null;
  const actions = shownActions === null ? null : shownActions === keptActions + 1 ? `action ${shownActions} is lost` : `actions ${keptActions + 1}–${shownActions} are lost`;
  let lost: string;
  if (!bad.ended && lostLines === 1) lost = actions ?? `what it held is lost (${bad.prefix.includes('"kind":"seats"') ? 'a change of seats' : 'no action number is readable in it'})`;
  else {
    const which = lostLines === 1 ? `line ${bad.n} is not applied` : `lines ${bad.n}–${bad.n + lostLines - 1} are not applied`;
    lost = actions ? `${which}: ${actions}` : `${which} (${lostLines === 1 ? 'it shows' : 'none shows'} no action after ${keptActions})`;
  }
  return { keptActions, shownActions, firstLostLine: bad.n, lostLines, problem, lost };
}

/** The action seq a line's first bytes show; a number cut short (no `,` or `}` after it yet) is not trusted. */
function seqShown(prefix: string): number | null {
  const m = /^\{"kind":"action","seq":(\d{1,9})[,}]/.exec(prefix);
  return m ? Number(m[1]) : null;
}

export function damageReport(id: string, file: string, loss: JournalLoss, savedAs: string): JournalDamage {
  const of = loss.shownActions === null ? '' : ` of ${loss.shownActions}`;
  const message = `restored at action ${loss.keptActions}${of}: ${loss.problem}; ${loss.lost}; the original file is kept as ${savedAs}`;
  return { ...loss, id, file, savedAs, message };
}

/** Copy a damaged file aside before it is rewritten, never over an earlier copy; returns the copy's file name. */
export function keepCopy(dir: string, name: string): string {
  for (let i = 1; ; i++) {
    const copy = i === 1 ? `${name}.damaged` : `${name}.damaged-${i}`;
    try {
      copyFileSync(join(dir, name), join(dir, copy), constants.COPYFILE_EXCL);
      return copy;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || i >= 1000) throw e;
    }
  }
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** Text from a file, made safe for a log line: control characters escaped, length bounded. */
export function printable(text: string, max = 160): string {
  const safe = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

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
class EntryBuilder {
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
  lines.forEach((line, i) => builder.add(i + 1, line, Buffer.byteLength(line)));
  return builder.entry();
}
