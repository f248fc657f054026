import { z } from 'zod';
import { checkDataSetBounds } from '../../core/bounded';
import { clip } from '../../core/clip';
import { RuleError } from '../../core/errors';

/**
 * The shape of a Nefertiti data set: everything printed on the board, the cards and the reference sheet. The printed
 * values are lost (spec §10 Q1–Q4), so the default set (./default-data.ts) is a reconstruction; a replacement set can
 * be passed at setup as `options.data` and is validated here, with errors that name the bad field.
 */

const id = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/, 'must be an identifier (letters, digits, _ or -; max 32)');
const count = z.number().int().min(0).max(99);

export const spaceSymbols = ['none', 'coin', 'extraGift', 'singleGift'] as const;
export type SpaceSymbol = (typeof spaceSymbols)[number];

/** One offer (bid) space of a stall: its printed value, symbol, and grid position (for line/diagonal rules). */
const spaceSchema = z.strictObject({
  value: z.number().int().min(0).max(99),
  symbol: z.enum(spaceSymbols),
  row: z.number().int().min(0).max(9),
  col: z.number().int().min(0).max(19),
});

/** Closing rules printed under a stall, as named predicates with parameters (spec §5.2). */
export type ClosingRule =
  | { rule: 'count'; n: number } // n pieces on the stall
  | { rule: 'colours'; n: number } // n different colours (2p: servant and Collector colours count apart, seed)
  | { rule: 'line'; n: number } // n pieces on n adjacent spaces of one row
  | { rule: 'diagonal'; n: number } // n pieces on n diagonally adjacent spaces
  | { rule: 'sumAbove'; total: number } // occupied values add up to more than `total`
  | { rule: 'spaceTaken'; space: number } // that space (index in the stall) is occupied
  | { rule: 'die'; sides: number } // after each placement here, a die roll equal to the piece count closes it
  | { rule: 'any'; of: ClosingRule[] }; // any of these

const closingSchema: z.ZodType<ClosingRule> = z.lazy(() =>
  z.discriminatedUnion('rule', [
    z.strictObject({ rule: z.literal('count'), n: z.number().int().min(1).max(30) }),
    z.strictObject({ rule: z.literal('colours'), n: z.number().int().min(1).max(10) }),
    z.strictObject({ rule: z.literal('line'), n: z.number().int().min(1).max(20) }),
    z.strictObject({ rule: z.literal('diagonal'), n: z.number().int().min(1).max(10) }),
    z.strictObject({ rule: z.literal('sumAbove'), total: z.number().int().min(0).max(999) }),
    z.strictObject({ rule: z.literal('spaceTaken'), space: z.number().int().min(0).max(29) }),
    z.strictObject({ rule: z.literal('die'), sides: z.number().int().min(2).max(20) }),
    z.strictObject({ rule: z.literal('any'), of: z.array(closingSchema).min(1).max(8) }),
  ]),
);

const stallSchema = z.strictObject({
  name: z.string().min(1).max(60),
  spaces: z.array(spaceSchema).min(1).max(30),
  closing: closingSchema,
});

const marketSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  /** Left and right stall; the one not covered by the reserve tile is active. */
  stalls: z.tuple([stallSchema, stallSchema]),
  /** Active stall in the printed (first game) reserve placement: 0 = left, 1 = right. */
  printedActiveStall: z.union([z.literal(0), z.literal(1)]),
});

const giftTypeSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  /** Price per unit by number of owners: prices[0] for 1 owner, prices[1] for 2…; more owners use the last entry. */
  prices: z.array(z.number().int().min(0).max(99)).min(1).max(8),
  /** "Valeur maximale" for exchanges and thefts (spec §6.2: the 1-owner price by default). */
  maxValue: z.number().int().min(0).max(99),
  /** Taking one from the board also gives a Royal Seal (the Papyrus, spec §6.4). */
  sealOnTake: z.boolean(),
});

const cardSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  type: id,
  /** Gifts this card counts as (a double Senet counts 2). */
  units: z.number().int().min(1).max(4),
  /** Foreign gifts go to Memphis when drawn (expansion). */
  foreign: z.boolean(),
  /** Foreign bonus added to every card of the type its owner scores (spec §6.3). */
  bonus: z.number().int().min(0).max(9),
});

const cardCounts = z.record(id, count);

/** What a space symbol does (spec §5.2; the meanings of +1 gift and single gift are ASSUMPTIONs, so they are data). */
const symbolEffectSchema = z.strictObject({
  /** Extra Deben from the reserve when a servant is placed there. */
  coins: z.number().int().min(0).max(5),
  /** Lower cards the top bidder on this space takes instead of the upper card. */
  topLower: z.number().int().min(1).max(6),
  /** Lower cards the top bidder takes along with the upper card. */
  topUpperExtra: z.number().int().min(0).max(6),
  /** Gifts a later bidder on this space buys for his one bid. */
  laterBuys: z.number().int().min(1).max(6),
});

const characterEffects = [
  'scribe', 'merchant', 'royalServant', 'thief', 'treasurer', 'highPriest', 'vizier',
  'oracle', 'beggar', 'merchantOfAmun', 'priestOfAmun', 'royalScribe', 'wanderingThief', 'trader',
] as const;
export type CharacterEffect = (typeof characterEffects)[number];

const characterSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  effect: z.enum(characterEffects),
  copies: z.number().int().min(1).max(9),
  set: z.enum(['base', 'expansion']),
  /** Always on display (Scribes and Merchants); the others can be drawn at random or chosen by scenario. */
  always: z.boolean(),
  /** Effect parameters: bonus (Scribe, Royal Scribe), amount (Treasurer, Beggar), points (Merchant of Amun),
   *  bonusByRank (Priest of Amun), cards (Oracle), exchanges (Trader), servants (High Priest), byTypes (Vizier: points
   *  by the number of gift types owned, index 0 for none; more types than listed use the last entry). */
  params: z.strictObject({
    bonus: z.number().int().min(0).max(20).optional(),
    amount: z.number().int().min(0).max(20).optional(),
    points: z.number().int().min(0).max(50).optional(),
    bonusByRank: z.array(z.number().int().min(0).max(99)).min(1).max(8).optional(),
    byTypes: z.array(z.number().int().min(0).max(99)).min(1).max(31).optional(),
    cards: z.number().int().min(1).max(20).optional(),
    exchanges: z.number().int().min(1).max(10).optional(),
    servants: z.number().int().min(2).max(4).optional(),
  }),
});

const playerCountSchema = z.strictObject({
  /** Starting Deben in turn order from the first player. */
  startingDeben: z.array(z.number().int().min(0).max(99)).min(1).max(8),
  servants: z.number().int().min(1).max(10),
  /** 2 players: Collectors per player (they act for one neutral player). */
  collectors: z.number().int().min(0).max(6),
  memphis: z.enum(['optional', 'required']),
  addCards: cardCounts,
  removeCards: cardCounts,
  removeCharacters: z.record(id, count),
});

const dataSchema = z.strictObject({
  name: z.string().min(1).max(120),
  /** Markets in clockwise (river) order. */
  markets: z.array(marketSchema).min(2).max(8),
  /** The market covered by the "Market Closed" tile at the start. */
  closedAtStart: id,
  reserveStart: count,
  /** Lower card spaces per market (one upper space with a Royal Seal, plus these). */
  lowerSlots: z.number().int().min(1).max(6),
  memphis: z.strictObject({
    spaces: z.array(spaceSchema).min(1).max(30),
    reserveStart: count,
    /** Allocation needs a newly added foreign gift and at least this many foreign gifts on the port (seed). */
    allocationThreshold: z.number().int().min(1).max(20),
    removeCards: cardCounts,
    addCards: cardCounts,
    /** Cards added once per player (Papyrus). */
    perPlayerCards: cardCounts,
  }),
  symbolEffects: z.strictObject({ none: symbolEffectSchema, coin: symbolEffectSchema, extraGift: symbolEffectSchema, singleGift: symbolEffectSchema }),
  giftTypes: z.array(giftTypeSchema).min(1).max(30),
  cards: z.array(cardSchema).min(1).max(60),
  /** The base gift deck (card id → copies). */
  deck: cardCounts,
  /** The Akhenaton card is shuffled with this many cards minus one and put under the deck (5 = 4 gifts + Akhenaton). */
  akhenatonDepth: z.number().int().min(1).max(20),
  characters: z.array(characterSchema).min(1).max(40),
  /** Non-"always" characters drawn at random (expansion selection). */
  characterDraw: z.number().int().min(0).max(40),
  scenarios: z.record(id, z.array(id).min(1).max(40)),
  playerCounts: z.partialRecord(z.enum(['2', '3', '4', '5']), playerCountSchema),
  seals: z.strictObject({ base: count, expansion: count, points: count }),
  coins: z.strictObject({ base: z.number().int().min(0).max(999), expansion: z.number().int().min(0).max(999) }),
});

