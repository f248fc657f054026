/**
 * Scenario builder and small readers for the NILE rule tests.
 *
 * `scenario({...})` starts from a real `nile.setup` (so options are validated and the RNG is the engine's own) and then
 * overwrites every zone with a precise position. By default the cards not placed anywhere are put out of the game
 * (`removed`), which no rule ever looks at, so each card type still totals its real count. Pass `rest: 'deck'` to put
 * them under the given top of the deck instead, or `rest: 'discard'`.
 */
import { expect } from 'vitest';
import { actAllOn, actOn, eventsOf, rejectsOn, ruleError, type Step as SharedStep } from '../support';
export { ruleError };
import { createRng, shuffle } from '../../../engine/core/rng';
import { RuleError, type RuleErrorCode } from '../../../engine/core/errors';
import type { Seat } from '../../../engine/core/types';
import { nile, type NileAction, type NileEvent, type NileState } from '../../../engine/nile';
import { CARD_IDS, CARD_INDEX, CARD_TYPES, CROPS, CROP_COUNT, fullComposition, type CardId } from '../../../engine/nile/material/cards';
import type { NileOptions } from '../../../engine/nile/options';

/** Counts per card id, e.g. {P: 2, PW: 1}. Zero entries are allowed and ignored. */
export type Counts = Partial<Record<CardId, number>>;

export interface ScenarioSpec {
  players?: number;
  seed?: string;
  options?: Partial<NileOptions>;
  /** The draw pile, TOP FIRST. */
  deck?: CardId[];
  /** Per seat; missing seats are empty. */
  hands?: Counts[];
  storage?: Counts[];
  fields?: Counts[];
  specs?: CardId[][];
  /** The current flood card (already revealed this turn: the active seat is at its trade step); null = none yet. */
  flood?: CardId | null;
  /** Cards lying under the current flood card on the flood pile. */
  floodPile?: Counts;
  discard?: Counts;
  active?: Seat;
  reshufflesLeft?: number;
  /** Where the cards not placed anywhere go (default 'removed': out of the game). */
  rest?: 'removed' | 'deck' | 'discard';
  /** Allow a position that uses more copies of a card than the game has (only for a variant that cannot show otherwise). */
  unchecked?: boolean;
}

export function toCounts(rec: Counts | undefined, size: number = CARD_TYPES): number[] {
  const out = new Array<number>(size).fill(0);
  for (const [id, n] of Object.entries(rec ?? {})) {
    const i = CARD_INDEX[id];
    if (i === undefined || i >= size) throw new Error(`scenario: "${id}" does not belong here`);
    out[i] = n ?? 0;
  }
  return out;
}

export function toRecord(counts: readonly number[]): Counts {
  const out: Counts = {};
  counts.forEach((n, i) => {
    if (n > 0) out[CARD_IDS[i]!] = n;
  });
  return out;
}

export const id = (c: CardId): number => {
  const i = CARD_INDEX[c];
  if (i === undefined) throw new Error(`scenario: no card "${c}"`);
  return i;
};

export function scenario(spec: ScenarioSpec = {}): NileState {
  const players = spec.players ?? 2;
  const s = nile.setup({ players, seed: spec.seed ?? 'scenario', options: { firstPlayer: 0, ...spec.options } });
  const seatList = <T>(list: T[] | undefined, make: (x: T | undefined) => number[]): number[][] =>
    Array.from({ length: players }, (_, p) => make(list?.[p]));
  s.hands = seatList(spec.hands, (r) => toCounts(r));
  s.storage = seatList(spec.storage, (r) => toCounts(r, CROP_COUNT));
  s.fields = seatList(spec.fields, (r) => toCounts(r, CROP_COUNT));
  s.specs = seatList(spec.specs, (l) => (l ?? []).map(id));
  s.discard = toCounts(spec.discard);
  s.floodPile = toCounts(spec.floodPile);
  if (spec.flood) {
    s.currentFlood = id(spec.flood);
    s.floodPile[s.currentFlood]!++;
    s.floodOnPile = true;
  } else {
    s.currentFlood = -1;
    s.floodOnPile = false;
  }
  const top = (spec.deck ?? []).map(id);
  s.removed = new Array<number>(CARD_TYPES).fill(0);
  // What is left of each card type once every zone is placed.
  const left = fullComposition();
  const use = (counts: readonly number[]) => counts.forEach((n, i) => (left[i]! -= n));
  s.hands.forEach(use);
  s.storage.forEach(use);
  s.fields.forEach(use);
  s.specs.forEach((l) => l.forEach((c) => left[c]!--));
  use(s.discard);
  use(s.floodPile);
  top.forEach((c) => left[c]!--);
  if (!spec.unchecked && left.some((n) => n < 0)) {
    throw new Error(`scenario uses too many cards: ${JSON.stringify(toRecord(left.map((n) => (n < 0 ? -n : 0))))}`);
  }
  const rest: number[] = [];
  left.forEach((n, c) => {
    for (let k = 0; k < n; k++) rest.push(c);
  });
  const mode = spec.rest ?? 'removed';
  if (mode === 'removed') left.forEach((n, c) => (s.removed[c] = Math.max(0, n)));
  if (mode === 'discard') rest.forEach((c) => s.discard[c]!++);
  const below = mode === 'deck' ? shuffle(createRng(`${spec.seed ?? 'scenario'}/rest`), rest) : [];
  // The engine's deck has its top card LAST.
  s.deck = [...below, ...top.slice().reverse()];
  s.active = spec.active ?? 0;
  s.reshufflesLeft = spec.reshufflesLeft ?? players - 1;
  s.turn = 1;
  s.lastCardDrawn = false;
  s.over = false;
  s.locustStrikes = 0;
  return s;
}

