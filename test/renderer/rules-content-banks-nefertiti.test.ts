/**
 * The rules reference texts of An den Ufern des Nils and Nefertiti (renderer/rules/content/<game>/<lang>.json), their
 * refusal links (links.json) and their figures (renderer/rules/figures/<game>.json): well formed, the same sections
 * in every language, every in-game link and figure resolves, every action type has a section, and every figure's
 * position can be played out and shows what its caption says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ActionType as BanksActionType } from '../../engine/banks/actions';
import type { AnyGame } from '../../engine/core/types';
import { getGame, type GameViews } from '../../engine/games';
import type { ActionType as NefertitiActionType } from '../../engine/nefertiti/actions';
import { figurePly } from '../../renderer/rules/figurePlies';
import { figureListSchema, linksSchema, rulesDocSchema, type RulesDoc, type RulesFigure } from '../../renderer/rules/format';

const contentSchema = rulesDocSchema;
const figuresSchema = figureListSchema;
type Content = RulesDoc;
type Figure = RulesFigure;

// Every action type of each engine: `satisfies` makes a type added to (or removed from) an engine a type error here,
// so the runtime check below cannot go stale.
const BANKS_TYPES = {
  startBid: 1, payBid: 1, placeDesert: 1, openBoat: 1, placeWater: 1, openSow: 1, removeWater: 1, rot: 1, hippoBid: 1, payHippo: 1,
  sow: 1, grow: 1, harvest: 1, buySeed: 1, buyJoker: 1, useJoker: 1, heal: 1, endTurn: 1,
} satisfies Record<BanksActionType, 1>;
const NEFERTITI_TYPES = {
  character: 1, place: 1, closeMarket: 1, pass: 1, placeCollector: 1, skipCollector: 1, takeGifts: 1, buy: 1, takeHalf: 1,
  collectDeben: 1, collectGift: 1, spread: 1, wanderingThiefSwap: 1, chooseType: 1, select: 1, selectDone: 1, discard: 1,
  discardDone: 1, steal: 1, exchangeTake: 1, exchangeGive: 1, tradeTake: 1, tradeGive: 1, skip: 1, oracleSwap: 1, oracleDone: 1,
  oracleOrder: 1, beggarCoin: 1, beggarFlip: 1,
} satisfies Record<NefertitiActionType, 1>;

const GAMES = { banks: Object.keys(BANKS_TYPES), nefertiti: Object.keys(NEFERTITI_TYPES) };
type RulesGame = keyof typeof GAMES;

/**
 * What each figure's caption says is there, read off the seat's view. If an engine change moves a figure's position,
 * this fails: re-pick the plies (or reword the caption in every language).
 */
