import type { TFunction } from 'i18next';

/**
 * A seat's tie-break data (any game but NILE, whose piles are drawn as bars) as short parts: nested objects are
 * flattened, lists joined, nulls left out. A number reads as a phrase of `results.detail.<key>` with `count` (plural
 * forms where the words need them: "1 gem", "4 gems"); a list as its label `results.detail.<key>` and its word values
 * from `results.value.*` (e.g. Niagara's victory conditions). An unknown key shows as itself.
 */
export function detailParts(tiebreak: unknown, t: TFunction): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string | null) => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) {
      if (v.length && key) out.push(`${String(t(`results.detail.${key}`, { defaultValue: key }))} ${v.map((x) => word(x, t)).join(', ')}`);
      return;
    }
    if (typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k);
      return;
    }
    const part = key === null ? String(v) : typeof v === 'number' ? counted(key, v, t) : `${String(t(`results.detail.${key}`, { defaultValue: key }))} ${word(v, t)}`;
    if (!out.includes(part)) out.push(part); // e.g. Nefertiti's Deben appear in the data twice
  };
  walk(tiebreak, null);
  return out;
}

/** Orders are counted from 0 in the engines and from 1 on screen. */
const ORDINAL_KEYS = new Set(['metOrder']);

function counted(key: string, n: number, t: TFunction): string {
  const count = ORDINAL_KEYS.has(key) ? n + 1 : n;
  return String(t(`results.detail.${key}`, { count, defaultValue: `${key} ${count}` }));
}

const word = (v: unknown, t: TFunction): string => (typeof v === 'string' ? String(t(`results.value.${v}`, { defaultValue: v })) : String(v));
