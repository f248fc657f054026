import { describe, expect, it } from 'vitest';
import { StageRelease } from '../../renderer/scenes/common/stageRelease';

/** A renderer's leak check must read what it holds after the scene's objects are disposed and before it is freed. */
function fake() {
  const log: string[] = [];
  const r = new StageRelease(
    () => log.push('measure'),
    () => log.push('release'),
  );
  return { r, log };
}

describe('StageRelease: the renderer is freed only after what its scene left was measured', () => {
  it('R3F asks the renderer to dispose first (objects are disposed at idle time, after it): it waits for the scene', () => {
    const { r, log } = fake();
    r.dispose();
    expect(log).toEqual([]);
    r.sceneDisposed();
    expect(log).toEqual(['measure', 'release']);
  });

  it('the scene disposed first (under test R3F disposes at once): measured then, freed when asked', () => {
    const { r, log } = fake();
    r.sceneDisposed();
    expect(log).toEqual(['measure']);
    r.dispose();
    expect(log).toEqual(['measure', 'release']);
  });

  it('measures and frees once, whatever is repeated', () => {
    const { r, log } = fake();
    r.dispose();
    r.dispose();
    r.sceneDisposed();
    r.sceneDisposed();
    r.dispose();
    expect(log).toEqual(['measure', 'release']);
  });
});
