/** The unit files that mock a module run isolated: in a shared module graph one file's mock would meet another's. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from '../vitest.config';

const ROOT = join(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

describe('vitest projects', () => {
  it('run exactly the unit files that call vi.mock isolated', () => {
    // Built so that this file's own text does not match.
    const mocks = new RegExp(['vi', 'mock\\('].join('\\.'));
    const mocking = testFiles(join(ROOT, 'test')).filter((f) => mocks.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(mocking.sort()).toEqual([...MOCKING_FILES].sort());
  });
});
