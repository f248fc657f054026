import { CROPS, CROP_COUNT } from '../material/cards';
import type { NileEvent } from '../events';
import type { NileState } from '../state';

/** Spec §8: every crop field of the largest size, across all players and crops, is discarded (ties all die). */
export function resolveLocust(s: NileState, ev: NileEvent[]): void {
  s.locustStrikes++;
  let max = 0;
  for (const f of s.fields) for (let k = 0; k < CROP_COUNT; k++) if (f[k]! > max) max = f[k]!;
  const discarded: { seat: number; crop: (typeof CROPS)[number]; count: number }[] = [];
  if (max > 0) {
    for (let p = 0; p < s.players; p++) {
      const f = s.fields[p]!;
      for (let k = 0; k < CROP_COUNT; k++) {
        if (f[k] === max) {
          s.discard[k]! += max;
          f[k] = 0;
          discarded.push({ seat: p, crop: CROPS[k]!, count: max });
        }
      }
    }
  }
  ev.push({ type: 'locust', discarded });
}
