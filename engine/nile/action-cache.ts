import { parsedActions } from '../core/shared-action';
import { CARD_IDS, CROPS, CROP_COUNT, FIRST_SPEC, LOCUST, NILE_DECK, type SpeculationId } from './material/cards';
import { parseAction, type NileAction, type Pay, type ParsedAction } from './actions';

/**
 * Legal-action objects are built once per distinct action and frozen, with their parsed form attached under a
 * non-enumerable symbol (invisible to JSON, structuredClone, for-in and Object.keys), as Niagara does: a random
 * playout lists ~100 trades per decision, and building, then re-parsing, fresh JSON for each was most of NILE's
 * allocation. A frozen object cannot be edited, so its attached parse never goes stale; any other object is parsed as
 * untrusted input.
 */
const PARSED = parsedActions<NileAction, ParsedAction>('nile.parsed', parseAction);
const frozenAction = PARSED.share;

/** The parse of an untrusted action: the attached one of our own frozen actions, else parseAction's. */
export const parseCached = PARSED.parsed;

export const PASS: NileAction = frozenAction({ type: 'pass' });

/**
 * Trade payment sources, numbered: hand cards 0–14 (crops, then speculations), then storage crops 15–19.
 * TRADES[tradeAt(a, b)] and the entry after it are the market and the offering paying with sources a and b (the same
 * two actions for b, a). The tables here are flat lists: one read per listed action, where rows of rows cost two more
 * dependent reads, often cache misses, on the hottest path of a random playout.
 */
export const SOURCES = LOCUST + CROP_COUNT;
export const tradeAt = (a: number, b: number): number => (a * SOURCES + b) * 2;
const sourcePay = (i: number): Pay => (i < LOCUST ? { from: 'hand', card: CARD_IDS[i]! } : { from: 'storage', card: CARD_IDS[i - LOCUST]! });
export const TRADES: readonly NileAction[] = tradeTable();

function tradeTable(): NileAction[] {
  const t: NileAction[] = [];
  for (let a = 0; a < SOURCES; a++) {
    for (let b = 0; b < SOURCES; b++) {
      const pay = (): [Pay, Pay] => [sourcePay(Math.min(a, b)), sourcePay(Math.max(a, b))];
      if (b < a) t.push(t[tradeAt(b, a)]!, t[tradeAt(b, a) + 1]!);
      else t.push(frozenAction({ type: 'market', pay: pay() }), frozenAction({ type: 'offering', pay: pay() }));
    }
  }
  return t;
}

/** SPECULATE[i * SPECULATIONS + j]: playing speculation cards FIRST_SPEC + i and FIRST_SPEC + j, or the first alone when j === i. */
export const SPECULATIONS = LOCUST - FIRST_SPEC;
export const SPECULATE: readonly NileAction[] = Array.from({ length: SPECULATIONS * SPECULATIONS }, (_, x) => {
  const i = Math.floor(x / SPECULATIONS), j = x % SPECULATIONS;
  const a = CARD_IDS[FIRST_SPEC + i] as SpeculationId, b = CARD_IDS[FIRST_SPEC + j] as SpeculationId;
  return frozenAction({ type: 'speculate', cards: i === j ? [a] : [a, b] });
});

const plants = new Map<number, NileAction>();

/** The plant of these counts per crop (shared and frozen), keyed by the counts in base 17 (a crop has 16 cards): a
 * small integer, which a Map hashes fastest. */
export function plantAction(cnt: readonly number[]): NileAction {
  let k = 0;
  for (let i = CROP_COUNT - 1; i >= 0; i--) k = k * (NILE_DECK.perCrop + 1) + cnt[i]!;
  let a = plants.get(k);
  if (!a) {
    const crops: Partial<Record<(typeof CROPS)[number], number>> = {};
    for (let i = 0; i < CROP_COUNT; i++) if (cnt[i]! > 0) crops[CROPS[i]!] = cnt[i]!;
    plants.set(k, (a = frozenAction({ type: 'plant', crops })));
  }
  return a;
}

const oneCrop = (k: number, n: number): number[] => Array.from({ length: CROP_COUNT }, (_, j) => (j === k ? n : 0));

/** PLANT_ONE[k * PER_CROP + n]: n cards of crop k (n from 0 to all the cards of a crop); PLANT_TWO[a * CROP_COUNT + b]:
 * one card each of crops a and b. */
export const PER_CROP = NILE_DECK.perCrop + 1;
export const PLANT_ONE: readonly NileAction[] = Array.from({ length: CROP_COUNT * PER_CROP }, (_, x) => plantAction(oneCrop(Math.floor(x / PER_CROP), x % PER_CROP)));
export const PLANT_TWO: readonly NileAction[] = Array.from({ length: CROP_COUNT * CROP_COUNT }, (_, x) => {
  const a = Math.floor(x / CROP_COUNT), b = x % CROP_COUNT;
  return plantAction(oneCrop(a, 1).map((v, j) => v + (j === b ? 1 : 0)));
});
