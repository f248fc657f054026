import type { RngState } from '../core/rng';
import type { Seat } from '../core/types';
import type { NefertitiData } from './material/schema';
import type { NefertitiOptions } from './options';

/** Card slot contents: a card index of the data set, or one of these. */
export const EMPTY = -1;
/** The Wandering Thief character card lying in a market slot (buyable like a gift). */
export const WT = -2;
/** The Akhenaton card (only ever in the deck). */
export const AKH = -3;
/** Slot 0 of a market is the upper (sealed) space; 1.. are the lower spaces left to right. */
export const UPPER = 0;

/** A piece on an offer space: seat * 2 for a servant, seat * 2 + 1 for a 2-player Collector. */
export const servantOf = (seat: Seat): number => seat * 2;
export const collectorOf = (seat: Seat): number => seat * 2 + 1;
export const ownerOf = (piece: number): Seat => piece >> 1;
export const isCollector = (piece: number): boolean => (piece & 1) === 1;

export interface MarketState {
  open: boolean;
  /** The active (uncovered) stall: 0 left, 1 right. */
  stall: number;
  reserve: number;
  /** Card per slot (EMPTY, WT or a card index); slot 0 upper. */
  slots: number[];
  /** Bit i set: slot i is face down (Beggar). */
  down: number;
  /** A Royal Seal lies on the upper slot. */
  seal: boolean;
  /** Pieces on the active stall, in arrival order: space index and piece code. */
  bidSpace: number[];
  bidPiece: number[];
}

export interface MemphisState {
  reserve: number;
  /** Foreign gifts on the port, in arrival order. */
  cards: number[];
  bidSpace: number[];
  bidPiece: number[];
  /** The final allocation (after Akhenaton) has happened: the port takes no more servants. */
  closed: boolean;
}

export interface PlayerState {
  money: number;
  /** Servants in the supply (not on a stall). */
  servants: number;
  collectors: number;
  seals: number;
  /** Prestige scored during the game (Scribes, Vizier, Merchant of Amun). */
  score: number;
  /** Gift counts per card index. */
  gifts: number[];
  priestOfAmun: boolean;
  royalScribe: boolean;
}

/** Automatic steps still to run, front first (see rules/flow.ts). */
export type Task =
  | { t: 'resolve'; m: number; order: number[]; i: number; top: boolean }
  | { t: 'afterClose'; m: number }
  | { t: 'memphisCheck'; added: number }
  | { t: 'akhenaton'; from: number }
  | { t: 'collectorOffer'; excl: number }
  | { t: 'nextTurn' }
  | { t: 'end'; reason: EndReason };

export type EndReason = 'lastMarket' | 'immediate' | 'stalemate';

/** The one choice the game waits for, and who makes it. Card fields hold card ids (they are rare, and readable). */
export type Decision =
  | { k: 'turn'; seat: Seat; char: boolean; hp: boolean }
  | { k: 'place2'; seat: Seat; m: number; left: number }
  | { k: 'collector'; seat: Seat; excl: number }
  | { k: 'top'; seat: Seat; m: number; bid: number }
  | { k: 'bid'; seat: Seat; m: number; bid: number }
  | { k: 'collect'; seat: Seat; m: number; bid: number }
  | { k: 'spread'; seat: Seat; m: number; left: number; used: number[] }
  | { k: 'wtUse'; seat: Seat; m: number }
  | { k: 'chooseType'; seat: Seat; why: 'scribe' | 'vizier' | 'royalServant'; bonus: number }
  | { k: 'select'; seat: Seat; why: 'scribe' | 'royalScribe'; bonus: number; type: number; sel: string[] }
  | { k: 'victim'; seat: Seat; by: Seat; victim: number; type: number; rest: number[] }
  | { k: 'steal'; seat: Seat; why: 'thief' | 'wanderingThief' }
  | { k: 'merchant'; seat: Seat; take: { from: number; card: string } | null }
  | { k: 'oracle'; seat: Seat; cards: string[]; swapped: boolean[]; order: string[] | null }
  | { k: 'beggar'; seat: Seat; m: number }
  | { k: 'amun'; seat: Seat; points: number }
  | { k: 'trader'; seat: Seat; done: number; max: number; take: { m: number; slot: number } | null };

/** The neutral collection's "seat" in victim lists and exchanges (2 players). */
export const NEUTRAL = -1;

export interface FinalScore {
  gifts: number;
  seals: number;
  deben: number;
  track: number;
  priestOfAmun: number;
  total: number;
}

