import { RuleError } from '../core/errors';
import { randInt, shuffle, type RngState } from '../core/rng';
import type { Seat } from '../core/types';
import type { NileEvent } from './events';
import { CARD_IDS, CARD_INDEX, CARD_TYPES, CROPS, CROP_COUNT, LOCUST, fullComposition, type CardId, type CropId } from './material/cards';
import type { NileOptions } from './options';
import { cloneState, sum, type NileState } from './state';

export interface NileSeatView {
  fields: Partial<Record<CropId, number>>;
  speculations: CardId[];
  /** Sizes are public unless `hidePileSizes` (BGA); a revealed storage always has its size. */
  handSize?: number;
  storageSize?: number;
  /** Only in the viewer's own entry. */
  hand?: Partial<Record<CardId, number>>;
  /** The viewer's own, and every seat's once the game is over (final reveal). */
  storage?: Partial<Record<CropId, number>>;
}

/** What one seat (or a spectator) may see of a NILE game: never the deck order or another's hand; another's storage only once the game is over. */
export interface NileView {
  game: 'nile';
  viewer: Seat | null;
  players: number;
  options: NileOptions;
  active: Seat;
  turn: number;
  over: boolean;
  toAct: Seat[];
  currentFlood: CardId | null;
  floodOnPile: boolean;
  deckSize: number;
  discardSize: number;
  floodPileSize: number;
  reshufflesLeft: number;
  /** Where the Plague of Locusts is: still to come in this pass, or already on the discard pile. */
  locust: 'deck' | 'discard';
  /** Cards out of the game (FR_SMALL_GAME): crop counts are public, removed speculations are face down. */
  removedCrops: Partial<Record<CropId, number>>;
  removedSpeculations: number;
  locustStrikes: number;
  seats: NileSeatView[];
}

const countsToRecord = <K extends string>(ids: readonly K[], counts: readonly number[]): Partial<Record<K, number>> => {
  const out: Partial<Record<K, number>> = {};
  for (let i = 0; i < ids.length; i++) if (counts[i]! > 0) out[ids[i]!] = counts[i]!;
  return out;
};

export function nileView(s: NileState, viewer: Seat | null): NileView {
  const hide = s.options.hidePileSizes;
  // Final reveal: at the end every storage is laid out crop by crop for all to compare (§10; BGA's final table),
  // spectators included. Hands stay hidden: they never score.
  const reveal = s.over;
  const seats = s.hands.map((hand, p): NileSeatView => {
    const v: NileSeatView = { fields: countsToRecord(CROPS, s.fields[p]!), speculations: s.specs[p]!.map((c) => CARD_IDS[c]!) };
    if (p === viewer) v.hand = countsToRecord(CARD_IDS, hand);
    if (p === viewer || reveal) v.storage = countsToRecord(CROPS, s.storage[p]!);
    if (!hide || p === viewer) v.handSize = sum(hand);
    if (!hide || p === viewer || reveal) v.storageSize = sum(s.storage[p]!);
    return v;
  });
  let removedSpecs = 0;
  for (let c = CROP_COUNT; c < LOCUST; c++) removedSpecs += s.removed[c]!;
  return {
    game: 'nile',
    viewer,
    players: s.players,
    options: s.options,
    active: s.active,
    turn: s.turn,
    over: s.over,
    toAct: s.over ? [] : [s.active],
    currentFlood: s.currentFlood < 0 ? null : CARD_IDS[s.currentFlood]!,
    floodOnPile: s.floodOnPile,
    deckSize: s.deck.length,
    discardSize: sum(s.discard),
    floodPileSize: sum(s.floodPile),
    reshufflesLeft: s.reshufflesLeft,
    locust: s.discard[LOCUST]! > 0 ? 'discard' : 'deck',
    removedCrops: countsToRecord(CROPS, s.removed),
    removedSpeculations: removedSpecs,
    locustStrikes: s.locustStrikes,
    seats,
  };
}

/**
 * Others see that cards were drawn, never which. A trade paid under HIDE_TRADE_PAYMENT (the event says `hidden`)
 * shows the cards and where they came from only to the payer; others learn how many cards were paid.
 */
export function nileEventView(e: NileEvent, viewer: Seat | null): NileEvent | null {
  if ('seat' in e && e.seat === viewer) return e;
  if (e.type === 'draw') {
    const { cards: _hidden, ...rest } = e;
    return rest;
  }
  if (e.type === 'trade' && e.hidden === true && 'paid' in e) {
    const { paid, ...rest } = e;
    return { ...rest, hidden: true, count: paid.length }; // `hidden` is already true: this only tells the type
  }
  return e;
}

