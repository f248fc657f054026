import { closeSync, constants, copyFileSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalEntry } from '../../host/journal-format';
import { EntryBuilder, LineError, formatBytes, printable, type JournalDamage, type JournalLoss } from '../../host/journal-lines';

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
