/**
 * Every refusal an engine can word reaches the player in their language. The refusal texts are read out of the engine
 * sources — the templates passed to `illegal(…)` / `new RuleError('ILLEGAL_ACTION', …)`, and the reasons a game's
 * refusal functions return — with each `${…}` filled in from sample values; each text must be matched by its own
 * game's `GameUi.refusals` (ui/errors.ts tries all games' lists in turn, so no other game's entry may catch it first)
 * and read in French, German and Japanese with no raw id and no English word left. Real positions, played from seeds
 * while trying moves that were legal earlier, check that the templates are what the engines really say.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA as BANKS_DATA } from '../../engine/banks/data-set';
import { tables } from '../../engine/banks/material/compile';
import { ALLOWED } from '../../engine/banks/rules/decision';
import { RuleError } from '../../engine/core/errors';
import type { GameId } from '../../engine/core/types';
import { games } from '../../engine/games';
import { DEFAULT_DATA as NEF_DATA } from '../../engine/nefertiti/data-set';
import { CARD_IDS as NIAGARA_CARDS } from '../../engine/niagara/material/cards';
import { CREW_COLOURS } from '../../engine/niagara/material/colours';
import { CROPS, SPECULATIONS } from '../../engine/nile/material/cards';
import { resources } from '../../renderer/i18n';
import { translateError } from '../../renderer/ui/errors';
import { GAME_UI } from '../../renderer/ui/game/registry';
import { actionFromPick, addTo, emptyPick } from '../../renderer/scenes/nile/choices';

const ENGINE = join(__dirname, '..', '..', 'engine');

/**
 * Where each game words its refusals: the folders whose `illegal(…)` / `new RuleError('ILLEGAL_ACTION', …)` calls are
 * read, and the functions whose returned strings are refusals (NILE's `plantError`…, Nefertiti's `placeRefusal` and
 * `characterRefusal`: their result reaches the player through a RuleError that passes it on as a variable).
 */
const SOURCES: Record<GameId, { dirs: string[]; reasonFunctions: RegExp }> = {
  nile: { dirs: ['nile/rules'], reasonFunctions: /Error$/ },
  banks: { dirs: ['banks/rules'], reasonFunctions: /^$/ },
  niagara: { dirs: ['niagara/rules'], reasonFunctions: /^$/ },
  nefertiti: { dirs: ['nefertiti/rules'], reasonFunctions: /^(place|character)Refusal$/ },
};

const banksT = tables(BANKS_DATA);
const fields = [banksT.fieldIds[0]!, banksT.fieldIds[banksT.fieldIds.length - 1]!];
const markets = NEF_DATA.markets.map((m) => m.name);

/**
 * Sample values of each `${…}` the engines write into a refusal, by the expression's source text: a refusal with an
 * expression not listed here fails the test, so a new refusal cannot slip by unsampled. Counts include 0 and 1 (the
 * plural forms); ids are the default data sets' (the board every table the app sets up plays on).
 */
