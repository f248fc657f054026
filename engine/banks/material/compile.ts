import type { BanksData, CardEvent } from './schema';

/**
 * Index tables derived from a data set, for the hot path: every field, row, kind and market row becomes a small
 * integer. Cached per data object (the data is never mutated; states share it by reference).
 */
export interface Tables {
  data: BanksData;
  /** Kinds per colour and their counts; `perColour` = markers per player (15 by default). */
  K: number;
  kindIds: string[];
  kindIndex: Map<string, number>;
  kindCount: number[];
  perColour: number;
  /** Fields, row by row, inner (Nile) end first. */
  F: number;
  fieldIds: string[];
  fieldIndex: Map<string, number>;
  fieldRow: number[];
  /** 1-based distance from the Nile (d in spec §3.4). */
  fieldD: number[];
  palms: number[];
  /** Field toward the Nile (d−1) / toward the desert (d+1) along the row, or −1. */
  innerOf: number[];
  outerOf: number[];
  /** d = L: the field touching the desert. */
  desertEdge: boolean[];
  R: number;
  rowIds: string[];
  rowIndex: Map<string, number>;
  rowFields: number[][];
  M: number;
  marketIds: string[];
  marketIndex: Map<string, number>;
  cap: number[];
  minValue: number[];
  /** Water cards: ends and event. */
  wEnds: [number, number][];
  wEvent: CardEvent[];
  dEvent: CardEvent[];
}

const cache = new WeakMap<BanksData, Tables>();

export function tables(data: BanksData): Tables {
  let t = cache.get(data);
  if (t) return t;
  const kindIds = data.kinds.map((k) => k.id);
  const t0: Tables = {
    data,
    K: kindIds.length,
    kindIds,
    kindIndex: new Map(kindIds.map((id, i) => [id, i])),
    kindCount: data.kinds.map((k) => k.count),
    perColour: data.kinds.reduce((a, k) => a + k.count, 0),
    F: 0,
    fieldIds: [],
    fieldIndex: new Map(),
    fieldRow: [],
    fieldD: [],
    palms: [],
    innerOf: [],
    outerOf: [],
    desertEdge: [],
    R: data.rows.length,
    rowIds: data.rows.map((r) => r.id),
    rowIndex: new Map(data.rows.map((r, i) => [r.id, i])),
    rowFields: [],
    M: data.market.length,
    marketIds: data.market.map((m) => m.id),
    marketIndex: new Map(data.market.map((m, i) => [m.id, i])),
    cap: data.market.map((m) => m.cap),
    minValue: data.market.map((m) => m.minValue),
    wEnds: data.water.map((w) => [w.ends[0], w.ends[1]]),
    wEvent: data.water.map((w) => w.event),
    dEvent: data.desert.map((c) => c.event),
  };
  data.rows.forEach((row, r) => {
    const list: number[] = [];
    const L = row.palms.length;
    row.palms.forEach((p, i) => {
      const f = t0.F++;
      const id = `${row.id}-${i + 1}`;
      t0.fieldIds.push(id);
      t0.fieldIndex.set(id, f);
      t0.fieldRow.push(r);
      t0.fieldD.push(i + 1);
      t0.palms.push(p);
      t0.innerOf.push(i === 0 ? -1 : f - 1);
      t0.outerOf.push(i === L - 1 ? -1 : f + 1);
      t0.desertEdge.push(i === L - 1);
      list.push(f);
    });
    t0.rowFields.push(list);
  });
  t = t0;
  cache.set(data, t);
  return t;
}

/** Per-field covered flags for this player count and cover reading (spec §4.1). */
export function coveredFields(t: Tables, players: number, mode: 'german' | 'seed'): number[] {
  const rows = t.data.cover[mode][String(players) as '2' | '3' | '4' | '5'];
  const out = new Array<number>(t.F).fill(0);
  for (const id of rows) for (const f of t.rowFields[t.rowIndex.get(id)!]!) out[f] = 1;
  return out;
}