export type Step = SharedStep<NileState, NileEvent>;

/** Apply an action, checking that the input state is left untouched. */
export function act(state: NileState, seat: Seat, action: NileAction | Record<string, unknown>): Step {
  return actOn(nile, state, seat, action);
}

/** Apply several actions by whoever is to act. */
export function actAll(state: NileState, actions: (NileAction | Record<string, unknown>)[]): Step {
  return actAllOn(nile, state, actions, (s) => s.active);
}

// ---- readers -------------------------------------------------------------------------------------------------------

export const hand = (s: NileState, seat: Seat): Counts => toRecord(s.hands[seat]!);
export const storage = (s: NileState, seat: Seat): Counts => toRecord(s.storage[seat]!);
export const fields = (s: NileState, seat: Seat): Counts => toRecord(s.fields[seat]!);
export const specs = (s: NileState, seat: Seat): CardId[] => s.specs[seat]!.map((c) => CARD_IDS[c]!);
export const discard = (s: NileState): Counts => toRecord(s.discard);
export const floodPile = (s: NileState): Counts => toRecord(s.floodPile);
export const flood = (s: NileState): CardId | null => (s.currentFlood < 0 ? null : CARD_IDS[s.currentFlood]!);
/** The deck, top first. */
export const deckTop = (s: NileState): CardId[] => s.deck.slice().reverse().map((c) => CARD_IDS[c]!);
export const deckCounts = (s: NileState): Counts => {
  const t = new Array<number>(CARD_TYPES).fill(0);
  s.deck.forEach((c) => t[c]!++);
  return toRecord(t);
};
export const size = (counts: Counts): number => Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
export const handSize = (s: NileState, seat: Seat): number => s.hands[seat]!.reduce((a, b) => a + b, 0);

/** Count of each card type across every zone of the state. */
export function zoneTotals(s: NileState): number[] {
  const t = new Array<number>(CARD_TYPES).fill(0);
  const add = (counts: readonly number[]) => counts.forEach((n, i) => (t[i]! += n));
  s.deck.forEach((c) => t[c]!++);
  add(s.discard);
  add(s.floodPile);
  add(s.removed);
  s.hands.forEach(add);
  s.storage.forEach(add);
  s.fields.forEach(add);
  s.specs.forEach((l) => l.forEach((c) => t[c]!++));
  return t;
}

/** The events of one type, in order. */
export { eventsOf };
export const eventIndex = (events: NileEvent[], pred: (e: NileEvent) => boolean): number => events.findIndex(pred);

/** apply must throw `code` and leave the state deep-equal to a copy taken before. */
export function rejects(state: NileState, seat: Seat, action: unknown, code: RuleErrorCode): RuleError {
  return rejectsOn(nile, state, seat, action, code);
}

/** Is `action` accepted by apply (without keeping the result)? */
export function accepted(state: NileState, seat: Seat, action: unknown): boolean {
  try {
    nile.apply(state, seat, action as NileAction);
    return true;
  } catch (e) {
    if (e instanceof RuleError && e.code === 'ILLEGAL_ACTION') return false;
    throw e;
  }
}

/** Canonical key of a plant action (counts per crop in P W L C F order). */
export const plantKey = (crops: Partial<Record<string, number>>): string => CROPS.map((k) => crops[k] ?? 0).join(',');

/** The plant actions among legalActions, as canonical keys, sorted. */
export const legalPlants = (s: NileState, seat: Seat = s.active): string[] =>
  nile
    .legalActions(s, seat)
    .filter((a): a is Extract<NileAction, { type: 'plant' }> => a.type === 'plant')
    .map((a) => plantKey(a.crops))
    .sort();

/** Reach the end of the game from a scenario position: the active seat passes with an empty final deck and 0 reshuffles. */
export function endedWith(spec: ScenarioSpec): NileState {
  // An empty final deck: the pass's draw finds nothing, which ends the game after that step.
  const s = scenario({ ...spec, deck: [], reshufflesLeft: 0 });
  const r = nile.apply(s, s.active, { type: 'pass' });
  expect(r.state.over).toBe(true);
  return r.state;
}