export interface NefertitiState {
  game: 'nefertiti';
  players: number;
  options: NefertitiOptions;
  /** The data set in use (shared by reference between states; never mutated). */
  data: NefertitiData;
  rng: RngState;
  /** Gift deck, top = last element; the Akhenaton card is AKH. */
  deck: number[];
  markets: MarketState[];
  memphis: MemphisState | null;
  /** The market under the "Market Closed" tile. */
  closed: number;
  /** Market where the Akhenaton card was drawn (out of play), or -1. */
  akhenaton: number;
  ps: PlayerState[];
  /** 2 players: the neutral collection's gift counts; null otherwise. */
  neutral: number[] | null;
  /** Character copies still on display, per character index. */
  characters: number[];
  sealSupply: number;
  /** Seals out of the game (recycleSeals off). */
  sealsOut: number;
  /** Deben out of the game (paid to the neutral player). */
  debenOut: number;
  /** Gifts out of the game (scored by Scribes, discarded), per card index. */
  removed: number[];
  /** The Wandering Thief card left the game (bought with no gift to swap). */
  wtGone: boolean;
  /** Totals fixed at setup, for conservation checks. */
  debenTotal: number;
  sealTotal: number;
  active: Seat;
  turn: number;
  /** Consecutive turns in which the active player could only pass. */
  passes: number;
  tasks: Task[];
  decision: Decision | null;
  over: boolean;
  endReason: EndReason | null;
  final: FinalScore[] | null;
}

const cloneMarket = (m: MarketState): MarketState => ({
  open: m.open,
  stall: m.stall,
  reserve: m.reserve,
  slots: m.slots.slice(),
  down: m.down,
  seal: m.seal,
  bidSpace: m.bidSpace.slice(),
  bidPiece: m.bidPiece.slice(),
});

const clonePlayer = (p: PlayerState): PlayerState => ({
  money: p.money,
  servants: p.servants,
  collectors: p.collectors,
  seals: p.seals,
  score: p.score,
  gifts: p.gifts.slice(),
  priestOfAmun: p.priestOfAmun,
  royalScribe: p.royalScribe,
});

/** Tasks and decisions are small; a JSON-free structural copy keeps them independent. */
function cloneTask(t: Task): Task {
  return t.t === 'resolve' ? { t: 'resolve', m: t.m, order: t.order.slice(), i: t.i, top: t.top } : { ...t };
}

function cloneDecision(d: Decision): Decision {
  switch (d.k) {
    case 'spread':
      return { ...d, used: d.used.slice() };
    case 'select':
      return { ...d, sel: d.sel.slice() };
    case 'victim':
      return { ...d, rest: d.rest.slice() };
    case 'merchant':
      return { ...d, take: d.take ? { ...d.take } : null };
    case 'oracle':
      return { ...d, cards: d.cards.slice(), swapped: d.swapped.slice(), order: d.order ? d.order.slice() : null };
    case 'trader':
      return { ...d, take: d.take ? { ...d.take } : null };
    default:
      return { ...d };
  }
}

/** Fast structural copy: apply works on a private copy, callers always get a fresh state. */
export function cloneState(s: NefertitiState): NefertitiState {
  const mem = s.memphis;
  return {
    game: 'nefertiti',
    players: s.players,
    options: s.options,
    data: s.data,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: s.deck.slice(),
    markets: s.markets.map(cloneMarket),
    memphis: mem ? { reserve: mem.reserve, cards: mem.cards.slice(), bidSpace: mem.bidSpace.slice(), bidPiece: mem.bidPiece.slice(), closed: mem.closed } : null,
    closed: s.closed,
    akhenaton: s.akhenaton,
    ps: s.ps.map(clonePlayer),
    neutral: s.neutral ? s.neutral.slice() : null,
    characters: s.characters.slice(),
    sealSupply: s.sealSupply,
    sealsOut: s.sealsOut,
    debenOut: s.debenOut,
    removed: s.removed.slice(),
    wtGone: s.wtGone,
    debenTotal: s.debenTotal,
    sealTotal: s.sealTotal,
    active: s.active,
    turn: s.turn,
    passes: s.passes,
    tasks: s.tasks.map(cloneTask),
    decision: s.decision ? cloneDecision(s.decision) : null,
    over: s.over,
    endReason: s.endReason,
    final: s.final ? s.final.map((f) => ({ ...f })) : null,
  };
}
