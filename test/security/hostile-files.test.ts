/**
 * Hostile files and data sets: each is answered with a short message (at most 300 characters) naming the problem and
 * where it is, within 2 s — a record file opened on the replay screen (renderer/replay/read.ts, what its worker runs),
 * the same record arriving over the network (parseRecord of a value), a data set in a `create`'s options (the
 * protocol and each engine's setup), a showcase playlist file, a record file read by Electron's main process, and a
 * saved game (the host's journal). The page side (no long task, Home still answers) is test/e2e/hostile-files.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecordFileText } from '../../electron/record-file';
import { readJournalFile } from '../../electron/host/journal-read';
import { MAX_LINE_BYTES, READ_CHUNK_BYTES } from '../../electron/host/journal';
import { clip, quote } from '../../engine/core/clip';
import { RuleError } from '../../engine/core/errors';
import { RECORD_LIMITS, parseRecord } from '../../engine/core/record';
import { games } from '../../engine/games';
import { parseClientMessage } from '../../protocol/messages';
import { parsePlaylist } from '../../protocol/playlist';
import { readRecordSource, readRecordText } from '../../renderer/replay/read';
import { tempDir } from '../host/helpers';

const MB = 1024 * 1024;
/** Short enough to read, and to show on a phone. */
const MAX_MESSAGE = 300;
const TIME_LIMIT_MS = 2000;

const nile = games.nile!;
/** A NILE record where seat 0 moves first (its actions below are seat 0's). */
const base = { game: 'nile', version: nile.version, players: 2, seed: 's', options: { firstPlayer: 0 } as Record<string, unknown>, actions: [] as unknown[] };
const json = (v: unknown): string => JSON.stringify(v);
const withAction = (action: Record<string, unknown>): string => json({ ...base, actions: [{ seat: 0, action }] });
/** A record whose one action has a field named by `n` characters (the text built without a second copy of it). */
const longFieldName = (n: number): string => withAction({ type: 'pass' }).replace('{"type":"pass"}', `{"type":"pass","${'k'.repeat(n)}":1}`);

/** Run `f`, which must answer with a message: the message and how long it took. */
function timed(f: () => string): { message: string; ms: number } {
  const t0 = performance.now();
  const message = f();
  return { message, ms: performance.now() - t0 };
}

function expectShort(r: { message: string; ms: number }, names: RegExp): void {
  expect(r.message).toMatch(names);
  expect(r.message.length, r.message.slice(0, 400)).toBeLessThanOrEqual(MAX_MESSAGE);
  expect(r.ms).toBeLessThan(TIME_LIMIT_MS);
  // Nothing raw from the input: no control character survives into a message.
  expect(r.message).not.toMatch(/[\u0000-\u001f]/);
}

/** The message a record file's text gets on the replay screen (what its worker answers). */
function fileMessage(text: string): string {
  const r = readRecordText(text);
  if (r.ok) throw new Error('the file was accepted');
  return r.error;
}

function ruleMessage(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error('no error');
}

