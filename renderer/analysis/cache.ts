import type { MatchAnalysis } from '../../engine/ai/analysis/types';
import { parseAnalysis } from './schema';

/** The part of the Web Storage API the cache uses (localStorage in the page; a Map in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'riverTables.analysis.';
const INDEX = `${PREFIX}index`;
/** Characters the cache may hold in all (localStorage gives a page about 5 M): ~20 long games' analyses. */
export const CACHE_LIMIT = 2_000_000;

interface Entry {
  key: string;
  size: number;
}

/**
 * The page's analyses by record key (`recordKey`), so a record is never analysed twice: localStorage, chosen over
 * IndexedDB because an analysis is small and read at once when a replay opens; bounded to CACHE_LIMIT characters,
 * the least recently used analyses dropped first. A stored analysis that no longer parses is dropped as if absent.
 */
export class AnalysisCache {
  constructor(
    private readonly store: KeyValueStore,
    private readonly limit = CACHE_LIMIT,
  ) {}

  get(key: string): MatchAnalysis | null {
    const text = this.store.getItem(PREFIX + key);
    if (text === null) return null;
    const parsed = parse(text);
    if (!parsed || parsed.record !== key) {
      this.drop(key);
      return null;
    }
    const entries = this.index();
    this.write([...entries.filter((e) => e.key !== key), ...entries.filter((e) => e.key === key)]);
    return parsed;
  }

  put(analysis: MatchAnalysis): void {
    const text = JSON.stringify(analysis);
    if (text.length > this.limit) return;
    const entries = this.index().filter((e) => e.key !== analysis.record);
    let used = entries.reduce((n, e) => n + e.size, 0);
    while (entries.length && used + text.length > this.limit) {
      const old = entries.shift()!;
      this.store.removeItem(PREFIX + old.key);
      used -= old.size;
    }
    try {
      this.store.setItem(PREFIX + analysis.record, text);
      this.write([...entries, { key: analysis.record, size: text.length }]);
    } catch {
      // The browser's own quota is full: the analysis stays on screen, only not kept.
      this.write(entries);
    }
  }

  private drop(key: string): void {
    this.store.removeItem(PREFIX + key);
    this.write(this.index().filter((e) => e.key !== key));
  }

  /** Least recently used first. */
  private index(): Entry[] {
    try {
      const v: unknown = JSON.parse(this.store.getItem(INDEX) ?? '[]');
      return Array.isArray(v) ? v.filter((e): e is Entry => typeof e?.key === 'string' && typeof e?.size === 'number') : [];
    } catch {
      return [];
    }
  }

  private write(entries: Entry[]): void {
    this.store.setItem(INDEX, JSON.stringify(entries));
  }
}

function parse(text: string): MatchAnalysis | null {
  try {
    return parseAnalysis(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The page's one cache (over localStorage); null where the page has no storage. */
let page: AnalysisCache | null = null;
export function pageCache(): AnalysisCache | null {
  if (page) return page;
  const store = globalThis.localStorage;
  return store ? (page = new AnalysisCache(store)) : null;
}
