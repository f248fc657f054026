import { describe, expect, it } from 'vitest';
import { createRng, nextU32, randInt, shuffle, cloneRng, isRngState, pick, randFloat } from '../../../engine/core/rng';

describe('sfc32 seeded RNG', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createRng('alpha'), b = createRng('alpha'), c = createRng('beta');
    const sa = Array.from({ length: 20 }, () => nextU32(a));
    const sb = Array.from({ length: 20 }, () => nextU32(b));
    const sc = Array.from({ length: 20 }, () => nextU32(c));
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it('state survives a JSON round trip mid-stream', () => {
    const r = createRng('json');
    for (let i = 0; i < 7; i++) nextU32(r);
    const copy = JSON.parse(JSON.stringify(r));
    expect(isRngState(copy)).toBe(true);
    expect(Array.from({ length: 10 }, () => nextU32(copy))).toEqual(Array.from({ length: 10 }, () => nextU32(r)));
  });

  it('cloneRng makes an independent copy', () => {
    const r = createRng('clone');
    const c = cloneRng(r);
    nextU32(r);
    expect(c).not.toEqual(r);
  });

  it('randInt stays in range and covers it roughly uniformly', () => {
    const r = createRng('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randInt(r, 6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500); // ~5 sigma
    expect(() => randInt(r, 0)).toThrow(RangeError);
    expect(() => randInt(r, 1.5)).toThrow(RangeError);
    expect(randInt(r, 1)).toBe(0);
  });

  it('randFloat is in [0, 1)', () => {
    const r = createRng('float');
    for (let i = 0; i < 1000; i++) {
      const f = randFloat(r);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('shuffle is a permutation and every position is reachable', () => {
    const r = createRng('shuffle');
    const seenFirst = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const a = shuffle(r, [0, 1, 2, 3, 4]);
      expect([...a].sort()).toEqual([0, 1, 2, 3, 4]);
      seenFirst.add(a[0]!);
    }
    expect(seenFirst.size).toBe(5);
    expect(() => pick(r, [])).toThrow(RangeError);
  });

  it('rejects a non-string seed', () => {
    expect(() => createRng(42 as unknown as string)).toThrow(TypeError);
  });
});
