import { spaceSymbols, type ClosingRule, type NefertitiData, type SymbolEffect } from './schema';

/** Space symbols as small codes (index in `spaceSymbols`) for the hot path. */
const SYM_CODE = Object.fromEntries(spaceSymbols.map((sym, i) => [sym, i])) as Record<(typeof spaceSymbols)[number], number>;

/** Per-stall lookup arrays (index = space). */
export interface StallTable {
  values: number[];
  symbols: number[];
  rows: number[];
  cols: number[];
  closing: ClosingRule | null;
}

/**
 * Lookup tables derived once from a data set (cached per data object, so states that share the data share them).
 * Nothing here is state: it is a pure function of the data.
 */
export interface Tables {
  data: NefertitiData;
  nMarkets: number;
  /** Location ids: markets 0..n-1, then "memphis" = n. */
  locIds: string[];
  locIndex: Map<string, number>;
  slots: number;
  /** What each symbol code does. */
  symbolEffects: SymbolEffect[];
  /** stalls[m][k]: market m, stall k; memphis is stalls[n][0] (no closing rule). */
  stalls: StallTable[][];
  cardIds: string[];
  cardIndex: Map<string, number>;
  cardType: number[];
  cardUnits: number[];
  cardForeign: boolean[];
  cardBonus: number[];
  /** Max value of the card (type max value × units). */
  cardMax: number[];
  typeIds: string[];
  typeIndex: Map<string, number>;
  typePrices: number[][];
  typeSeal: boolean[];
  /** Card indices of each gift type. */
  typeCards: number[][];
  charIds: string[];
  charIndex: Map<string, number>;
}

const cache = new WeakMap<NefertitiData, Tables>();

function stallTable(spaces: NefertitiData['memphis']['spaces'], closing: ClosingRule | null): StallTable {
  return {
    values: spaces.map((s) => s.value),
    symbols: spaces.map((s) => SYM_CODE[s.symbol]),
    rows: spaces.map((s) => s.row),
    cols: spaces.map((s) => s.col),
    closing,
  };
}

export function tables(data: NefertitiData): Tables {
  const hit = cache.get(data);
  if (hit) return hit;
  const n = data.markets.length;
  const locIds = [...data.markets.map((m) => m.id), 'memphis'];
  const typeIds = data.giftTypes.map((t) => t.id);
  const typeIndex = new Map(typeIds.map((t, i) => [t, i]));
  const cardType = data.cards.map((c) => typeIndex.get(c.type)!);
  const t: Tables = {
    data,
    nMarkets: n,
    locIds,
    locIndex: new Map(locIds.map((id, i) => [id, i])),
    slots: 1 + data.lowerSlots,
    symbolEffects: spaceSymbols.map((sym) => data.symbolEffects[sym]),
    stalls: [
      ...data.markets.map((m) => m.stalls.map((st) => stallTable(st.spaces, st.closing))),
      [stallTable(data.memphis.spaces, null)],
    ],
    cardIds: data.cards.map((c) => c.id),
    cardIndex: new Map(data.cards.map((c, i) => [c.id, i])),
    cardType,
    cardUnits: data.cards.map((c) => c.units),
    cardForeign: data.cards.map((c) => c.foreign),
    cardBonus: data.cards.map((c) => c.bonus),
    cardMax: data.cards.map((c, i) => data.giftTypes[cardType[i]!]!.maxValue * c.units),
    typeIds,
    typeIndex,
    typePrices: data.giftTypes.map((g) => g.prices),
    typeSeal: data.giftTypes.map((g) => g.sealOnTake),
    typeCards: typeIds.map((_, ti) => cardType.flatMap((ct, ci) => (ct === ti ? [ci] : []))),
    charIds: data.characters.map((c) => c.id),
    charIndex: new Map(data.characters.map((c, i) => [c.id, i])),
  };
  cache.set(data, t);
  return t;
}