export type NefertitiData = z.infer<typeof dataSchema>;
export type MarketData = NefertitiData['markets'][number];
export type StallData = MarketData['stalls'][number];
export type SpaceData = StallData['spaces'][number];
export type CharacterData = NefertitiData['characters'][number];
export type SymbolEffect = NefertitiData['symbolEffects']['none'];
export type PlayerCountData = NonNullable<NefertitiData['playerCounts']['2']>;

/** Scenario names the `characters` option offers; a data set must define them. */
const SCENARIOS = ['curseOfAmun', 'palaceIntrigues', 'raceForTheNile'] as const;

/** Names used in views and actions for things that are not gift cards. */
const RESERVED_CARD_IDS = ['akhenaton', 'wanderingThief', 'faceDown'];

/** Cross-field checks zod cannot express alone; returns [path, message] of the first problem. */
function crossCheck(d: NefertitiData): [string, string] | null {
  const dup = (list: { id: string }[], where: string): [string, string] | null => {
    const seen = new Set<string>();
    for (let i = 0; i < list.length; i++) {
      if (seen.has(list[i]!.id)) return [`${where}.${i}.id`, `duplicate id "${list[i]!.id}"`];
      seen.add(list[i]!.id);
    }
    return null;
  };
  const dups = dup(d.markets, 'markets') ?? dup(d.giftTypes, 'giftTypes') ?? dup(d.cards, 'cards') ?? dup(d.characters, 'characters');
  if (dups) return dups;
  if (d.markets.some((m) => m.id === 'memphis')) return ['markets', '"memphis" is reserved for the Memphis port'];
  for (let i = 0; i < d.cards.length; i++) {
    if (RESERVED_CARD_IDS.includes(d.cards[i]!.id)) return [`cards.${i}.id`, `"${d.cards[i]!.id}" is reserved`];
  }
  if (!d.markets.some((m) => m.id === d.closedAtStart)) return ['closedAtStart', `unknown market "${d.closedAtStart}"`];
  const types = new Set(d.giftTypes.map((t) => t.id));
  const cards = new Set(d.cards.map((c) => c.id));
  const chars = new Set(d.characters.map((c) => c.id));
  for (let i = 0; i < d.cards.length; i++) if (!types.has(d.cards[i]!.type)) return [`cards.${i}.type`, `unknown gift type "${d.cards[i]!.type}"`];
  const checkCounts = (rec: Record<string, number>, where: string, known: Set<string>, what: string): [string, string] | null => {
    for (const k of Object.keys(rec)) if (!known.has(k)) return [`${where}.${k}`, `unknown ${what} "${k}"`];
    return null;
  };
  const c1 = checkCounts(d.deck, 'deck', cards, 'card') ?? checkCounts(d.memphis.removeCards, 'memphis.removeCards', cards, 'card')
    ?? checkCounts(d.memphis.addCards, 'memphis.addCards', cards, 'card') ?? checkCounts(d.memphis.perPlayerCards, 'memphis.perPlayerCards', cards, 'card');
  if (c1) return c1;
  for (const [k, pc] of Object.entries(d.playerCounts) as [string, PlayerCountData][]) {
    const c2 = checkCounts(pc.addCards, `playerCounts.${k}.addCards`, cards, 'card') ?? checkCounts(pc.removeCards, `playerCounts.${k}.removeCards`, cards, 'card')
      ?? checkCounts(pc.removeCharacters, `playerCounts.${k}.removeCharacters`, chars, 'character');
    if (c2) return c2;
    if (pc.startingDeben.length !== Number(k)) return [`playerCounts.${k}.startingDeben`, `must list ${k} amounts, one per player`];
  }
  for (const [k, list] of Object.entries(d.scenarios)) {
    for (let i = 0; i < list.length; i++) if (!chars.has(list[i]!)) return [`scenarios.${k}.${i}`, `unknown character "${list[i]}"`];
  }
  for (const s of SCENARIOS) if (!d.scenarios[s]) return [`scenarios.${s}`, 'missing (the "characters" option offers it)'];
  const spacesOk = (spaces: SpaceData[], where: string): [string, string] | null => {
    const cells = new Set<string>();
    for (let i = 0; i < spaces.length; i++) {
      const key = `${spaces[i]!.row},${spaces[i]!.col}`;
      if (cells.has(key)) return [`${where}.${i}`, `two spaces share row ${spaces[i]!.row}, col ${spaces[i]!.col}`];
      cells.add(key);
    }
    return null;
  };
  const ruleOk = (r: ClosingRule, n: number, where: string): [string, string] | null => {
    if (r.rule === 'spaceTaken' && r.space >= n) return [`${where}.space`, `no space ${r.space} on this stall (it has ${n})`];
    if (r.rule === 'any') for (let i = 0; i < r.of.length; i++) { const e = ruleOk(r.of[i]!, n, `${where}.of.${i}`); if (e) return e; }
    return null;
  };
  for (let m = 0; m < d.markets.length; m++) {
    for (let k = 0; k < 2; k++) {
      const st = d.markets[m]!.stalls[k]!;
      const e = spacesOk(st.spaces, `markets.${m}.stalls.${k}.spaces`) ?? ruleOk(st.closing, st.spaces.length, `markets.${m}.stalls.${k}.closing`);
      if (e) return e;
    }
  }
  const em = spacesOk(d.memphis.spaces, 'memphis.spaces');
  if (em) return em;
  for (let i = 0; i < d.characters.length; i++) {
    const c = d.characters[i]!;
    const need: Partial<Record<CharacterEffect, keyof CharacterData['params']>> = {
      scribe: 'bonus', royalScribe: 'bonus', treasurer: 'amount', beggar: 'amount', merchantOfAmun: 'points',
      priestOfAmun: 'bonusByRank', oracle: 'cards', vizier: 'byTypes', trader: 'exchanges', highPriest: 'servants',
    };
    const p = need[c.effect];
    if (p && c.params[p] === undefined) return [`characters.${i}.params.${p}`, `required for a ${c.effect}`];
  }
  return null;
}

/** Freeze a data set deeply: states and views share it by reference, so nobody may change it in place. */
export function deepFreeze<X>(x: X): X {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as Record<string, unknown>)) deepFreeze(v);
  }
  return x;
}

/** Validate an untrusted data set; throws RuleError('BAD_SETUP') naming the field (e.g. "data.markets.0.stalls.1"). */
export function parseData(input: unknown): NefertitiData {
  checkDataSetBounds(input);
  const r = dataSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    // The path and message may quote the input (zod names an unknown key whole): both are clipped.
    const where = ['data', ...issue.path.map((k) => clip(String(k), 32))].join('.');
    throw new RuleError('BAD_SETUP', `Nefertiti data set field "${clip(where)}": ${clip(issue.message, 160)}`, { field: where });
  }
  const e = crossCheck(r.data);
  if (e) throw new RuleError('BAD_SETUP', `Nefertiti data set field "data.${e[0]}": ${e[1]}`, { field: `data.${e[0]}` });
  return deepFreeze(r.data);
}
