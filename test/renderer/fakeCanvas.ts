/** Fake canvases for Node tests of painted textures (Node has no canvas). */
import { vi } from 'vitest';

/** Pixels read from a fake canvas: the same object for each read, so a test can tell which canvas they came from. */
export interface FakePixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * A canvas whose 2D context records what is drawn on it (Node has no canvas); text is half an em wide a letter. Its
 * `getImageData` hands out `pixels`, blank (not recorded as a call).
 */
export function fakeCanvas(w = 1, h = 1) {
  const calls: string[] = [];
  const canvas = { width: w, height: h, calls, pixels: null as FakePixels | null, getContext: () => ctx };
  const ctx = new Proxy({ font: '' } as Record<string, unknown>, {
    get(target, key: string) {
      if (key in target) return target[key];
      if (key === 'getImageData') return () => (canvas.pixels ??= { width: canvas.width, height: canvas.height, data: new Uint8ClampedArray(canvas.width * canvas.height * 4) });
      if (key === 'measureText') return (s: string) => ({ width: (s.length * Number(/(\d+)px/.exec(String(target.font))?.[1] ?? 10)) / 2 });
      return (...args: unknown[]) => {
        calls.push(`${key}(${args.map((a) => (typeof a === 'number' ? +a.toFixed(3) : a)).join(',')})`);
        // Gradients and patterns: something to add colour stops to.
        return key.startsWith('create') ? { addColorStop: () => {} } : undefined;
      };
    },
    set(target, key: string, v) {
      target[key] = v;
      return true;
    },
  });
  return canvas;
}

/** `document.createElement('canvas')` hands out fake canvases (kept in `made`). */
export function fakeDocument() {
  const made: ReturnType<typeof fakeCanvas>[] = [];
  vi.stubGlobal('document', { createElement: () => (made.push(fakeCanvas()), made.at(-1)) });
  return made;
}
