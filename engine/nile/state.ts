import { cloneRng, type RngState } from '../core/rng';
import type { Seat } from '../core/types';
import { CARD_TYPES, CROP_COUNT } from './material/cards';
import type { NileOptions } from './options';

/**
 * The whole truth of a NILE game. Card piles whose order nobody can use are count vectors indexed by card
 * (see material/cards.ts); only the deck is an ordered list (top = last element).
 */
export interface NileState {
  game: 'nile';
  players: number;
  options: NileOptions;
  rng: RngState;
  /** Face-down draw pile; the top card is the last element. */
  deck: number[];
  /** Face-up discard pile, counts per card. */
  discard: number[];
  /** Flood pile, counts per card (includes a face-down burned card under `bgaFloodBurn`). */
  floodPile: number[];
  /** The current flood card (restricts planting and speculation), or -1 before the first flood. */
  currentFlood: number;
  /** Whether `currentFlood` is still physically on the flood pile (it can be shuffled away by a rebuild, §9). */
  floodOnPile: boolean;
  reshufflesLeft: number;
  /** Out of the game (FR_SMALL_GAME), counts per card. */
  removed: number[];
  /** Per seat: hand counts per card (16). */
  hands: number[][];
  /** Per seat: face-down storage, counts per crop (5). */
  storage: number[][];
  /** Per seat: field size per crop (5); 0 = no field. At most one seat has a field of a crop. */
  fields: number[][];
  /** Per seat: pending speculation cards in play (card indices). */
  specs: number[][];
  active: Seat;
  turn: number;
  /** The last card of the final pass has been drawn: the game ends after the current step. */
  lastCardDrawn: boolean;
  over: boolean;
  locustStrikes: number;
}

/** A copy of a list; an empty one (a seat's speculations, mostly) as a literal, with no builtin call. */
const copy = (a: number[]): number[] => (a.length === 0 ? [] : a.slice());

/** A copy of a per-seat list (2 to 5 rows), as a literal for the same reason as `counts`: four of these a step. */
function seats<T>(a: readonly T[]): T[] {
  switch (a.length) {
    case 2: return [a[0]!, a[1]!];
    case 3: return [a[0]!, a[1]!, a[2]!];
    case 4: return [a[0]!, a[1]!, a[2]!, a[3]!];
    case 5: return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!];
    default: return a.slice();
  }
}

/**
 * A copy of a count vector (a hand, a pile, fields or storage). Their two sizes are copied as array literals, which
 * V8 allocates inline: at 5 or 16 numbers `slice()`, a builtin call, costs more than the copy itself, and apply makes
 * about a dozen of these every step.
 */
function counts(a: readonly number[]): number[] {
  if (a.length === CROP_COUNT) return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!];
  if (a.length !== CARD_TYPES) return a.slice();
  return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, a[6]!, a[7]!, a[8]!, a[9]!, a[10]!, a[11]!, a[12]!, a[13]!, a[14]!, a[15]!];
}

/** Fast structural copy, every array fresh (the search and views may edit theirs). */
export function cloneState(s: NileState): NileState {
  const c = cloneStep(s);
  c.rng = cloneRng(s.rng);
  c.removed = counts(s.removed);
  c.hands = seats(s.hands);
  c.storage = seats(s.storage);
  c.fields = seats(s.fields);
  c.specs = seats(s.specs);
  for (let p = 0; p < s.players; p++) {
    c.hands[p] = counts(s.hands[p]!);
    c.storage[p] = counts(s.storage[p]!);
    c.fields[p] = counts(s.fields[p]!);
    c.specs[p] = copy(s.specs[p]!);
  }
  return c;
}

/** Every field of a copy, the per-seat lists and the RNG shared (for the caller to copy). */
function cloneStep(s: NileState): NileState {
  return {
    game: 'nile',
    players: s.players,
    options: s.options, // never mutated after setup
    rng: s.rng, // a step draws from it only to rebuild the deck, which copies it first (rules/deck.ts)
    deck: copy(s.deck),
    discard: counts(s.discard),
    floodPile: counts(s.floodPile),
    currentFlood: s.currentFlood,
    floodOnPile: s.floodOnPile,
    reshufflesLeft: s.reshufflesLeft,
    removed: s.removed, // fixed at setup (FR_SMALL_GAME)
    hands: s.hands,
    storage: s.storage,
    fields: s.fields,
    specs: s.specs,
    active: s.active,
    turn: s.turn,
    lastCardDrawn: s.lastCardDrawn,
    over: s.over,
    locustStrikes: s.locustStrikes,
  };
}

// Copy-on-write of the seats' rows within one step. `step` is the private copy apply's step works on (cloneForStep):
// its per-seat lists and their rows are still shared with the state the step was applied to until a rule first
// writes a row, through the accessors below, which copy the row and its list then. Bits of `copied`: rows of hands
// 0-4, fields 5-9, storage 10-14, specs 15-19 (seat p: +p); then the lists themselves, 20-23. Any other state (a new
// game's setup) owns its rows, and the accessors return them as they are.
let step: NileState | null = null;
let copied = 0;
const FIELDS = 5, STORAGE = 10, SPECS = 15, LISTS = 20;

/** Whether row `bit` of `s` must be copied before a write: it belongs to the step's copy and is still shared. */
function shared(s: NileState, bit: number): boolean {
  if (s !== step || copied & (1 << bit)) return false;
  copied |= 1 << bit;
  return true;
}

/** Seat p's hand, writable. */
export function handOf(s: NileState, p: number): number[] {
  if (shared(s, p)) {
    if (shared(s, LISTS)) s.hands = seats(s.hands);
    s.hands[p] = counts(s.hands[p]!);
  }
  return s.hands[p]!;
}

/** Seat p's fields, writable. */
export function fieldsOf(s: NileState, p: number): number[] {
  if (shared(s, FIELDS + p)) {
    if (shared(s, LISTS + 1)) s.fields = seats(s.fields);
    s.fields[p] = counts(s.fields[p]!);
  }
  return s.fields[p]!;
}

/** Seat p's storage, writable. */
export function storageOf(s: NileState, p: number): number[] {
  if (shared(s, STORAGE + p)) {
    if (shared(s, LISTS + 2)) s.storage = seats(s.storage);
    s.storage[p] = counts(s.storage[p]!);
  }
  return s.storage[p]!;
}

/** Seat p's pending speculations, writable. */
export function specsOf(s: NileState, p: number): number[] {
  if (shared(s, SPECS + p)) setSpecs(s, p, copy(s.specs[p]!));
  return s.specs[p]!;
}

/** Replace seat p's pending speculations (settled: a new empty row). */
export function setSpecs(s: NileState, p: number, row: number[]): void {
  if (shared(s, LISTS + 3)) s.specs = seats(s.specs);
  s.specs[p] = row;
}

/**
 * The private copy one action's step works on (apply): like cloneState, but every seat's rows are shared with `s`
 * (the contract lets apply share unchanged arrays) until a rule writes one (handOf, fieldsOf, storageOf, specsOf): a
 * step changes only a few of them, and copying the rows it might change was a tenth of a random playout.
 */
export function cloneForStep(s: NileState): NileState {
  const c = cloneStep(s);
  step = c;
  copied = 0;
  return c;
}

export const sum = (a: readonly number[]): number => {
  let t = 0;
  for (let i = 0; i < a.length; i++) t += a[i]!;
  return t;
};
