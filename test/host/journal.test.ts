import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../engine/core/record';
import { games } from '../../engine/games';
import { NodeHost } from '../../electron/host/node-host';
import { parseJournal } from '../../electron/host/journal';
import type { EventsMessage, SnapshotMessage } from '../../protocol/messages';
import { closeAfterEach, play, tempDir, waitFor, type TestClient } from './helpers';

/** The dedicated host as a real process (`npm run host`), so it can be SIGKILLed. */
function startCliHost(journal: string, port = 0): Promise<{ child: ChildProcess; url: string; output: string[] }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/cli/host.ts', '--port', String(port), '--bind', '127.0.0.1', '--journal', journal, '--announce', 'off', '--bot-delay-ms', '0', '--away-ms', '0', '--status-ms', '200'],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${output.join('')}`)), 30_000);
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      output.push(line);
      const m = /^listening (ws:\/\/\S+) .* restored (\d+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output });
      }
    });
    child.once('exit', (code) => reject(new Error(`host exited (${code}): ${output.join('\n')}`)));
  });
}

/** The record a journal file holds (checked line by line: seqs must follow on exactly). */
function journalRecord(file: string): MatchRecord {
  return parseJournal(basename(file), readFileSync(file, 'utf8')).record;
}

const opened = closeAfterEach();
/** A host process killed after the test if it is still running. */
const killLater = (child: ChildProcess) => opened.atEnd(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));

