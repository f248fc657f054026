import type { Tables } from '../material/compile';
import { M_RIPE, mKind, mLow, type BanksState } from '../state';

/**
 * Market placement (spec §8): a marker of value v may go into row R if v ≥ R's minimum value, R has a free space, and
 * its kind differs from the kinds of the two markers directly above the top-most free space. Spoiled and rotten
 * markers count in that check unless option repeatCheckCountsRotten is off (§12.19).
 */
export function marketRowOk(s: BanksState, t: Tables, row: number, kind: number, value: number): boolean {
  const r = s.market[row]!;
  const n = r.length;
  if (value < t.minValue[row]! || n >= t.cap[row]!) return false;
  const all = s.opts.repeatCheckCountsRotten;
  for (let i = n - 1; i >= 0 && i >= n - 2; i--) {
    const m = r[i]!;
    if (mKind(m) === kind && (all || mLow(m) === M_RIPE)) return false;
  }
  return true;
}
