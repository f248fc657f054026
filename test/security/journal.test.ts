/**
 * The match journal is never damaged silently. Each kind of damage a file can suffer — cut in its
 * first line or a later one, garbage, a wrong seq, a line too long to read, a directory or an empty file in its place,
 * a file name that is not its match's — is reported naming the match with what was kept and what was lost, in what
 * `Host.restore()` returns and in the host log; the healthy files beside it still restore; a damaged original is
 * copied aside before the restored match's file is rewritten; and a huge line never sits whole in memory.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai/random';
import { playGame } from '../../engine/core/play';
import { replay, type MatchRecord } from '../../engine/core/record';
import { games } from '../../engine/games';
import { Host } from '../../host/host';
import { NodeHost } from '../../electron/host/node-host';
import { Journal, JOURNAL_FORMAT, MAX_LINE_BYTES, READ_CHUNK_BYTES, parseJournal, type JournalSeat } from '../../electron/host/journal';
import { tempDir } from '../host/helpers';

/** Every match file here: a head holding actions 1–10 (checkpoint at 10), then lines 2–27 holding actions 11–36. */
const HEAD_ACTIONS = 10;
const ACTIONS = 36;
const LINES = 1 + ACTIONS - HEAD_ACTIONS;
const MB = 1024 * 1024;

let record: MatchRecord;
let states: unknown[];
beforeAll(() => {
  const played = playGame<unknown>(games.nile!, { players: 2, seed: 'security-journal', bots: [randomBot, randomBot], maxActions: ACTIONS, skipViews: true });
  expect(played.capped).toBe(true); // the game is still going after 36 actions: every line below is a live action
  record = played.record;
  states = replay<unknown>(games, record, { keepStates: true }).states;
});

const dirs: { remove(): void }[] = [];
const hosts: Host[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) d.remove();
});

function newDir(): string {
  const t = tempDir('rt-sec-journal-');
  dirs.push(t);
  return t.dir;
}

const seat: JournalSeat = { kind: 'human', bot: null, name: null, tokenHash: 'a'.repeat(64) };

/** A healthy match file written by the real Journal; returns its lines (each without its newline). */
async function writeMatch(dir: string, id: string, code: string): Promise<string[]> {
  const j = new Journal(dir);
  j.create({
    format: JOURNAL_FORMAT, id, code, createdAt: 1, updatedAt: 1, status: 'playing', spectators: true, botSeed: 'bots',
    seats: [seat, seat], record: { ...record, actions: record.actions.slice(0, HEAD_ACTIONS) },
    snapshot: { seq: HEAD_ACTIONS, state: states[HEAD_ACTIONS] },
  });
  for (let i = HEAD_ACTIONS; i < ACTIONS; i++) j.appendAction(id, i + 1, record.actions[i]!.seat, record.actions[i]!.action, 1000 + i);
  await j.close();
  const lines = readFileSync(join(dir, `${id}.journal`), 'utf8').split('\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(LINES);
  return lines;
}

/** Restore with a real Host; its log lines are kept. */
function restore(dir: string): { result: ReturnType<Host['restore']>; log: string[]; host: Host } {
  const log: string[] = [];
  const host = new NodeHost({ journalDir: dir, log: (l) => log.push(l), awayTimeoutMs: null, bots: { size: 1 } });
  hosts.push(host);
  return { result: host.restore(), log, host };
}

/** Two healthy matches beside the damaged one: both must come back whole whatever happens to it. */
async function healthyNeighbours(dir: string): Promise<string[]> {
  await writeMatch(dir, 'healthyA', 'HLTA');
  await writeMatch(dir, 'healthyZ', 'HLTZ');
  return ['healthyA', 'healthyZ'];
}

function expectHealthyRestored(host: Host, restored: string[], ids: string[]): void {
  for (const id of ids) {
    expect(restored).toContain(id);
    expect(host.recordOf(id)!.actions).toEqual(record.actions);
  }
}

/**
 * Restore `dir` and check that match `id` was refused with `error`, in what restore returns and in the log, while the
 * `healthy` matches beside it restored; gives back what restore returned.
 */
function expectRefused(dir: string, id: string, error: string, healthy: string[]): ReturnType<typeof restore>['result'] {
  const { result, log, host } = restore(dir);
  expect(result.problems).toEqual([{ id, file: `${id}.journal`, error }]);
  expect(log).toContain(`journal: match ${id} not restored (${id}.journal): ${error}`);
  expect(result.restored.sort()).toEqual([...healthy].sort());
  expectHealthyRestored(host, result.restored, healthy);
  return result;
}

const noControlChars = (line: string) => expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);