describe('journal: a host killed with SIGKILL resumes every match from disk', () => {
  it('a NILE match (3 LAN players + 1 bot) goes on after kill -9 and restart, with nothing lost or repeated', async () => {
    const tmp = tempDir('rt-kill-');
    opened.atEnd(() => tmp.remove());
    const first = await startCliHost(tmp.dir);
    killLater(first.child);
    const port = Number(new URL(first.url).port);

    const opts = { reconnect: { minMs: 50, maxMs: 400 } } as const;
    const creator = await opened.client(first.url, opts);
    const m = await creator.client.create({ game: 'nile', players: 4, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'greedy' }] });
    const seats: TestClient[] = [creator];
    for (let s = 1; s < 3; s++) {
      const c = await opened.client(first.url, opts);
      seats.push(c);
    }
    for (let s = 0; s < 3; s++) await seats[s]!.client.join({ id: m.id }, s);
    const players = seats.map((c, s) => play(c, m.id, s, 'kill'));

    // Mid-game: kill -9 once everyone has seen at least 15 actions.
    await Promise.all(seats.map((c, s) => waitFor(c, () => c.client.lastSeq(m.id, s) >= 15, 'seq 15')));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const seenBefore = seats.map((c, s) => c.client.lastSeq(m.id, s));
    const lastSnapshots = seats.map((c, s) => c.client.snapshot(m.id, s)!);

    // Same port, same journal: the clients reconnect by themselves and resume with their tokens.
    const second = await startCliHost(tmp.dir, port);
    killLater(second.child);
    expect(second.output.join('\n')).toMatch(/restored 1 skipped 0/);
    const finals = await Promise.all(players.map((p) => p.finished));
    for (const p of players) p.stop();

    const rec = journalRecord(join(tmp.dir, `${m.id}.journal`));
    const r = replay<unknown>(games, rec, { keepStates: true });
    expect(r.outcome).not.toBeNull();
    expect(finals[0]!.seq).toBe(rec.actions.length);
    for (let s = 0; s < 3; s++) {
      // What each player saw before the kill is exactly what the journal says happened (nothing rolled back).
      expect(seenBefore[s]).toBeLessThanOrEqual(rec.actions.length);
      expect(lastSnapshots[s]!.view).toEqual(JSON.parse(JSON.stringify(games.nile!.view(r.states[lastSnapshots[s]!.seq], s))));
      // Across the kill every seq reached every player exactly once: missed ones came as catch-up events.
      const seqs = seats[s]!.messages.filter((x): x is EventsMessage => x.t === 'events').map((e) => e.seq);
      expect(seqs).toEqual(Array.from({ length: rec.actions.length }, (_, i) => i + 1));
      const resyncs = seats[s]!.messages.filter((x): x is SnapshotMessage => x.t === 'snapshot' && x.resync);
      expect(resyncs.length).toBeLessThanOrEqual(2); // the join, and at most one fresh snapshot
    }
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  });

  it('a journal whose checkpoint disagrees with its replayed record, or whose head is torn, is refused with a reason; others load', async () => {
    const tmp = tempDir('rt-journal-');
    opened.atEnd(() => tmp.remove());
    const a = new NodeHost({ journalDir: tmp.dir, checkpointEvery: 5, botDelayMs: 60, bots: { size: 1 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(a.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] }).id);
    // Let the bots play a while (in worker threads), then stop this host as a crash would leave it.
    const until = Date.now() + 20_000;
    while (ids.some((id) => (a.recordOf(id)?.actions.length ?? 0) < 12) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await a.close();
    const files = readdirSync(tmp.dir).filter((f) => f.endsWith('.journal')).sort();
    expect(files).toHaveLength(3);

    const [good, tampered, torn] = ids.map((id) => join(tmp.dir, `${id}.journal`));
    const goodActions = journalRecord(good!).actions.length;
    // A kill in the middle of an append leaves a torn last line: dropped, the rest loads.
    appendFileSync(good!, '{"kind":"action","seq":');
    writeFileSync(`${good}.tmp`, '{"half": '); // an interrupted checkpoint: ignored and cleaned up
    const lines = readFileSync(tampered!, 'utf8').split('\n');
    const head = JSON.parse(lines[0]!);
    expect(head.snapshot.seq).toBeGreaterThan(0);
    head.snapshot.state.deck.reverse(); // a checkpoint the record does not lead to
    writeFileSync(tampered!, [JSON.stringify(head), ...lines.slice(1)].join('\n'));
    const tornLines = readFileSync(torn!, 'utf8').split('\n');
    writeFileSync(torn!, [tornLines[0]!.slice(0, 150), ...tornLines.slice(1)].join('\n')); // a head cut in half

    const b = new NodeHost({ journalDir: tmp.dir, bots: { size: 1 } });
    const { restored, problems } = b.restore();
    expect(restored).toEqual([ids[0]]);
    expect(problems.map((p) => p.file).sort()).toEqual([`${ids[1]}.journal`, `${ids[2]}.journal`].sort());
    expect(problems.find((p) => p.file === `${ids[1]}.journal`)!.error).toMatch(/differs from the journalled checkpoint/);
    expect(problems.find((p) => p.file === `${ids[2]}.journal`)!.error).toMatch(/line 1 is not valid JSON/);
    expect(readdirSync(tmp.dir).some((f) => f.endsWith('.tmp'))).toBe(false);
    // The restored match carries on where it was (bots resume at once).
    const at = b.recordOf(ids[0]!)!.actions.length;
    expect(at).toBe(goodActions);
    expect(b.listMatches()[0]!.status).toBe('playing');
    const until2 = Date.now() + 20_000;
    while ((b.recordOf(ids[0]!)?.actions.length ?? 0) <= at && Date.now() < until2) await new Promise((r) => setTimeout(r, 20));
    expect(b.recordOf(ids[0]!)!.actions.length).toBeGreaterThan(at);
    await b.close();
  });

  it('read at any moment while matches play and checkpoint, every journal file is complete and consistent', async () => {
    const tmp = tempDir('rt-journal-live-');
    opened.atEnd(() => tmp.remove());
    // A checkpoint every 2 actions: rewrites overlap with appends all the time.
    const h = new NodeHost({ journalDir: tmp.dir, checkpointEvery: 2, bots: { size: 1 } });
    const ids = Array.from({ length: 6 }, () => h.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] }).id);
    let reads = 0;
    const seen = new Map<string, number>();
    const until = Date.now() + 30_000;
    while (h.stats().playing > 0 && Date.now() < until) {
      for (const f of readdirSync(tmp.dir).filter((x) => x.endsWith('.journal'))) {
        const e = parseJournal(f, readFileSync(join(tmp.dir, f), 'utf8')); // throws on a gap or a repeated line
        // Never behind what it held before (nothing acknowledged is lost by a rewrite).
        expect(e.record.actions.length).toBeGreaterThanOrEqual(seen.get(f) ?? 0);
        seen.set(f, e.record.actions.length);
        reads++;
      }
      await new Promise((r) => setImmediate(r));
    }
    expect(h.stats().playing).toBe(0);
    expect(reads).toBeGreaterThan(50);
    for (const id of ids) {
      const e = parseJournal(`${id}.journal`, readFileSync(join(tmp.dir, `${id}.journal`), 'utf8'));
      expect(e.record.actions).toEqual(h.recordOf(id)!.actions);
      expect(replay(games, e.record).outcome).not.toBeNull();
    }
    await h.close();
  });

  it('finished matches nobody watches are filed away to finished/ after a while, and not restored', async () => {
    const tmp = tempDir('rt-journal-done-');
    opened.atEnd(() => tmp.remove());
    // A clock of the test's own: the host's periodic sweeper cannot file the match away before the record is read.
    let clock = Date.now();
    const h = new NodeHost({ journalDir: tmp.dir, finishedTtlMs: 60_000, now: () => clock, bots: { size: 1 } });
    const id = h.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] }).id;
    // Wait for the end however loaded the machine is (the test timeout bounds it).
    while (h.listMatches()[0]?.status !== 'over') await new Promise((r) => setTimeout(r, 20));
    const record = structuredClone(h.recordOf(id)!);
    h.sweepFinished();
    expect(h.listMatches()).toHaveLength(1); // not yet: it ended less than finishedTtlMs ago
    clock += 61_000;
    h.sweepFinished();
    expect(h.listMatches()).toEqual([]);
    await h.close();
    expect(readdirSync(tmp.dir).filter((f) => f.endsWith('.journal'))).toEqual([]);
    const archived = parseJournal(`${id}.journal`, readFileSync(join(tmp.dir, 'finished', `${id}.journal`), 'utf8'));
    expect(archived.record).toEqual(record);
    const again = new NodeHost({ journalDir: tmp.dir, bots: { size: 1 } });
    expect(again.restore()).toEqual({ restored: [], problems: [] });
    await again.close();
  });
});
