import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortWriteError, writeAll, writeAllSync, type WriteOnce } from '../../electron/host/write-all';
import { Host } from '../../host/host';
import type { JournalStore } from '../../host/journal-store';
import { MemoryJournal } from '../../host/memory-journal';
import { tempDir } from '../host/helpers';
import { Table } from './disk-full-table';

/**
 * "A full disk loses nothing that was saved" (issue 34). The journal on a tiny tmpfs, in a mount namespace this test
 * creates (`unshare -rm`: a user namespace maps us to root there, so we may mount; nothing outside sees the mount).
 * The scenario (disk-full-scenario.ts) fills the tmpfs during an append, during a checkpoint's rewrite, before a
 * match is created (zero bytes left) and before a restart, then frees the space and restarts the host.
 */
const run = promisify(execFile);
const TMPFS_KB = 256;

function canMountTmpfs(): boolean {
  const t = tempDir('rt-diskns-probe-');
  try {
    return spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=16k tmpfs "${t.dir}"`], { stdio: 'ignore' }).status === 0;
  } finally {
    t.remove();
  }
}
const nsOk = canMountTmpfs();
if (!nsOk) console.warn('disk-full tests SKIPPED: cannot mount a tmpfs in a new mount namespace here (needs `unshare -rm` with user namespaces)');

/** Run the scenario in a fresh mount namespace on a `kb` KB tmpfs; resolves with the JSON line it prints. */
async function runScenario(kb: number): Promise<DiskFullReport> {
  const t = tempDir('rt-diskns-');
  try {
    const script = `set -e\nmount -t tmpfs -o size=${kb}k tmpfs "$1"\nexport RT_DISKNS=1 RT_DISK_DIR="$1"\nexec "$0" --import tsx test/security/disk-full-scenario.ts\n`;
    const { stdout } = await run('unshare', ['-rm', 'sh', '-c', script, process.execPath, t.dir], { cwd: process.cwd(), timeout: 60_000 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as DiskFullReport;
  } finally {
    t.remove();
  }
}

interface OnDisk {
  actions: number;
  damaged: number;
  problems: number;
  tmp: number;
}
type Flag = 'disk-full' | 'failed' | null;
interface Restarted {
  played: number;
  restored: number;
  same: boolean;
  flags: Flag[];
  failedLogged: number;
  recoveredLogged: number;
}
interface DiskFullReport {
  size: number;
  append: Restarted & { freeAfterFill: number; savedUpTo: number; whileFull: OnDisk; fileEndsWhole: boolean; cutPartWay: boolean; afterRetries: OnDisk; inMemory: number; caughtUp: OnDisk; problems: number };
  checkpoint: Restarted & { headBytes: number; freeAfterFill: number; everyActionOnDisk: boolean; whileFull: OnDisk; unsavedLogged: number };
  create: Restarted & { freeAfterFill: number; createdUnsaved: Flag; whileFull: { files: number } };
  restore: Omit<Restarted, 'restored'> & { fileBytes: number; restored: number; restoreProblems: number; untouched: boolean; tmpLeft: number; resumedUnsaved: Flag; restoredAfter: number };
}

describe('a full disk (tmpfs in a mount namespace)', () => {
  it.skipIf(!nsOk)('keeps every acknowledged action through a full disk, reports it once each way, and catches up when space returns', async () => {
    const r = await runScenario(TMPFS_KB);
    console.log(`disk-full figures: ${JSON.stringify(r)}`);
    expect(r.size).toBe(TMPFS_KB * 1024);

    // Filled during an append: the append that no longer fits is cut part-way, then fails; the file is cut back to
    // its last whole line and stays readable with every action saved before it, through the failed catch-ups too.
    const a = r.append;
    expect(a.freeAfterFill).toBe(0);
    expect(a.cutPartWay).toBe(true);
    expect(a.savedUpTo).toBeGreaterThan(20);
    expect(a.fileEndsWhole).toBe(true);
    expect(a.whileFull).toEqual({ actions: a.savedUpTo, damaged: 0, problems: 0, tmp: 0 });
    expect(a.afterRetries).toEqual(a.whileFull);
    // Play went on in memory; once space came back the whole match was written, and a restart has every action.
    expect(a.inMemory).toBe(a.savedUpTo + 16);
    expect(a.caughtUp).toEqual({ actions: a.inMemory, damaged: 0, problems: 0, tmp: 0 });
    expect(a).toMatchObject({ restored: a.played, same: true, problems: 0, failedLogged: 1, recoveredLogged: 1 });
    // The table heard it once each way (the first two are the joins' presence).
    expect(a.flags).toEqual([null, null, 'disk-full', null]);

    // Filled during a checkpoint's rewrite: the temp file is cut and dropped, never renamed over the good file;
    // appends go on, so every action stays on disk and the table is not told anything.
    const c = r.checkpoint;
    expect(c.headBytes).toBeGreaterThan(c.freeAfterFill);
    expect(c.everyActionOnDisk).toBe(true);
    expect(c.whileFull).toEqual({ actions: c.played - 6, damaged: 0, problems: 0, tmp: 0 });
    expect(c).toMatchObject({ restored: c.played, same: true, failedLogged: 1, recoveredLogged: 1, unsavedLogged: 0 });
    expect(c.flags).toEqual([null, null]);

    // No byte left when a match is created: it is created unsaved (and says so), played in memory, written later.
    const z = r.create;
    expect(z.freeAfterFill).toBe(0);
    expect(z.createdUnsaved).toBe('disk-full');
    expect(z.whileFull.files).toBe(0);
    expect(z).toMatchObject({ restored: z.played, same: true, failedLogged: 1, recoveredLogged: 1 });
    expect(z.flags.at(-1)).toBeNull();
    expect(z.flags.slice(0, -1).every((f) => f === 'disk-full')).toBe(true);

    // A restart onto a full disk: the restored match's rewrite is cut and dropped, the old file is untouched, the
    // match is restored all the same (unsaved), and it catches up once space returns.
    const s = r.restore;
    expect(s).toMatchObject({ restored: 1, restoreProblems: 0, untouched: true, tmpLeft: 0, resumedUnsaved: 'disk-full', failedLogged: 1, recoveredLogged: 1 });
    expect(s.restoredAfter).toBe(s.played);
    expect(s.same).toBe(true);
    expect(s.flags.at(-1)).toBeNull();
  }, 90_000);
});

describe('writes that check their bytes', () => {
  /** A file in memory written by a `write` that takes at most `max` bytes per call, and throws `fail` after `limit`. */
  function fakeFile(max: number, limit = Infinity, fail: Error | null = null) {
    const bytes: number[] = [];
    let calls = 0;
    const once: WriteOnce = (_fd, buf, offset, length, position) => {
      calls++;
      const room = limit - bytes.length;
      if (room <= 0) {
        if (fail) throw fail;
        return 0;
      }
      const n = Math.min(length, max, room);
      for (let i = 0; i < n; i++) bytes[(position ?? bytes.length) + i] = buf[offset + i]!;
      return n;
    };
    return { once, text: () => Buffer.from(bytes).toString('utf8'), calls: () => calls };
  }

  it('loops on short writes until every byte is written, at the right offsets', async () => {
    const f = fakeFile(3);
    expect(writeAllSync(0, 'héllo wörld\n', 0, f.once)).toBe(Buffer.byteLength('héllo wörld\n'));
    expect(f.text()).toBe('héllo wörld\n');
    expect(f.calls()).toBe(5);
    const g = fakeFile(5);
    await expect(writeAll(0, 'abcdefghijkl', 0, async (...a) => g.once(...a))).resolves.toBe(12);
    expect(g.text()).toBe('abcdefghijkl');
  });

  it('a short write followed by ENOSPC throws ENOSPC (never reports a cut line as written)', async () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(() => writeAllSync(0, 'a line of forty bytes, give or take\n', 0, fakeFile(64, 10, enospc).once)).toThrow(enospc);
    const f = fakeFile(64, 3, enospc);
    await expect(writeAll(0, 'a line\n', null, async (...a) => f.once(...a))).rejects.toBe(enospc);
  });

  it('a write that makes no progress throws a ShortWriteError instead of looping forever', () => {
    const f = fakeFile(64, 4);
    expect(() => writeAllSync(0, 'abcdefgh', 0, f.once)).toThrow(ShortWriteError);
    expect(f.calls()).toBe(2);
  });
});

describe('a match whose journal writes fail (any store)', () => {
  const hosts: Host[] = [];
  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.close();
  });

  /** The in-memory journal behind a switch: while `full`, every write throws (ENOSPC, or EIO with `code`). */
  function switchable() {
    const inner = new MemoryJournal();
    const state = { full: false, code: 'ENOSPC' };
    const guard = <A extends unknown[]>(f: (...a: A) => void) => (...a: A): void => {
      if (state.full) throw Object.assign(new Error(`${state.code}: failed, write`), { code: state.code });
      f(...a);
    };
    const store: JournalStore = {
      create: guard((e) => inner.create(e)),
      appendAction: guard((...a) => inner.appendAction(...a)),
      appendUndo: guard((...a) => inner.appendUndo(...a)),
      appendSeats: guard((...a) => inner.appendSeats(...a)),
      checkpoint: guard((...a) => inner.checkpoint(...a)),
      remove: (id) => inner.remove(id),
      archive: (id) => inner.archive(id),
      keepAside: (id) => inner.keepAside(id),
      loadAll: () => inner.loadAll(),
      close: () => inner.close(),
    };
    return { store, inner, state };
  }

  it('is reported once when it starts failing and once when it is saved again, and its table hears both', async () => {
    const { store, inner, state } = switchable();
    const log: string[] = [];
    let clock = 0;
    const host = new Host({ storage: () => store, log: (l) => log.push(l), now: () => clock, journalRetryMs: 60_000, checkpointEvery: 1000 });
    hosts.push(host);
    const t = new Table(host);
    await t.create();
    await t.play(5);
    state.full = true;
    await t.play(20);
    expect(log.filter((l) => l.includes('no longer being saved'))).toHaveLength(1);
    expect(host.stats()).toMatchObject({ unsaved: 1, journalErrors: 1 });
    expect(inner.loadAll().entries[0]!.record.actions).toHaveLength(5);
    // Space is back, but within the retry interval nothing is tried; past it, the next change writes the match whole.
    state.full = false;
    await t.play(1);
    expect(host.stats().unsaved).toBe(1);
    clock += 60_000;
    await t.play(1);
    expect(inner.loadAll().entries[0]!.record.actions).toHaveLength(27);
    await t.play(3);
    expect(log.filter((l) => l.includes('is saved again'))).toHaveLength(1);
    expect(host.stats()).toMatchObject({ unsaved: 0, journalErrors: 1 });
    expect(t.flags()).toEqual([null, null, 'disk-full', null]);
    expect(inner.loadAll().entries[0]!.record).toEqual(host.recordOf(t.id));
  });

  it('another write failure says "failed", not "disk-full"', () => {
    const { store, state } = switchable();
    state.full = true;
    state.code = 'EIO';
    const host = new Host({ storage: () => store });
    hosts.push(host);
    expect(host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] }).unsaved).toBe('failed');
  });
});
