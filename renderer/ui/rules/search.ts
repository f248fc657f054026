import type { RulesSection } from '../../rules/format';

/** Case- and accent-free text for search ("Flut" finds "flut", "épée" finds "epee"); Japanese is left as it is. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The sections whose title or paragraphs hold every word of the query (each word as a substring, so a Japanese query,
 * written without spaces, matches by substring). An empty query keeps every section.
 */
export function searchSections(sections: readonly RulesSection[], query: string): RulesSection[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((s) => {
    const text = foldText([s.title, ...s.body, s.figure?.caption ?? ''].join('\n'));
    return words.every((w) => text.includes(w));
  });
}
