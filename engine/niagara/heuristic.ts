import type { Seat } from '../core/types';
import { CLOUD, FULL_HAND, cardValue, popcount } from './material/cards';
import { CANOES_PER_CREW } from './material/colours';
import { GEM_COUNT } from './material/gems';
import { ARM_SLOTS, LOST, SLOTS, TRUNK_LAST } from './material/river';
import { VICTORY } from './material/victory';
import { riverSpeed } from './rules/flow';
import { niagaraOutcome } from './rules/outcome';
import type { NiagaraState } from './state';

/**
 * Tuning (fixed: the bot levels were measured with these values). lost: value lost with 0, 1 or 2 canoes of a colour over the falls (with none left
 * a colour cannot score at all). landing: a loaded canoe whose own face-down card takes it home counts as this much of
 * a landed gem. rescue: share of a canoe's fall risk left when its crew still paddles before that flow (it can go
 * upstream). carried: a carried gem's worth at the bank (less with the distance still to paddle).
 */
const NIAGARA_HEURISTIC = { lost: [0, 0.15, 0.5], landing: 0.85, rescue: 0.45, carried: 0.75 } as const;

/** Pushes until a canoe at `pos` goes over the falls, given the arm that takes the next disc (-1: unknown). */
export function pushesToFall(pos: number, forkNext: number): number {
  const arm = SLOTS[pos]!.arm;
  if (arm === null) return 10 - SLOTS[pos]!.distance; // T5 falls on the 5th push, T1 on the 9th
  const a = arm === 'L' ? 0 : 1;
  const next = forkNext < 0 ? 0.5 : forkNext === a ? 1 : 0;
  const last = pos === ARM_SLOTS[a]![1];
  // Its arm moves on pushes 1,3,5… if it is next, else 2,4,6…
  return last ? 2 - next : 4 - next;
}

/**
 * The river speed of the next flow that is not known yet, from the cards the colours have not revealed in this 7-card
 * cycle (public: played cards stay face up until the cycle ends). Each colour is assumed to play any of its remaining
 * cards alike; the speed is the lowest number card plus the weather (0 + weather when all play clouds). Late in a cycle,
 * when the low cards are spent, the river runs fast: that is the waterfall risk of a canoe left far downstream.
 * Returns tail[n] = P(speed ≥ n) for n = 0..15.
 */
export function speedTail(s: NiagaraState): Float64Array {
  return speedTailInto(s, new Float64Array(16), new Float64Array(8));
}

/** The heuristic's own `speedTail` arrays, reused: it runs many times per search iteration and never re-enters itself. */
const TAIL = new Float64Array(16);
const GEQ = new Float64Array(8);

/** `speedTail` into `tail` (every entry written), with `geq` as scratch. */
function speedTailInto(s: NiagaraState, tail: Float64Array, geq: Float64Array): Float64Array {
  geq.fill(1); // P(every colour's card ≥ v, a cloud counting as above 6), v = 1..7
  let allCloud = 1;
  for (let c = 0; c < s.crews; c++) {
    let mask: number;
    if (s.phase === 'choose') mask = s.hands[c]! | (s.chosen[c]! >= 0 ? 1 << s.chosen[c]! : 0);
    else mask = s.hands[c]! === 0 ? FULL_HAND : s.hands[c]!; // this round's flow is previewed; the next round's
    const n = popcount(mask);
    if (n === 0) continue;
    let above = n;
    for (let v = 1; v <= 7; v++) {
      geq[v] = geq[v]! * (above / n);
      if (v <= 6 && mask & (1 << (v - 1))) above--;
    }
    allCloud *= mask & (1 << CLOUD) ? 1 / n : 0;
  }
  // lowest = 0 when all clouds, else the minimum number card: P(lowest ≥ v) = P(min ≥ v) − P(all clouds), v ≥ 1.
  for (let n = 0; n < tail.length; n++) {
    const v = n - s.weather; // speed ≥ n ⇔ lowest ≥ n − weather
    tail[n] = v <= 0 ? 1 : v > 6 ? 0 : geq[v]! - allCloud;
  }
  return tail;
}

