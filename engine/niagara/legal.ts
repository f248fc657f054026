import type { Seat } from '../core/types';
import { handCards, cardId, cardValue, CLOUD } from './material/cards';
import { CANOES_PER_CREW, CREW_COLOURS, canoeId } from './material/colours';
import { GEM_COLOURS } from './material/gems';
import { destinationId } from './material/river';
import type { Cargo, NiagaraAction } from './actions';
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

export function toAct(s: NiagaraState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'resolve') return [seatOfCrew(s, s.turn!.crew)];
  const out: Seat[] = [];
  for (let p = 0; p < s.players; p++) {
    for (let c = p; c < s.crews; c += s.players) {
      if (s.chosen[c]! < 0) {
        out.push(p);
        break;
      }
    }
  }
  return out;
}

export const cargoJson = (c: number): Cargo | undefined =>
  c === NONE ? undefined : c === UNLOAD ? { op: 'unload' } : c >= SWAP0 ? { op: 'swap', gem: GEM_COLOURS[c - SWAP0]! } : { op: 'load', gem: GEM_COLOURS[c]! };

/** The JSON action of a plan key. */
export function planAction(k: number): NiagaraAction {
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

// `apply` is usually called on the very state whose legal actions were just listed: reuse that enumeration. The state
// object must match and so must a fingerprint of everything the plans depend on, in case a caller edited it in place.
let cachedState: NiagaraState | null = null;
let cachedPrint = 0;
let cachedPlans: number[] = [];

function fingerprint(s: NiagaraState): number {
  let h = 0x811c9dc5;
  const mix = (v: number) => (h = Math.imul(h ^ (v + 7), 0x01000193));
  for (let i = 0; i < s.canoePos.length; i++) mix(s.canoePos[i]! * 16 + s.canoeGem[i]!);
  for (let i = 0; i < s.caves.length; i++) mix(s.caves[i]!);
  const t = s.turn;
  if (t) mix(t.crew * 4096 + t.card * 256 + t.moved * 16 + t.required * 4 + t.optional + (t.launched ? 65536 : 0) + (t.oneOf ? 131072 : 0));
  return h;
}

/** Plan keys the current crew may paddle now (empty outside a number-card turn). Do not mutate the result. */
export function legalPlans(s: NiagaraState): readonly number[] {
  const print = fingerprint(s);
  if (s === cachedState && print === cachedPrint) return cachedPlans;
  const t = s.turn;
  const out: number[] = [];
  if (t && t.card !== CLOUD) {
    for (let k = 0; k < CANOES_PER_CREW; k++) {
      if (mayPaddle(s, t, k)) enumeratePlans(s, t.crew * CANOES_PER_CREW + k, cardValue(t.card), !t.launched, out);
    }
  }
  cachedState = s;
  cachedPrint = print;
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
      for (const card of handCards(s.hands[c]!)) {
        out.push(named ? { type: 'play', card: cardId(card), colour: CREW_COLOURS[c]! } : { type: 'play', card: cardId(card) });
      }
      for (const [canoe, gem] of buyBackOptions(s, c)) out.push({ type: 'buyBack', canoe: canoeId(canoe), pay: gem >= 0 ? GEM_COLOURS[gem]! : null });
    }
    return out;
  }
  const t = s.turn!;
  if (seatOfCrew(s, t.crew) !== seat) return out;
  if (t.card === CLOUD) {
    for (const d of weatherMoves(s)) out.push({ type: 'weather', delta: d as -1 | 0 | 1 });
    return out;
  }
  for (const k of legalPlans(s)) out.push(planAction(k));
  if (mayPass(s)) out.push({ type: 'pass' });
  return out;
}