describe('journal damage is reported by match, with what was kept and lost', () => {
  it('a file cut inside line 1 is refused as cut (not "empty"), left as it is; the others restore', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'cuthead', 'CUTH');
    writeFileSync(join(dir, 'cuthead.journal'), lines[0]!.slice(0, 150));
    const error = 'line 1 (the match itself) is cut after 150 bytes: the file holds no complete line, nothing to restore';
    expect(expectRefused(dir, 'cuthead', error, healthy).damaged).toBeUndefined();
    expect(readFileSync(join(dir, 'cuthead.journal'), 'utf8')).toBe(lines[0]!.slice(0, 150)); // untouched
  });

  it('a file cut inside a later line restores up to the line before, says which action is lost, and keeps the original', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'cutlast', 'CUTL');
    // Cut 40 bytes into the last line (action 36): its seq is still readable.
    const original = `${lines.slice(0, -1).join('\n')}\n${lines[LINES - 1]!.slice(0, 40)}`;
    writeFileSync(join(dir, 'cutlast.journal'), original);
    const { result, log, host } = restore(dir);
    const message = 'restored at action 35 of 36: the last line (line 27, 40 bytes) is cut; action 36 is lost; the original file is kept as cutlast.journal.damaged';
    expect(result.problems).toEqual([]);
    expect(result.damaged).toEqual([
      {
        id: 'cutlast', file: 'cutlast.journal', keptActions: 35, shownActions: 36, firstLostLine: 27, lostLines: 1,
        problem: 'the last line (line 27, 40 bytes) is cut', lost: 'action 36 is lost', savedAs: 'cutlast.journal.damaged', message,
      },
    ]);
    expect(log).toContain(`journal: match cutlast ${message}`);
    expect(result.restored.sort()).toEqual(['cutlast', ...healthy].sort());
    expect(host.recordOf('cutlast')!.actions).toEqual(record.actions.slice(0, 35));
    expectHealthyRestored(host, result.restored, healthy);
    // Nothing destroyed: the damaged original is kept byte for byte beside the rewritten (compacted) file.
    expect(readFileSync(join(dir, 'cutlast.journal.damaged'), 'utf8')).toBe(original);
    expect(parseJournal('cutlast.journal', readFileSync(join(dir, 'cutlast.journal'), 'utf8')).record.actions).toHaveLength(35);
  });

  it('a cut before the seq is readable says so honestly (no made-up action number)', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'cutearly', 'CUTE');
    // Truncated 12 bytes into line 20 (action 29): `{"kind":"act`.
    writeFileSync(join(dir, 'cutearly.journal'), `${lines.slice(0, 19).join('\n')}\n${lines[19]!.slice(0, 12)}`);
    const { result, log, host } = restore(dir);
    const message =
      'restored at action 28: the last line (line 20, 12 bytes) is cut; what it held is lost (no action number is readable in it); the original file is kept as cutearly.journal.damaged';
    expect(result.damaged!.map((d) => d.message)).toEqual([message]);
    expect(log).toContain(`journal: match cutearly ${message}`);
    expect(host.recordOf('cutearly')!.actions).toHaveLength(28);
    expectHealthyRestored(host, result.restored, healthy);
  });

  it('binary garbage in a later line: what came before restores, every line from it on is reported lost', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'garbage', 'GARB');
    // Line 15 (action 24) overwritten with binary: NUL, an ANSI escape (must not reach a terminal), invalid UTF-8.
    const junk = Buffer.from([0x00, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0xff, 0xfe, 0x80, 0x7b, 0x22, 0x01]);
    const before = Buffer.from(`${lines.slice(0, 14).join('\n')}\n`);
    const after = Buffer.from(`\n${lines.slice(15).join('\n')}\n`);
    writeFileSync(join(dir, 'garbage.journal'), Buffer.concat([before, junk, after]));
    const { result, log, host } = restore(dir);
    expect(result.problems).toEqual([]);
    const d = result.damaged!;
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ id: 'garbage', keptActions: 23, shownActions: 36, firstLostLine: 15, lostLines: 13, lost: 'lines 15–27 are not applied: actions 24–36 are lost' });
    // The parser's own words vary with the Node version; what matters is the line, its size, and no raw control bytes.
    expect(d[0]!.problem).toMatch(/^line 15 is not valid JSON \(12 bytes\): .*\\u0000\\u001b\[31m\\ufffd/);
    expect(d[0]!.message).toBe(`restored at action 23 of 36: ${d[0]!.problem}; lines 15–27 are not applied: actions 24–36 are lost; the original file is kept as garbage.journal.damaged`);
    const line = log.find((l) => l.startsWith('journal: match garbage '));
    expect(line).toBe(`journal: match garbage ${d[0]!.message}`);
    noControlChars(line!);
    expect(host.recordOf('garbage')!.actions).toEqual(record.actions.slice(0, 23));
    expectHealthyRestored(host, result.restored, healthy);
    expect(readFileSync(join(dir, 'garbage.journal.damaged')).equals(Buffer.concat([before, junk, after]))).toBe(true);
  });

  it('a wrong seq in the middle (a repeated line) stops there: nothing after a gap is applied', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'repeat', 'REPT');
    writeFileSync(join(dir, 'repeat.journal'), `${[...lines.slice(0, 12), lines[11]!, ...lines.slice(12)].join('\n')}\n`);
    const { result, log, host } = restore(dir);
    const message =
      'restored at action 21 of 36: line 13: action seq 21, expected 22; lines 13–28 are not applied: actions 22–36 are lost; the original file is kept as repeat.journal.damaged';
    expect(result.damaged!.map((d) => d.message)).toEqual([message]);
    expect(log).toContain(`journal: match repeat ${message}`);
    expect(host.recordOf('repeat')!.actions).toEqual(record.actions.slice(0, 21));
    expectHealthyRestored(host, result.restored, healthy);
  });

  it('a directory in place of a match file is refused by name; the others restore', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    mkdirSync(join(dir, 'adir.journal'));
    expectRefused(dir, 'adir', 'adir.journal is a directory, not a journal file', healthy);
  });

  it('an empty file is refused as empty', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    writeFileSync(join(dir, 'blank.journal'), '');
    expectRefused(dir, 'blank', 'the file is empty (0 bytes): nothing to restore', healthy);
  });

  it('a file named for another match is refused, saying which match it holds', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    const lines = await writeMatch(dir, 'realname', 'REAL');
    writeFileSync(join(dir, 'othername.journal'), `${lines.join('\n')}\n`);
    const error = 'the file name does not match its match id "realname" (rename it to realname.journal to restore it)';
    expectRefused(dir, 'othername', error, [...healthy, 'realname']);
  });

  it('a damaged file is copied aside every time, never over an earlier copy', async () => {
    const dir = newDir();
    await writeMatch(dir, 'twice', 'TWCE');
    appendFileSync(join(dir, 'twice.journal'), '{"kind":"action","seq":37,');
    const first = restore(dir);
    expect(first.result.damaged!.map((d) => d.savedAs)).toEqual(['twice.journal.damaged']);
    await first.host.close();
    // The rewritten file is clean: a restart reports nothing.
    const clean = restore(dir);
    expect(clean.result).toEqual({ restored: ['twice'], problems: [] });
    await clean.host.close();
    appendFileSync(join(dir, 'twice.journal'), 'garbage\n');
    const second = restore(dir);
    expect(second.result.damaged!.map((d) => d.message)).toEqual([
      'restored at action 36: line 2 is not valid JSON (7 bytes): Unexpected token \'g\', "garbage" is not valid JSON; line 2 is not applied (it shows no action after 36); the original file is kept as twice.journal.damaged-2',
    ]);
    expect(readFileSync(join(dir, 'twice.journal.damaged'), 'utf8')).toMatch(/\{"kind":"action","seq":37,$/);
    expect(readFileSync(join(dir, 'twice.journal.damaged-2'), 'utf8')).toMatch(/garbage\n$/);
  });
});