/**
 * Where each canoe will be after this round's flow, when it is already known (phase 2 of a determinized state: every
 * card is on the table). LOST for canoes that will go over the falls. Strict alternation is assumed at the fork.
 */
function previewFlow(s: NiagaraState): { pos: number[]; forkNext: number; speed: number } {
  const pos = s.canoePos.slice();
  if (s.phase !== 'resolve') return { pos, forkNext: s.forkNext, speed: 0 };
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
  return { pos, forkNext: s.options.forkMode === 'alternate' ? fork : -1, speed };
}

/** Value of the number card a crew has placed but not yet carried out this round (0: none, cloud, or done). */
function cardStillToPlay(s: NiagaraState, crew: number): number {
  const card = s.chosen[crew]!;
  if (card < 0 || card === CLOUD) return 0;
  if (s.phase === 'resolve' && (crew - s.startCrew + s.crews) % s.crews < s.resolved) return 0;
  return cardValue(card);
}

/** A canoe paddled upstream to `distance` (≤ 0: landed) is out of reach of a flow of `speed` pushes. */
const canEscape = (distance: number, speed: number): boolean => distance <= 0 || (distance > 5 ? 3 : 10 - distance) > speed;

/**
 * Progress of `seat` toward the nearest victory condition (§9), with carried gems counted as part-gems: worth more the
 * closer to the bank, less by the chance that the canoe goes over the falls. Canoes that this round's known flow will
 * sink count as lost (unless their crew still moves first and can paddle out of reach); the next unknown flow's risk
 * comes from the speed the unplayed cards allow (`speedTail`).
 */
function progress(s: NiagaraState, seat: Seat, after: { pos: number[]; forkNext: number; speed: number }, tail: Float64Array): number {
  const r = [0, 0, 0, 0, 0];
  for (let g = 0; g < GEM_COUNT; g++) r[g] = s.reserve[seat * GEM_COUNT + g]!;
  let afloat = 0, penalty = 0;
  for (let c = seat; c < s.crews; c += s.players) {
    let lost = 0;
    const card = cardStillToPlay(s, c);
    // This crew still paddles before the next flow: before this round's in phase 1, or its card is still to play.
    const movesFirst = s.phase === 'choose' || card > 0;
    for (let k = 0; k < CANOES_PER_CREW; k++) {
      const j = c * CANOES_PER_CREW + k;
      const now = s.canoePos[j]!;
      const g0 = s.canoeGem[j]!;
      const movedNow = s.turn?.crew === c && (s.turn.moved & (1 << k)) !== 0;
      // A loaded canoe whose own face-down card will take it home is almost a landed gem.
      if (g0 >= 0 && now >= 0 && card >= SLOTS[now]!.distance && !movedNow) {
        r[g0]! += NIAGARA_HEURISTIC.landing;
        continue;
      }
      const p = after.pos[j]!;
      let fall: number;
      let at = p;
      if (p === LOST) {
        // Sunk by this round's known flow, unless its crew can still paddle it upstream out of reach first.
        const escapes = now >= 0 && s.phase === 'resolve' && card > 0 && !movedNow && canEscape(SLOTS[now]!.distance - card, after.speed);
        if (!escapes) {
          lost++;
          continue;
        }
        fall = 0.3;
        at = now;
      } else if (p < 0) continue;
      else {
        const risk = tail[Math.max(0, Math.min(15, Math.floor(pushesToFall(p, after.forkNext))))]!;
        fall = movesFirst ? NIAGARA_HEURISTIC.rescue * risk : risk;
      }
      afloat += 0.02 * (1 - fall);
      penalty += fall * NIAGARA_HEURISTIC.lost[1]!;
      const g = s.canoeGem[j]!;
      if (g >= 0) r[g]! += NIAGARA_HEURISTIC.carried * (1 - fall) * (1 - SLOTS[at]!.distance / 14);
    }
    penalty += NIAGARA_HEURISTIC.lost[lost]!;
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
  const tail = speedTailInto(s, TAIL, GEQ);
  const mine = progress(s, seat, after, tail);
  let other = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) other = Math.max(other, progress(s, p, after, tail));
  return Math.max(0, Math.min(1, 0.5 + 0.5 * (mine - other)));
}
