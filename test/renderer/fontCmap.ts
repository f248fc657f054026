/**
 * The code points a bundled font maps (its `cmap`), read straight from the WOFF2 or WOFF file, so a test can tell
 * whether a symbol the UI shows is in a bundled font. Only what the cmap needs is parsed: the table directory, the
 * (Brotli or zlib) compressed data, and cmap subtables of format 4 and 12.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, inflateSync } from 'node:zlib';

/** WOFF2's known table tags, by the index its table directory uses (the WOFF2 specification, table 2). */
const WOFF2_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill'];

/** The font file's cmap table, uncompressed. */
function cmapTable(file: string): Buffer {
  const b = readFileSync(file);
  const sig = b.toString('latin1', 0, 4);
  if (sig === 'wOF2') return woff2Table(b, 'cmap');
  if (sig === 'wOFF') {
    const n = b.readUInt16BE(12);
    for (let i = 0; i < n; i++) {
      const e = 44 + i * 20;
      if (b.toString('latin1', e, e + 4) !== 'cmap') continue;
      const [offset, comp, orig] = [b.readUInt32BE(e + 4), b.readUInt32BE(e + 8), b.readUInt32BE(e + 12)];
      const data = b.subarray(offset, offset + comp);
      return comp < orig ? inflateSync(data) : data;
    }
  }
  throw new Error(`${file}: no cmap table found`);
}

/** A table from a WOFF2 file: its directory gives each table's length in the one Brotli stream. */
function woff2Table(b: Buffer, want: string): Buffer {
  const numTables = b.readUInt16BE(12);
  const compressed = b.readUInt32BE(20);
  let p = 48;
  const base128 = (): number => {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const byte = b[p++]!;
      v = v * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return v;
    }
    throw new Error('bad UIntBase128');
  };
  const dir: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = b[p++]!;
    let tag = WOFF2_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = b.toString('latin1', p, p + 4);
      p += 4;
    }
    const orig = base128();
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; every other table only with a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    dir.push({ tag: tag!, length: transformed ? base128() : orig });
  }
  const data = brotliDecompressSync(b.subarray(p, p + compressed));
  let at = 0;
  for (const t of dir) {
    if (t.tag === want) return data.subarray(at, at + t.length);
    at += t.length;
  }
  throw new Error(`no ${want} table`);
}

/** Every code point the font maps to a glyph (from its Unicode cmap subtables of format 4 and 12). */
export function fontCodePoints(file: string): Set<number> {
  const c = cmapTable(file);
  const out = new Set<number>();
  const n = c.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const platform = c.readUInt16BE(4 + i * 8);
    const offset = c.readUInt32BE(4 + i * 8 + 4);
    if (platform !== 0 && platform !== 3) continue;
    const format = c.readUInt16BE(offset);
    if (format === 4) readFormat4(c, offset, out);
    else if (format === 12) readFormat12(c, offset, out);
  }
  return out;
}

function readFormat4(c: Buffer, o: number, out: Set<number>): void {
  const segs = c.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const end = c.readUInt16BE(ends + s * 2);
    const start = c.readUInt16BE(starts + s * 2);
    const delta = c.readInt16BE(deltas + s * 2);
    const rangeOffset = c.readUInt16BE(ranges + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      const glyph = rangeOffset === 0 ? (cp + delta) & 0xffff : c.readUInt16BE(ranges + s * 2 + rangeOffset + (cp - start) * 2);
      if (glyph !== 0) out.add(cp);
    }
  }
}

function readFormat12(c: Buffer, o: number, out: Set<number>): void {
  const groups = c.readUInt32BE(o + 12);
  for (let g = 0; g < groups; g++) {
    const [start, end, glyph] = [c.readUInt32BE(o + 16 + g * 12), c.readUInt32BE(o + 20 + g * 12), c.readUInt32BE(o + 24 + g * 12)];
    for (let cp = start; cp <= end; cp++) if (glyph + (cp - start) !== 0) out.add(cp);
  }
}
