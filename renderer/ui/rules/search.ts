import type { RulesSection } from '../../rules/format';

/** Case- and accent-free text for search ("Flut" finds "flut", "épée" finds "epee"); Japanese is left as it is. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The query's words, folded (empty: no search). */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/**
 * The sections whose title or paragraphs hold every word of the query (each word as a substring, so a Japanese query,
 * written without spaces, matches by substring). An empty query keeps every section.
 */
export function searchSections(sections: readonly RulesSection[], query: string): RulesSection[] {
  const words = queryWords(query);
  if (words.length === 0) return [...sections];
  return sections.filter((s) => {
    const text = foldText([s.title, ...s.body, s.figure?.caption ?? ''].join('\n'));
    return words.every((w) => text.includes(w));
  });
}

/** A stretch of the original text: [start, end) in UTF-16 units. */
export type Range = readonly [number, number];

/**
 * Where the words occur in `text`, as ranges of the ORIGINAL text (folding drops accents and may change lengths, so
 * each code point is folded on its own and its folded characters remember where they came from). Overlapping or
 * touching hits are merged, in order.
 */
export function hitRanges(text: string, words: readonly string[]): Range[] {
  if (words.length === 0 || text === '') return [];
  let folded = '';
  const from: number[] = []; // from[i]: where folded[i] starts in `text`
  let at = 0;
  for (const ch of text) {
    const f = foldText(ch);
    for (let k = 0; k < f.length; k++) from.push(at);
    folded += f;
    at += ch.length;
  }
  from.push(text.length);
  const hits: [number, number][] = [];
  for (const w of words) {
    for (let i = folded.indexOf(w); i !== -1; i = folded.indexOf(w, i + 1)) {
      hits.push([from[i]!, from[i + w.length]!]);
    }
  }
  hits.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const h of hits) {
    const last = merged[merged.length - 1];
    if (last && h[0] <= last[1]) last[1] = Math.max(last[1], h[1]);
    else merged.push([h[0], h[1]]);
  }
  return merged;
}
