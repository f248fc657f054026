import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * macOS and Windows disks ignore letter case: two modules whose paths differ only by case (or by their .ts/.tsx/.js
 * ending, which imports leave out) resolve to the wrong file there, and both are electron-builder targets.
 */
describe('file names', () => {
  it('no two tracked modules differ only by letter case or extension', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of files) {
      const key = f.replace(/\.(tsx?|mjs|cjs|js)$/, '').toLowerCase();
      const other = seen.get(key);
      if (other) clashes.push(`${other} ~ ${f}`);
      else seen.set(key, f);
    }
    expect(clashes).toEqual([]);
  });
});
