import type { HintReason, Seat } from '../core/types';
import type { NefertitiAction } from './actions';
import { cardWorth, nefertitiHeuristic } from './heuristic';
import { applyChecked } from './rules/apply';
import { T } from './rules/board';
import { legalActions } from './rules/legal';
import { cloneState, type NefertitiState } from './state';

/**
 * Decisions inside a character's effect that a hint plays out (the type to name, the card to take or give, the Deben
 * or face-down card at each market, the Royal Servant's victims). Not the Oracle's: its cards are the deck's hidden
 * last ones until it is played, so a sampled world's would be a guess presented as a fact.
 */
const INSIDE = new Set(['chooseType', 'select', 'victim', 'steal', 'merchant', 'beggar', 'amun', 'trader']);
/** More decisions than any effect takes (a Beggar's four markets, a Trader's two exchanges, a Royal Scribe's picks). */
const MAX_STEPS = 24;

function step(s: NefertitiState, seat: Seat, a: NefertitiAction): NefertitiState {
  const next = cloneState(s);
  applyChecked(next, seat, a, []);
  return next;
}

/** An exchange whose card to take is chosen and whose card to give is not: the choice is only half made. */
const halfMade = (s: NefertitiState): boolean => (s.decision?.k === 'merchant' || s.decision?.k === 'trader') && s.decision.take !== null;

/** How good a choice is right away for `who`: the heuristic after it, or after the best way to finish a half-made one. */
function valueOf(s: NefertitiState, who: Seat, a: NefertitiAction): { next: NefertitiState; value: number } {
  const next = step(s, who, a);
  if (!halfMade(next)) return { next, value: nefertitiHeuristic(next, who) };
  const values = legalActions(next, who).map((g) => nefertitiHeuristic(step(next, who, g), who));
  return { next, value: Math.max(...values) };
}

/**
 * The rest of a character's effect, each choice made the way that is best right away for whoever makes it (by the
 * heuristic; a card to take by the best card to give for it); a selection of gifts to score takes them all. What a
 * character gives is read from the end of it.
 */
export function playOut(s: NefertitiState): NefertitiState {
  let cur = s;
  for (let i = 0; i < MAX_STEPS && cur.decision && INSIDE.has(cur.decision.k); i++) {
    const who = cur.decision.seat;
    const legal = legalActions(cur, who);
    const pick = cur.decision.k === 'select' ? legal.find((a) => a.type === 'select') : undefined;
    let best = pick ? step(cur, who, pick) : null;
    let value = -Infinity;
    for (const a of pick ? [] : legal) {
      const v = valueOf(cur, who, a);
      if (v.value > value) [best, value] = [v.next, v.value];
    }
    if (!best) break;
    cur = best;
  }
  return cur;
}

const giftTotal = (gifts: readonly number[]): number => gifts.reduce((a, b) => a + b, 0);

/**
 * What the seat gained or gave between two states, as the heuristic counts it: prestige scored, each gift taken (and
 * what it is worth to the seat) or given away unscored, Deben and Royal Seals, gifts the other players had to discard,
 * gifts turned face down on the markets.
 */
export function gainReasons(before: NefertitiState, after: NefertitiState, seat: Seat): HintReason[] {
  const t = T(before);
  const out: HintReason[] = [];
  const was = before.ps[seat]!, now = after.ps[seat]!;
  const scored = now.score - was.score;
  if (scored > 0) out.push({ code: 'scoresPrestige', values: { count: scored } });
  const seal = before.data.seals.points;
  for (let c = 0; c < was.gifts.length; c++) {
    const d = now.gifts[c]! - was.gifts[c]!;
    const gift = t.typeIds[t.cardType[c]!]!;
    const worth = Math.round(cardWorth(before, seat, c, seal));
    for (let i = 0; i < d; i++) out.push({ code: 'takesGift', values: { gift, worth } });
    for (let i = 0; i < -d && scored <= 0; i++) out.push({ code: 'givesGift', values: { gift, worth } });
  }
  const money = now.money - was.money;
  if (money !== 0) out.push({ code: money > 0 ? 'gainsDeben' : 'paysDeben', values: { count: Math.abs(money) } });
  if (now.seals > was.seals) out.push({ code: 'gainsSeal', values: { count: now.seals - was.seals } });
  let lost = 0;
  before.ps.forEach((p, q) => {
    if (q !== seat) lost += Math.max(0, giftTotal(p.gifts) - giftTotal(after.ps[q]!.gifts));
  });
  if (before.neutral && after.neutral) lost += Math.max(0, giftTotal(before.neutral) - giftTotal(after.neutral));
  if (lost > 0) out.push({ code: 'rivalsDiscard', values: { count: lost } });
  const turned = (m: number, k: number) => (after.markets[m]!.down & ~before.markets[m]!.down & (1 << k)) !== 0;
  const flipped = before.markets.reduce((n, mk, m) => n + mk.slots.filter((_, k) => turned(m, k)).length, 0);
  if (flipped > 0) out.push({ code: 'flipsGifts', values: { count: flipped } });
  return out;
}
