/**
 * `npm run bench:render`'s output (electron/cli/render-bench/format.ts): the JSON line per (table, quality) has the
 * fields the README documents, medians over runs, ratios to the bare canvas, and the targets (first frame ≤ 2×,
 * p95 ≤ 3×). The bench itself is not run here.
 */
import { describe, expect, it } from 'vitest';
import { benchLine, benchTable, quantile, type BenchSample } from '../../electron/cli/render-bench/format';

const sample = (firstFrameMs: number, frame: number, more: Partial<BenchSample> = {}): BenchSample => ({
  firstFrameMs,
  openMs: firstFrameMs + 300,
  preparedMs: 2000,
  orbit: Array.from({ length: 20 }, (_, i) => frame + (i === 19 ? frame : 0)),
  moves: Array.from({ length: 20 }, () => frame),
  calls: 40,
  triangles: 1400,
  textures: 20,
  geometries: 50,
  programs: 6,
  heapMB: 14.25,
  load: 1.5,
  ...more,
});

describe('bench:render lines', () => {
  it('quantile by nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100], 0.95)).toBe(19);
    expect(quantile([], 0.95)).toBe(0);
  });

  it('a line has exactly the documented fields, medians over runs, and ratios to the bare canvas', () => {
    const bareRuns = [sample(100, 10), sample(100, 10), sample(100, 10)];
    const bare = benchLine('bare', 'low', bareRuns, null);
    expect(bare.ratio).toBeNull();
    expect(bare.meets).toBeNull();
    const nile = benchLine('nile', 'low', [sample(150, 20), sample(900, 50), sample(250, 25)], bareRuns);
    expect(Object.keys(nile).sort()).toEqual(
      ['table', 'quality', 'runs', 'firstFrameMs', 'openMs', 'preparedMs', 'orbitP50Ms', 'orbitP95Ms', 'movesP50Ms', 'movesP95Ms', 'calls', 'triangles', 'textures', 'geometries', 'programs', 'heapMB', 'load', 'ratio', 'meets'].sort(),
    );
    expect(nile).toMatchObject({ table: 'nile', quality: 'low', runs: 3, firstFrameMs: 250, openMs: 550, orbitP50Ms: 25, orbitP95Ms: 25, movesP95Ms: 25, heapMB: 14.3 });
    // p95 ratio: the worse of orbit and moves p95 over the bare canvas' orbit p95 (10).
    expect(nile.ratio).toEqual({ firstFrame: 2.5, p95: 2.5 });
    expect(nile.meets).toEqual({ firstFrame: false, p95: true });
    expect(JSON.parse(JSON.stringify(nile))).toEqual(nile);
  });

  it('ratios are taken run by run: the machine slowing down over the bench moves both lines alike', () => {
    // Each round slower than the one before (bare 100, 200, 300 ms), the table 1.5× the bare canvas in each but the
    // second, which met a burst of other work (3×).
    const bareRuns = [sample(100, 10), sample(200, 20), sample(300, 30)];
    const nile = benchLine('nile', 'low', [sample(150, 15), sample(600, 60), sample(450, 45)], bareRuns);
    expect(nile.ratio).toEqual({ firstFrame: 1.5, p95: 1.5 });
    // The medians of the two lines, each over rounds minutes apart, would say 450 / 200 = 2.25: a missed target.
    expect(nile.firstFrameMs / benchLine('bare', 'low', bareRuns, null).firstFrameMs).toBe(2.25);
  });

  it('the table marks missed targets', () => {
    const bareRuns = [sample(100, 10)];
    const bare = benchLine('bare', 'medium', bareRuns, null);
    const slow = benchLine('niagara', 'medium', [sample(150, 40)], bareRuns);
    const text = benchTable([bare, slow]);
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain('| niagara | medium | 150 | 1.5 | 450 |');
    expect(text).toContain('4 ✗');
  });
});
