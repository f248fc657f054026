import type { RngState } from '../core/rng';
import type { Seat } from '../core/types';
import type { BanksOptions } from './options';
import type { BanksData, EventKind } from './material/schema';

/**
 * Marker codes (plain numbers, so states clone fast):
 *   colour × 32 + kind × 4 + low bits.
 * On a field the low bits are flags: 1 = RIPE (else SEED), 2 = acted on in the current action phase (spec §7).
 * In the market they are the state: 1 RIPE, 2 SPOILED, 3 ROTTEN. Supply and boat hold counts, not codes.
 */
export const RIPE = 1;
export const ACTED = 2;
export const M_RIPE = 1;
export const M_SPOILED = 2;
export const M_ROTTEN = 3;
export const mColour = (m: number): number => m >> 5;
export const mKind = (m: number): number => (m >> 2) & 7;
export const mLow = (m: number): number => m & 3;
export const mCode = (colour: number, kind: number, low: number): number => (colour << 5) | (kind << 2) | low;

/** Tide marker positions (spec §5.1), in arrow order. */
export const FLUT = 0;
export const EBBE1 = 1;
export const EBBE2 = 2;
export const TIDE_NAMES = ['FLUT', 'EBBE1', 'EBBE2'] as const;
export type TideName = (typeof TIDE_NAMES)[number];
/** 0 = flood, 1 = ebb. */
export const tideType = (marker: number): number => (marker === FLUT ? 0 : 1);

export type Step =
  | 'startBid' // §13.2 variant: secret simultaneous bids for the pillar
  | 'payBid' // §13.2: each bidder puts his bid markers into the boat, kind by kind
  | 'startDesert' // §4.2.3: the start player lays the starting desert cards
  | 'openBoat' // §4.2.6.1: two markers into the boat, clockwise
  | 'openWater' // §4.2.6.2: one water card each, clockwise
  | 'openSow' // §4.2.6.3: one ripe and one seed marker each, free
  | 'tide' // §5.1: the start player floods or ebbs
  | 'actions' // §7: each player's action phase in turn
  | 'over';

/** A revealed event being resolved (spec §9). */
export interface EventCtx {
  kind: EventKind;
  palms: number;
  arrow: boolean;
  /** Board row of the triggering card (the flooded field or the removed water card). */
  row: number;
  /** Who makes the event's choices: the start player, or the placing player during the opening (§4.2). */
  chooser: Seat;
  /** A flooded desert card to hand to the chooser as a joker once the event is over (§6.4), or −1. */
  joker: number;
  /** True while the chooser must pick (rot row and markers, desert field). */
  wait: boolean;
}

/** §13.1 hippo auction in progress. */
export interface HippoState {
  stage: 'bid' | 'pay' | 'act';
  /** Markers each seat took in hand; −1 = not bid yet. Hidden from others until all have bid. */
  bids: number[];
  winner: Seat;
  /** Markers the winner still has to put into the boat. */
  pay: number;
}

export interface BanksState {
  game: 'banks';
  players: number;
  opts: BanksOptions;
  /** The material (shared by reference, never mutated). */
  data: BanksData;
  /** A replacement data set was given at setup (views then carry it; the default set is known to every client). */
  customData: boolean;
  rng: RngState;
  /** 0 during the opening, then 1, 2, … */
  round: number;
  step: Step;
  /** Start player: holds the pillar. */
  sp: Seat;
  /** Seat of the current sequential step (opening steps, action phases, bid payments). */
  cur: Seat;
  /** Seats done in the current sequential step. */
  done: number;
  /** Per-seat sub-count of the step: water cards left (openWater), 1 ripe / 2 seed placed (openSow), cards left (startDesert). */
  left: number;
  /** Tide marker: 0 FLUT, 1 EBBE1, 2 EBBE2. */
  tide: number;
  /** Tide phase progress (§5.1): segment type (0 flood, 1 ebb), cards placed/removed in it, loop guard. */
  tMode: number;
  tDone: number;
  tSwitched: boolean;
  /** Per field: 1 when a cover strip hides it (static for the game; shared by reference). */
  covered: number[];
  /** Per field: −1, or water card × 2 + (1 if turned so that its ends[1] faces the Nile). */
  water: number[];
  /** Per field: −1, or the desert card lying on it. */
  desert: number[];
  /** Two slots per field: marker code or −1 (slot 0 filled first). */
  fm: number[];
  /** Market rows, position 1 first: marker codes. */
  market: number[][];
  /** Counts, seat × K + kind. */
  supply: number[];
  /** Markers bought this action phase (still in supply, may not be sown, A14): seat × K + kind. */
  frozen: number[];
  boat: number[];
  lost: number[];
  pawns: number[];
  obelisk: number;
  /** Water piles, seat × 2 + pile; top card LAST. */
  piles: number[][];
  /** Water remainder removed unseen at setup (§12.21). */
  wOut: number[];
  wDiscard: number[];
  /** Desert draw pile (top LAST) and discard. */
  dPile: number[];
  dDiscard: number[];
  jokers: number[][];
  /** Current action phase. */
  actor: Seat;
  ap: number;
  jokersBought: number;
  /** Hippo extra phase: no jokers (§13.1). */
  noJokers: boolean;
  ectx: EventCtx | null;
  hippo: HippoState | null;
  /** §13.2 start bidding: per seat, −1 = not yet; the tied-round count; markers each bidder still has to pay. */
  bids: number[];
  bidRound: number;
  payLeft: number[];
  /** Marker/score signature at the end of the previous round, and how many rounds in a row it stayed the same. */
  sig: string;
  idle: number;
  over: boolean;
  /** Stopped at the round cap. */
  capped: boolean;
  /** Ended by the stalemate rule (option stalemateRounds). */
  stalemate: boolean;
}

const copy = (a: number[]): number[] => a.slice();

/**
 * Hand-written copy for apply. The small arrays that change on most actions are copied; the rest is copy-on-write:
 * `water`, `desert`, `wDiscard`, `dPile`, `dDiscard` and the inner arrays of `piles`, `jokers` and `market` are
 * shared between states and the rules always replace them (never push, pop or assign into them in place).
 */
export function cloneState(s: BanksState): BanksState {
  return {
    game: 'banks',
    players: s.players,
    opts: s.opts,
    data: s.data,
    customData: s.customData,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    step: s.step,
    sp: s.sp,
    cur: s.cur,
    done: s.done,
    left: s.left,
    tide: s.tide,
    tMode: s.tMode,
    tDone: s.tDone,
    tSwitched: s.tSwitched,
    covered: s.covered,
    water: s.water,
    desert: s.desert,
    fm: copy(s.fm),
    market: s.market.slice(),
    supply: copy(s.supply),
    frozen: copy(s.frozen),
    boat: copy(s.boat),
    lost: copy(s.lost),
    pawns: copy(s.pawns),
    obelisk: s.obelisk,
    piles: s.piles.slice(),
    wOut: s.wOut,
    wDiscard: s.wDiscard,
    dPile: s.dPile,
    dDiscard: s.dDiscard,
    jokers: s.jokers.slice(),
    actor: s.actor,
    ap: s.ap,
    jokersBought: s.jokersBought,
    noJokers: s.noJokers,
    ectx: s.ectx ? { ...s.ectx } : null,
    hippo: s.hippo ? { ...s.hippo, bids: copy(s.hippo.bids) } : null,
    bids: copy(s.bids),
    bidRound: s.bidRound,
    payLeft: copy(s.payLeft),
    sig: s.sig,
    idle: s.idle,
    over: s.over,
    capped: s.capped,
    stalemate: s.stalemate,
  };
}
