/** Shared by names.test.ts (what the rule makes of them) and e2e/names.test.ts (how every screen draws them). */

/** Characters that must never reach a screen, the journal or another player: controls, bidi steering, invisibles. */
export const FORBIDDEN = /[\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\u2028\u2029]/u;

const ZALGO = 'Z̷̢͉a̸l̷g̷o̷';
const FAMILY = '👨‍👩‍👧‍👦';

/** [raw input, the cleaned name or null when refused, why]. */
export const hostileNames: [raw: string, clean: string | null, why: string][] = [
  ['', null, 'empty'],
  ['    ', null, 'spaces only'],
  ['\t\n\r', null, 'control whitespace only'],
  ['\u200B\u200C\u200D\u2060\uFEFF', null, 'zero-width characters only'],
  ['\u3164\u3164', null, 'Hangul fillers: drawn as nothing'],
  ['\u2800', null, 'the blank braille pattern'],
  ['\u0301\u0308', null, 'combining marks with nothing to sit on'],
  ['\u202E\u2066\u200F', null, 'bidi controls only'],
  ['\u0000', null, 'NUL'],
  ['Al\u0000ice', 'Alice', 'NUL inside a name'],
  ['\u0000\u0007\u001b[31m', '[31m', 'NUL, BEL and an ANSI colour code: the escape goes, the text stays'],
  ['\u001b[2J\u001b[HBob', '[2J[HBob', 'an ANSI clear-screen'],
  ['Bob\u202Egnp.exe', 'Bobgnp.exe', 'right-to-left override: read in its real order'],
  ['\u2067Eve\u2069 \u2066x\u2069', 'Eve x', 'isolates'],
  ['\u200FMallory\u200E\u061C', 'Mallory', 'bidi marks'],
  ['Line\u2028Two\u2029Three', 'LineTwoThree', 'line and paragraph separators'],
  ['  Ann \t\u00A0\u3000 Lee  ', 'Ann Lee', 'runs of spaces collapse, the ends are trimmed'],
  ['a'.repeat(1000), 'a'.repeat(24), 'a 1,000-character name: cut to 24 graphemes'],
  ['Ｗ'.repeat(30), 'Ｗ'.repeat(24), 'full-width letters'],
  [FAMILY.repeat(40), FAMILY.repeat(24), '40 ZWJ families: 24 whole families, no half emoji'],
  ['👩🏽‍💻🏳️‍🌈1️⃣', '👩🏽‍💻🏳️‍🌈1️⃣', 'skin tones, a flag sequence, a keycap'],
  [ZALGO, 'Z̷̢͉a̸l̷g̷o̷', 'a few marks per letter are kept'],
  [`Z${'\u0336'.repeat(50)}ed`, `Z${'\u0336'.repeat(4)}ed`, 'a stack of 50 marks: 4 kept'],
  ['e\u0301', '\u00E9', 'NFC: e + acute becomes é'],
  ['e\u200B\u0301', '\u00E9', 'NFC after stripping: the mark composes with its letter'],
  ['李小龍', '李小龍', 'CJK'],
  ['محمد', 'محمد', 'Arabic'],
  ['שלום עולם', 'שלום עולם', 'Hebrew'],
  ['می‌خواهم', 'می‌خواهم', 'Persian keeps its ZWNJ'],
  ['<img src=x onerror=f()>', '<img src=x onerror=f()>', 'HTML is kept as text: the UI never parses it'],
  ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert', 'HTML is cut like any text'],
  ['\uD800x', 'x', 'a lone surrogate'],
];
