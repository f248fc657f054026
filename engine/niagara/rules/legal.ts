import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import { CARD_COUNT, CLOUD, cardId, cardValue } from '../material/cards';
import { CANOES_PER_CREW, CREW_COLOURS, canoeId } from '../material/colours';
import { GEM_COLOURS } from '../material/gems';
import type { NiagaraAction, ParsedAction } from '../actions';
import { PASS, PLAY, PLAY_AS, WEATHER, parseCached, planAction } from '../action-cache';
import { buyBackOptions, pendingCrews } from './choose';
import { mayPaddle, mustStillMove } from './obligations';
import { enumeratePlans, planKey } from './paddle';
import { weatherMoves } from './weather';
import { seatOfCrew, type NiagaraState } from '../state';

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

// `apply` is usually called on the very state whose legal actions were just listed: reuse that enumeration. States
// are never edited after setup/apply return them (apply shares unchanged arrays between states), so identity is enough.
let cachedState: NiagaraState | null = null;
let cachedPlans: number[] = [];

/** Plan keys the current crew may paddle now (empty outside a number-card turn). Do not mutate the result. */
function legalPlans(s: NiagaraState): readonly number[] {
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
function mayPass(s: NiagaraState): boolean {
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

/** A legal action with what the rules step needs resolved (the crew that plays, the plan key, …). */
export type Checked =
  | { type: 'play'; crew: number; card: number; last: boolean }
  | { type: 'buyBack'; crew: number; canoe: number; gem: number }
  | { type: 'weather'; delta: number }
  | { type: 'paddle'; canoe: number; plan: number }
  | { type: 'pass' };

const illegal = (msg: string, a: ParsedAction): RuleError => new RuleError('ILLEGAL_ACTION', msg, { action: a.type });

/**
 * Parse `action` and check it against the rules on the untouched state (throws MALFORMED_ACTION / ILLEGAL_ACTION naming
 * the problem); the caller has already checked the seat. Each type is checked directly, not by scanning legalActions.
 */
export function validate(s: NiagaraState, seat: Seat, action: unknown): Checked {
  const a = parseCached(action);
  switch (a.type) {
    case 'play':
      return checkPlay(s, seat, a);
    case 'buyBack': {
      if (s.phase !== 'choose') throw illegal('canoes are bought back in phase 1 only', a);
      const crew = a.canoe >> 1;
      if (crew >= s.crews || seatOfCrew(s, crew) !== seat) throw illegal(`canoe ${canoeId(a.canoe)} is not yours`, a);
      if (!buyBackOptions(s, crew).some(([k, g]) => k === a.canoe && g === a.gem)) {
        throw illegal(`canoe ${canoeId(a.canoe)} cannot be bought back that way now (lost? card already played? one per round? gem in your reserve? free only with both canoes lost and no gems)`, a);
      }
      return { type: 'buyBack', crew, canoe: a.canoe, gem: a.gem };
    }
    case 'weather': {
      const t = s.turn;
      if (s.phase !== 'resolve' || !t || t.card !== CLOUD) throw illegal('the cloud moves only when you reveal your cloud card', a);
      if (!weatherMoves(s).includes(a.delta)) throw illegal(`the cloud cannot move by ${a.delta} from ${s.weather}`, a);
      return a;
    }
    case 'paddle':
      return checkPaddle(s, a);
    case 'pass':
      if (s.phase !== 'resolve' || !mayPass(s)) throw illegal('nothing optional to decline now', a);
      return a;
  }
}

function checkPlay(s: NiagaraState, seat: Seat, a: ParsedAction & { type: 'play' }): Checked {
  if (s.phase !== 'choose') throw illegal('paddle cards are played face down in phase 1 only', a);
  const pending = pendingCrews(s, seat);
  let crew: number;
  if (a.crew === null) {
    if (pending.length > 1) throw illegal(`name the colour you play for (${pending.map((c) => CREW_COLOURS[c]).join(' or ')})`, a);
    crew = pending[0]!;
  } else {
    crew = a.crew;
    if (crew >= s.crews || seatOfCrew(s, crew) !== seat) throw illegal(`colour ${CREW_COLOURS[crew]} is not yours`, a);
    if (!pending.includes(crew)) throw illegal(`colour ${CREW_COLOURS[crew]} has already played its card this round`, a);
  }
  if (!(s.hands[crew]! & (1 << a.card))) throw illegal(`card ${cardId(a.card)} was already played in this 7-card cycle`, a);
  let waiting = 0;
  for (let i = 0; i < s.crews; i++) if (s.chosen[i]! < 0) waiting++;
  return { type: 'play', crew, card: a.card, last: waiting === 1 };
}

function checkPaddle(s: NiagaraState, a: ParsedAction & { type: 'paddle' }): Checked {
  const t = s.turn;
  if (s.phase !== 'resolve' || !t || t.card === CLOUD) throw illegal('canoes move only when you reveal a number card', a);
  if (a.canoe >> 1 !== t.crew) throw illegal(`canoe ${canoeId(a.canoe)} is not one of the ${CREW_COLOURS[t.crew]} canoes moving now`, a);
  if (!mayPaddle(s, t, a.canoe & 1)) throw illegal(`canoe ${canoeId(a.canoe)} may not move now (already moved, lost, or a second launch)`, a);
  const plan = planKey(a.canoe, a.before, a.to, a.steal, a.after);
  if (!legalPlans(s).includes(plan)) throw illegal(`that move does not spend exactly ${cardValue(t.card)} points by the rules (§6.2–§6.4)`, a);
  return { type: 'paddle', canoe: a.canoe, plan };
}
