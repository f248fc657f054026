/**
 * The stage's pixel ratio (scenes/common/stageRenderer.ts `stageDpr`): by quality level, and on an e2e page the ratio
 * the test harness asked for (`window.__rtPixelRatio`), a ratio out of range ignored; another page ignores it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageDpr } from '../../renderer/scenes/common/stageRenderer';

afterEach(() => vi.unstubAllGlobals());

const page = (search: string, ratio?: unknown) => {
  vi.stubGlobal('location', { search });
  vi.stubGlobal('window', { __rtPixelRatio: ratio });
};

describe('the stage pixel ratio', () => {
  it('goes with the quality level', () => {
    page('');
    expect([stageDpr('low'), stageDpr('medium'), stageDpr('high')]).toEqual([
      [1, 1],
      [1, 1.5],
      [1, 2],
    ]);
  });

  it("is the harness' ratio on an e2e page only, within (0, 2]", () => {
    page('?e2e=1', 0.5);
    expect(stageDpr('high')).toEqual([0.5, 0.5]);
    page('?showcase=x', 0.5);
    expect(stageDpr('low')).toEqual([1, 1]);
    for (const bad of [0, -1, 3, Number.NaN, '0.5']) {
      page('?e2e=1', bad);
      expect(stageDpr('medium'), String(bad)).toEqual([1, 1.5]);
    }
  });
});
