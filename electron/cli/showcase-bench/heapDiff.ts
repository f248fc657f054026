import type { CDPSession } from 'playwright-core';
import { z } from 'zod';

/**
 * `bench:showcase --heap-diff`: what the page's JS heap gained between two moments, by kind of object. A heap snapshot
 * (CDP HeapProfiler) is read into counts and bytes per constructor (or per node type for strings, code, arrays…), and
 * two such censuses are compared: the kinds that grew most are where a slow leak lives.
 */

/** Objects of one kind in a snapshot: their node type, how many, and their own bytes. */
export interface KindCount {
  type: string;
  count: number;
  bytes: number;
}
export type Census = Map<string, KindCount>;

/** One kind's growth between two censuses. */
export interface KindGrowth {
  kind: string;
  count: number;
  bytes: number;
}

/** The parts of the V8 heap snapshot format (`.heapsnapshot`) the census reads. */
const snapshotSchema = z.object({
  snapshot: z.object({
    meta: z.object({ node_fields: z.array(z.string()), node_types: z.array(z.unknown()) }),
  }),
  nodes: z.array(z.number()),
  strings: z.array(z.string()),
});

/**
 * Node types whose names say nothing shared (each string's name is its text): counted under the type itself. Code is
 * counted by its name (a function's, a regular expression's source, a builtin's): where compiled code grows, the name
 * says what is compiled again and again.
 */
const BY_TYPE = new Set(['string', 'concatenated string', 'sliced string', 'number', 'hidden', 'array', 'symbol', 'bigint']);

/** Counts and bytes per kind in a parsed snapshot (JSON text). */
export function census(json: string): Census {
  const s = snapshotSchema.parse(JSON.parse(json));
  const f = s.snapshot.meta.node_fields;
  const types = z.array(z.string()).parse(s.snapshot.meta.node_types[0]);
  const [iType, iName, iSize, width] = [f.indexOf('type'), f.indexOf('name'), f.indexOf('self_size'), f.length];
  if (iType < 0 || iName < 0 || iSize < 0) throw new Error(`heap snapshot without type/name/self_size node fields (has ${f.join(', ')})`);
  const out: Census = new Map();
  for (let i = 0; i + width <= s.nodes.length; i += width) {
    const type = types[s.nodes[i + iType]!] ?? '?';
    const kind = BY_TYPE.has(type) ? `(${type})` : `${s.strings[s.nodes[i + iName]!] ?? '?'} (${type})`;
    const k = out.get(kind) ?? { type, count: 0, bytes: 0 };
    k.count++;
    k.bytes += s.nodes[i + iSize]!;
    out.set(kind, k);
  }
  return out;
}

/** The kinds that grew most from `before` to `after`, by bytes (at most `top`). */
export function growth(before: Census, after: Census, top = 15): KindGrowth[] {
  const rows: KindGrowth[] = [];
  for (const [kind, a] of after) {
    const b = before.get(kind) ?? { type: a.type, count: 0, bytes: 0 };
    if (a.bytes > b.bytes || a.count > b.count) rows.push({ kind, count: a.count - b.count, bytes: a.bytes - b.bytes });
  }
  return rows.sort((x, y) => y.bytes - x.bytes || y.count - x.count).slice(0, top);
}

/** What the heap's bytes are: the page's own JS values, compiled code, and the engine's objects (shapes, Blink's). */
export interface HeapParts {
  jsMB: number;
  codeMB: number;
  engineMB: number;
}

/** Node types of the engine's own objects (hidden classes, Blink's natives, internal lists). */
const ENGINE = new Set(['hidden', 'native', 'object shape', 'synthetic']);

/** A census split into the page's JS values, code and the engine's objects (MB). */
export function heapParts(c: Census): HeapParts {
  const mb = { js: 0, code: 0, engine: 0 };
  for (const k of c.values()) mb[k.type === 'code' ? 'code' : ENGINE.has(k.type) ? 'engine' : 'js'] += k.bytes;
  const r = (b: number) => Number((b / 2 ** 20).toFixed(3));
  return { jsMB: r(mb.js), codeMB: r(mb.code), engineMB: r(mb.engine) };
}

/** A heap snapshot of the page (after a forced GC), as a census. */
export async function takeCensus(cdp: CDPSession): Promise<Census> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return census(chunks.join(''));
}