describe('journal lines are read in bounded chunks', () => {
  /** A match whose line 5 (action 14) is `bytes` long: a well-formed action line padded inside. */
  async function writeHugeLine(dir: string, id: string, code: string, bytes: number): Promise<void> {
    const lines = await writeMatch(dir, id, code);
    const start = '{"kind":"action","seq":14,"seat":0,"action":{"type":"x","pad":"';
    const end = '"},"at":1}';
    const path = join(dir, `${id}.journal`);
    writeFileSync(path, `${lines.slice(0, 4).join('\n')}\n${start}`);
    // Written in pieces: the test itself must not build the huge string either.
    const piece = 'a'.repeat(MB);
    let left = bytes - start.length - end.length;
    for (; left >= MB; left -= MB) appendFileSync(path, piece);
    appendFileSync(path, `${'a'.repeat(left)}${end}\n${lines.slice(5).join('\n')}\n`);
  }

  it('a 40 MB later line is reported as too long; the reader never holds more than the cap plus one chunk', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    await writeHugeLine(dir, 'huge', 'HUGE', 40 * MB);

    // With a small cap the bound is tight: the reader got up to the cap, and never held the line.
    const rss = process.memoryUsage().rss;
    const small = new Journal(dir, { maxLineBytes: MB }).loadAll();
    expect(small.peakLineBytes).toBeLessThanOrEqual(MB + READ_CHUNK_BYTES);
    expect(small.peakLineBytes).toBeGreaterThan(MB - READ_CHUNK_BYTES);
    expect(process.memoryUsage().rss - rss).toBeLessThan(20 * MB);
    expect(small.damaged.map((d) => d.problem)).toEqual(['line 5 is longer than 1 MB (40 MB)']);

    // The real host, default cap (16 MB).
    const { result, log, host } = restore(dir);
    const message = `restored at action 13 of 36: line 5 is longer than 16 MB (40 MB); lines 5–27 are not applied: actions 14–36 are lost; the original file is kept as huge.journal.damaged-2`;
    expect(result.damaged!.map((d) => d.message)).toEqual([message]);
    expect(log).toContain(`journal: match huge ${message}`);
    expect(host.recordOf('huge')!.actions).toEqual(record.actions.slice(0, 13));
    expectHealthyRestored(host, result.restored, healthy);
    expect(readdirSync(dir).filter((f) => f.startsWith('huge.')).sort()).toEqual(['huge.journal', 'huge.journal.damaged', 'huge.journal.damaged-2']);
  });

  it('the default cap holds under 17 MB of a 40 MB line, and an oversized line 1 is refused unread', async () => {
    const dir = newDir();
    const healthy = await healthyNeighbours(dir);
    await writeHugeLine(dir, 'huge', 'HUGE', 40 * MB);
    const load = new Journal(dir).loadAll();
    expect(MAX_LINE_BYTES).toBe(16 * MB);
    expect(load.peakLineBytes).toBeLessThanOrEqual(MAX_LINE_BYTES + READ_CHUNK_BYTES);

    const dir2 = newDir();
    await healthyNeighbours(dir2);
    const path = join(dir2, 'bighead.journal');
    writeFileSync(path, '{"kind":"match","pad":"');
    for (let i = 0; i < 17; i++) appendFileSync(path, 'b'.repeat(MB));
    appendFileSync(path, '"}\n');
    const { result, log, host } = restore(dir2);
    const error = 'line 1 is longer than 16 MB (17 MB): not read, nothing to restore';
    expect(result.problems).toEqual([{ id: 'bighead', file: 'bighead.journal', error }]);
    expect(log).toContain(`journal: match bighead not restored (bighead.journal): ${error}`);
    expectHealthyRestored(host, result.restored, healthy);
  });
});
