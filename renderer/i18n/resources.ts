/**
 * The translations: data only, one folder per language (locales/<lang>/), one JSON file per feature. `main.json` holds the
 * screens' strings at the top level; every other file is merged under its own name (the lists below: `options` — the
 * New Game screen's option texts, keys from renderer/ui/newGame/optionKeys.ts —, `botLevels` — also the showcase's
 * random/greedy baselines —, and one file per feature), and so is each game's table words and tips,
 * `<game>Table.json`, found by name: a new game's files need no line here. A new feature file is one import per
 * language and one entry in each language's list. English is the master: the types below make every language give
 * each English feature key a string, and test/renderer/i18n.test.ts checks that no language has a key more or less
 * (the tables' words too), and the same placeholders. Plurals follow i18next (`key_one` / `key_other`).
 */
import deAnalysis from './locales/de/analysis.json';
import deBots from './locales/de/botLevels.json';
import deHints from './locales/de/hints.json';
import deKeyboard from './locales/de/keyboard.json';
import deLifecycle from './locales/de/lifecycle.json';
import deMain from './locales/de/main.json';
import dePhoneNefertiti from './locales/de/phoneNefertiti.json';
import deOptions from './locales/de/options.json';
import dePhone from './locales/de/phone.json';
import deReplay from './locales/de/replay.json';
import deRules from './locales/de/rules.json';
import deShowcase from './locales/de/showcase.json';
import deTutorial from './locales/de/tutorial.json';
import deUndo from './locales/de/undo.json';
import dePace from './locales/de/pace.json';
import enAnalysis from './locales/en/analysis.json';
import enBots from './locales/en/botLevels.json';
import enHints from './locales/en/hints.json';
import enKeyboard from './locales/en/keyboard.json';
import enLifecycle from './locales/en/lifecycle.json';
import enMain from './locales/en/main.json';
import enPhoneNefertiti from './locales/en/phoneNefertiti.json';
import enOptions from './locales/en/options.json';
import enPhone from './locales/en/phone.json';
import enReplay from './locales/en/replay.json';
import enRules from './locales/en/rules.json';
import enShowcase from './locales/en/showcase.json';
import enTutorial from './locales/en/tutorial.json';
import enUndo from './locales/en/undo.json';
import enPace from './locales/en/pace.json';
import frAnalysis from './locales/fr/analysis.json';
import frBots from './locales/fr/botLevels.json';
import frHints from './locales/fr/hints.json';
import frKeyboard from './locales/fr/keyboard.json';
import frLifecycle from './locales/fr/lifecycle.json';
import frMain from './locales/fr/main.json';
import frPhoneNefertiti from './locales/fr/phoneNefertiti.json';
import frOptions from './locales/fr/options.json';
import frPhone from './locales/fr/phone.json';
import frReplay from './locales/fr/replay.json';
import frRules from './locales/fr/rules.json';
import frShowcase from './locales/fr/showcase.json';
import frTutorial from './locales/fr/tutorial.json';
import frUndo from './locales/fr/undo.json';
import frPace from './locales/fr/pace.json';
import jaAnalysis from './locales/ja/analysis.json';
import jaBots from './locales/ja/botLevels.json';
import jaHints from './locales/ja/hints.json';
import jaKeyboard from './locales/ja/keyboard.json';
import jaLifecycle from './locales/ja/lifecycle.json';
import jaMain from './locales/ja/main.json';
import jaPhoneNefertiti from './locales/ja/phoneNefertiti.json';
import jaOptions from './locales/ja/options.json';
import jaPhone from './locales/ja/phone.json';
import jaReplay from './locales/ja/replay.json';
import jaRules from './locales/ja/rules.json';
import jaShowcase from './locales/ja/showcase.json';
import jaTutorial from './locales/ja/tutorial.json';
import jaUndo from './locales/ja/undo.json';
import deShare from './locales/de/share.json';
import enShare from './locales/en/share.json';
import frShare from './locales/fr/share.json';
import jaPace from './locales/ja/pace.json';
import jaShare from './locales/ja/share.json';

/** One language's files, merged into the tree the app reads: `main` at the top level, every other file under its name. */
const merge = <T extends { main: object }>({ main, ...sections }: T): T['main'] & Omit<T, 'main'> => ({ ...main, ...sections });

const en = merge({ analysis: enAnalysis, botLevels: enBots, hints: enHints, keyboard: enKeyboard, lifecycle: enLifecycle, main: enMain, options: enOptions, pace: enPace, phone: enPhone, phoneNefertiti: enPhoneNefertiti, replay: enReplay, rules: enRules, share: enShare, showcase: enShowcase, tutorial: enTutorial, undo: enUndo });

export type Resource = typeof en;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** Same keys as English, any strings. */
export type Translation = DeepStrings<Resource>;

const fr: Translation = merge({ analysis: frAnalysis, botLevels: frBots, hints: frHints, keyboard: frKeyboard, lifecycle: frLifecycle, main: frMain, options: frOptions, pace: frPace, phone: frPhone, phoneNefertiti: frPhoneNefertiti, replay: frReplay, rules: frRules, share: frShare, showcase: frShowcase, tutorial: frTutorial, undo: frUndo });
const de: Translation = merge({ analysis: deAnalysis, botLevels: deBots, hints: deHints, keyboard: deKeyboard, lifecycle: deLifecycle, main: deMain, options: deOptions, pace: dePace, phone: dePhone, phoneNefertiti: dePhoneNefertiti, replay: deReplay, rules: deRules, share: deShare, showcase: deShowcase, tutorial: deTutorial, undo: deUndo });
const ja: Translation = merge({ analysis: jaAnalysis, botLevels: jaBots, hints: jaHints, keyboard: jaKeyboard, lifecycle: jaLifecycle, main: jaMain, options: jaOptions, pace: jaPace, phone: jaPhone, phoneNefertiti: jaPhoneNefertiti, replay: jaReplay, rules: jaRules, share: jaShare, showcase: jaShowcase, tutorial: jaTutorial, undo: jaUndo });

/** A table's words: nested keys down to strings. */
interface Words {
  [key: string]: string | Words;
}

/** Every game's table words in every language, by path (`./locales/<lang>/<game>Table.json`). */
const tableFiles = import.meta.glob<Words>('./locales/*/*Table.json', { eager: true, import: 'default' });

/** One language's tree with every game's table words merged in under the file's name (`nileTable`…). */
function withTables<T extends object>(lang: string, tree: T): T & Record<string, Words> {
  const tables = Object.entries(tableFiles).flatMap(([path, words]) => {
    const [, from, name] = /^\.\/locales\/([^/]+)\/(\w+Table)\.json$/.exec(path) ?? [];
    return from === lang && name ? [[name, words] as const] : [];
  });
  return { ...tree, ...Object.fromEntries(tables) };
}

export const translations = { en: withTables('en', en), fr: withTables('fr', fr), de: withTables('de', de), ja: withTables('ja', ja) };
