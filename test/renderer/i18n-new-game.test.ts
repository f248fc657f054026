/**
 * The New Game screen in French, German and Japanese: no text it shows of a game's options (label, help, choice,
 * preset, and the screen's own words among them) may still be the English one, names and numbers aside. Read from the
 * translations and the engines' option schemas, as the screen reads them (renderer/ui/newGame/optionKeys.ts).
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/games';
import { LANGUAGES, resources } from '../../renderer/i18n';
import { choiceKey, optionKey, presetKey } from '../../renderer/ui/newGame/optionKeys';
import { flatTexts } from './words';

/** Words that really are the same in another language (a name, a brand, a loanword) — keep this list short. */
const SAME_WORDS = new Set<string>([]);
const namesAndNumbers = /^[\d\s.,:;–—+\-×…()%/]*$/;

/** The screen's own words shown with the options: the Standard preset, a random first player, a count's "No limit". */
const SCREEN_KEYS = ['newGame.presetStandard', 'newGame.presetStandardHelp', 'newGame.random', 'options.field.noLimit'];

/** Every translation key of the option texts the New Game screen shows for `game`. */
function optionTextKeys(game: string, engine: (typeof games)[keyof typeof games]): string[] {
  const keys: string[] = [];
  for (const [key, spec] of Object.entries(engine.optionSchema)) {
    keys.push(optionKey(game, key, 'label'), optionKey(game, key, 'help'));
    if (spec.kind === 'enum') for (const v of spec.values) keys.push(choiceKey(game, key, v.value));
  }
  for (const p of engine.presets) keys.push(presetKey(game, p.id, 'label'), presetKey(game, p.id, 'help'));
  return keys;
}

describe('the New Game screen in every language', () => {
  const en = flatTexts(resources.en.translation);
  const keys = [...SCREEN_KEYS, ...Object.entries(games).flatMap(([game, engine]) => optionTextKeys(game, engine))];

  it('knows every text it compares', () => {
    expect(keys.length).toBeGreaterThan(200);
    expect(keys.filter((k) => !en[k])).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: no option text is left in English', (lang) => {
    const texts = flatTexts(resources[lang].translation);
    const left = keys.filter((k) => {
      const v = (texts[k] ?? '').trim();
      return v === en[k]?.trim() && !namesAndNumbers.test(v) && !SAME_WORDS.has(v);
    });
    expect(left.map((k) => `${k}: "${texts[k]}"`)).toEqual([]);
  });
});
