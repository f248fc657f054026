/**
 * Building the stage's programs ahead (scenes/common/warmPrograms.ts) must never stop the rest of Home's preparation:
 * where there is no WebGL, its steps do nothing and throw nothing. (That a table then builds no program Home did not
 * is checked in the browser: test/e2e/warm-programs.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLevel, warmPrograms } from '../../renderer/scenes/common/warmPrograms';

afterEach(() => vi.unstubAllGlobals());

describe('programs built ahead', () => {
  it('start at the level the next table starts at', () => {
    expect(startLevel('auto')).toBe('medium');
    expect(startLevel('low')).toBe('low');
    expect(startLevel('high')).toBe('high');
  });

  it('are skipped, step by step and without an error, where a canvas has no WebGL context', () => {
    const made: unknown[] = [];
    const canvas = { width: 0, height: 0, style: {}, addEventListener: () => {}, removeEventListener: () => {}, getContext: () => null };
    vi.stubGlobal('document', { createElement: () => (made.push(canvas), canvas) });
    const steps = warmPrograms('medium');
    expect(steps).toHaveLength(11); // a step per kind of mesh (8 a table draws, 2 an overlay), and the last frees the renderer
    for (const step of steps) expect(() => step()).not.toThrow();
    // The first step found no context and the others did not try again.
    expect(made).toHaveLength(1);
  });

  it('do nothing without a document (Node)', () => {
    for (const step of warmPrograms('low')) expect(() => step()).not.toThrow();
  });
});