const SAMPLES: Record<GameId, Record<string, readonly string[]>> = {
  nile: {
    'hand[k]': ['1', '2'],
    'CROPS[k]': CROPS,
    'CARD_IDS[c]': SPECULATIONS,
    'CARD_IDS[p.card]': [...CROPS, ...SPECULATIONS],
  },
  banks: {
    max: ['0', '1', '4'],
    't.kindIds[a.kind]': banksT.kindIds,
    't.kindIds[k]': banksT.kindIds,
    't.kindIds[kind]': banksT.kindIds,
    't.fieldIds[a.field]': fields,
    't.fieldIds[f]': fields,
    't.marketIds[row]': banksT.marketIds,
    't.marketIds[a.row]': banksT.marketIds,
    pile: ['0', '1'],
    inner: ['0', '1', '2'],
    outer: ['1'],
    "picks.map((p) => p + 1).join(', ')": ['1', '2, 3'],
    cost: ['1', '2'],
    's.ap': ['0', '1'],
    value: ['3'],
    'a.colour': ['0', '4'],
    'a.type': ['sow', 'placeWater'],
    "ALLOWED[d].join(', ')": Object.values(ALLOWED).map((l) => l.join(', ')),
  },
  niagara: {
    'canoeId(a.canoe)': ['red1', 'brown2'],
    'a.delta': ['-1', '0', '1'],
    's.weather': ['-1', '2'],
    "pending.map((c) => CREW_COLOURS[c]).join(' or ')": ['red or yellow', 'green or blue'],
    'CREW_COLOURS[crew]': CREW_COLOURS,
    'CREW_COLOURS[t.crew]': CREW_COLOURS,
    'cardId(a.card)': NIAGARA_CARDS.map(String),
    'cardValue(t.card)': ['1', '4'],
  },
  nefertiti: {
    'name(d.m)': markets,
    'name(m)': [...markets, 'Memphis'],
    space: ['9'],
    'values[space]': ['3'],
    's.ps[seat]!.money': ['2'],
    'JSON.stringify(a)': ['{"type":"pass"}', '{"type":"place","market":"gizeh","space":1}'],
    k: ['turn', 'top', 'oracle', 'spread'],
    kinds: ['place, character', 'pass'],
  },
};

/** Every text an expression can stand for: literals as they are, both arms of `?:`, templates over their samples. */
function texts(game: GameId, node: ts.Expression, src: ts.SourceFile): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return texts(game, node.expression, src);
  if (ts.isConditionalExpression(node)) return [...texts(game, node.whenTrue, src), ...texts(game, node.whenFalse, src)];
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (heads, span) => heads.flatMap((h) => texts(game, span.expression, src).map((v) => h + v + span.literal.text)),
      [node.head.text],
    );
  }
  const sample = SAMPLES[game][node.getText(src)];
  if (!sample) throw new Error(`${game}: no sample value for \${${node.getText(src)}} (${src.fileName}); add one to SAMPLES`);
  return [...sample];
}

/** The first argument of `illegal(…)` or `new RuleError('ILLEGAL_ACTION', …)`, when `node` is such a call. */
function refusalArgument(node: ts.Node): ts.Expression | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'illegal') return node.arguments[0];
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'RuleError') return undefined;
  const [code, message] = node.arguments ?? [];
  return code && ts.isStringLiteral(code) && code.text === 'ILLEGAL_ACTION' ? message : undefined;
}

/** Whether `node` is a string a refusal function returns (its name matches the game's `reasonFunctions`). */
function returnedReason(node: ts.Node, reasonFunctions: RegExp): ts.Expression | undefined {
  if (!ts.isReturnStatement(node) || !node.expression) return undefined;
  const e = node.expression;
  if (!ts.isStringLiteral(e) && !ts.isNoSubstitutionTemplateLiteral(e) && !ts.isTemplateExpression(e)) return undefined;
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionDeclaration(fn)) fn = fn.parent;
  return fn?.name && reasonFunctions.test(fn.name.text) ? e : undefined;
}

/**
 * Every refusal text game `game` can produce, from its sources. A refusal passed on as a variable (`illegal(msg)`,
 * `RuleError('ILLEGAL_ACTION', why)`) is the text of a refusal function, collected from its returns instead.
 */
