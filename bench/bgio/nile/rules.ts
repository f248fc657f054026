/**
 * NILE's rules for the boardgame.io port, written over again for boardgame.io's way of working (moves mutate an immer
 * draft of G; no events, boardgame.io keeps its own log): the spec's defaults only, the options the benchmark plays.
 * Same card numbering and count vectors as engine/nile (material data only is shared), and the same order of random
 * draws, so `check.ts` can feed both engines the same shuffles and compare them step by step.
 */
import { CROP_COUNT, CROP_MASK, LOCUST, CARD_TYPES, NILE_DECK, fullComposition } from '../../../engine/nile/material/cards';

/** Where the port's randomness comes from: boardgame.io's `random` plugin in the bench, engine/nile's RNG in the check. */
export interface Chance {
  shuffle(cards: number[]): number[];
  /** Uniform integer in [0, n). */
  below(n: number): number;
}

export interface NileG {
  players: number;
  first: number;
  deck: number[];
  discard: number[];
  floodPile: number[];
  currentFlood: number;
  floodOnPile: boolean;
  reshufflesLeft: number;
  hands: number[][];
  storage: number[][];
  fields: number[][];
  specs: number[][];
  active: number;
  lastCardDrawn: boolean;
  over: boolean;
  locustStrikes: number;
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

/** Spec §3: deal 5 each from the non-locust cards, shuffle the locust into the rest, pick the first player. */
export function setupG(players: number, chance: Chance): NileG {
  const counts = fullComposition();
  const locusts = counts[LOCUST]!;
  counts[LOCUST] = 0;
  let pool: number[] = [];
  for (let c = 0; c < CARD_TYPES; c++) for (let n = 0; n < counts[c]!; n++) pool.push(c);
  pool = chance.shuffle(pool);
  const hands: number[][] = [];
  for (let p = 0; p < players; p++) {
    const h = zeros(CARD_TYPES);
    for (let i = 0; i < NILE_DECK.handSize; i++) h[pool.pop()!]!++;
    hands.push(h);
  }
  for (let i = 0; i < locusts; i++) pool.push(LOCUST);
  pool = chance.shuffle(pool);
  return {
    players, first: chance.below(players), deck: pool, discard: zeros(CARD_TYPES), floodPile: zeros(CARD_TYPES),
    currentFlood: -1, floodOnPile: false, reshufflesLeft: players - 1, hands,
    storage: Array.from({ length: players }, () => zeros(CROP_COUNT)), fields: Array.from({ length: players }, () => zeros(CROP_COUNT)),
    specs: Array.from({ length: players }, () => []), active: 0, lastCardDrawn: false, over: false, locustStrikes: 0,
  };
}

/** §9: discard and flood pile, in card order, shuffled into a new deck. */
function rebuild(G: NileG, chance: Chance): void {
  const deck: number[] = [];
  for (let c = 0; c < CARD_TYPES; c++) for (let n = G.discard[c]!; n > 0; n--) deck.push(c);
  for (let c = 0; c < CARD_TYPES; c++) for (let n = G.floodPile[c]!; n > 0; n--) deck.push(c);
  G.discard = zeros(CARD_TYPES);
  G.floodPile = zeros(CARD_TYPES);
  G.floodOnPile = false;
  G.deck = chance.shuffle(deck);
  G.reshufflesLeft--;
}

/** The top card (a locust goes straight to the discard), or -1 once the final pass is exhausted. */
function takeTop(G: NileG, chance: Chance): number {
  if (G.deck.length === 0) {
    if (G.lastCardDrawn || G.reshufflesLeft <= 0) return ((G.lastCardDrawn = true), -1);
    rebuild(G, chance);
    if (G.deck.length === 0) return ((G.lastCardDrawn = true), -1);
  }
  const c = G.deck.pop()!;
  if (c === LOCUST) G.discard[LOCUST]!++;
  return c;
}

/** Once the taken card lies where it goes: rebuild an emptied deck at once, or mark the end. */
function settleDeck(G: NileG, chance: Chance): void {
  if (G.deck.length > 0) return;
  if (G.reshufflesLeft <= 0) G.lastCardDrawn = true;
  else {
    rebuild(G, chance);
    if (G.deck.length === 0) G.lastCardDrawn = true;
  }
}

/** §4.2: n cards into a hand, a locust replaced; returns whether one was seen (it strikes after the draw). */
function drawInto(G: NileG, seat: number, n: number, chance: Chance): boolean {
  let saw = false;
  for (let got = 0; got < n; ) {
    const c = takeTop(G, chance);
    if (c < 0) break;
    if (c === LOCUST) saw = true;
    else {
      G.hands[seat]![c]!++;
      got++;
    }
    settleDeck(G, chance);
  }
  return saw;
}

/** §8: every field of the largest size is discarded. */
function locust(G: NileG): void {
  G.locustStrikes++;
  let max = 0;
  for (const f of G.fields) for (let k = 0; k < CROP_COUNT; k++) max = Math.max(max, f[k]!);
  if (max === 0) return;
  for (const f of G.fields) {
    for (let k = 0; k < CROP_COUNT; k++) {
      if (f[k] !== max) continue;
      G.discard[k]! += max;
      f[k] = 0;
    }
  }
}

/** §4.1: flip until a non-locust card, pay speculations, a payout locust strikes, then harvest. */
export function revealFlood(G: NileG, chance: Chance): void {
  let c: number;
  for (;;) {
    c = takeTop(G, chance);
    if (c < 0) return;
    if (c !== LOCUST) break;
    settleDeck(G, chance);
    locust(G);
  }
  G.floodPile[c]!++;
  G.currentFlood = c;
  G.floodOnPile = true;
  settleDeck(G, chance);
  const fm = CROP_MASK[c]!;
  let saw = false;
  for (let i = 0; i < G.players; i++) {
    const p = (G.active + i) % G.players;
    const specs = G.specs[p]!;
    if (specs.length === 0) continue;
    const won = specs.filter((s) => (CROP_MASK[s]! & fm) !== 0).length;
    G.specs[p] = [];
    if (won > 0 && drawInto(G, p, 3 * won, chance)) saw = true;
    for (const s of specs) G.discard[s]!++;
  }
  if (saw) locust(G);
  for (let k = 0; k < CROP_COUNT; k++) {
    if (!(fm & (1 << k))) continue;
    const owner = G.fields.findIndex((f) => f[k]! > 0);
    if (owner < 0) continue;
    G.fields[owner]![k]!--;
    G.storage[owner]![k]!++;
  }
}

/** §9: the game ends after the step that drew the final pass's last card. */
export function checkEnd(G: NileG): boolean {
  if (G.lastCardDrawn) G.over = true;
  return G.over;
}

/** Step 5: draw 2 (a locust strikes after the draw). */
export function drawTwo(G: NileG, chance: Chance): void {
  if (drawInto(G, G.active, 2, chance)) locust(G);
}

/** §5: two cards paid from hand and/or storage; Market draws one, Offering floods. */
export function trade(G: NileG, kind: 'market' | 'offering', pay: { storage: boolean; card: number }[], chance: Chance): void {
  for (const p of pay) {
    (p.storage ? G.storage : G.hands)[G.active]![p.card]!--;
    G.discard[p.card]!++;
  }
  if (kind === 'offering') revealFlood(G, chance);
  else if (drawInto(G, G.active, 1, chance)) locust(G);
}

/** §6: beaten opponent fields go to the discard, then the cards move from hand to field. */
export function plant(G: NileG, counts: number[]): void {
  const seat = G.active;
  for (let k = 0; k < CROP_COUNT; k++) {
    if (counts[k] === 0) continue;
    if (G.fields[seat]![k] === 0) {
      for (let q = 0; q < G.players; q++) {
        if (q === seat) continue;
        G.discard[k]! += G.fields[q]![k]!;
        G.fields[q]![k] = 0;
      }
    }
    G.hands[seat]![k]! -= counts[k]!;
    G.fields[seat]![k]! += counts[k]!;
  }
}

/** §10: storage piles sorted ascending, compared lexicographically; the smallest pile is the score. */
export function finalResult(G: NileG): { scores: number[]; winners: number[] } {
  const piles = G.storage.map((s) => s.slice().sort((a, b) => a - b));
  const beats = (a: number[], b: number[]): boolean => {
    const i = a.findIndex((v, j) => v !== b[j]);
    return i >= 0 && a[i]! > b[i]!;
  };
  const winners = piles.flatMap((v, p) => (piles.some((w) => beats(w, v)) ? [] : [p]));
  return { scores: piles.map((v) => v[0]!), winners };
}
