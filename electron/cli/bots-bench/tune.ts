import { SEARCH_LEVELS } from '../../../engine/ai/levels';
import type { SearchConfig } from '../../../engine/ai/ismcts/config';
import { ArgError, jsonObjectArg } from '../args';

/** Experimental search settings per search level (--tune), laid over the level's own. */
export type Tune = Partial<Record<'normal' | 'hard', Partial<SearchConfig>>>;

/**
 * Parse --tune: a JSON object whose keys are search levels and whose values set known search settings to values of
 * the same type as the built-in ones (a typo would otherwise measure the untuned level and look like a result).
 */
export function parseTune(text: string): Tune {
  const raw = jsonObjectArg('--tune', text, '{"hard":{"iterations":2000}}');
  const out: Tune = {};
  for (const [level, settings] of Object.entries(raw)) {
    if (level !== 'normal' && level !== 'hard') throw new ArgError(`--tune: "${level}" is not a search level (normal, hard)`);
    if (!settings || typeof settings !== 'object' || Array.isArray(settings)) throw new ArgError(`--tune: ${level} must be an object of search settings`);
    const known = SEARCH_LEVELS[level] as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(settings)) {
      if (!(k in known)) throw new ArgError(`--tune: unknown search setting ${level}.${k} (settings: ${Object.keys(known).join(', ')})`);
      if (typeof v !== typeof known[k]) throw new ArgError(`--tune: ${level}.${k} must be a ${typeof known[k]}, got ${JSON.stringify(v)}`);
    }
    out[level] = settings as Partial<SearchConfig>;
  }
  return out;
}
