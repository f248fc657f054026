#!/usr/bin/env node
// Build the bundled symbols font: the few symbols the UI shows in running text that the M PLUS 1 subsets lack (arrows,
// geometric shapes, stars…), taken from DejaVu Sans (Bitstream Vera licence + public domain: LICENSE-DejaVu.txt) and
// renamed as its licence asks. fonts.css serves it as part of the "River Tables UI" family for exactly these code
// points (unicode-range), so text needs no other font. Control symbols (⏮ ⏸ ⏭ …) are drawn instead: renderer/ui/Icon.tsx.
// Needs `apt-get install fonts-dejavu-core python3-fonttools python3-brotli`. Run: node assets/fonts/symbols.mjs
// test/renderer/symbols.test.ts fails when the UI shows a symbol that no bundled font has: add it to SYMBOLS, rerun.
// (Development tool only: the app never subsets at run time, and nothing is downloaded.)
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SYMBOLS = '←→↻▢▣▮◆◇◉◎●☀☁★♟✕✦🂠';
// Japanese text uses the full-width ＋ and ／, which M PLUS 1 lacks: drawn with DejaVu's + and /.
const ALIASES = { 0xff0b: 0x2b, 0xff0f: 0x2f };

const py = `
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
src, out, unicodes, aliases = sys.argv[1], sys.argv[2], [int(u, 16) for u in sys.argv[3].split(',')], eval(sys.argv[4])
opts = subset.Options()
opts.flavor = 'woff2'
opts.layout_features = []
opts.name_IDs = ['*']
opts.drop_tables += ['DSIG']
font = TTFont(src)
sub = subset.Subsetter(opts)
sub.populate(unicodes=unicodes + list(aliases.values()))
sub.subset(font)
for table in font['cmap'].tables:
    if table.isUnicode():
        for alias, to in aliases.items():
            if to in table.cmap: table.cmap[alias] = table.cmap[to]
# The licence: a modified font must not be named Bitstream or Vera (nor, to avoid confusion, DejaVu).
for rec in font['name'].names:
    if rec.nameID in (1, 3, 4, 6, 16):
        rec.string = {1: 'River Tables Symbols', 3: 'River Tables Symbols', 4: 'River Tables Symbols', 6: 'RiverTablesSymbols', 16: 'River Tables Symbols'}[rec.nameID]
font.flavor = 'woff2'
font.save(out)
`;
const unicodes = [...SYMBOLS].map((c) => c.codePointAt(0).toString(16)).join(',');
const aliases = `{${Object.entries(ALIASES).map(([a, b]) => `${a}: ${b}`).join(', ')}}`;
execFileSync('/usr/bin/python3', ['-c', py, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', join(here, 'RiverTablesSymbols.woff2'), unicodes, aliases], { stdio: 'inherit' });
// The unicode-range for fonts.css.
const points = [...[...SYMBOLS].map((c) => c.codePointAt(0)), ...Object.keys(ALIASES).map(Number)].sort((a, b) => a - b);
console.log(`unicode-range: ${points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(', ')};`);