const recordToCounts = (ids: readonly string[], rec: unknown, what: string): number[] => {
  if (typeof rec !== 'object' || rec === null) throw new RuleError('BAD_VIEW', `NILE view: ${what} missing`);
  const out = new Array<number>(ids.length).fill(0);
  for (const [k, n] of Object.entries(rec as Record<string, unknown>)) {
    const i = ids.indexOf(k);
    if (i < 0 || typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new RuleError('BAD_VIEW', `NILE view: bad ${what} entry "${k}"`);
    out[i] = n;
  }
  return out;
};

/**
 * A full state consistent with `view` (seat's own view): every card the seat cannot see — other hands and storages,
 * the deck, the discard and flood piles, removed speculations — is dealt at random from the unseen cards, with the
 * public sizes kept and the locust where the view says it is. Storage only ever holds crops.
 */
export function nileDeterminize(v: NileView, seat: Seat, rng: RngState): NileState {
  // Checked although typed: callers that handle any game (AnyGame: bots, workers) pass views unchecked.
  if (!v || typeof v !== 'object' || v.game !== 'nile' || !Array.isArray(v.seats) || v.viewer !== seat) {
    throw new RuleError('BAD_VIEW', `not a NILE view of seat ${seat}`);
  }
  const n = v.players;
  const unseen = fullComposition();
  const take = (counts: readonly number[], offset = 0) => {
    for (let i = 0; i < counts.length; i++) unseen[i + offset]! -= counts[i]!;
  };
  const hands: number[][] = [];
  const storage: number[][] = [];
  const fields: number[][] = [];
  const specs: number[][] = [];
  const known: boolean[] = new Array<boolean>(n).fill(false);
  for (let p = 0; p < n; p++) {
    const sv = v.seats[p]!;
    const f = recordToCounts(CROPS, sv.fields, 'fields');
    fields.push(f);
    take(f);
    const sp = sv.speculations.map((id) => CARD_INDEX[id]!);
    specs.push(sp);
    for (const c of sp) unseen[c]!--;
    if (p === seat) {
      const h = recordToCounts(CARD_IDS, sv.hand, 'hand');
      take(h);
      hands.push(h);
    } else {
      hands.push(new Array<number>(CARD_TYPES).fill(0));
    }
    // The own storage, and every storage once the game is over (final reveal), is known exactly.
    if (p === seat || sv.storage !== undefined) {
      const st = recordToCounts(CROPS, sv.storage, 'storage');
      take(st);
      storage.push(st);
      known[p] = true;
    } else {
      storage.push(new Array<number>(CROP_COUNT).fill(0));
    }
  }
  const removed = new Array<number>(CARD_TYPES).fill(0);
  for (const [k, c] of Object.entries(v.removedCrops)) {
    removed[CARD_INDEX[k]!] = c!;
    unseen[CARD_INDEX[k]!]! -= c!;
  }
  const current = v.currentFlood === null ? -1 : CARD_INDEX[v.currentFlood]!;
  const floodPile = new Array<number>(CARD_TYPES).fill(0);
  if (current >= 0 && v.floodOnPile) {
    floodPile[current] = 1;
    unseen[current]!--;
  }
  unseen[LOCUST] = 0; // placed where the view says, below
  const discard = new Array<number>(CARD_TYPES).fill(0);
  if (v.locust === 'discard') discard[LOCUST] = 1;
  if (unseen.some((c) => c < 0)) throw new RuleError('BAD_VIEW', 'NILE view shows more cards than the game has');

  // Deal crops to hidden storages first (they can hold nothing else), then everything else in random order.
  const crops: number[] = [];
  const rest: number[] = [];
  for (let c = 0; c < CARD_TYPES; c++) for (let k = 0; k < unseen[c]!; k++) (c < CROP_COUNT ? crops : rest).push(c);
  shuffle(rng, crops);
  const others = [...Array(n).keys()].filter((p) => p !== seat);
  const deckSize = v.deckSize - (v.locust === 'deck' ? 1 : 0);
  const fixed = deckSize + (v.discardSize - discard[LOCUST]!) + (v.floodPileSize - sum(floodPile)) + v.removedSpeculations;
  const hiddenTotal = crops.length + rest.length - fixed; // cards in other seats' hands and unrevealed storages
  const sizes = others.map((p, i) => {
    const sv = v.seats[p]!;
    const storageLeft = known[p] ? 0 : sv.storageSize; // a revealed storage is already placed
    if (sv.handSize !== undefined && storageLeft !== undefined) return { hand: sv.handSize, storage: storageLeft };
    // Sizes hidden (hidePileSizes): split the hidden cards evenly, hand first.
    const share = Math.floor(hiddenTotal / others.length) + (i < hiddenTotal % others.length ? 1 : 0);
    const h = known[p] ? share : Math.min(share, 5 + randInt(rng, 3));
    return { hand: h, storage: share - h };
  });
  others.forEach((p, i) => {
    for (let k = 0; k < sizes[i]!.storage && crops.length > 0; k++) storage[p]![crops.pop()!]!++;
  });
  const pool = shuffle(rng, rest.concat(crops));
  const removedSpecPool: number[] = [];
  const pull = (count: number, into: (c: number) => void, allowSpecAt?: (c: number) => boolean) => {
    for (let k = 0; k < count && pool.length > 0; k++) {
      let idx = pool.length - 1;
      if (allowSpecAt) while (idx >= 0 && !allowSpecAt(pool[idx]!)) idx--;
      if (idx < 0) return;
      into(pool.splice(idx, 1)[0]!);
    }
  };
  others.forEach((p, i) => pull(sizes[i]!.hand, (c) => hands[p]![c]!++));
  pull(v.removedSpeculations, (c) => removedSpecPool.push(c), (c) => c >= CROP_COUNT && c < LOCUST);
  for (const c of removedSpecPool) removed[c]!++;
  pull(v.discardSize - discard[LOCUST]!, (c) => discard[c]!++);
  pull(v.floodPileSize - sum(floodPile), (c) => floodPile[c]!++);
  const deck = pool.slice(0, Math.max(0, deckSize));
  if (v.locust === 'deck') deck.splice(randInt(rng, deck.length + 1), 0, LOCUST);

  return cloneState({
    game: 'nile',
    players: n,
    options: v.options,
    rng: [rng[0], rng[1], rng[2], rng[3]],
    deck,
    discard,
    floodPile,
    currentFlood: current,
    floodOnPile: v.floodOnPile,
    reshufflesLeft: v.reshufflesLeft,
    removed,
    hands,
    storage,
    fields,
    specs,
    active: v.active,
    turn: v.turn,
    lastCardDrawn: false,
    over: v.over,
    locustStrikes: v.locustStrikes,
  });
}

export type { CardId };
export { CARD_IDS };
