/** Every string exists in English, French, German and Japanese, with the same placeholders; the system language wins. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources, systemLanguage } from '../../renderer/i18n';
import { games } from '../../engine/games';
import { choiceKey, optionKey, presetKey } from '../../renderer/ui/newGame/optionKeys';
import { flatTexts as flat } from './words';

type Tree = { [k: string]: string | Tree };
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const en = flat(resources.en.translation);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, no extra key, the same placeholders, and is translated', (lang) => {
    const other = flat(resources[lang].translation);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      expect(placeholders(other[k]!), `${lang}: ${k}`).toEqual(placeholders(v));
      expect(other[k]!.trim().length, `${lang}: ${k} is empty`).toBeGreaterThan(0);
    }
    // Not just a copy of English: most strings differ (names like "NILE" may not).
    const same = Object.keys(en).filter((k) => en[k] === other[k]);
    expect(same.length / Object.keys(en).length).toBeLessThan(0.12);
  });

  it.each(LANGUAGES)('%s: a number keeps its unit of time on its line (a no-break space: "starts in 5" above a lone "s")', (lang) => {
    const texts = flat(resources[lang].translation);
    const parted = Object.keys(texts).filter((k) => /\}\} (s|ms|min|秒|分)(?![\p{L}’'])/u.test(texts[k]!));
    expect(parted).toEqual([]);
  });

  it('loads every file of every language folder (a file the loader misses would be a key set no test sees)', () => {
    const dir = join(__dirname, '..', '..', 'renderer', 'i18n', 'locales');
    const files = readdirSync(join(dir, 'en')).sort();
    for (const lang of LANGUAGES) {
      expect(readdirSync(join(dir, lang)).sort(), lang).toEqual(files);
      const tree = resources[lang].translation as unknown as Tree;
      for (const f of files) {
        const data = JSON.parse(readFileSync(join(dir, lang, f), 'utf8')) as Tree;
        const name = f.replace(/\.json$/, '');
        // main.json is merged at the top level, every other file under its own name.
        const loaded = name === 'main' ? Object.fromEntries(Object.keys(data).map((k) => [k, tree[k]])) : tree[name];
        expect(loaded, `${lang}/${f}`).toEqual(data);
      }
    }
  });

  it('translates every option, choice and preset of every game (the New Game screen has no English fallback)', () => {
    const wanted: string[] = [];
    for (const [game, engine] of Object.entries(games)) {
      for (const [key, spec] of Object.entries(engine.optionSchema)) {
        wanted.push(optionKey(game, key, 'label'), optionKey(game, key, 'help'));
        if (spec.kind === 'enum') for (const v of spec.values) wanted.push(choiceKey(game, key, v.value));
      }
      for (const p of engine.presets) wanted.push(presetKey(game, p.id, 'label'), presetKey(game, p.id, 'help'));
    }
    expect(wanted.length).toBeGreaterThan(200);
    for (const lang of LANGUAGES) {
      const t = flat(resources[lang].translation);
      expect(wanted.filter((k) => !t[k]?.trim()), lang).toEqual([]);
    }
  });

  it('keeps internal notes out of the option texts players read', () => {
    // Spec references and source names are for us; a player needs the rule itself.
    const jargon = /\bspec\b|§|\bQ\d+|ludorium|\bL7\b|\bR7\b|\bAP\b|ASSUMPTION/i;
    for (const lang of LANGUAGES) {
      const texts = flat(resources[lang].translation.options);
      expect(Object.entries(texts).filter(([, v]) => jargon.test(v)).map(([k]) => `${lang} ${k}`)).toEqual([]);
    }
  });

  it('gives every count its plural forms (no "1 cards discarded")', () => {
    // A `count` placeholder is what i18next picks the form by: such a key must come as key_one + key_other.
    // …except a bare number with no word to agree with it ("track 18", "(3)").
    const noNoun = new Set(['log.locustItem']);
    const bare = Object.keys(en).filter((k) => en[k]!.includes('{{count}}') && !/_(one|other)$/.test(k) && !noNoun.has(k));
    expect(bare, 'counts without plural forms').toEqual([]);
    const forms = Object.keys(en).filter((k) => /_(one|other)$/.test(k)).map((k) => k.replace(/_(one|other)$/, ''));
    for (const base of new Set(forms)) expect([`${base}_one` in en, `${base}_other` in en], base).toEqual([true, true]);
    // A number next to a plural noun with no plural forms is the same bug under another placeholder name.
    const noun = /\{\{(\w+)\}\}\s+(?:\w+\s+)?(cards|gems|waves|palms|colours|servants|points|pts|discs|rounds|players|markers|reshuffles|seeds|spaces|gifts|seals|canoes|turns|moves|playouts|games|seats|jokers|rows)\b/;
    const words = new Set(['name', 'names', 'game', 'from', 'market', 'crop', 'kind', 'field', 'row', 'card', 'canoe', 'gem', 'owner', 'character']);
    // Counts that are never 1: a payout is a multiple of 3, the High Priest places 2 servants, the Oracle looks at 3 cards,
    // a game has 2 players or more (the next game, the one being set up), a hint runs many playouts, a hint's about-equal group has 2 moves or more.
    const neverOne = new Set(['hints.aboutEqual', 'hints.aboutEqualOne', 'log.speculationSettled', 'nefertitiTable.charDo.highPriest', 'nefertitiTable.charDo.oracle', 'showcase.next', 'showcase.opening', 'showcase.nile.speculation', 'common.playersRange', 'hints.progress']);
    const suspicious = Object.keys(en).filter((k) => {
      const m = en[k]!.match(noun);
      return m && !words.has(m[1]!) && !/_(one|other)$/.test(k) && !neverOne.has(k);
    });
    expect(suspicious, 'numbers before plural nouns without plural forms').toEqual([]);
  });

  it('follows the system language by default, English otherwise', () => {
    expect(systemLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(systemLanguage(['de-AT'])).toBe('de');
    expect(systemLanguage(['pt-BR', 'fr-CA'])).toBe('fr');
    expect(systemLanguage(['pt-BR'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
  });

  it('uses keys in the UI that exist (no raw key can reach the screen)', () => {
    const root = join(__dirname, '..', '..', 'renderer');
    const files: string[] = [];
    const walk = (d: string) => {
      for (const n of readdirSync(d)) {
        const p = join(d, n);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(n) && !p.includes('locales')) files.push(p);
      }
    };
    walk(root);
    const missing: string[] = [];
    for (const f of files) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = m[1]!;
        if (!(key in en) && !(`${key}_one` in en)) missing.push(`${f.slice(root.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the Japanese UI font covers every character of the Japanese strings', () => {
    const kanji = readFileSync(join(__dirname, '..', '..', 'assets', 'fonts', 'kanji.txt'), 'utf8');
    const ja = Object.values(flat(resources.ja.translation)).join('');
    const han = [...new Set([...ja].filter((c) => /\p{Script=Han}/u.test(c)))];
    expect(han.filter((c) => !kanji.includes(c))).toEqual([]);
  });
});
