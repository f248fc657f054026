import i18next, { type TFunction } from 'i18next';
import { expect } from 'vitest';
import { resources, type Language } from '../../renderer/i18n';

/** A translator for one language, as the app builds it. */
export async function translator(lng: Language): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

/** A player-facing text: not empty, no placeholder or missing key left, none of the engine's ids. */
export function expectWorded(text: string, ids: RegExp, what: string): void {
  expect(text.trim().length, what).toBeGreaterThan(0);
  expect(text, what).not.toMatch(/\{\{|\}\}|[a-zA-Z]+Table\.|undefined|NaN|\[object/);
  expect(text, what).not.toMatch(ids);
}

/** A tree of translations (a language's resources, or a part of them) as one map of dotted keys to texts. */
export function flatTexts(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatTexts(v, `${prefix}${k}.`));
  }
  return out;
}
