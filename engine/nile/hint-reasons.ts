import type { HintReason, Seat } from '../core/types';
import type { NileAction, Pay } from './actions';
import { CROPS, CROP_COUNT, LOCUST, type CropId } from './material/cards';
import type { NileState } from './state';

/** The seat's crop counted the way the heuristic weighs it first: what is stored plus what grows in its field. */
const pile = (s: NileState, seat: Seat, k: number): number => s.storage[seat]![k]! + s.fields[seat]![k]!;

/** The largest field on the table (any seat's): the one the locusts take (the heuristic's locust risk). */
function largestField(s: NileState): number {
  let max = 0;
  for (const f of s.fields) for (const x of f) max = Math.max(max, x);
  return max;
}

/** The Plague can still strike: still in the deck this pass, or a rebuild is to come (as the heuristic counts it). */
const locustsToCome = (s: NileState): boolean => (s.discard[LOCUST] === 0 && s.deck.includes(LOCUST)) || s.reshufflesLeft > 0;

/**
 * NILE reasons for a hinted move (engine/ai/hints.ts), from the parts of the heuristic. It values the weakest crop
 * most (the game is won by the largest smallest pile): a move that grows the seat's weakest crop says so; a new field
 * says which crop; a new speculation is a bet on the next flood. Field safety, as the heuristic discounts it: a field
 * made the largest on the table is the locusts' first target, and a one-card field is cheap for another player to
 * take over (both warnings). A pass keeps the cards for a later flood.
 */
export function nileReasons(before: NileState, after: NileState, seat: Seat, action?: NileAction): HintReason[] {
  const out: HintReason[] = [];
  let weakest = 0;
  for (let k = 1; k < CROP_COUNT; k++) if (pile(before, seat, k) < pile(before, seat, weakest)) weakest = k;
  const fields = fieldsAfter(before, after, seat, action);
  if (fields[weakest]! > before.fields[seat]![weakest]! || pile(after, seat, weakest) > pile(before, seat, weakest)) out.push({ code: 'weakestCrop', values: { crop: CROPS[weakest]! } });
  for (let k = 0; k < CROP_COUNT; k++) {
    if (k !== weakest && before.fields[seat]![k] === 0 && fields[k]! > 0) out.push({ code: 'newField', values: { crop: CROPS[k]! } });
  }
  // (A speculation read from the move too: the next flood in the sampled world may have settled it already.)
  if (action?.type === 'speculate' || after.specs[seat]!.length > before.specs[seat]!.length) out.push({ code: 'pendingBet' });
  // Each card pays 3 cards if the next flood shows one of its two crops (spec §7).
  if (action?.type === 'speculate') for (const c of action.cards) out.push({ code: 'betsOn', values: { crop: c[0]!, crop2: c[1]! } });
  out.push(...fieldSafety(before, after, seat, fields));
  if (action?.type === 'pass') out.push({ code: 'keepsHand' });
  if (action?.type === 'market' || action?.type === 'offering') out.push(...tradeReasons(before, seat, action));
  return out;
}

/**
 * A trade (spec §5): what it buys (Market: a card from the deck; Offering to Hapi: a new flood, which harvests again and
 * changes what may be planted) and what it pays: cards from the hand, or stored crops (which count toward winning).
 */
function tradeReasons(before: NileState, seat: Seat, a: Extract<NileAction, { type: 'market' | 'offering' }>): HintReason[] {
  const out: HintReason[] = [{ code: a.type === 'market' ? 'marketDraw' : 'newFlood' }];
  const same = (p: Pay, q: Pay) => p.from === q.from && p.card === q.card;
  a.pay.forEach((p, i) => {
    if (a.pay.findIndex((q) => same(p, q)) !== i) return; // counted with its twin
    const count = a.pay.filter((q) => same(p, q)).length;
    const k = CROPS.indexOf(p.card as CropId);
    if (k < 0) out.push({ code: 'paysSpeculation', values: { count } });
    else if (p.from === 'hand') out.push({ code: 'paysHand', values: { count, crop: p.card } });
    else out.push({ code: 'paysStored', values: { count, crop: p.card, left: before.storage[seat]![k]! - count } });
  });
  return out;
}

/**
 * The seat's fields right after its own move: a planting read from the move itself, since `after` has already run on
 * to the next flood in the sampled world (whose harvest may have emptied the very field just planted).
 */
function fieldsAfter(before: NileState, after: NileState, seat: Seat, action: NileAction | undefined): number[] {
  if (action?.type !== 'plant') return after.fields[seat]!;
  return before.fields[seat]!.map((n, k) => n + (action.crops[CROPS[k]!] ?? 0));
}

/** Warnings about the fields the move grew: the largest on the table while locusts are to come, or a single card. */
function fieldSafety(before: NileState, after: NileState, seat: Seat, fields: readonly number[]): HintReason[] {
  const out: HintReason[] = [];
  const max = Math.max(largestField(before), ...fields);
  for (let k = 0; k < CROP_COUNT; k++) {
    const was = before.fields[seat]![k]!, now = fields[k]!;
    if (now <= was) continue;
    if (now >= 2 && now === max && locustsToCome(after)) out.push({ code: 'locustTarget', values: { crop: CROPS[k]!, count: now } });
    else if (now === 1) out.push({ code: 'smallField', values: { crop: CROPS[k]! } });
  }
  return out;
}

/** What sets a NILE move apart from a similar one: how many cards it plants (more to harvest, more to lose). */
export function nileDetail(_before: NileState, action: NileAction): HintReason | null {
  if (action.type !== 'plant') return null;
  const count = Object.values(action.crops).reduce((a, b) => a + (b ?? 0), 0);
  return { code: 'plantsCards', values: { count } };
}
