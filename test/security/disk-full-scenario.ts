/**
 * A full disk under the journal, run by disk-full.test.ts INSIDE a private mount namespace the test creates
 * (`unshare -rm`), on a tiny tmpfs mounted at RT_DISK_DIR there: nothing outside the namespace sees it. Refuses to run
 * anywhere else. Each case fills the tmpfs with a filler file at a chosen moment, plays on, frees the space, and
 * restarts the host over the same directory. Prints one JSON line with what it observed.
 */
import { closeSync, ftruncateSync, openSync, readdirSync, readFileSync, rmSync, statfsSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BotPool } from '../../electron/host/bots/pool';
import { nodeRandom } from '../../electron/host/ids';
import { Journal } from '../../electron/host/journal';
import { Host } from '../../host/host';
import { Table } from './disk-full-table';

const root = process.env.RT_DISK_DIR;
if (process.env.RT_DISKNS !== '1' || !root) {
  console.error('disk-full-scenario: refusing to run outside the test mount namespace');
  process.exit(2);
}
if (statfsSync(root).type !== 0x01021994) {
  console.error(`disk-full-scenario: ${root} is not a tmpfs`);
  process.exit(2);
}

const RETRY_MS = 50;
const PAGE = 4096;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const freeBytes = (): number => {
  const s = statfsSync(root);
  return s.bavail * s.bsize;
};

/** Fill the tmpfs with one file until a write fails, then give back `leave` bytes; `free()` deletes it. */
function fill(leave = 0): { free(): void } {
  const path = join(root!, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024, 0x78);
  let size = 0;
  for (;;) {
    try {
      const n = writeSync(fd, chunk, 0, chunk.length, size);
      if (n === 0) break;
      size += n;
    } catch {
      break;
    }
  }
  if (leave > 0) ftruncateSync(fd, Math.max(0, size - leave));
  closeSync(fd);
  return { free: () => rmSync(path, { force: true }) };
}

/** A host over `dir` (NodeHost's ports, with its journal at hand) with its log kept. */
function hostOn(dir: string, checkpointEvery: number): { host: Host; log: string[]; journal: () => Journal } {
  const log: string[] = [];
  let journal: Journal | null = null;
  const host = new Host({
    random: nodeRandom, bots: new BotPool({ size: 1 }), log: (l) => log.push(l), awayTimeoutMs: null, checkpointEvery, journalRetryMs: RETRY_MS,
    storage: (events) => (journal = new Journal(dir, events)),
  });
  return { host, log, journal: () => journal! };
}

/** What a fresh reader finds in the directory now: the match's actions, and whether its file was damaged or refused. */
function onDisk(dir: string, id: string): { actions: number; damaged: number; problems: number; tmp: number } {
  const load = new Journal(dir).loadAll();
  const entry = load.entries.find((e) => e.id === id);
  return { actions: entry?.record.actions.length ?? -1, damaged: load.damaged.length, problems: load.problems.length, tmp: readdirSync(dir).filter((f) => f.endsWith('.tmp')).length };
}

const count = (log: string[], re: RegExp): number => log.filter((l) => re.test(l)).length;

