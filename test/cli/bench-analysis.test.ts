/**
 * `npm run bench:analysis` (electron/cli/bench-analysis.ts): a bot game of typical length analysed whole through the
 * page's pool over worker threads. Run here on one small game with the tests' small budget.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { typicalRecord } from '../../electron/cli/analysis-bench/measure';
import { poolSize } from '../../renderer/analysis/lanes';

const run = promisify(execFile);
const bench = async (args: string[]) => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join('electron/cli', 'bench-analysis.ts'), '--game', 'nile', '--players', '2', '--sample', '3', '--quick', ...args], { cwd: process.cwd(), timeout: 60_000 });
  const lines = stdout.trim().split('\n');
  expect(lines.at(-1)).toMatch(/^bench:analysis: normal bots' games/);
  return lines.slice(0, -1).map((l) => JSON.parse(l));
};

describe('bench:analysis', () => {
  it('one JSON line per game: the median-length game of the sample, analysed whole; the same analysis with 1 worker or several', async () => {
    const [one] = await bench(['--workers', '1']);
    const [page] = await bench(['--cores', '3']);
    expect(Object.keys(page).sort()).toEqual(['digest', 'forced', 'game', 'lateMs', 'moves', 'msPerDecision', 'players', 'sampled', 'searched', 'seconds', 'workers'].sort());
    expect(one.workers).toBe(1);
    // The page's count on a 3-core machine (at least 2).
    expect(page.workers).toBe(poolSize(3));
    expect(page.workers).toBeGreaterThan(1);
    expect(page).toMatchObject({ game: 'nile', players: 2, sampled: { games: 3 } });
    expect(page.searched + page.forced).toBe(page.moves);
    expect(page.sampled.shortest).toBeLessThanOrEqual(page.moves);
    expect(page.sampled.longest).toBeGreaterThanOrEqual(page.moves);
    expect(page.seconds).toBeGreaterThan(0);
    expect(page.lateMs.max).toBeGreaterThanOrEqual(page.lateMs.p95);
    // Same record, same analysis, whatever the number of workers.
    expect(page.moves).toBe(one.moves);
    expect(page.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(page.digest).toBe(one.digest);
  });

  it('the typical game is the one of median length among the sampled ones', () => {
    const { record, lengths } = typicalRecord('nile', 2, 'typ', 5);
    expect(lengths).toHaveLength(5);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(record.actions.length).toBe(lengths[2]);
    expect(typicalRecord('nile', 2, 'typ', 5).record).toEqual(record);
  });

  it('refuses a bad argument with usage', async () => {
    const err = await run(process.execPath, ['--import', 'tsx', join('electron/cli', 'bench-analysis.ts'), '--game', 'chess'], { cwd: process.cwd() }).catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 2, stderr: expect.stringMatching(/unknown game "chess"[\s\S]*--cores/) });
  });
});
