/** The rules reference's data: every content file parses, languages agree, every link and figure resolves. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureListSchema, linksSchema, RULES_GAMES, rulesDocSchema, sectionFor, type RulesDoc } from '../../renderer/rules/format';
import { figurePlies } from '../../renderer/rules/figurePlies';
import { refusalSection } from '../../renderer/rules/links';
import { loadRules } from '../../renderer/rules/load';
import { games } from '../../engine/games';

const ROOT = join(__dirname, '..', '..', 'renderer', 'rules');
const LANGS = ['en', 'fr', 'de', 'ja'];
const json = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'));
const docsOf = (game: string): Record<string, RulesDoc> => {
  const dir = join(ROOT, 'content', game);
  if (!existsSync(dir)) return {};
  const langs = readdirSync(dir).filter((f) => f !== 'links.json').map((f) => f.replace(/\.json$/, ''));
  return Object.fromEntries(langs.map((l) => [l, rulesDocSchema.parse(json(join(dir, `${l}.json`)))]));
};
const figuresOf = (game: string) => {
  const p = join(ROOT, 'figures', `${game}.json`);
  return existsSync(p) ? figureListSchema.parse(json(p)) : [];
};
const written = RULES_GAMES.filter((g) => Object.keys(docsOf(g)).length > 0);

describe('rules content', () => {
  it('covers NILE and Niagara at least, in every language', () => {
    for (const g of ['nile', 'niagara']) expect(Object.keys(docsOf(g)).sort(), g).toEqual([...LANGS].sort());
  });

  it.each(written)('%s: only known languages, English present, the same section ids in every language', (game) => {
    const docs = docsOf(game);
    expect(docs.en, `${game} has no English text`).toBeDefined();
    const ids = docs.en!.sections.map((s) => s.id);
    expect(new Set(ids).size, 'section ids are unique').toBe(ids.length);
    for (const [lang, doc] of Object.entries(docs)) {
      expect(LANGS, `${game}/${lang}`).toContain(lang);
      expect(doc.sections.map((s) => s.id), `${game}/${lang}`).toEqual(ids);
      expect(doc.sections.map((s) => s.figure?.id), `${game}/${lang} figures`).toEqual(docs.en!.sections.map((s) => s.figure?.id));
    }
  });

  it.each(written)('%s: every #link and figure resolves, no markup but bold, lists and links', (game) => {
    const figures = new Set(figuresOf(game).map((f) => f.id));
    for (const [lang, doc] of Object.entries(docsOf(game))) {
      const ids = new Set(doc.sections.map((s) => s.id));
      for (const s of doc.sections) {
        if (s.figure) expect(figures, `${game}/${lang} ${s.id}: figure ${s.figure.id}`).toContain(s.figure.id);
        for (const p of s.body) {
          for (const m of p.matchAll(/\]\(([^)]*)\)/g)) expect(ids, `${game}/${lang} ${s.id}: link ${m[1]}`).toContain(m[1]!.replace(/^#/, ''));
          expect(p, `${game}/${lang} ${s.id}: links are #section`).not.toMatch(/\]\((?!#)/);
          expect(p, `${game}/${lang} ${s.id}: no HTML`).not.toMatch(/<[a-z/]/i);
        }
      }
    }
  });

  it.each(written)('%s: links.json names existing sections and has a "*" entry', (game) => {
    const links = linksSchema.parse(json(join(ROOT, 'content', game, 'links.json')));
    const ids = new Set(docsOf(game).en!.sections.map((s) => s.id));
    expect(links['*']).toBeDefined();
    for (const [type, id] of Object.entries(links)) expect(ids, `${game}: ${type} → ${id}`).toContain(id);
  });
});

describe('refusal links', () => {
  it('name the section of the refused action, else the game\'s "*" section, else nothing', () => {
    const cases: [game: string, action: string, section: string | null][] = [
      ['nile', 'plant', 'plant'],
      ['nile', 'market', 'trade'],
      ['niagara', 'buyBack', 'buy-back'],
      ['nile', 'no-such-action', 'turn'],
      ['chess', 'plant', null],
    ];
    for (const [game, action, section] of cases) expect(refusalSection(game, action), `${game} ${action}`).toBe(section);
    expect(sectionFor(undefined, 'plant')).toBeNull();
    expect(sectionFor({ plant: 'a' }, 'x')).toBeNull();
  });
});

describe('figure positions', () => {
  const all = RULES_GAMES.flatMap((g) => figuresOf(g).map((f) => ({ g, f })));

  it.each(all.map(({ g, f }) => [`${g}/${f.id}`, g, f] as const))('%s: reachable, and the same every time', (_name, g, f) => {
    const game = games[g]!;
    const a = figurePlies(game, f);
    expect(a).toHaveLength(f.plies);
    expect(figurePlies(game, f)).toEqual(a);
    expect(f.viewer).toBeLessThan(f.players);
  });

  it('a longer figure starts with the plies of a shorter one of the same seed (one rng per ply)', () => {
    const nile = games.nile!;
    const short = figurePlies(nile, { players: 3, seed: 's', options: {}, plies: 5 });
    expect(figurePlies(nile, { players: 3, seed: 's', options: {}, plies: 9 }).slice(0, 5)).toEqual(short);
    expect(figurePlies(nile, { players: 3, seed: 't', options: {}, plies: 9 })).not.toEqual(figurePlies(nile, { players: 3, seed: 's', options: {}, plies: 9 }));
  });
});

describe('loading a text', () => {
  it('loads the asked language, falls back to English for one not written', async () => {
    expect((await loadRules('nile', 'ja'))?.lang).toBe('ja');
    const other = await loadRules('niagara', 'xx');
    expect(other?.lang).toBe('en');
    expect(other?.doc.sections[0]?.id).toBe('goal');
  });
});
