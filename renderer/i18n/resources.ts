/**
 * The translations: data only, one folder per language (locales/<lang>/), one JSON file per feature. `main.json` holds the
 * screens' strings at the top level; every other file is merged under its own name (the lists below: each table's words
 * and tips, `options` — the New Game screen's option texts, keys from renderer/ui/newGame/optionKeys.ts —, `botLevels`
 * — also the showcase's random/greedy baselines —, and one file per feature). A new feature file is one import
 * per language and one entry in each language's list. English is the master: the types below make every language give
 * each English key a string, and test/renderer/i18n.test.ts checks that no language has a key more or less, and the same
 * placeholders. Plurals follow i18next (`key_one` / `key_other`).
 */
import deBanks from './locales/de/banksTable.json';
import deBots from './locales/de/botLevels.json';
import deHints from './locales/de/hints.json';
import deKeyboard from './locales/de/keyboard.json';
import deMain from './locales/de/main.json';
import deNefertiti from './locales/de/nefertitiTable.json';
import deNiagara from './locales/de/niagaraTable.json';
import dePhoneNefertiti from './locales/de/phoneNefertiti.json';
import deNile from './locales/de/nileTable.json';
import deOptions from './locales/de/options.json';
import dePhone from './locales/de/phone.json';
import deRules from './locales/de/rules.json';
import deShowcase from './locales/de/showcase.json';
import deTutorial from './locales/de/tutorial.json';
import deUndo from './locales/de/undo.json';
import enBanks from './locales/en/banksTable.json';
import enBots from './locales/en/botLevels.json';
import enHints from './locales/en/hints.json';
import enKeyboard from './locales/en/keyboard.json';
import enMain from './locales/en/main.json';
import enNefertiti from './locales/en/nefertitiTable.json';
import enNiagara from './locales/en/niagaraTable.json';
import enPhoneNefertiti from './locales/en/phoneNefertiti.json';
import enNile from './locales/en/nileTable.json';
import enOptions from './locales/en/options.json';
import enPhone from './locales/en/phone.json';
import enRules from './locales/en/rules.json';
import enShowcase from './locales/en/showcase.json';
import enTutorial from './locales/en/tutorial.json';
import enUndo from './locales/en/undo.json';
import frBanks from './locales/fr/banksTable.json';
import frBots from './locales/fr/botLevels.json';
import frHints from './locales/fr/hints.json';
import frKeyboard from './locales/fr/keyboard.json';
import frMain from './locales/fr/main.json';
import frNefertiti from './locales/fr/nefertitiTable.json';
import frNiagara from './locales/fr/niagaraTable.json';
import frPhoneNefertiti from './locales/fr/phoneNefertiti.json';
import frNile from './locales/fr/nileTable.json';
import frOptions from './locales/fr/options.json';
import frPhone from './locales/fr/phone.json';
import frRules from './locales/fr/rules.json';
import frShowcase from './locales/fr/showcase.json';
import frTutorial from './locales/fr/tutorial.json';
import frUndo from './locales/fr/undo.json';
import jaBanks from './locales/ja/banksTable.json';
import jaBots from './locales/ja/botLevels.json';
import jaHints from './locales/ja/hints.json';
import jaKeyboard from './locales/ja/keyboard.json';
import jaMain from './locales/ja/main.json';
import jaNefertiti from './locales/ja/nefertitiTable.json';
import jaNiagara from './locales/ja/niagaraTable.json';
import jaPhoneNefertiti from './locales/ja/phoneNefertiti.json';
import jaNile from './locales/ja/nileTable.json';
import jaOptions from './locales/ja/options.json';
import jaPhone from './locales/ja/phone.json';
import jaRules from './locales/ja/rules.json';
import jaShowcase from './locales/ja/showcase.json';
import jaTutorial from './locales/ja/tutorial.json';
import jaUndo from './locales/ja/undo.json';
import deShare from './locales/de/share.json';
import enShare from './locales/en/share.json';
import frShare from './locales/fr/share.json';
import jaShare from './locales/ja/share.json';

/** One language's files, merged into the tree the app reads: `main` at the top level, every other file under its name. */
const merge = <T extends { main: object }>({ main, ...sections }: T): T['main'] & Omit<T, 'main'> => ({ ...main, ...sections });

const en = merge({ banksTable: enBanks, botLevels: enBots, hints: enHints, keyboard: enKeyboard, main: enMain, nefertitiTable: enNefertiti, niagaraTable: enNiagara, nileTable: enNile, options: enOptions, phone: enPhone, phoneNefertiti: enPhoneNefertiti, rules: enRules, showcase: enShowcase, tutorial: enTutorial, undo: enUndo, share: enShare });

export type Resource = typeof en;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** Same keys as English, any strings. */
export type Translation = DeepStrings<Resource>;

const fr: Translation = merge({ banksTable: frBanks, botLevels: frBots, hints: frHints, keyboard: frKeyboard, main: frMain, nefertitiTable: frNefertiti, niagaraTable: frNiagara, nileTable: frNile, options: frOptions, phone: frPhone, phoneNefertiti: frPhoneNefertiti, rules: frRules, showcase: frShowcase, tutorial: frTutorial, undo: frUndo, share: frShare });
const de: Translation = merge({ banksTable: deBanks, botLevels: deBots, hints: deHints, keyboard: deKeyboard, main: deMain, nefertitiTable: deNefertiti, niagaraTable: deNiagara, nileTable: deNile, options: deOptions, phone: dePhone, phoneNefertiti: dePhoneNefertiti, rules: deRules, showcase: deShowcase, tutorial: deTutorial, undo: deUndo, share: deShare });
const ja: Translation = merge({ banksTable: jaBanks, botLevels: jaBots, hints: jaHints, keyboard: jaKeyboard, main: jaMain, nefertitiTable: jaNefertiti, niagaraTable: jaNiagara, nileTable: jaNile, options: jaOptions, phone: jaPhone, phoneNefertiti: jaPhoneNefertiti, rules: jaRules, showcase: jaShowcase, tutorial: jaTutorial, undo: jaUndo, share: jaShare });

export const translations = { en, fr, de, ja };
