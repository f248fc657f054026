/**
 * A journal is only trusted as far as the rules agree. An edited file that says a running match is `over` (or has not
 * started) is restored with the status its replayed actions give: the report names the match, the edited file is kept
 * aside untouched, and no record (whose seed reveals every hidden card) is released, to the host's own app or anyone.
 * A match that really ended, whose file still said `playing` (the host stopped before its last checkpoint), is over.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai/random';
import { playGame } from '../../engine/core/play';
import { replay, type MatchRecord } from '../../engine/core/record';
import { games } from '../../engine/games';
import type { Host } from '../../host/host';
import { ruledStatus } from '../../host/restored-status';
import { PROTOCOL_VERSION, type ServerMessage } from '../../protocol/messages';
import { NodeHost } from '../../electron/host/node-host';
import { Journal, JOURNAL_FORMAT, type JournalSeat } from '../../electron/host/journal';
import { tempDir } from '../host/helpers';

const ACTIONS = 15;
let running: MatchRecord;
let finished: MatchRecord;
let states: unknown[];
beforeAll(() => {
  const played = playGame<unknown>(games.nile!, { players: 2, seed: 'journal-trust', bots: [randomBot, randomBot], maxActions: ACTIONS, skipViews: true });
  expect(played.capped).toBe(true); // still going at seq 15: a seat has to act
  running = played.record;
  states = replay<unknown>(games, running, { keepStates: true }).states;
  finished = playGame<unknown>(games.nile!, { players: 2, seed: 'journal-trust', bots: [randomBot, randomBot], skipViews: true }).record;
});

const dirs: { remove(): void }[] = [];
const hosts: Host[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) d.remove();
});

const seat: JournalSeat = { kind: 'human', bot: null, name: null, tokenHash: 'b'.repeat(64) };

/** A match file written by the real Journal: the head holds `record`'s actions, checkpoint at 0. */
async function writeMatch(dir: string, id: string, record: MatchRecord, status: 'waiting' | 'playing' | 'over'): Promise<string> {
  const j = new Journal(dir);
  j.create({
    format: JOURNAL_FORMAT, id, code: 'TRST', createdAt: Date.now(), updatedAt: Date.now(), status, spectators: true, botSeed: 'bots',
    seats: [seat, seat], record, snapshot: { seq: 0, state: states[0] },
  });
  await j.close();
  return join(dir, `${id}.journal`);
}

function restart(dir: string): { host: Host; result: ReturnType<Host['restore']>; log: string[] } {
  const log: string[] = [];
  const host = new NodeHost({ journalDir: dir, log: (l) => log.push(l), awayTimeoutMs: null, bots: { size: 1 } });
  hosts.push(host);
  return { host, result: host.restore(), log };
}

/** Ask for the record as the host's own app would (Save / Watch the replay): the most trusted asker there is. */
async function askRecord(h: Host, match: string): Promise<ServerMessage> {
  const inbox: ServerMessage[] = [];
  const peer = h.connectLocal((m) => inbox.push(m));
  peer.send({ t: 'hello', v: PROTOCOL_VERSION });
  peer.send({ t: 'record', ref: 'r', match });
  for (let i = 0; i < 500 && !inbox.some((m) => 'ref' in m && m.ref === 'r'); i++) await new Promise((r) => setTimeout(r, 2));
  peer.close();
  const reply = inbox.find((m) => 'ref' in m && m.ref === 'r');
  if (!reply) throw new Error('no reply to the record request');
  return reply;
}

describe('a restored status is the rules’, not the file’s', () => {
  it.each([
    ['a seats line appended', (file: string) => appendFileSync(file, `${JSON.stringify({ kind: 'seats', seats: [seat, seat], status: 'over', at: 2 })}\n`)],
    ['line 1 edited', (file: string) => writeFileSync(file, readFileSync(file, 'utf8').replace('"status":"playing"', '"status":"over"'))],
  ])('an edited "over" (%s) on a running match: restored playing, reported by id, kept aside, no record', async (_how, edit) => {
    const t = tempDir('rt-sec-trust-');
    dirs.push(t);
    const file = await writeMatch(t.dir, 'edited', running, 'playing');
    edit(file);
    const edited = readFileSync(file);

    const { host, result, log } = restart(t.dir);
    expect(result.restored).toEqual(['edited']);
    expect(result.mismatched).toHaveLength(1);
    const x = result.mismatched![0]!;
    expect(x).toMatchObject({ id: 'edited', file: 'edited.journal', savedAs: 'edited.journal.damaged' });
    expect(x.message).toMatch(/the file says the match is over, but the rules have seat \d to act after 15 actions: restored as playing/);
    expect(log.some((l) => l.startsWith('journal: match edited ') && l.includes('kept as edited.journal.damaged'))).toBe(true);
    // The edited file is kept byte for byte; the live one is rewritten with the rules' status.
    expect(readFileSync(join(t.dir, 'edited.journal.damaged')).equals(edited)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!)).toMatchObject({ status: 'playing' });

    const m = host.listMatches().find((s) => s.id === 'edited')!;
    expect(m).toMatchObject({ status: 'playing', seq: ACTIONS });
    expect(games.nile!.toAct(host.stateOf('edited')).length).toBeGreaterThan(0);
    expect(host.finishedRecord('edited')).toBeNull();
    expect(await askRecord(host, 'edited')).toMatchObject({ t: 'error', code: 'NOT_OVER' });
  });

  it('"waiting" with actions in the record is restored playing and reported', async () => {
    const t = tempDir('rt-sec-trust-');
    dirs.push(t);
    await writeMatch(t.dir, 'waits', running, 'waiting');
    const { host, result } = restart(t.dir);
    expect(result.mismatched?.[0]?.message).toMatch(/the file says the match has not started, but the rules have seat \d to act after 15 actions/);
    expect(host.listMatches()[0]).toMatchObject({ id: 'waits', status: 'playing' });
  });

  it('a match the rules end is over even when its file still says playing; nothing to report, its record is released', async () => {
    const t = tempDir('rt-sec-trust-');
    dirs.push(t);
    await writeMatch(t.dir, 'ended', finished, 'playing');
    const { host, result } = restart(t.dir);
    expect(result.mismatched).toBeUndefined();
    expect(host.listMatches().find((s) => s.id === 'ended')).toMatchObject({ status: 'over' });
    expect(host.finishedRecord('ended')?.actions).toHaveLength(finished.actions.length);
    expect(await askRecord(host, 'ended')).toMatchObject({ t: 'record' });
  });

  it('the file decides only what the rules cannot tell: whether a match with no action yet had started', () => {
    expect(ruledStatus('waiting', [0], 0)).toEqual({ status: 'waiting', mismatch: null });
    expect(ruledStatus('playing', [0], 0)).toEqual({ status: 'playing', mismatch: null });
    expect(ruledStatus('over', [0], 0).status).toBe('playing');
    expect(ruledStatus('playing', [], 40)).toEqual({ status: 'over', mismatch: null });
    expect(ruledStatus('waiting', [], 40)).toEqual({ status: 'over', mismatch: null });
  });
});
