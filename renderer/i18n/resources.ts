/**
 * The translations: data only, one folder per language (locales/<lang>/), one JSON file per feature. `main.json` holds the
 * screens' strings at the top level; every other file is merged under its own name (`niagaraTable`, `banksTable`,
 * `nefertitiTable`, `botLevels` — also the showcase's random/greedy baselines —, `showcase`, `tutorial`). English is the master: the
 * types below make every language give each English key a string, and test/renderer/i18n.test.ts checks that no language
 * has a key more or less, and the same placeholders. Plurals follow i18next (`key_one` / `key_other`).
 */
import deBanks from './locales/de/banksTable.json';
import deBots from './locales/de/botLevels.json';
import deMain from './locales/de/main.json';
import deNefertiti from './locales/de/nefertitiTable.json';
import deNiagara from './locales/de/niagaraTable.json';
import deShowcase from './locales/de/showcase.json';
import deTutorial from './locales/de/tutorial.json';
import enBanks from './locales/en/banksTable.json';
import enBots from './locales/en/botLevels.json';
import enMain from './locales/en/main.json';
import enNefertiti from './locales/en/nefertitiTable.json';
import enNiagara from './locales/en/niagaraTable.json';
import enShowcase from './locales/en/showcase.json';
import enTutorial from './locales/en/tutorial.json';
import frBanks from './locales/fr/banksTable.json';
import frBots from './locales/fr/botLevels.json';
import frMain from './locales/fr/main.json';
import frNefertiti from './locales/fr/nefertitiTable.json';
import frNiagara from './locales/fr/niagaraTable.json';
import frShowcase from './locales/fr/showcase.json';
import frTutorial from './locales/fr/tutorial.json';
import jaBanks from './locales/ja/banksTable.json';
import jaBots from './locales/ja/botLevels.json';
import jaMain from './locales/ja/main.json';
import jaNefertiti from './locales/ja/nefertitiTable.json';
import jaNiagara from './locales/ja/niagaraTable.json';
import jaShowcase from './locales/ja/showcase.json';
import jaTutorial from './locales/ja/tutorial.json';

/** One language's files, merged into the tree the app reads. */
interface Files<M, N, B, F, L, S, T> {
  main: M;
  niagaraTable: N;
  banksTable: B;
  nefertitiTable: F;
  botLevels: L;
  showcase: S;
  tutorial: T;
}
const merge = <M extends object, N, B, F, L, S, T>({ main, ...sections }: Files<M, N, B, F, L, S, T>) => ({ ...main, ...sections });

const en = merge({ main: enMain, niagaraTable: enNiagara, banksTable: enBanks, nefertitiTable: enNefertiti, botLevels: enBots, showcase: enShowcase, tutorial: enTutorial });

export type Resource = typeof en;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** Same keys as English, any strings. */
export type Translation = DeepStrings<Resource>;

const fr: Translation = merge({ main: frMain, niagaraTable: frNiagara, banksTable: frBanks, nefertitiTable: frNefertiti, botLevels: frBots, showcase: frShowcase, tutorial: frTutorial });
const de: Translation = merge({ main: deMain, niagaraTable: deNiagara, banksTable: deBanks, nefertitiTable: deNefertiti, botLevels: deBots, showcase: deShowcase, tutorial: deTutorial });
const ja: Translation = merge({ main: jaMain, niagaraTable: jaNiagara, banksTable: jaBanks, nefertitiTable: jaNefertiti, botLevels: jaBots, showcase: jaShowcase, tutorial: jaTutorial });

export const translations = { en, fr, de, ja };
