import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractSection, GAME_FILES, readContract, withContract } from '../electron/cli/contract-doc';
import { dataSetsDoc, dataSetTemplates } from '../electron/cli/data-sets-doc';
import { optionsDoc, slug } from '../electron/cli/options-doc';
import { valuesAt } from '../engine/core/data-notes';
import { DATA_SETS, readDataSet } from '../engine/data-sets';
import { games } from '../engine/games';
import { GAME_IDS, GAME_UI } from '../renderer/ui/game/registry';

const ROOT = resolve(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** The text of a page outside fenced and indented code blocks, with inline code spans blanked. */
function prose(md: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of md.split('\n')) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^( {4}|\t)/.test(line)) continue;
    lines.push(line.replace(/`[^`]*`/g, '``'));
  }
  return lines;
}

/** GitHub's anchors of a page: each heading's slug (outside fenced code), a repeated one suffixed -1, -2… */
function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of md.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m?.[1]) continue;
    const base = slug(m[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every relative link target of a page (images too): [text](target) outside code. */
function links(md: string): string[] {
  const out: string[] = [];
  for (const line of prose(md)) {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) out.push(target);
    }
  }
  return out;
}

describe('docs/options.md', () => {
  it('is what npm run docs generates from the option schemas', () => {
    const stale = 'docs/options.md is stale: run `npm run docs` and commit the result';
    expect(existsSync(join(ROOT, 'docs/options.md')), stale).toBe(true);
    expect(read('docs/options.md'), stale).toBe(optionsDoc(games));
  });

  it('lists every option and preset of every engine', () => {
    const doc = optionsDoc(games);
    for (const g of Object.values(games)) {
      for (const key of Object.keys(g.optionSchema)) expect(doc, `${g.id} option ${key}`).toContain(`| \`${key}\` |`);
      for (const p of g.presets) expect(doc, `${g.id} preset ${p.id}`).toContain(`| \`${p.id}\` |`);
    }
  });

  it('comes out the same every time', () => {
    expect(optionsDoc(games)).toBe(optionsDoc(games));
  });
});

describe("docs/contributing.md's game contract", () => {
  const contract = readContract(read);

  it('is what npm run docs generates from the interfaces a game fills in', () => {
    const page = read('docs/contributing.md');
    expect(page, 'docs/contributing.md is stale: run `npm run docs` and commit the result').toBe(withContract(page, contractSection(contract)));
  });

  it("reads the GameUi interface as every game's descriptor has it: each member, optional or not", () => {
    const gameUi = contract.find((c) => c.name === 'GameUi');
    const members = gameUi?.members.map((m) => m.name) ?? [];
    const required = gameUi?.members.filter((m) => !m.optional).map((m) => m.name) ?? [];
    expect(required).toContain('paints');
    for (const id of GAME_IDS) {
      const keys = Object.keys(GAME_UI[id]);
      expect(keys.filter((k) => !members.includes(k)), `${id}: members the page would miss`).toEqual([]);
      expect(required.filter((k) => !keys.includes(k)), `${id}: required members it lacks`).toEqual([]);
    }
    for (const c of contract) expect(c.members.length, c.name).toBeGreaterThan(0);
  });

  it('lists files and folders every game has (each path exists for every game, in every language)', () => {
    const langs = readdirSync(join(ROOT, 'renderer/i18n/locales'));
    expect(langs.length).toBeGreaterThan(1);
    const paths = GAME_FILES.flatMap((f) => Object.keys(games).flatMap((id) => langs.map((lang) => f.path.replace(/<id>/g, id).replace(/<lang>/g, lang))));
    expect([...new Set(paths)].filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('refuses a page without its markers', () => {
    expect(() => withContract('# Contributing\n', 'x')).toThrow(/markers/);
  });
});

describe('README and docs/', () => {
  it('README shows how to set up, start and test', () => {
    const readme = read('README.md');
    for (const cmd of ['npm install', 'npm start', 'npm test']) expect(readme, cmd).toContain(cmd);
  });

  it('document every npm script of package.json', () => {
    const all = pages.map(read).join('\n');
    for (const name of Object.keys(pkg.scripts)) {
      const cmd = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
      expect(all, `${cmd} is documented nowhere in README.md or docs/`).toMatch(new RegExp(`${cmd.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`));
    }
  });

  it.each(pages)('%s: every relative link points to an existing file and heading', (page) => {
    const problems: string[] = [];
    for (const target of links(read(page))) {
      const [path = '', anchor] = target.split('#', 2);
      const file = path === '' ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), decodeURIComponent(path));
      if (!existsSync(file)) {
        problems.push(`${target}: no file ${relative(ROOT, file)}`);
        continue;
      }
      if (anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) {
        problems.push(`${target}: no heading #${anchor} in ${relative(ROOT, file)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds the links, anchors and code it skips as a reader would', () => {
    const md = ['# A `b` (c)', '## A b c', '## A b c', 'see [x](y.md#z) and `[no](link)`', '```', '# not a heading', '[not](a-link)', '```', '    [indented](code)'].join('\n');
    expect([...anchors(md)]).toEqual(['a-b-c', 'a-b-c-1', 'a-b-c-2']);
    expect(links(md)).toEqual(['y.md#z']);
  });
});

describe('docs/data-sets.md and its templates', () => {
  const stale = 'docs/data-sets.md or docs/data-sets/*.json is stale: run `npm run docs` and commit the result';

  it('are what npm run docs generates from the default data sets and their notes', () => {
    expect(read('docs/data-sets.md'), stale).toBe(dataSetsDoc(games));
    for (const [file, text] of Object.entries(dataSetTemplates())) expect(read(file), `${stale} (${file})`).toBe(text);
  });

  it('note only fields the default sets have, and every template passes the engine checks', () => {
    for (const [id, kind] of Object.entries(DATA_SETS)) {
      for (const n of kind.notes) expect(valuesAt(kind.defaults, n.field).length, `${id} ${n.field}`).toBeGreaterThan(0);
      expect(readDataSet(id, read(`docs/data-sets/${id}.json`))).toEqual(kind.defaults);
    }
  });
});
