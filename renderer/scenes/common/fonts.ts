import { useSyncExternalStore } from 'react';

/** The family every texture of the tables is painted in (cards, boards, name plates, labels): the UI's own (fonts.css). */
export const UI_FONT = '"River Tables UI", "M PLUS 1", system-ui, sans-serif';

/** The faces textures are painted with; 'A◆' (a letter and a crop glyph) loads the letters' file and the symbols' file. */
const FACES = ['700 28px "River Tables UI"', '400 18px "River Tables UI"'];
const SAMPLE = 'A◆';

/** A table waits at most this long for them: a face that cannot load must not keep the table from opening. */
export const FONTS_WAIT_MS = 3000;

let ready = typeof document === 'undefined' || !document.fonts;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/**
 * Loads the faces the tables paint with, once: a canvas painted before its face has loaded shows a fallback face for
 * good (a canvas is not redrawn when the face arrives, as the page's text is). Started at boot; a table screen opens
 * once it has resolved (TableFrame), so its textures are painted once, in the right face, and uploaded once.
 * Resolves when the faces have loaded, failed, or after FONTS_WAIT_MS.
 */
export function loadTableFonts(): Promise<void> {
  if (loading) return loading;
  const done = () => {
    ready = true;
    for (const f of waiting) f();
    waiting.clear();
  };
  if (ready) {
    loading = Promise.resolve();
    return loading;
  }
  const faces = Promise.all(FACES.map((f) => document.fonts.load(f, SAMPLE))).then(
    () => undefined,
    () => undefined,
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONTS_WAIT_MS));
  loading = Promise.race([faces, timeout]).then(done);
  return loading;
}

function subscribe(changed: () => void): () => void {
  waiting.add(changed);
  void loadTableFonts();
  return () => void waiting.delete(changed);
}

/** Whether the table faces have loaded (or been given up on). */
export const tableFontsReady = (): boolean => ready;

/** Whether the table faces have loaded (or been given up on); re-renders once they have. */
export function useTableFonts(): boolean {
  return useSyncExternalStore(subscribe, tableFontsReady, tableFontsReady);
}