async function until(what: string, ok: () => boolean): Promise<void> {
  // Up to 10 s: a loaded CI machine (two test workers and a browser) can take a while to finish a rewrite.
  for (let i = 0; i < 1000; i++) {
    if (ok()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Every checkpoint in flight is done, the one queued behind it too, and the file it replaced is closed (until then
 * its pages still count as used: a disk filled before that would get them back a moment later, as on CI once).
 * The journal says so itself; a temp file in the directory does not (it appears only once the rewrite has opened it).
 */
const settled = (journal: () => Journal) => () => journal().flush();

/** Restart over `dir` and say how many actions of `id` came back, and whether they are the very ones played. */
async function restart(dir: string, played: Host, id: string): Promise<{ restored: number; same: boolean; problems: number }> {
  const record = structuredClone(played.recordOf(id));
  await played.close();
  const { host } = hostOn(dir, 1000);
  const r = host.restore();
  const back = host.recordOf(id);
  await host.close();
  return { restored: back?.actions.length ?? -1, same: JSON.stringify(back) === JSON.stringify(record), problems: r.problems.length };
}

function caseDir(name: string): string {
  for (const f of readdirSync(root!)) rmSync(join(root!, f), { recursive: true, force: true });
  const dir = join(root!, name);
  mkdirSync(dir);
  return dir;
}

/** The disk fills to its last byte while a match appends: an append is cut part-way, then every write fails. */
async function duringAppend() {
  const dir = caseDir('append');
  const { host, log } = hostOn(dir, 1000);
  const t = new Table(host);
  await t.create();
  await t.play(20);
  const filler = fill();
  const freeAfterFill = freeBytes();
  let savedUpTo = -1;
  for (let i = 0; i < 200 && savedUpTo < 0; i++) {
    await t.step();
    if (t.flags().includes('disk-full')) savedUpTo = t.seq - 1;
  }
  const whileFull = onDisk(dir, t.id);
  const file = readFileSync(join(dir, `${t.id}.journal`));
  const fileEndsWhole = file.at(-1) === 0x0a;
  // Its last page had room for part of the failed line: that write was cut short before ENOSPC.
  const cutPartWay = file.length % PAGE !== 0;
  await t.play(15);
  await sleep(RETRY_MS * 4); // catch-up tries on the timer, all failing
  const afterRetries = onDisk(dir, t.id);
  const inMemory = t.seq;
  filler.free();
  await until('the catch-up', () => t.flags().at(-1) === null);
  const caughtUp = onDisk(dir, t.id);
  await t.play(5);
  const played = t.seq;
  const back = await restart(dir, host, t.id);
  return {
    freeAfterFill, savedUpTo, whileFull, fileEndsWhole, cutPartWay, afterRetries, inMemory, caughtUp, played, ...back, flags: t.flags(),
    failedLogged: count(log, /is no longer being saved \(ENOSPC/), recoveredLogged: count(log, /is saved again/),
  };
}

/** The disk has room for appends but not for a checkpoint's rewrite: each rewrite is cut part-way and given up. */
async function duringCheckpoint() {
  const dir = caseDir('checkpoint');
  const { host, log, journal } = hostOn(dir, 5);
  const t = new Table(host);
  await t.create();
  await t.play(60, settled(journal));
  // The file's first line is the checkpoint at action 60 (not one still queued behind it): that is the size a
  // rewrite needs from now on, and it must not fit in the page left free below.
  const head = () => readFileSync(join(dir, `${t.id}.journal`), 'utf8').split('\n', 1)[0]!;
  await settled(journal)();
  if ((JSON.parse(head()) as { snapshot: { seq: number } }).snapshot.seq !== 60) throw new Error('the checkpoint at action 60 is not the file\'s first line');
  const headBytes = Buffer.byteLength(head()) + 1;
  const filler = fill(PAGE);
  const freeAfterFill = freeBytes();
  let everyActionOnDisk = true;
  await t.play(12, async () => {
    await settled(journal)();
    if (onDisk(dir, t.id).actions !== t.seq) everyActionOnDisk = false;
  });
  const whileFull = onDisk(dir, t.id);
  const failedLogged = count(log, /a checkpoint of match .* failed \(ENOSPC/);
  filler.free();
  await t.play(6, settled(journal));
  const played = t.seq;
  const back = await restart(dir, host, t.id);
  return {
    headBytes, freeAfterFill, everyActionOnDisk, whileFull, played, ...back, flags: t.flags(), failedLogged,
    recoveredLogged: count(log, /is checkpointed again/), unsavedLogged: count(log, /no longer being saved/),
  };
}

/** A match created with no byte left: its first write fails at once; it is played in memory and written when space returns. */
async function zeroBytesCreate() {
  const dir = caseDir('create');
  const { host, log } = hostOn(dir, 1000);
  const filler = fill();
  const freeAfterFill = freeBytes();
  const t = new Table(host);
  const createdUnsaved = await t.create();
  await t.play(10);
  const whileFull = { files: readdirSync(dir).length };
  filler.free();
  await until('the catch-up', () => t.flags().at(-1) === null);
  await t.play(5);
  const played = t.seq;
  const back = await restart(dir, host, t.id);
  return { freeAfterFill, createdUnsaved, whileFull, played, ...back, flags: t.flags(), failedLogged: count(log, /is no longer being saved \(ENOSPC/), recoveredLogged: count(log, /is saved again/) };
}

/** A restart while the disk is full: the restored match's rewrite is cut part-way; the old file stays as it was. */
async function restartWhileFull() {
  const dir = caseDir('restore');
  const a = hostOn(dir, 1000);
  const t = new Table(a.host);
  await t.create();
  await t.play(40);
  const file = join(dir, `${t.id}.journal`);
  await a.host.close();
  const before = readFileSync(file);
  const filler = fill(PAGE);
  const b = hostOn(dir, 1000);
  const r = b.host.restore();
  const untouched = readFileSync(file).equals(before);
  const tmpLeft = readdirSync(dir).filter((f) => f.endsWith('.tmp')).length;
  const t2 = new Table(b.host);
  t2.adopt(t);
  const resumedUnsaved = await t2.resume();
  await t2.play(10);
  filler.free();
  await until('the catch-up', () => t2.flags().at(-1) === null);
  const played = t2.seq;
  const back = await restart(dir, b.host, t.id);
  return {
    fileBytes: before.length, restored: r.restored.length, restoreProblems: r.problems.length, untouched, tmpLeft, resumedUnsaved, played,
    restoredAfter: back.restored, same: back.same, flags: t2.flags(), failedLogged: count(b.log, /is no longer being saved \(ENOSPC/), recoveredLogged: count(b.log, /is saved again/),
  };
}

const out = { size: statfsSync(root).blocks * statfsSync(root).bsize, append: await duringAppend(), checkpoint: await duringCheckpoint(), create: await zeroBytesCreate(), restore: await restartWhileFull() };
console.log(JSON.stringify(out));
process.exit(0);