describe('hostile record files (the replay screen)', () => {
  const cases: [string, () => string, RegExp][] = [
    ['empty', () => '', /^the file is empty/],
    ['whitespace only', () => ' \n\t \r\n', /^the file is empty/],
    ['not JSON', () => 'hello, world', /^the file is not valid JSON at line 1, column 1/],
    ['cut short', () => '{\n  "game": "nile",\n  "players": ', /^the file is not valid JSON at line 3, column 14/],
    ['a trailing comma', () => '{"game":"nile",}', /not valid JSON at line 1, column 16/],
    ['deep nesting: 100,000 [', () => '['.repeat(100_000), /^the file nests deeper than 64 levels \(at line 1, column 65\)/],
    ['deep nesting: objects', () => '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000), /nests deeper than 64 levels/],
    ['a 1 MB field name', () => longFieldName(MB), /^match record field "actions\.0\.action": a field name of 1048576 characters \(at most 64\)/],
    ['a 10 MB field name', () => longFieldName(10 * MB), /^the file is too large: 10\.0 MB, over the limit of 8\.0 MB/],
    ['a 50 MB string', () => json({ ...base, seed: 'x'.repeat(50 * MB) }), /^the file is too large: 50\.0 MB/],
    ['a long field name with control characters', () => withAction({ type: 'pass', ['\u0007\u001b[2J'.repeat(10)]: 1 }), /unknown field "\\u0007\\u001b\[2J/],
    ['an action value of 100,000 characters', () => withAction({ type: 'pass', x: 'v'.repeat(100_000) }), /field "actions\.0\.action\.x": a text of 100000 characters \(at most 256\)/],
    ['players is text', () => json({ ...base, players: 'three' }), /^match record field "players": .*expected number/],
    ['actions is an object', () => json({ ...base, actions: {} }), /^match record field "actions": .*expected array/],
    ['an array', () => '[1,2,3]', /^match record field "\(root\)": .*expected object/],
    ['a number', () => '42', /^match record field "\(root\)"/],
    ['an unknown game', () => json({ ...base, game: 'chess' }), /^match record field "game": unknown game "chess" \(known: /],
    ['an unknown game of 32 odd characters', () => json({ ...base, game: '\u202e'.repeat(32) }), /unknown game "(\\u202e){5}\\u…"/],
    ['__proto__ in options', () => '{"game":"nile","version":"' + nile.version + '","players":2,"seed":"s","options":{"firstPlayer":0,"__proto__":{"x":1}},"actions":[]}', /^match record field "options": a field named "__proto__" \(not allowed\)/],
    ['__proto__ in an action', () => '{"game":"nile","version":"' + nile.version + '","players":2,"seed":"s","options":{},"actions":[{"seat":0,"action":{"type":"pass","__proto__":{}}}]}', /^match record field "actions\.0\.action": a field named "__proto__"/],
    ['__proto__ at the top', () => '{"__proto__":{"game":"nile"},"game":"nile"}', /^match record field "\(root\)": a field named "__proto__"/],
    ['constructor in an action', () => withAction({ type: 'pass', constructor: 1 }), /^action #0 cannot be replayed: MALFORMED_ACTION: pass action has an unknown field "constructor"/],
    ['1,000,000 actions', () => json({ ...base, actions: new Array(1_000_000).fill(0) }), /^match record field "actions": 1000000 actions \(at most 50000\)/],
    ['1,000,000 real actions (36 MB)', () => json({ ...base, actions: new Array(1_000_000).fill({ seat: 0, action: { type: 'pass' } }) }), /^the file is too large: 3\d\.\d MB/],
    ['options with a list of 1,000,000 items', () => json({ ...base, options: { a: new Array(1_000_000).fill(1) } }), /^match record field "options\.a": a list of 1000000 items \(at most 1000\)/],
    ['a data set of 5 MB in options', () => json({ ...base, game: 'banks', version: games.banks!.version, options: { data: { market: 'm'.repeat(5 * MB) } } }), /field "options\.data\.market": a text of 5242880 characters/],
    ['a data set nested 40 deep', () => json({ ...base, options: { data: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) } }), /field "options\.data(\.a)+": nested deeper than 23 levels/],
    ['an analysis of a 1 MB key', () => json({ ...base, analysis: { ['a'.repeat(MB)]: 1 } }).replace(/^/, ''), /.*/],
    ['an illegal action', () => withAction({ type: 'market', pay: [] }), /^action #0 cannot be replayed: MALFORMED_ACTION: /],
  ];
  it.each(cases)('%s', (_name, make, names) => {
    const text = make();
    if (names.source === '.*') {
      // A bad analysis is ignored with a note, never an error: the record itself is fine.
      const r = readRecordText(text);
      expect(r.ok && r.note).toBe('badAnalysis');
      return;
    }
    expectShort(timed(() => fileMessage(text)), names);
  });

  it('a file is refused by its size before it is read: empty, and over the cap', async () => {
    for (const [blob, names] of [
      [new Blob([]), /^the file is empty \(0 bytes\)$/],
      [new Blob([new Uint8Array(RECORD_LIMITS.text.maxChars + 1)]), /^the file is too large: 8\.0 MB, over the limit of 8\.0 MB$/],
      [new Blob([new Uint8Array(50 * MB)]), /^the file is too large: 50\.0 MB/],
    ] as const) {
      const t0 = performance.now();
      const r = await readRecordSource(blob);
      expectShort({ message: r.ok ? '' : r.error, ms: performance.now() - t0 }, names);
    }
  });

  it('a real record still opens, with its analysis; the biggest real file is far under the caps', () => {
    const r = readRecordText(json({ ...base, actions: [] }));
    expect(r.ok).toBe(true);
  });
});

describe('hostile records over the network (the record reply, parsed on the client)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a 1 MB field name', { ...base, actions: [{ seat: 0, action: { type: 'pass', ['k'.repeat(MB)]: 1 } }] }, /field "actions\.0\.action": a field name of 1048576 characters/],
    ['a 50 MB seed', { ...base, seed: 'x'.repeat(50 * MB) }, /field "seed": .*<=256/],
    ['1,000,000 actions', { ...base, actions: new Array(1_000_000).fill({ seat: 0, action: { type: 'pass' } }) }, /field "actions": 1000000 actions/],
    ['a 1 MB option name', { ...base, options: { ['o'.repeat(MB)]: 1 } }, /field "options": a field name of 1048576 characters \(at most 64\): "o{40}…"/],
    ['wrong types', { ...base, players: [] }, /field "players"/],
    ['null', null, /field "\(root\)"/],
  ];
  it.each(cases)('%s', (_name, value, names) => {
    expectShort(timed(() => ruleMessage(() => parseRecord(value))), names);
  });
});

describe('hostile options and data sets over the network (create) and at setup', () => {
  const create = (options: unknown) => ({ t: 'create', game: 'nefertiti', players: 3, options });
  const deepData = JSON.parse('{"a":'.repeat(30) + '1' + '}'.repeat(30));
  it.each([
    ['deep nesting in the frame', '{"t":"create","game":"nile","players":2,"options":' + '['.repeat(60_000), /^message nests deeper than 64 levels/],
    ['a data set nested 30 deep', json(create({ data: deepData })), /^create: field "options\.data(\.a)+": nested deeper than 23 levels/],
    ['a 40,000-character option name', json(create({ ['o'.repeat(40_000)]: 1 })), /^create: field "options\.o{32}…": Invalid key in record$/],
    ['a 40,000-character data set string', json(create({ data: { markets: 'm'.repeat(40_000) } })), /^create: field "options\.data\.markets": a text of 40000 characters/],
    ['a data set of 5,000 keys', json(create({ data: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) })), /^create: field "options\.data": an object of 5000 fields \(at most 1000\)/],
  ])('%s', (_name, text, names) => {
    expectShort(
      timed(() => {
        const r = parseClientMessage(text);
        if (r.ok) throw new Error('accepted');
        return r.message;
      }),
      names,
    );
  });

  it.each(['banks', 'nefertiti'])('%s: a hostile data set at setup is named, short', (id) => {
    const setup = (data: unknown) => () => games[id]!.setup({ players: 3, seed: 's', options: { data } });
    expectShort(timed(() => ruleMessage(setup(deepData))), /^data set field "data(\.a)+": nested deeper than 22 levels/);
    expectShort(timed(() => ruleMessage(setup({ ['\u0000'.repeat(1000)]: 1 }))), /data set field "data": a field name of 1000 characters/);
    // A key the schema does not know, 60 characters long: zod names it whole; the message clips it.
    expectShort(timed(() => ruleMessage(setup({ ...{}, ['z'.repeat(60)]: 1 }))), /data/);
  });

  it('an unknown option named by 64 characters is quoted clipped', () => {
    expectShort(timed(() => ruleMessage(() => nile.setup({ players: 2, seed: 's', options: { ['\n'.repeat(64)]: true } }))), /^unknown option "(\\u000a){10}\\u00…" \(known: /);
  });
});

describe('hostile playlist files', () => {
  it.each([
    ['empty', '', /^the playlist is empty/],
    ['not JSON', 'games:', /^the playlist is not valid JSON at line 1, column 1/],
    ['deep', '['.repeat(100_000), /^the playlist nests deeper than 32 levels/],
    ['2 MB', ' '.repeat(2 * MB), /^the playlist is too large: 2\.0 MB, over the limit of 1\.0 MB/],
    ['a 100,000-character unknown key', json({ games: [{ game: 'nile', players: 2 }], ['k'.repeat(100_000)]: 1 }), /^\(root\): Unrecognized key: "k+…/],
    ['an unknown game of 32 control characters', json({ games: [{ game: '\u0001'.repeat(32), players: 2 }] }), /^games\[0\]\.game: unknown game "(\\u0001)+/],
  ])('%s', (_name, text, names) => {
    expectShort(
      timed(() => {
        const r = parsePlaylist(text, { games: [{ id: 'nile', players: { min: 2, max: 5 } }] });
        if (r.ok) throw new Error('accepted');
        return r.error;
      }),
      names,
    );
  });
});

describe('files read by Electram main and the host', () => {
  it("Electron's file dialog: the size is checked before the file is read", async () => {
    const t = tempDir('rt-hostile-files-');
    try {
      const empty = join(t.dir, 'empty.json');
      const huge = join(t.dir, 'huge.json');
      writeFileSync(empty, '');
      writeFileSync(huge, Buffer.alloc(RECORD_LIMITS.text.maxChars + 10, 0x20));
      mkdirSync(join(t.dir, 'dir.json'));
      for (const [path, names] of [
        [empty, /^the file is empty \(0 bytes\)$/],
        [huge, /^the file is too large: 8\.0 MB, over the limit of 8\.0 MB$/],
        [join(t.dir, 'dir.json'), /^the file is not a regular file$/],
        [join(t.dir, 'missing.json'), /^the file cannot be opened \(ENOENT\)$/],
      ] as const) {
        const t0 = performance.now();
        const r = await readRecordFileText(path);
        expect(r.json).toBeNull();
        expectShort({ message: r.error ?? '', ms: performance.now() - t0 }, names);
      }
    } finally {
      t.remove();
    }
  });

  it('a saved game (journal) whose record has a 1 MB field name is refused, the reason short', () => {
    const t = tempDir('rt-hostile-journal-');
    try {
      const head = {
        kind: 'match', format: 1, id: 'm1', code: 'ABCD', createdAt: 1, updatedAt: 1, status: 'playing', spectators: true, botSeed: 'b', seats: [],
        record: { ...base, actions: [{ seat: 0, action: { type: 'pass', ['k'.repeat(MB)]: 1 } }] }, snapshot: { seq: 0, state: null },
      };
      writeFileSync(join(t.dir, 'm1.journal'), `${json(head)}\n`);
      const t0 = performance.now();
      const r = readJournalFile(join(t.dir, 'm1.journal'), 'm1.journal', { maxLineBytes: MAX_LINE_BYTES, chunkBytes: READ_CHUNK_BYTES });
      expect('problem' in r).toBe(true);
      expectShort({ message: 'problem' in r ? r.problem : '', ms: performance.now() - t0 }, /^line 1, field "record\.actions\.0\.action": a field name of 1048576 characters/);
    } finally {
      t.remove();
    }
  });
});

describe('the clip helper', () => {
  it('escapes control characters, keeps at most the limit, marks a cut', () => {
    expect(clip('a\u0000b\nc')).toBe('a\\u0000b\\u000ac');
    expect(clip('x'.repeat(50 * MB))).toBe(`${'x'.repeat(200)}…`);
    expect(clip('\u0007'.repeat(100), 10)).toBe(`${'\\u0007'.repeat(1)}\\u00…`);
    expect(quote('abc')).toBe('"abc"');
    expect(new RuleError('BAD_RECORD', 'm'.repeat(10_000)).message.length).toBeLessThanOrEqual(481);
  });
});
