/**
 * The one game registry (renderer/ui/game/registry.ts): every engine of engine/games.ts has its GameUi, and every game
 * has what the screens read by its id — table words in every language, rules texts, a tutorial — and a seat palette
 * that gives each seat a paint no other seat of the same game shares, for every player count and variant.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/games';
import { niagara } from '../../engine/niagara';
import { i18next, initI18n, LANGUAGES, resources } from '../../renderer/i18n';
import { crewPaint } from '../../renderer/scenes/niagara/palette';
import { GAME_IDS, GAME_UI, gameUi } from '../../renderer/ui/game/registry';
import { translateError } from '../../renderer/ui/errors';
import { setups } from './gameSetups';

const ROOT = resolve(__dirname, '..', '..');
const ENGINES = Object.entries(games);

describe('game registry', () => {
  beforeAll(() => void initI18n('en'));

  it('has a GameUi, under its own id, for every engine, and for nothing else', () => {
    expect([...GAME_IDS].sort()).toEqual(ENGINES.map(([id]) => id).sort());
    for (const [id] of ENGINES) expect(gameUi(id)?.id, id).toBe(id);
    expect(gameUi('sealed-bids')).toBeUndefined();
  });

  it.each(GAME_IDS)('%s: table words, tile name and blurb in every language', (id) => {
    for (const lang of LANGUAGES) {
      expect(existsSync(join(ROOT, 'renderer/i18n/locales', lang, `${id}Table.json`)), `${lang}/${id}Table.json`).toBe(true);
      const tree: Record<string, unknown> = resources[lang].translation;
      expect(typeof tree[`${id}Table`], `${lang}: ${id}Table is loaded`).toBe('object');
      for (const key of ['name', 'blurb']) expect(i18next.exists(`games.${id}.${key}`, { lng: lang }), `${lang}: games.${id}.${key}`).toBe(true);
    }
  });

  it.each(GAME_IDS)('%s: rules text in every language, refusal links and figure list', (id) => {
    const files = [...LANGUAGES.map((lang) => `renderer/rules/content/${id}/${lang}.json`), `renderer/rules/content/${id}/links.json`, `renderer/rules/figures/${id}.json`];
    expect(files.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it.each(GAME_IDS)('%s: a tutorial of its own', (id) => {
    expect(GAME_UI[id].tutorial?.game).toBe(id);
  });

  it.each(ENGINES)('%s: every seat has a paint, and no two seats share a colour and mark, in every set-up', (id, game) => {
    const ui = gameUi(id);
    const all = setups(game);
    expect(all.length).toBeGreaterThan(0);
    for (const setup of all) {
      const where = `${id} ${JSON.stringify(setup)}`;
      const paints = Array.from({ length: setup.players }, (_, seat) => ui?.paints(seat, setup) ?? []);
      paints.forEach((p, seat) => expect(p.length, `${where}: seat ${seat}`).toBeGreaterThan(0));
      const keys = paints.flat().map((p) => `${p.colour} ${p.mark}`);
      expect(new Set(keys).size, `${where}: ${keys.join(', ')}`).toBe(keys.length);
    }
  });

  it("Niagara: a seat's paints are the crews the engine gives it (two each with the two-colour variant)", () => {
    for (const setup of setups(niagara)) {
      const view = niagara.view(niagara.setup({ ...setup, seed: 'registry' }), null);
      for (let seat = 0; seat < setup.players; seat++) {
        const crews = view.crews.filter((c) => c.seat === seat).map((c) => crewPaint(c.colour));
        expect(GAME_UI.niagara.paints(seat, setup), `${JSON.stringify(setup)}: seat ${seat}`).toEqual(crews);
      }
    }
  });

  it("translates every game's refusals (its GameUi.refusals) inside the refusal frame", () => {
    const t = i18next.t.bind(i18next);
    const refused = (message: string) => translateError(t, 'ILLEGAL_ACTION', message);
    expect(refused('plant at least one card')).toBe(t('errors.illegal', { reason: t('errors.atLeastOne') }));
    expect(refused('Memphis is not in play')).toBe(t('errors.illegal', { reason: t('nefertitiTable.refusal.memphisOff') }));
    expect(refused('no rule says so')).toBe(t('errors.illegal', { reason: 'no rule says so' }));
  });
});
