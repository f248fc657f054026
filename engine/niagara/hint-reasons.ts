import type { HintReason, Seat } from '../core/types';
import type { NiagaraAction } from './actions';
import { CANOES_PER_CREW } from './material/colours';
import { pushesToFall, speedTail } from './heuristic';
import { cargoReasons, choiceReasons, gemsToWin, landedGem, paddleDetail } from './hint-moves';
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


/** The highest fall risk among the other seats' canoes (what a change of weather does to them). */
function rivalsRisk(s: NiagaraState, seat: Seat): number {
  let risk = 0;
  for (let p = 0; p < s.players; p++) if (p !== seat) risk = Math.max(risk, fallRisk(s, p));
  return risk;
}

/**
 * Niagara reasons for a hinted move (engine/ai/hints.ts), from the heuristic's gem value against waterfall risk: a
 * gem brought home (and how many more win), the cargo the move loads, swaps, steals or puts back (hint-moves.ts), a
 * canoe taken out of the next flow's reach or a warning when one stays within it; the weather's risk for the rivals.
 */
export function niagaraReasons(before: NiagaraState, after: NiagaraState, seat: Seat, action?: NiagaraAction): HintReason[] {
  const out: HintReason[] = [];
  const gem = landedGem(before, after, seat);
  if (gem) {
    out.push({ code: 'landsGem', values: { gem } });
    const need = gemsToWin(after, seat);
    out.push(need === 0 ? { code: 'meetsVictory' } : { code: 'gemsToWin', values: { count: need } });
  }
  if (action?.type === 'paddle') out.push(...cargoReasons(before, action).filter((r) => !gem || r.code !== 'loadsGem'));
  else if (action) out.push(...choiceReasons(action));
  const was = fallRisk(before, seat), now = fallRisk(after, seat);
  if (was >= NEAR_FALLS && now <= was - ESCAPE) out.push({ code: 'escapesFalls' });
  else if (now >= NEAR_FALLS) out.push({ code: 'canoeNearFalls' });
  if (action?.type === 'weather' && rivalsRisk(after, seat) >= NEAR_FALLS && rivalsRisk(after, seat) > rivalsRisk(before, seat)) out.push({ code: 'rivalsNearFalls' });
  return out;
}

/**
 * What sets a paddle card apart from another: how far it lets the seat's canoes go (the cloud: the weather instead),
 * and for which crew when the seat has two (the two-player variant); what sets two paddle moves apart: the canoe and
 * where it ends (hint-moves.ts).
 */
export function niagaraDetail(before: NiagaraState, action: NiagaraAction): HintReason | null {
  if (action.type === 'paddle') return paddleDetail(before, action);
  if (action.type !== 'play') return null;
  const crew: Record<string, string> = action.colour !== undefined ? { colour: action.colour } : {};
  if (action.card === 'cloud') return { code: action.colour ? 'paddleCloudCrew' : 'paddleCloud', values: crew };
  return { code: action.colour ? 'paddleCrew' : 'paddleCard', values: { count: action.card, ...crew } };
}