const banksFacts: Record<string, (v: GameViews['banks'], end: GameViews['banks']) => unknown> = {
  board: (v) => [v.round, v.step, v.fields.filter((f) => f.desert).length, v.fields.filter((f) => f.water).length, v.fields.flatMap((f) => f.markers).length, v.fields.filter((f) => f.covered).map((f) => f.id)],
  'two-players': (v) => v.fields.filter((f) => f.covered).map((f) => f.id),
  flood: (v) => [v.startPlayer, v.fields.filter((f) => f.water).map((f) => f.id)],
  rot: (v) => [v.round, v.tide, v.jokers[1], v.market[2]!.markers],
  actions: (v) => [v.round, v.current, v.ap, v.jokers[0], v.market[1]!.markers.map((m) => `${m.colour}:${m.kind}`)],
  scoring: (v) => v.market[3]!.markers.map((m) => `${m.colour}:${m.kind}:${m.state}`),
  end: (v, end) => [v.round, v.market[3]!.markers.map((m) => `${m.colour}:${m.state}`), v.pawns, v.obelisk, end.round, end.pawns, end.obelisk, end.lost],
};
const BANKS_EXPECTED: Record<string, unknown> = {
  board: [1, 'tide', 3, 3, 6, ['W2-1', 'W2-2', 'E2-1', 'E2-2']],
  'two-players': ['W2-1', 'W2-2', 'E3-1', 'E3-2', 'E3-3'],
  flood: [1, ['W5-1', 'W5-2', 'E5-1', 'E4-1', 'E3-1']],
  rot: [7, 'EBBE1', 1, [{ colour: 0, kind: 'flax', state: 'spoiled' }]],
  actions: [1, 0, 0, 2, ['1:onion', '2:grapes']],
  scoring: ['0:grapes:spoiled', '1:wheat:rotten', '2:onion:rotten', '2:grapes:rotten', '0:wheat:ripe'],
  end: [32, ['1:rotten', '1:rotten', '0:rotten', '2:spoiled', '2:ripe'], [8, 8, 5], 10, 32, [8, 8, 11], 10, [8, 11, 7]],
};
const bidsAt = (v: GameViews['nefertiti'], market: string) => v.markets.find((m) => m.id === market)!.bids.map((b) => `${b.seat}${b.collector ? 'C' : ''}`);
const nefertitiFacts: Record<string, (v: GameViews['nefertiti'], end: GameViews['nefertiti']) => unknown> = {
  board: (v) => [v.closed, v.active, v.seats.map((p) => p.money), v.markets.map((m) => [m.open, m.reserve, m.seal, m.slots.filter(Boolean).length])],
  placing: (v) => [bidsAt(v, 'gizeh'), bidsAt(v, 'akhetaton'), bidsAt(v, 'abousimbel'), v.markets.map((m) => m.reserve)],
  closing: (v) => [v.markets[1]!.open, bidsAt(v, 'akhetaton'), v.decision],
  scribe: (v) => [v.seats[2]!.score, v.seats[2]!.gifts, v.characters.scribe2 ?? 0],
  'two-players': (v) => [bidsAt(v, 'gizeh'), bidsAt(v, 'abousimbel')],
  memphis: (v) => [v.memphis?.cards, v.memphis?.bids.map((b) => b.seat)],
  end: (v, end) => [v.akhenaton, v.markets.filter((m) => m.open).length, v.decision?.k, v.markets[3]!.bids.length, end.final?.map((f) => [f.gifts, f.seals, f.deben, f.track, f.total])],
};
const NEFERTITI_EXPECTED: Record<string, unknown> = {
  board: ['louqsor', 1, [9, 8, 9], [[true, 1, true, 4], [true, 1, true, 4], [false, 1, false, 0], [true, 1, true, 4]]],
  placing: [['2', '2', '1'], ['1', '1', '0'], ['0'], [0, 0, 1, 0]],
  closing: [false, ['1', '1', '0', '2'], { k: 'top', seat: 2, m: 1, bid: 3 }],
  scribe: [10, { mirror: 2 }, 0],
  'two-players': [['1', '0C'], ['0']],
  memphis: [['mirrorF1', 'chairF2'], [2, 2]],
  end: ['gizeh', 0, 'bid', 4, [[103, 0, 0, 0, 103], [84, 3, 5, 0, 92], [63, 3, 0, 10, 76]]],
};
const FACTS: { [G in RulesGame]: { facts: Record<string, (v: GameViews[G], end: GameViews[G]) => unknown>; expected: Record<string, unknown> } } = {
  banks: { facts: banksFacts, expected: BANKS_EXPECTED },
  nefertiti: { facts: nefertitiFacts, expected: NEFERTITI_EXPECTED },
};
const LANGS = ['en', 'fr', 'de', 'ja'] as const;
const root = join(__dirname, '..', '..', 'renderer', 'rules');
const readJson = (...path: string[]): unknown => JSON.parse(readFileSync(join(root, ...path), 'utf8'));

const load = (game: RulesGame, lang: string): Content => contentSchema.parse(readJson('content', game, `${lang}.json`));

