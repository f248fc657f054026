/**
 * What only a build with the e2e tests' probes may hold (renderer/app/probes.ts, `__RT_PROBES__`), as it looks in the
 * minified bundle: the `window.__rt*` probes and the URL parameters that open test entry points. The production
 * bundle must match none; each must match the probes build, so a marker that no longer finds its hook fails too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

const q = '[`\'"]';
const lit = (s: string) => `${q}${s}${q}`;

export const TEST_HOOKS: readonly { what: string; marker: RegExp }[] = [
  { what: 'a window.__rt* probe', marker: /__rt/ },
  { what: '?bench=bare (the render bench\'s bare canvas)', marker: new RegExp(`${lit('bench')}\\)\\s*===\\s*${lit('bare')}`) },
  { what: 'the bare canvas itself (renderer/bench)', marker: /bench-draw/ },
  { what: '?e2e (a test page)', marker: new RegExp(lit('e2e')) },
  { what: '&gate=1 (the showcase soak test\'s gate)', marker: new RegExp(`get\\(${lit('gate')}\\)`) },
  { what: '&pace=0 (the unpaced memory soak)', marker: new RegExp(`get\\(${lit('pace')}\\)`) },
  { what: '&analysis=quick (the e2e tests\' small search)', marker: new RegExp(`${lit('analysis')}\\)\\s*===\\s*${lit('quick')}`) },
];

/** The build constant itself: left in a bundle, the define was not applied (and the page would throw). */
export const UNDEFINED_CONSTANT = /__RT_PROBES__/;

/** The hooks `text` holds (what each is). */
export function hooksIn(text: string): string[] {
  return TEST_HOOKS.filter((h) => h.marker.test(text)).map((h) => h.what);
}

/** Files a browser reads as text; images and fonts are left out. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt', '.webmanifest']);

/** Every text file of a built bundle, by its path inside `dir`. */
export function bundleTexts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (TEXT.has(extname(f))) out.set(f, readFileSync(join(dir, f), 'utf8'));
  }
  return out;
}