function engineRefusals(game: GameId): string[] {
  const out = new Set<string>();
  const { dirs, reasonFunctions } = SOURCES[game];
  for (const dir of dirs) {
    for (const file of readdirSync(join(ENGINE, dir)).filter((f) => f.endsWith('.ts'))) {
      const src = ts.createSourceFile(file, readFileSync(join(ENGINE, dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        const e = refusalArgument(node) ?? returnedReason(node, reasonFunctions);
        if (e && !ts.isIdentifier(e)) for (const text of texts(game, e, src)) out.add(text);
        ts.forEachChild(node, visit);
      };
      visit(src);
    }
  }
  return [...out];
}

const GAMES: readonly GameId[] = ['nile', 'banks', 'niagara', 'nefertiti'];

async function translator(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

/** The reason as the game's own list words it (undefined: not matched), and as the player sees it framed. */
function worded(t: TFunction, game: GameId, message: string): { own?: string; shown: string } {
  const hit = (GAME_UI[game].refusals ?? []).find(([re]) => re.test(message));
  const own = hit ? hit[1](t, message.match(hit[0])!) : undefined;
  return { own, shown: translateError(t, 'ILLEGAL_ACTION', message) };
}

/**
 * Proper names the tables show as they are in every language: Nefertiti's markets, by their data set's names (the
 * Memphis port is translated, and so not listed).
 */
const PROPER = new Set(markets.flatMap((m) => m.toLowerCase().match(/[a-z]+/g) ?? []));

/** Words spelled the same in English and in that language: not left untranslated. */
const SAME_WORD: Record<string, readonly string[]> = {
  fr: ['joker', 'jokers', 'aubergine', 'papyrus', 'deben', 'memphis', 'second', 'oracle', 'pile', 'phase', 'face', 'cycle', 'possible', 'point', 'points', 'action', 'option', 'type', 'types'],
  de: ['joker', 'marker', 'aubergine', 'papyrus', 'deben', 'memphis', 'hand', 'phase', 'option'],
  ja: [],
};

/** Raw ids a player should not read: banks fields and market rows, Niagara canoes, action types and option names. */
const RAW_ID = /\b[WE]\d+-\d+\b|\bM\d\b|\b(?:red|green|yellow|blue|brown)\d\b|\b[a-z]+[A-Z]\w*\b/;

/** What of the English text (the engine's and its English wording) is still there in another language's reason. */
function englishLeft(lng: string, reason: string, english: readonly string[]): string[] {
  const words = new Set(english.flatMap((s) => s.toLowerCase().match(/[a-z]{4,}/g) ?? []));
  const allowed = new Set([...SAME_WORD[lng]!, ...PROPER]);
  const left = (reason.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w) && !allowed.has(w));
  if (lng !== 'ja') return left;
  // Japanese is written without Latin words at all (numbers and proper names aside).
  return [...left, ...(reason.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !allowed.has(w))];
}

describe('engine refusals in the player’s language', () => {
  it.each(GAMES)('%s: the sources give refusal texts to check', (game) => {
    expect(engineRefusals(game).length, game).toBeGreaterThan(5);
  });

  it.each(GAMES)('%s: every refusal is matched by its own game’s list, before any other game’s', async (game) => {
    const t = await translator('en');
    const unmatched: string[] = [];
    for (const message of engineRefusals(game)) {
      const { own, shown } = worded(t, game, message);
      if (own === undefined) unmatched.push(message);
      else expect(shown, message).toBe(t('errors.illegal', { reason: own }));
    }
    expect(unmatched, `${game}: refusals with no entry in renderer/ui/${game}/refusals.ts`).toEqual([]);
  });

  it.each(GAMES.flatMap((game) => ['fr', 'de', 'ja'].map((lng) => [game, lng] as const)))('%s in %s: every refusal is translated, ids in words', async (game, lng) => {
    const [t, en] = [await translator(lng), await translator('en')];
    const problems: string[] = [];
    for (const message of engineRefusals(game)) {
      const reason = worded(t, game, message).own;
      const english = worded(en, game, message).own;
      if (reason === undefined || english === undefined) {
        problems.push(`not matched: ${message}`);
        continue;
      }
      if (/\{\{|Table\.|errors\./.test(reason)) problems.push(`key or placeholder left: ${message} → ${reason}`);
      if (RAW_ID.test(reason)) problems.push(`raw id: ${message} → ${reason}`);
      if (reason === english) problems.push(`same as English: ${message} → ${reason}`);
      const left = englishLeft(lng, reason, [message, english]);
      if (left.length) problems.push(`English words ${left.join(', ')}: ${message} → ${reason}`);
    }
    expect(problems).toEqual([]);
  });
});

/** Plain moves that were legal at some point of a seeded game, tried again later: what real refusals say. */
function realRefusals(game: GameId, players: number, seed: string, steps: number): string[] {
  const g = games[game]!;
  let s = g.setup({ players, seed });
  const seen: unknown[] = [];
  const out = new Set<string>();
  for (let step = 0; step < steps && g.toAct(s).length > 0; step++) {
    const seat = g.toAct(s)[0]!;
    for (const a of seen.slice(-40)) {
      try {
        g.apply(s, seat, a);
      } catch (e) {
        if (e instanceof RuleError && e.code === 'ILLEGAL_ACTION') out.add(e.message);
      }
    }
    const legal = g.legalActions(s, seat);
    seen.push(...legal.filter((_, i) => i % Math.max(1, Math.floor(legal.length / 8)) === 0));
    s = g.apply(s, seat, legal[(step * 7) % legal.length]).state;
  }
  return [...out];
}

describe('real refusals, from seeded positions', () => {
  it.each(GAMES)('%s: each is one of the texts read from the sources', (game) => {
    const fromSources = new Set(engineRefusals(game));
    const real = realRefusals(game, 3, `refusals-${game}`, 120);
    expect(real.length, game).toBeGreaterThan(0);
    const translatedShape = (GAME_UI[game].refusals ?? []).map(([re]) => re);
    for (const message of real) {
      // Sampled values cannot cover every number: a real text must at least have its template's shape.
      const listed = fromSources.has(message) || translatedShape.some((re) => re.test(message));
      expect(listed, `${game}: ${message}`).toBe(true);
    }
  });
});

/**
 * NILE's move buttons send what the picked cards make (`actionFromPick`), so a player can meet the engine's shape
 * checks too (Market pressed with one card picked): those reasons are the player's language as well.
 */
describe('NILE: the shape refusals a move button can meet', () => {
  const picks: [string, Parameters<typeof actionFromPick>[0], Parameters<typeof actionFromPick>[1]][] = [
    ['market with one card', 'market', addTo(emptyPick(), 'hand', 'P')],
    ['an offering with three cards', 'offering', addTo(addTo(emptyPick(), 'hand', 'P', 2), 'storage', 'W')],
    ['a speculation with a crop card', 'speculate', addTo(emptyPick(), 'hand', 'W')],
    ['a speculation with three cards', 'speculate', addTo(addTo(addTo(emptyPick(), 'hand', 'PW'), 'hand', 'LC'), 'hand', 'FP')],
    ['a plant with a speculation card', 'plant', addTo(emptyPick(), 'hand', 'PW')],
  ];
  const nile = games.nile!;
  const s = nile.setup({ players: 3, seed: 'shape-refusals' });
  const seat = nile.toAct(s)[0]!;
  const refusal = (a: ReturnType<typeof actionFromPick>): RuleError => {
    try {
      nile.apply(s, seat, a);
    } catch (e) {
      if (e instanceof RuleError) return e;
    }
    throw new Error(`accepted: ${JSON.stringify(a)}`);
  };

  it.each(['en', 'fr', 'de', 'ja'])('in %s', async (lng) => {
    const [t, en] = [await translator(lng), await translator('en')];
    for (const [what, kind, pick] of picks) {
      const e = refusal(actionFromPick(kind, pick));
      expect(e.code, what).toBe('MALFORMED_ACTION');
      const own = worded(t, 'nile', e.message).own;
      expect(own, `${what}: ${e.message} has no entry in renderer/ui/nile/refusals.ts`).toBeDefined();
      expect(translateError(t, e.code, e.message), what).toBe(t('errors.illegal', { reason: own }));
      if (lng === 'en') continue;
      expect(own, what).not.toBe(worded(en, 'nile', e.message).own);
      expect(englishLeft(lng, own!, [e.message, worded(en, 'nile', e.message).own!]), what).toEqual([]);
    }
  });
});
