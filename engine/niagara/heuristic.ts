import type { Seat } from '../core/types';
import { CLOUD, cardValue } from './material/cards';
import { CANOES_PER_CREW } from './material/colours';
import { GEM_COUNT } from './material/gems';
import { ARM_SLOTS, LOST, SLOTS, TRUNK_LAST } from './material/river';
import { VICTORY } from './material/victory';
import { riverSpeed } from './rules/flow';
import { niagaraOutcome } from './rules/outcome';
import type { NiagaraState } from './state';

/** Value lost with 0, 1 or 2 canoes of a colour over the falls: with none left a colour cannot score at all. */
const LOST_PENALTY = [0, 0.15, 0.5];
/** Speed assumed for flows that are not yet known (beyond the weather); the lowest card is usually small. */
const TYPICAL_SPEED = 1;
/** A canoe this many pushes (beyond the typical speed) from the falls counts as safe; nearer, its gem is discounted. */
const SAFE_SPAN = 3;
/** A loaded canoe whose own face-down card will take it home counts as this much of a landed gem. */
const LANDING_SOON = 0.85;

/** Pushes until a canoe at `pos` goes over the falls, given the arm that takes the next disc (-1: unknown). */
function pushesToFall(pos: number, forkNext: number): number {
  const arm = SLOTS[pos]!.arm;
  if (arm === null) return 10 - SLOTS[pos]!.distance; // T5 falls on the 5th push, T1 on the 9th
  const a = arm === 'L' ? 0 : 1;
  const next = forkNext < 0 ? 0.5 : forkNext === a ? 1 : 0;
  const last = pos === ARM_SLOTS[a]![1];
  // Its arm moves on pushes 1,3,5… if it is next, else 2,4,6…
  return last ? 2 - next : 4 - next;
}

/**
 * Where each canoe will be after this round's flow, when it is already known (phase 2 of a determinized state: every
 * card is on the table). LOST for canoes that will go over the falls. Strict alternation is assumed at the fork.
 */
function previewFlow(s: NiagaraState): { pos: number[]; forkNext: number } {
  const pos = s.canoePos.slice();
  if (s.phase !== 'resolve') return { pos, forkNext: s.forkNext };
  const { speed } = riverSpeed(s);
  let fork = s.forkNext < 0 ? 0 : s.forkNext;
  for (let i = 0; i < speed; i++) {
    const [a6, a7] = ARM_SLOTS[fork]!;
    for (let j = 0; j < pos.length; j++) {
      const p = pos[j]!;
      if (p < 0) continue;
      if (p < TRUNK_LAST) pos[j] = p + 1;
      else if (p === TRUNK_LAST) pos[j] = a6;
      else if (p === a6) pos[j] = a7;
      else if (p === a7) pos[j] = LOST;
    }
    fork = 1 - fork;
  }
  return { pos, forkNext: s.options.forkMode === 'alternate' ? fork : -1 };
}

/** Value of the number card a crew has placed but not yet carried out this round (0: none, cloud, or done). */
function cardStillToPlay(s: NiagaraState, crew: number): number {
  const card = s.chosen[crew]!;
  if (card < 0 || card === CLOUD) return 0;
  if (s.phase === 'resolve' && (crew - s.startCrew + s.crews) % s.crews < s.resolved) return 0;
  return cardValue(card);
}

/**
 * Progress of `seat` toward the nearest victory condition (§9), with carried gems counted as part-gems: worth more the
 * closer to the bank and the farther from the falls. Canoes that this round's flow will sink count as lost already.
 */
function progress(s: NiagaraState, seat: Seat, after: { pos: number[]; forkNext: number }): number {
  const r: number[] = [];
  for (let g = 0; g < GEM_COUNT; g++) r.push(s.reserve[seat * GEM_COUNT + g]!);
  let afloat = 0, penalty = 0;
  for (let c = seat; c < s.crews; c += s.players) {
    let lost = 0;
    const card = cardStillToPlay(s, c);
    for (let k = 0; k < CANOES_PER_CREW; k++) {
      const j = c * CANOES_PER_CREW + k;
      const now = s.canoePos[j]!;
      const g0 = s.canoeGem[j]!;
      // A loaded canoe whose own face-down card will take it home is almost a landed gem.
      if (g0 >= 0 && now >= 0 && card >= SLOTS[now]!.distance && !(s.turn?.crew === c && s.turn.moved & (1 << k))) {
        r[g0]! += LANDING_SOON;
        continue;
      }
      const p = after.pos[j]!;
      if (p === LOST) {
        lost++;
        continue;
      }
      if (p < 0) continue;
      // Residual risk from the next flows (this round's is already in `after`).
      const margin = pushesToFall(p, after.forkNext) - TYPICAL_SPEED - s.weather;
      const safe = Math.max(0, Math.min(1, margin / SAFE_SPAN));
      afloat += 0.02 * safe;
      const g = s.canoeGem[j]!;
      if (g >= 0) r[g]! += 0.75 * safe * (1 - SLOTS[p]!.distance / 14);
    }
    penalty += LOST_PENALTY[lost]!;
  }
  let max = 0, kinds = 0, total = 0;
  for (let g = 0; g < GEM_COUNT; g++) {
    max = Math.max(max, r[g]!);
    kinds += Math.min(1, r[g]!);
    total += r[g]!;
  }
  const best = Math.max(max / VICTORY.sameColour, kinds / VICTORY.differentColours, total / VICTORY.anyColours);
  // A little credit for the other routes too, so every gem counts.
  return best + 0.1 * (total / VICTORY.anyColours) + afloat - penalty;
}

/**
 * Position value for `seat` in [0, 1]: own progress against the best opponent's, after this round's river flow when
 * it is known. Gem value against waterfall risk is what decides most Niagara moves.
 */
export function niagaraHeuristic(s: NiagaraState, seat: Seat): number {
  const o = niagaraOutcome(s);
  if (o) return o.winners.includes(seat) ? 1 / o.winners.length : o.winners.length === 0 ? 0.5 : 0;
  const after = previewFlow(s);
  const mine = progress(s, seat, after);
  let other = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) other = Math.max(other, progress(s, p, after));
  return Math.max(0, Math.min(1, 0.5 + 0.5 * (mine - other)));
}
