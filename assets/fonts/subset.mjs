#!/usr/bin/env node
// Rebuild the bundled font subsets from the Debian `fonts-mplus` package (OFL-1.1), keeping only the characters the
// app can show: Latin (EN/FR/DE), digits, punctuation, kana, and the kanji used in the Japanese translation.
// Needs `apt-get install fonts-mplus python3-fonttools python3-brotli`. Run: node assets/fonts/subset.mjs
// (Development tool only: the app never subsets at run time, and nothing is downloaded.)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = '/usr/share/fonts/opentype/mplus';
// The Japanese strings: every file of the Japanese translation (renderer/i18n/locales/ja/*.json) and the Japanese
// rules reference (renderer/rules/content/<game>/ja.json).
const jaDir = join(here, '../../renderer/i18n/locales/ja');
const rulesDir = join(here, '../../renderer/rules/content');
const jaFiles = [
  ...readdirSync(jaDir).filter((f) => f.endsWith('.json')).sort().map((f) => join(jaDir, f)),
  ...readdirSync(rulesDir).sort().map((g) => join(rulesDir, g, 'ja.json')),
];
const ja = jaFiles.map((f) => readFileSync(f, 'utf8')).join('');
const kanji = new Set();
for (const ch of ja) if (/\p{Script=Han}/u.test(ch)) kanji.add(ch);
const text = [...kanji].join('');
writeFileSync(join(here, 'kanji.txt'), text + '\n');
const ranges = [
  'U+0020-007E', 'U+00A0-00FF', 'U+0100-017F', 'U+0152-0153', 'U+2010-2027', 'U+2030-203A', 'U+2190-2199',
  'U+2212', 'U+2460-2473', 'U+25A0-25FF', 'U+2600-2606', 'U+2713-2717', 'U+3000-303F', 'U+3040-309F', 'U+30A0-30FF',
  'U+FF01-FF5E', 'U+FF61-FF9F',
].join(',');
const py = '/usr/bin/python3';
for (const [weight, file] of [['Regular', 'Mplus1-Regular.otf'], ['Bold', 'Mplus1-Bold.otf']]) {
  for (const flavor of ['woff2']) {
    const out = join(here, `RiverTablesUI-${weight}.${flavor}`);
    execFileSync(py, ['-m', 'fontTools.subset', join(src, file), `--unicodes=${ranges}`, `--text=${text}`, `--flavor=${flavor}`,
      '--layout-features=kern,liga,palt', `--output-file=${out}`, '--name-IDs=*', '--drop-tables+=DSIG'], { stdio: 'inherit' });
  }
}
console.log(`subset with ${kanji.size} kanji`);
