import type { HintReason, Seat } from '../core/types';
import type { NiagaraAction } from './actions';
import { CANOES_PER_CREW } from './material/colours';
import { GEM_COUNT } from './material/gems';
import { pushesToFall, speedTail } from './heuristic';
import type { NiagaraState } from './state';

/** A chance of going over at the next flow the hint warns about, and the drop that counts as getting out of reach. */
const NEAR_FALLS = 0.35;
const ESCAPE = 0.15;

/** The seat's canoes (a seat may have two crews in the two-player variant). */
function canoes(s: NiagaraState, seat: Seat): number[] {
  const out: number[] = [];
  for (let c = seat; c < s.crews; c += s.players) for (let k = 0; k < CANOES_PER_CREW; k++) out.push(c * CANOES_PER_CREW + k);
  return out;
}

/** The highest chance, by the heuristic's estimate of the next flow's speed, that one of the seat's canoes goes over. */
function fallRisk(s: NiagaraState, seat: Seat): number {
  const tail = speedTail(s);
  let risk = 0;
  for (const j of canoes(s, seat)) {
    const pos = s.canoePos[j]!;
    if (pos < 0) continue;
    risk = Math.max(risk, tail[Math.max(0, Math.min(15, Math.floor(pushesToFall(pos, s.forkNext))))]!);
  }
  return risk;
}

const landed = (s: NiagaraState, seat: Seat): number => s.reserve.slice(seat * GEM_COUNT, (seat + 1) * GEM_COUNT).reduce((a, b) => a + b, 0);
const loaded = (s: NiagaraState, seat: Seat): number => canoes(s, seat).filter((j) => s.canoeGem[j]! >= 0 && s.canoePos[j]! >= 0).length;

/**
 * Niagara reasons for a hinted move (engine/ai/hints.ts), from the heuristic's gem value against waterfall risk: a
 * gem brought home or loaded, a canoe taken out of the next flow's reach, or a warning when one stays within it.
 */
export function niagaraReasons(before: NiagaraState, after: NiagaraState, seat: Seat): HintReason[] {
  const out: HintReason[] = [];
  if (landed(after, seat) > landed(before, seat)) out.push({ code: 'landsGem' });
  else if (loaded(after, seat) > loaded(before, seat)) out.push({ code: 'loadsGem' });
  const was = fallRisk(before, seat), now = fallRisk(after, seat);
  if (was >= NEAR_FALLS && now <= was - ESCAPE) out.push({ code: 'escapesFalls' });
  else if (now >= NEAR_FALLS) out.push({ code: 'canoeNearFalls' });
  return out;
}

/**
 * What sets a paddle card apart from another: how far it lets the seat's canoes go (the cloud: the weather instead),
 * and for which crew when the seat has two (the two-player variant).
 */
export function niagaraDetail(_before: NiagaraState, action: NiagaraAction): HintReason | null {
  if (action.type !== 'play') return null;
  const crew: Record<string, string> = action.colour !== undefined ? { colour: action.colour } : {};
  if (action.card === 'cloud') return { code: action.colour ? 'paddleCloudCrew' : 'paddleCloud', values: crew };
  return { code: action.colour ? 'paddleCrew' : 'paddleCard', values: { count: action.card, ...crew } };
}
