/**
 * Showcase host side: the playlist file is validated with errors that name the bad field (games, player counts and
 * bot levels checked against the host's registries), survives the URL round trip, and the janitor closes stalled and
 * finished matches of a real host.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../electron/cli/buildApp';
import { NodeHost } from '../../electron/host/node-host';
import { hostRegistry, loadPlaylist, showcaseUrl } from '../../electron/host/showcase/config';
import { ShowcaseJanitor } from '../../electron/host/showcase/janitor';
import { checkPlaylist, decodePlaylist, DEFAULT_PLAYLIST, encodePlaylist, parsePlaylist } from '../../protocol/playlist';

const reg = hostRegistry();

describe('showcase playlist', () => {
  it('fills in the defaults and accepts every title of this host', () => {
    const r = checkPlaylist({ games: [{ game: 'nefertiti', players: 2, bot: 'random' }, { game: 'niagara', players: 3, options: { forkMode: 'random' } }] }, reg);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.playlist.bot).toBe('greedy');
    expect(r.playlist.botDelayMs).toBeGreaterThan(500); // slower than normal play (500 ms)
    expect(checkPlaylist(DEFAULT_PLAYLIST, reg).ok).toBe(true);
  });

  it.each([
    [{ games: [] }, 'games: the playlist needs at least one game'],
    [{ games: [{ game: 'nile', players: 'three' }] }, 'games[0].players: '],
    [{ games: [{ game: 'nile', players: 3, colour: 'red' }] }, 'games[0]: '],
    [{ games: [{ game: 'chess', players: 2 }] }, 'games[0].game: unknown game "chess"'],
    [{ games: [{ game: 'nile', players: 2 }, { game: 'niagara', players: 7 }] }, 'games[1].players: niagara is for'],
    [{ games: [{ game: 'nile', players: 2, bot: 'godlike' }] }, 'games[0].bot: unknown bot level "godlike"'],
    [{ games: [{ game: 'nile', players: 2 }], bot: 'Bad Name!' }, 'bot: a bot level is a short name'],
    [{ games: [{ game: 'nile', players: 2 }], botDelayMs: -1 }, 'botDelayMs: '],
  ])('refuses %j naming the field', (value, error) => {
    const r = checkPlaylist(value, reg);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.startsWith(error), r.error).toBe(true);
  });

  it('refuses text that is not JSON, and round-trips through the page URL', () => {
    const bad = parsePlaylist('{games:', reg);
    expect(bad.ok || bad.error).toMatch(/^the playlist is not valid JSON at line 1, column \d+: /);
    const url = showcaseUrl('http://127.0.0.1:47310/', DEFAULT_PLAYLIST);
    const param = new URL(url).searchParams.get('showcase')!;
    expect(param).toBe(encodePlaylist(DEFAULT_PLAYLIST));
    expect(decodePlaylist(param, reg)).toEqual({ ok: true, playlist: DEFAULT_PLAYLIST });
    expect(decodePlaylist('%%%').ok).toBe(false);
  });

  it('loads a playlist file, naming the file and the field when it is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-showcase-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ games: [{ game: 'banks', players: 2 }], botDelayMs: 2000 }));
    expect(loadPlaylist(good).botDelayMs).toBe(2000);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ games: [{ game: 'banks', players: 9 }] }));
    expect(() => loadPlaylist(bad)).toThrow(`${bad}: games[0].players: banks is for 2–5 players, not 9`);
    expect(() => loadPlaylist(join(dir, 'missing.json'))).toThrow(/cannot read the playlist \(ENOENT\)/);
  });

  it('`npm run showcase -- bad.json` stops with the file and field named, before starting anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-showcase-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ games: [{ game: 'nile', players: 2, bot: 'godlike' }] }));
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--showcase', bad, '--browser', '--no-open', '--no-build', '--port', '0', '--no-lan'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${bad}: games[0].bot: unknown bot level "godlike"`);
    expect(r.stdout).not.toContain('River Tables is running');
  });
});

describe('showcase janitor', () => {
  it('closes stalled and finished matches of a real host, and leaves moving ones', async () => {
    let now = 1_000_000;
    const host = new NodeHost({ botDelayMs: 0, now: () => now });
    try {
      // Two matches waiting on open seats (nobody comes): stalled once staleMs passes without a move.
      const a = host.createMatch({ game: 'nile', players: 2 });
      const b = host.createMatch({ game: 'banks', players: 2 });
      const lines: string[] = [];
      const j = new ShowcaseJanitor(host, { staleMs: 60_000, overMs: 30_000, now: () => now, log: (l) => lines.push(l) });
      expect(j.sweep()).toEqual([]);
      now += 59_000;
      expect(j.sweep()).toEqual([]);
      now += 2000;
      expect(j.sweep().sort()).toEqual([a.id, b.id].sort());
      expect(host.listMatches()).toEqual([]);
      expect(lines[0]).toMatch(/^showcase: closed stalled match /);
      expect(j.closed).toBe(2);
    } finally {
      await host.close();
    }
  });
});
