/**
 * No machine shows empty boxes: every symbol the renderer's sources and translations contain (any
 * character that is not ASCII, a letter, a combining mark or a space: arrows, shapes, stars, punctuation such as « » …)
 * must be in a bundled font, read from the font files' own cmaps: the M PLUS 1 subsets, or the symbols font that
 * fonts.css serves for exactly its code points. Control symbols (⏮ ⏸ ⏭ ☰ …) are drawn as SVG instead
 * (renderer/ui/Icon.tsx), so they never appear as text. Comments are left out: no one sees them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCodePoints } from './fontCmap';

const ROOT = join(__dirname, '..', '..');
const FONTS = join(ROOT, 'assets', 'fonts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return ['.ts', '.tsx', '.json', '.css', '.html'].includes(extname(p)) ? [p] : [];
  });
}

/** The text of a source file without its comments (block comments; line comments except after ':' as in URLs). */
function visibleText(file: string): string {
  const s = readFileSync(file, 'utf8');
  const ext = extname(file);
  if (ext === '.json' || ext === '.html') return s;
  const noBlocks = s.replace(/\/\*[\s\S]*?\*\//g, '');
  return ext === '.css' ? noBlocks : noBlocks.replace(/(^|[^:\\])\/\/[^\n]*/g, '$1');
}

/** Every symbol the renderer may show, with the files it is in. */
function symbolsUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const f of files(join(ROOT, 'renderer'))) {
    for (const ch of new Set(visibleText(f))) {
      if (ch.codePointAt(0)! < 0x80 || /[\p{L}\p{M}\p{Z}\p{Cc}\p{Cf}]/u.test(ch)) continue;
      used.set(ch, [...(used.get(ch) ?? []), relative(ROOT, f)]);
    }
  }
  return used;
}

/** The code points of fonts.css's symbols face (its unicode-range). */
function symbolsRange(): Set<number> {
  const css = readFileSync(join(ROOT, 'renderer', 'ui', 'fonts.css'), 'utf8');
  const face = css.split('@font-face').find((f) => f.includes('RiverTablesSymbols.woff2'));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1] ?? '';
  return new Set(range.split(',').map((u) => parseInt(u.trim().replace(/^U\+/i, ''), 16)));
}

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('every symbol the UI shows is in a bundled font', () => {
  const regular = fontCodePoints(join(FONTS, 'RiverTablesUI-Regular.woff2'));
  const bold = fontCodePoints(join(FONTS, 'RiverTablesUI-Bold.woff2'));
  const symbols = fontCodePoints(join(FONTS, 'RiverTablesSymbols.woff2'));
  const range = symbolsRange();

  it('the font files are read (sanity check of the cmap reader)', () => {
    for (const ch of 'Aaé…あ氾') expect(regular.has(ch.codePointAt(0)!), ch).toBe(true);
    expect(regular.has('⏮'.codePointAt(0)!)).toBe(false);
    expect(symbols.has('★'.codePointAt(0)!)).toBe(true);
  });

  it('in M PLUS 1 (regular and bold), or in the symbols font and its unicode-range in fonts.css', () => {
    const used = symbolsUsed();
    expect(used.size).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [ch, where] of used) {
      const cp = ch.codePointAt(0)!;
      const bySymbols = symbols.has(cp) && range.has(cp);
      if ((regular.has(cp) && bold.has(cp)) || bySymbols) continue;
      missing.push(`${ch} ${hex(ch)} in ${where.slice(0, 3).join(', ')}${where.length > 3 ? '…' : ''}`);
    }
    // Fix: draw a control with renderer/ui/Icon.tsx, or add the symbol to SYMBOLS in assets/fonts/symbols.mjs, run it
    // and copy the unicode-range it prints into renderer/ui/fonts.css.
    expect(missing, 'symbols no bundled font has').toEqual([]);
  });

  it("the symbols face claims only code points its font has (else the browser's own fonts would show them)", () => {
    for (const cp of range) expect(symbols.has(cp), `U+${cp.toString(16)}`).toBe(true);
  });
});
