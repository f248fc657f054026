import { randInt } from '../../core/rng';
import { ARMS, ARM_SLOTS, TRUNK_LAST } from '../material/river';
import { CLOUD, cardValue } from '../material/cards';
import type { NiagaraEvent } from '../events';
import type { NiagaraState } from '../state';
import { loseCanoe } from './paddle';

/** Phase 3 speed (§5, §8): lowest number card revealed this round (0 if all clouds) plus the weather. */
export function riverSpeed(s: NiagaraState): { lowest: number; speed: number } {
  let lowest = Infinity;
  for (let c = 0; c < s.crews; c++) {
    const card = s.chosen[c]!;
    if (card >= 0 && card !== CLOUD && cardValue(card) < lowest) lowest = cardValue(card);
  }
  if (lowest === Infinity) lowest = 0;
  return { lowest, speed: lowest + s.weather };
}

/** The arm the next disc takes at the fork (§7.3, §12.2), updating the toggle. */
function nextArm(s: NiagaraState): number {
  const o = s.options;
  if (o.forkMode === 'random') return randInt(s.rng, 2);
  const arm = s.forkNext >= 0 ? s.forkNext : randInt(s.rng, 2); // forkStart 'random' is drawn at the first push
  s.forkNext = 1 - arm;
  return arm;
}

/**
 * Push one disc (§7 pseudocode): a new empty T1 under the rope, the trunk shifts down, the old T5 disc enters arm X,
 * only arm X shifts, and its last disc goes over the falls with every canoe on it.
 */
export function pushDisc(s: NiagaraState, ev: NiagaraEvent[]): void {
  const arm = nextArm(s);
  const [a6, a7] = ARM_SLOTS[arm]!;
  s.pushes++;
  ev.push({ type: 'discPushed', n: s.pushes, arm: ARMS[arm]! });
  const pos = s.canoePos;
  for (let j = 0; j < pos.length; j++) {
    const p = pos[j]!;
    if (p < 0) continue; // bank and lost canoes never ride the river
    if (p < TRUNK_LAST) pos[j] = p + 1;
    else if (p === TRUNK_LAST) pos[j] = a6;
    else if (p === a6) pos[j] = a7;
    else if (p === a7) loseCanoe(s, j, a7, ev);
    // canoes in the other arm stay where they are
  }
}

/** Phase 3: the river flows `speed` discs, or not at all when speed ≤ 0. */
export function flow(s: NiagaraState, ev: NiagaraEvent[]): void {
  const { lowest, speed } = riverSpeed(s);
  ev.push({ type: 'riverFlow', lowest, weather: s.weather, speed: Math.max(0, speed) });
  for (let i = 0; i < speed; i++) pushDisc(s, ev);
}
