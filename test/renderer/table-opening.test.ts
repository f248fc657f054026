/**
 * What a table screen waits for and does as it opens: the faces its textures are painted in (scenes/common/fonts.ts),
 * an atlas repainted only when what it shows changes (useAtlasRepaint), and the HUD painted after the stage's first
 * frame, or after HUD_WAIT_MAX_MS at the latest (ui/table/useHudAfterStage).
 */
import { act, createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Atlas } from '../../renderer/scenes/common/atlas';
import { useAtlasRepaint } from '../../renderer/scenes/common/useAtlasRepaint';
import { HUD_WAIT_MAX_MS, useHudAfterStage } from '../../renderer/ui/table/useHudAfterStage';
import { renderScene } from './r3f';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** fonts.ts as a page with `document.fonts` would load it (its readiness is read when the module loads). */
async function fontsWith(load: (face: string) => Promise<unknown>) {
  vi.resetModules();
  vi.stubGlobal('document', { fonts: { load } });
  return import('../../renderer/scenes/common/fonts');
}

describe('table fonts', () => {
  it('are ready once both faces have loaded, loaded once', async () => {
    const loads: string[] = [];
    let done!: () => void;
    const gate = new Promise<void>((r) => (done = r));
    const f = await fontsWith((face) => (loads.push(face), gate));
    expect(f.tableFontsReady()).toBe(false);
    const a = f.loadTableFonts();
    expect(f.loadTableFonts()).toBe(a);
    expect(loads).toEqual(['700 28px "River Tables UI"', '400 18px "River Tables UI"']);
    await Promise.resolve();
    expect(f.tableFontsReady()).toBe(false);
    done();
    await a;
    expect(f.tableFontsReady()).toBe(true);
  });

  it('are given up on after FONTS_WAIT_MS, or when a face fails: a table still opens', async () => {
    vi.useFakeTimers();
    const never = await fontsWith(() => new Promise(() => {}));
    const waiting = never.loadTableFonts();
    await vi.advanceTimersByTimeAsync(never.FONTS_WAIT_MS - 1);
    expect(never.tableFontsReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(never.tableFontsReady()).toBe(true);
    const failing = await fontsWith(() => Promise.reject(new Error('no such face')));
    await failing.loadTableFonts();
    expect(failing.tableFontsReady()).toBe(true);
  });

  it('need no wait where there is no font loading (Node)', async () => {
    vi.resetModules();
    const f = await import('../../renderer/scenes/common/fonts');
    expect(f.tableFontsReady()).toBe(true);
  });
});

function fakeAtlas(): Atlas & { repaints: number } {
  const a = { repaints: 0 } as Atlas & { repaints: number };
  a.repaint = () => void a.repaints++;
  return a;
}

function Repaints({ atlas, k }: { atlas: Atlas; k: string }): ReactNode {
  useAtlasRepaint(atlas, k, () => ({}));
  return null;
}

describe('an atlas', () => {
  it('is repainted when what it shows changes, not when it is made or mounted', async () => {
    const first = fakeAtlas();
    const r = await renderScene(createElement(Repaints, { atlas: first, k: 'en' }));
    expect(first.repaints).toBe(0);
    await act(async () => r.root.render(createElement(Repaints, { atlas: first, k: 'en' })));
    expect(first.repaints).toBe(0);
    await act(async () => r.root.render(createElement(Repaints, { atlas: first, k: 'fr' })));
    expect(first.repaints).toBe(1);
    // A new atlas was painted when it was made, with what it shows now.
    const second = fakeAtlas();
    await act(async () => r.root.render(createElement(Repaints, { atlas: second, k: 'fr' })));
    expect([first.repaints, second.repaints]).toEqual([1, 0]);
    await r.unmount();
  });
});

function Hud({ stage, seen }: { stage: boolean; seen: { shown: boolean; onFirstFrame: () => void }[] }): ReactNode {
  seen.push(useHudAfterStage(stage));
  return null;
}

describe('the HUD', () => {
  it('shows once the stage has drawn its first frame', async () => {
    const seen: { shown: boolean; onFirstFrame: () => void }[] = [];
    const r = await renderScene(createElement(Hud, { stage: true, seen }));
    expect(seen.at(-1)!.shown).toBe(false);
    await act(async () => seen.at(-1)!.onFirstFrame());
    expect(seen.at(-1)!.shown).toBe(true);
    await r.unmount();
  });

  it('shows after HUD_WAIT_MAX_MS without a frame (a stage that cannot draw), counted from the stage mounting', async () => {
    vi.useFakeTimers();
    const seen: { shown: boolean; onFirstFrame: () => void }[] = [];
    const r = await renderScene(createElement(Hud, { stage: false, seen }));
    await act(async () => void vi.advanceTimersByTime(HUD_WAIT_MAX_MS * 2));
    expect(seen.at(-1)!.shown, 'still loading').toBe(false);
    await act(async () => r.root.render(createElement(Hud, { stage: true, seen })));
    await act(async () => void vi.advanceTimersByTime(HUD_WAIT_MAX_MS - 1));
    expect(seen.at(-1)!.shown).toBe(false);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(seen.at(-1)!.shown).toBe(true);
    await r.unmount();
  });
});

describe('work done ahead', () => {
  it('waits while a table screen holds it, and runs once the last hold ends', async () => {
    const { holdIdleWork, whenIdle } = await import('../../renderer/app/idle');
    const ran: string[] = [];
    const idle = () => new Promise((r) => setTimeout(r, 5));
    whenIdle(() => ran.push('free'));
    await idle();
    expect(ran).toEqual(['free']);
    const a = holdIdleWork();
    const b = holdIdleWork();
    whenIdle(() => ran.push('held'));
    // Work that runs off the page's thread (a worker loading) takes none of the held frames: it goes now.
    whenIdle(() => ran.push('off thread'), 1000, { offThread: true });
    await idle();
    expect(ran).toEqual(['free', 'off thread']);
    a();
    a();
    await idle();
    expect(ran, 'one hold is left').toEqual(['free', 'off thread']);
    b();
    await idle();
    expect(ran).toEqual(['free', 'off thread', 'held']);
  });
});
