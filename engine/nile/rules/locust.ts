import { CROPS, CROP_COUNT } from '../material/cards';
import type { NileEvent } from '../events';
import { fieldsOf, type NileState } from '../state';

/** Spec §8: every crop field of the largest size, across all players and crops, is discarded (ties all die). */
export function resolveLocust(s: NileState, ev: NileEvent[]): void {
  s.locustStrikes++;
  let max = 0;
  for (const f of s.fields) for (let k = 0; k < CROP_COUNT; k++) if (f[k]! > max) max = f[k]!;
  const discarded: { seat: number; crop: (typeof CROPS)[number]; count: number }[] = [];
  if (max > 0) {
    for (let p = 0; p < s.players; p++) {
      for (let k = 0; k < CROP_COUNT; k++) {
        if (s.fields[p]![k] === max) {
          s.discard[k]! += max;
          fieldsOf(s, p)[k] = 0;
          discarded.push({ seat: p, crop: CROPS[k]!, count: max });
        }
      }
    }
  }
  ev.push({ type: 'locust', discarded });
}

/**
 * A locust drawn into a hand (draw step, Market, payout) strikes once the draw is done (§4.2, §8). DEFAULT: even when
 * that draw took the game's last card (§13.5: it changes no score, and the spec's draw() resolves it as part of the
 * draw). BGA_END_BEFORE_LOCUST: BGA checks the end of the game before its plague state, so it never strikes then.
 */
export function strikeAfterDraw(s: NileState, ev: NileEvent[]): void {
  if (s.lastCardDrawn && s.options.bgaEndBeforeLocust) return;
  resolveLocust(s, ev);
}