/** `[text](#id)` targets of a paragraph, and whatever markup the format does not allow. */
const linkTargets = (p: string): string[] => [...p.matchAll(/\]\(#([^)]*)\)/g)].map((m) => m[1]!);
const badMarkup = (p: string): string[] => [
  ...(/<[a-z/!]/i.test(p) ? ['HTML'] : []),
  ...[...p.matchAll(/\]\((?!#)[^)]*\)/g)].map((m) => `non-local link ${m[0]}`),
  ...(/^\s*(#|\* |\d+\. )/.test(p) ? ['heading or other list syntax'] : []),
];

/** Play a figure's position: setup, then up to `plies` plies by the picture script's rule (fewer if the game ends first). */
function play(game: AnyGame, f: Figure, plies: number): { state: unknown; played: number } {
  let state = game.setup({ players: f.players, seed: f.seed, options: f.options });
  let n = 0;
  for (; n < plies; n++) {
    const ply = figurePly(game, state, f, n);
    if (!ply) break;
    state = game.apply(state, ply.seat, ply.action).state;
  }
  return { state, played: n };
}

/** More plies than any of these games lasts: playing on this far reaches the game's end. */
const MAX_PLIES = 2000;

describe.each(['banks', 'nefertiti'] as const)('rules reference of %s', (id) => {
  const actionTypes = GAMES[id];
  const content = { en: load(id, 'en'), fr: load(id, 'fr'), de: load(id, 'de'), ja: load(id, 'ja') };
  const ids = content.en.sections.map((s) => s.id);
  const figures = figuresSchema.parse(readJson('figures', `${id}.json`));

  it('has unique section ids, the same in every language, with the same figures', () => {
    expect(new Set(ids).size).toBe(ids.length);
    const shape = (c: Content) => c.sections.map((s) => `${s.id}:${s.figure?.id ?? ''}`);
    for (const l of LANGS) expect(shape(content[l]), l).toEqual(shape(content.en));
  });

  it.each(LANGS)('%s: every link points to a section, and no other markup is used', (l) => {
    for (const s of content[l].sections) {
      for (const p of s.body) {
        for (const target of linkTargets(p)) expect(ids, `${l} ${s.id}: link to #${target}`).toContain(target);
        expect(badMarkup(p), `${l} ${s.id}: ${p}`).toEqual([]);
      }
    }
  });

  it('is translated, not copied', () => {
    const text = (c: Content) => c.sections.flatMap((s) => [s.title, ...s.body, s.figure?.caption ?? '']);
    for (const l of LANGS.filter((x) => x !== 'en')) {
      const en = text(content.en), other = text(content[l]);
      // A short title may be the same word ("Jokers", "Memphis"); a sentence may not.
      expect(other.filter((t, i) => t.length > 20 && t === en[i]), l).toEqual([]);
    }
  });

  it('links every action type of the engine, and a fallback, to a section', () => {
    const links = linksSchema.parse(readJson('content', id, 'links.json'));
    expect(Object.keys(links).sort()).toEqual([...actionTypes, '*'].sort());
    for (const [type, section] of Object.entries(links)) expect(ids, `${type} → ${section}`).toContain(section);
  });

  it('uses every figure it defines, and defines every figure it uses', () => {
    const used = content.en.sections.flatMap((s) => (s.figure ? [s.figure.id] : []));
    expect(new Set(figures.map((f) => f.id)).size).toBe(figures.length);
    expect(used.slice().sort()).toEqual(figures.map((f) => f.id).sort());
    expect(figures.length).toBeGreaterThanOrEqual(4);
    expect(figures.length).toBeLessThanOrEqual(8);
  });

  it.each(figures.map((f) => [f.id, f] as const))('figure %s: its position can be played out and is as its caption says', (_, f) => {
    const game = getGame(id);
    expect(f.viewer).toBeLessThan(f.players);
    const { state, played } = play(game, f, f.plies);
    expect(played, 'plies played before the game ended').toBe(f.plies);
    // A still of a game in progress: the picture script resumes the table, and an ended game has none to resume.
    expect(game.toAct(state), 'the game is still on').not.toEqual([]);
    // What the caption says happens next (the end figures tell the final result) is read off the game played on.
    const end = play(game, f, MAX_PLIES).state;
    const { facts, expected } = FACTS[id];
    expect(Object.keys(facts).sort(), 'every figure has its facts').toEqual(figures.map((x) => x.id).sort());
    expect(facts[f.id]!(game.view(state, f.viewer), game.view(end, f.viewer)), 'what the caption describes').toEqual(expected[f.id]);
  });
});
