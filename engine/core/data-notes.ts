/**
 * What is known about each value of a game's default data set (the printed boards of An den Ufern des Nils and
 * Nefertiti were not found): the notes a game keeps next to its data, rendered into docs/data-sets.md, so an owner of
 * the printed game knows which values to check and copy.
 */

/** How a value is known: printed values confirmed by a source, reported by one, or reconstructed for play. */
export type Known = 'confirmed' | 'reported' | 'reconstructed';

export interface DataNote {
  /** A path in the data set, dotted (`markets.0.stalls.1.closing`); `*` stands for every item of a list. */
  field: string;
  known: Known;
  /** The source, or why the value was chosen. */
  note: string;
}

/** The values at `field` in `data` (one per item a `*` stands for); empty when the path leads nowhere. */
export function valuesAt(data: unknown, field: string): unknown[] {
  let at: unknown[] = [data];
  for (const part of field.split('.')) {
    const next: unknown[] = [];
    for (const v of at) {
      if (typeof v !== 'object' || v === null) continue;
      if (part === '*') next.push(...Object.values(v));
      else if (Object.hasOwn(v, part)) next.push(Reflect.get(v, part));
    }
    at = next;
  }
  return at;
}
