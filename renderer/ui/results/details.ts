import type { TFunction } from 'i18next';

/**
 * A seat's tie-break data (any game but NILE, whose piles are drawn as bars) as short "label value" parts: nested
 * objects are flattened, lists joined, nulls left out. Labels come from `results.detail.*`, else the key itself; word
 * values from `results.value.*` (e.g. Niagara's victory conditions), else the value itself.
 */
export function detailParts(tiebreak: unknown, t: TFunction): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string | null) => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) {
      if (v.length && key) out.push(`${label(key, t)} ${v.map((x) => value(key, x, t)).join(', ')}`);
      return;
    }
    if (typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k);
      return;
    }
    const part = key ? `${label(key, t)} ${value(key, v, t)}` : String(v);
    if (!out.includes(part)) out.push(part); // e.g. Nefertiti's Deben appear in the data twice
  };
  walk(tiebreak, null);
  return out;
}

const label = (key: string, t: TFunction): string => String(t(`results.detail.${key}`, { defaultValue: key }));

/** Orders are counted from 0 in the engines and from 1 on screen. */
const ORDINAL_KEYS = new Set(['metOrder']);

function value(key: string, v: unknown, t: TFunction): string {
  if (typeof v === 'number') return String(ORDINAL_KEYS.has(key) ? v + 1 : v);
  if (typeof v === 'string') return String(t(`results.value.${v}`, { defaultValue: v }));
  return String(v);
}
