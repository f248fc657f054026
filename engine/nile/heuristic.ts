import type { Seat } from '../core/types';
import { CROP_COUNT, FIRST_SPEC, LOCUST } from './material/cards';
import { nileOutcome } from './rules/scoring';
import type { NileState } from './state';

/**
 * Tuning (measured with greedy and search bots against the previous values; fixed: the bot levels use these).
 * pile: weights over the sorted expected piles, weakest first: the weakest crop decides the game (§10) and the next
 * ones break ties, lexicographically, so each weighs several times the next. scale: logistic scale of the difference.
 */
const NILE_HEURISTIC = { pile: [10, 4, 2, 1, 0.5], scale: 8, field: 0.9, hand: 0.18, spec: 0.12 } as const;
/** Chance that a flood card shows a given crop (16 crops of its kind and 4 of the 10 speculations out of ~90). */
const FLOOD_SHOWS = 0.22;
/** A pending speculation card pays 3 cards when the next flood shows one of its 2 crops (~40%). */
const SPEC_PENDING = 0.4 * 3 * 0.18;
/** Share of a one-card field an opponent takes over cheaply (any 2 cards of that crop beat it). */
const SMALL_FIELD_RISK = 0.2;

const piles = new Float64Array(CROP_COUNT);

/**
 * Position value for `seat` in [0, 1]: each player's expected final piles, sorted, weighted toward the weakest crop
 * (the game is won by the largest smallest pile), compared with the best opponent through a logistic curve.
 * - Storage counts fully.
 * - A field counts as the harvests it can still give before the game ends (one card per flood showing its crop, so
 *   at most FLOOD_SHOWS × the floods left), discounted by its locust risk: the largest fields on the table all die
 *   when the Plague is drawn, which is sure to come while it is still in the deck this pass (public: `discard`), and
 *   again after each rebuild. A field one card short of the largest shares part of that risk.
 * - Hand crops and speculation cards count a little (future plantings, payments); pending speculations their
 *   expected payout.
 * Hidden cards are read from the determinized state, so the value only ever uses the bot's own view plus samples.
 */
export function nileHeuristic(s: NileState, seat: Seat): number {
  const W = NILE_HEURISTIC;
  const o = nileOutcome(s);
  if (o) return o.winners.includes(seat) ? 1 / Math.max(1, o.winners.length) : 0;
  let maxField = 0, second = 0;
  for (const f of s.fields) {
    for (let k = 0; k < CROP_COUNT; k++) {
      const x = f[k]!;
      if (x > maxField) {
        second = maxField;
        maxField = x;
      } else if (x < maxField && x > second) second = x;
    }
  }
  // Floods still to come: a flood every ~3.2 cards drawn, through this pass and the rebuilt ones (each rebuild takes
  // only the discard and flood piles, so passes shrink: about 70, 37, 20, 15 cards at 4 players).
  let floodsLeft = s.deck.length / 3.2;
  let pass = 0.4 * s.deck.length;
  for (let c = 0; c < s.discard.length; c++) pass += s.discard[c]! + s.floodPile[c]!;
  for (let r = 0; r < s.reshufflesLeft; r++, pass *= 0.55) floodsLeft += pass / 3.2;
  const harvestable = FLOOD_SHOWS * floodsLeft;
  // Locust risk for the largest fields: certain this pass while it is still in the deck, then once per rebuild; a
  // big field is harvested slowly, so most of it is lost when it strikes.
  const locustInDeck = s.discard[LOCUST] === 0 && s.deck.includes(LOCUST);
  const maxRisk = maxField < 2 ? 0 : locustInDeck ? 0.65 : s.reshufflesLeft > 0 ? 0.35 : 0;
  const value = (p: number): number => {
    const st = s.storage[p]!, fl = s.fields[p]!, hand = s.hands[p]!;
    for (let k = 0; k < CROP_COUNT; k++) {
      const f = fl[k]!;
      let v = st[k]! + W.hand * hand[k]!;
      if (f > 0) {
        // Expected harvest: the field's size, unless the game ends first (soft minimum).
        const h = (f * harvestable) / Math.sqrt(f * f + harvestable * harvestable);
        let risk = f === maxField ? maxRisk : f === second && maxField - f <= 1 ? 0.4 * maxRisk : 0;
        if (f === 1) risk += SMALL_FIELD_RISK;
        v += W.field * h * (1 - Math.min(0.9, risk));
      }
      piles[k] = v;
    }
    // Speculation cards: in hand (a payment or a bet) and pending (their expected payout, spread over the piles).
    let extra = 0;
    for (let c = FIRST_SPEC; c < LOCUST; c++) extra += W.spec * hand[c]!;
    extra += SPEC_PENDING * s.specs[p]!.length;
    // Sort the 5 piles (insertion sort, no allocation).
    for (let i = 1; i < CROP_COUNT; i++) {
      const x = piles[i]!;
      let j = i - 1;
      while (j >= 0 && piles[j]! > x) {
        piles[j + 1] = piles[j]!;
        j--;
      }
      piles[j + 1] = x;
    }
    let t = 0;
    for (let i = 0; i < CROP_COUNT; i++) t += W.pile[i]! * piles[i]!;
    // Extra cards are as good as a share of the weakest piles.
    return t + W.pile[1]! * extra;
  };
  const mine = value(seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, value(p));
  return 1 / (1 + Math.exp(-(mine - best) / W.scale));
}
