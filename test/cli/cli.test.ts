import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai';
import { playGame } from '../../engine/core/play';
import { nile, type NileState } from '../../engine/nile';

const run = promisify(execFile);
const cli = (name: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join('electron/cli', `${name}.ts`), ...args], { cwd: process.cwd(), timeout: 60_000 });

async function fails(name: string, args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await cli(name, args);
  } catch (e) {
    const err = e as { code: number; stderr: string };
    return { code: err.code, stderr: err.stderr };
  }
  throw new Error('expected the command to fail');
}

describe('command-line tools', () => {
  it('sim --json prints one line per game with seed, winners, scores and the public view', async () => {
    const { stdout, stderr } = await cli('sim', ['--game', 'nile', '--players', '3', '--games', '4', '--seed', 't', '--json']);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.seed)).toEqual(['t-0', 't-1', 't-2', 't-3']);
    for (const l of lines) {
      expect(l.winners.length).toBeGreaterThan(0);
      expect(l.scores).toHaveLength(3);
      expect(l.final.game).toBe('nile');
      expect(l.final.viewer).toBeNull();
      expect(JSON.stringify(l.final)).not.toMatch(/"hand"/);
    }
    const summary = JSON.parse(stderr.trim().split('\n').pop()!);
    expect(summary).toMatchObject({ game: 'nile', players: 3, games: 4, capped: 0 });
    // Shared wins are split and each seat's share rounded to 2 decimals (a 3-way tie sums to 3.99).
    expect(summary.winsPerSeat.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(4, 1);
  });

  it('sim refuses a bad argument with usage', async () => {
    const r = await fails('sim', ['--players', '9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--players must be from 2 to 5 for nile/);
    expect((await fails('sim', ['--bogus'])).stderr).toMatch(/unknown option --bogus/);
  });

  it('replay prints the outcome of a record, and names the first illegal step of a corrupt one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-replay-'));
    const g = playGame<NileState>(nile, { players: 2, seed: 'cli', bots: [randomBot, randomBot] });
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(g.record));
    const { stdout } = await cli('replay', [good]);
    expect(stdout).toContain(`${g.record.actions.length} actions replayed`);
    expect(stdout).toContain(`places ${JSON.stringify(nile.outcome(g.final)!.places)}`);

    const bad = structuredClone(g.record);
    bad.actions[3] = { seat: bad.actions[3]!.seat, action: { type: 'plant', crops: { P: 99 } } as never };
    const badFile = join(dir, 'bad.json');
    writeFileSync(badFile, JSON.stringify(bad));
    const r = await fails('replay', [badFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/action #3 cannot be replayed: ILLEGAL_ACTION/);
  });
});
