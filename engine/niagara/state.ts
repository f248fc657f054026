import type { RngState } from '../core/rng';
import type { NiagaraOptions } from './options';

export type Phase = 'choose' | 'resolve' | 'over';

/** The crew whose card is being carried out in phase 2. */
export interface TurnState {
  crew: number;
  /** Card index (see material/cards.ts). */
  card: number;
  /** Bit k: canoe k of the crew (0/1) must move this turn (§6.1). */
  required: number;
  /** Bit k: canoe k may move this turn if the player wishes. */
  optional: number;
  /** Both canoes started on the bank: exactly one of them must launch. */
  oneOf: boolean;
  /** Bit k: canoe k has already moved this turn. */
  moved: number;
  /** A canoe has been launched this turn (at most one per round, §6.1). */
  launched: boolean;
}

/**
 * The whole truth of a Niagara game, in flat number arrays so that `cloneState` is cheap. Canoe index = crew * 2 + k.
 * Crew index = colour index (material/colours.ts); seat of a crew = crew % players.
 */
export interface NiagaraState {
  game: 'niagara';
  players: number;
  /** Colours in play: = players, or 4 in the two-player two-colour variant. */
  crews: number;
  options: NiagaraOptions;
  rng: RngState;
  /** 1-based round number. */
  round: number;
  phase: Phase;
  /** Crew holding the life ring (resolves first in phase 2). */
  startCrew: number;
  /** Weather value, −1 … +2. */
  weather: number;
  /** Arm index the next disc at the fork goes to (0 left, 1 right), or -1 before a random first push. */
  forkNext: number;
  /** Discs pushed so far (for the event log). */
  pushes: number;
  /** caves[cave * 5 + gem]: gems of each colour lying in each cave (caves can hold mixed colours, §6.2). */
  caves: number[];
  /** Per canoe: BANK (-1), LOST (-2) or a slot index 0..8. */
  canoePos: number[];
  /** Per canoe: gem index carried, or -1. */
  canoeGem: number[];
  /** reserve[seat * 5 + gem]: landed gems in front of each seat (public). */
  reserve: number[];
  /** Per crew: 7-bit mask of paddle cards still in hand this cycle. */
  hands: number[];
  /** Per crew: the card played face down this round, or -1 while still choosing. */
  chosen: number[];
  /** Per crew: 1 once this round's card has been turned face up. */
  shown: number[];
  /** Per crew: canoes bought back this round. */
  boughtBack: number[];
  /** How many crews have finished phase 2 this round. */
  resolved: number;
  turn: TurnState | null;
  /** Per seat: order in which it first met a victory condition (for `mostGemsThenFirst`), or -1. */
  metOrder: number[];
  /** Counter behind `metOrder`. */
  metCount: number;
  /** Set when the game stopped at `roundCap` without a winner. */
  capped: boolean;
}

const copy = (a: number[]): number[] => a.slice();
const same = (a: number[]): number[] => a;

/** Fast structural copy: apply works on a private copy, callers always get a fresh state. */
export function cloneState(s: NiagaraState): NiagaraState {
  return cloneWith(s, copy);
}

/**
 * The copy for a phase-2 action (paddle, weather, pass): hands, chosen and boughtBack are only ever replaced by fresh
 * arrays in phase 2 (new round, new card cycle), never edited in place, so they are shared with the input.
 */
export function cloneForResolve(s: NiagaraState): NiagaraState {
  return cloneWith(s, copy, same);
}

function cloneWith(s: NiagaraState, copy: (a: number[]) => number[], keep: (a: number[]) => number[] = copy): NiagaraState {
  const t = s.turn;
  return {
    game: 'niagara',
    players: s.players,
    crews: s.crews,
    options: s.options, // never mutated after setup
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    phase: s.phase,
    startCrew: s.startCrew,
    weather: s.weather,
    forkNext: s.forkNext,
    pushes: s.pushes,
    caves: copy(s.caves),
    canoePos: copy(s.canoePos),
    canoeGem: copy(s.canoeGem),
    reserve: copy(s.reserve),
    hands: keep(s.hands),
    chosen: keep(s.chosen),
    shown: copy(s.shown),
    boughtBack: keep(s.boughtBack),
    resolved: s.resolved,
    turn: t === null ? null : { crew: t.crew, card: t.card, required: t.required, optional: t.optional, oneOf: t.oneOf, moved: t.moved, launched: t.launched },
    metOrder: copy(s.metOrder),
    metCount: s.metCount,
    capped: s.capped,
  };
}

/**
 * The copy for a phase-1 card that is not the round's last: only hands and chosen change, the other arrays are shared
 * with the input (states are never edited after apply returns them, so sharing is safe).
 */
export function cloneForPlay(s: NiagaraState): NiagaraState {
  // Spelled out (not a spread): V8 builds this shape much faster, and it is the same shape as cloneState's.
  return {
    game: 'niagara',
    players: s.players,
    crews: s.crews,
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    startCrew: s.startCrew,
    weather: s.weather,
    forkNext: s.forkNext,
    pushes: s.pushes,
    caves: s.caves,
    canoePos: s.canoePos,
    canoeGem: s.canoeGem,
    reserve: s.reserve,
    hands: copy(s.hands),
    chosen: copy(s.chosen),
    shown: s.shown,
    boughtBack: s.boughtBack,
    resolved: s.resolved,
    turn: s.turn,
    metOrder: s.metOrder,
    metCount: s.metCount,
    capped: s.capped,
  };
}

export const seatOfCrew = (s: NiagaraState, crew: number): number => crew % s.players;
export const crewOfCanoe = (canoe: number): number => canoe >> 1;
