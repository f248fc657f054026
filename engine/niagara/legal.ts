import type { Seat } from '../core/types';
import { CARD_COUNT, cardId, cardValue, CLOUD } from './material/cards';
import { CANOES_PER_CREW, CREW_COLOURS, canoeId } from './material/colours';
import { GEM_COLOURS } from './material/gems';
import { destinationId } from './material/river';
import { parseAction, type Cargo, type NiagaraAction } from './actions';
import { frozenAction, remember } from './action-cache';
import { NONE, SWAP0, UNLOAD } from './rules/cargo';
import { buyBackOptions, pendingCrews } from './rules/choose';
import { mayPaddle, mustStillMove } from './rules/obligations';
import { decodePlan, enumeratePlans } from './rules/paddle';
import { weatherMoves } from './rules/weather';
import { seatOfCrew, type NiagaraState } from './state';

/** Whether `seat` is among `toAct(s)`, without building the list. */
export function mayAct(s: NiagaraState, seat: Seat): boolean {
  if (s.phase === 'over') return false;
  if (s.phase === 'resolve') return seatOfCrew(s, s.turn!.crew) === seat;
  for (let c = seat; c < s.crews; c += s.players) if (s.chosen[c]! < 0) return true;
  return false;
}

// toAct lists are shared and frozen, one per set of seats (a bitmask): the host and every playout ask for them after
// every action, and no caller edits them.
const SEAT_LISTS: readonly Seat[][] = Array.from({ length: 1 << 5 }, (_, mask) => Object.freeze([0, 1, 2, 3, 4].filter((p) => mask & (1 << p))) as Seat[]);

export function toAct(s: NiagaraState): Seat[] {
  if (s.phase === 'over') return SEAT_LISTS[0]!;
  if (s.phase === 'resolve') return SEAT_LISTS[1 << seatOfCrew(s, s.turn!.crew)]!;
  let mask = 0;
  for (let c = 0; c < s.crews; c++) if (s.chosen[c]! < 0) mask |= 1 << c % s.players;
  return SEAT_LISTS[mask]!;
}

const cargoJson = (c: number): Cargo | undefined =>
  c === NONE ? undefined : c === UNLOAD ? { op: 'unload' } : c >= SWAP0 ? { op: 'swap', gem: GEM_COLOURS[c - SWAP0]! } : { op: 'load', gem: GEM_COLOURS[c]! };

const planActions = new Map<number, NiagaraAction>();
// Phase-1 cards as shared frozen actions: PLAY[card], and PLAY_AS[crew][card] when a seat names the colour it plays for.
const PLAY: NiagaraAction[] = Array.from({ length: CARD_COUNT }, (_, card) => frozenAction({ type: 'play', card: cardId(card) }, parseAction));
const PLAY_AS: NiagaraAction[][] = CREW_COLOURS.map((colour) => Array.from({ length: CARD_COUNT }, (_, card) => frozenAction({ type: 'play', card: cardId(card), colour }, parseAction)));
const PASS: NiagaraAction = frozenAction({ type: 'pass' }, parseAction);
const WEATHER: Record<number, NiagaraAction> = { [-1]: frozenAction({ type: 'weather', delta: -1 }, parseAction), 0: frozenAction({ type: 'weather', delta: 0 }, parseAction), 1: frozenAction({ type: 'weather', delta: 1 }, parseAction) };

/** The JSON action of a plan key (shared and frozen). */
function planAction(k: number): NiagaraAction {
  return planActions.get(k) ?? remember(planActions, k, buildPlanAction(k), parseAction);
}

function buildPlanAction(k: number): NiagaraAction {
  const p = decodePlan(k);
  const a: { type: 'paddle'; canoe: string; before?: Cargo; to: ReturnType<typeof destinationId>; steal?: string; after?: Cargo } = {
    type: 'paddle',
    canoe: canoeId(p.canoe),
    to: destinationId(p.to),
  };
  const b = cargoJson(p.before);
  if (b) a.before = b;
  if (p.steal >= 0) a.steal = canoeId(p.steal);
  const af = cargoJson(p.after);
  if (af) a.after = af;
  return a;
}

// `apply` is usually called on the very state whose legal actions were just listed: reuse that enumeration. States
// are never edited after setup/apply return them (apply shares unchanged arrays between states), so identity is enough.
let cachedState: NiagaraState | null = null;
let cachedPlans: number[] = [];

/** Plan keys the current crew may paddle now (empty outside a number-card turn). Do not mutate the result. */
export function legalPlans(s: NiagaraState): readonly number[] {
  if (s === cachedState) return cachedPlans;
  const t = s.turn;
  const out: number[] = [];
  if (t && t.card !== CLOUD) {
    for (let k = 0; k < CANOES_PER_CREW; k++) {
      if (mayPaddle(s, t, k)) enumeratePlans(s, t.crew * CANOES_PER_CREW + k, cardValue(t.card), !t.launched, out);
    }
  }
  cachedState = s;
  cachedPlans = out;
  return out;
}

/** May the current crew end its turn now (an optional launch declined)? */
export function mayPass(s: NiagaraState): boolean {
  const t = s.turn;
  if (!t || t.card === CLOUD || mustStillMove(t)) return false;
  return mayPaddle(s, t, 0) || mayPaddle(s, t, 1);
}

export function legalActions(s: NiagaraState, seat: Seat): NiagaraAction[] {
  const out: NiagaraAction[] = [];
  if (s.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return out;
  if (s.phase === 'choose') {
    const crews = pendingCrews(s, seat);
    const named = s.crews > s.players; // a seat running two colours names the one it plays for
    for (const c of crews) {
      const hand = s.hands[c]!;
      const cards = named ? PLAY_AS[c]! : PLAY;
      for (let card = 0; card < CARD_COUNT; card++) if (hand & (1 << card)) out.push(cards[card]!);
      for (const [canoe, gem] of buyBackOptions(s, c)) out.push({ type: 'buyBack', canoe: canoeId(canoe), pay: gem >= 0 ? GEM_COLOURS[gem]! : null });
    }
    return out;
  }
  const t = s.turn!;
  if (seatOfCrew(s, t.crew) !== seat) return out;
  if (t.card === CLOUD) {
    for (const d of weatherMoves(s)) out.push(WEATHER[d]!);
    return out;
  }
  for (const k of legalPlans(s)) out.push(planAction(k));
  if (mayPass(s)) out.push(PASS);
  return out;
}
