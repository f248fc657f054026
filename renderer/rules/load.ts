import { rulesDocSchema, type RulesDoc, type RulesGame } from './format';

/**
 * The rules texts, one chunk per game and language, loaded when the reference opens (never in the main bundle).
 * A language not written yet falls back to English; a game with no text at all resolves to null ("not written yet").
 */
const texts = import.meta.glob<unknown>(['./content/*/*.json', '!./content/*/links.json'], { import: 'default' });

export interface LoadedRules {
  doc: RulesDoc;
  /** The language the text is in (English when the asked one is missing). */
  lang: string;
}

export async function loadRules(game: RulesGame, lang: string): Promise<LoadedRules | null> {
  for (const l of lang === 'en' ? ['en'] : [lang, 'en']) {
    const load = texts[`./content/${game}/${l}.json`];
    if (load) return { doc: rulesDocSchema.parse(await load()), lang: l };
  }
  return null;
}
