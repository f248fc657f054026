import type { HintReason, Seat } from '../core/types';
import type { BanksAction } from './actions';
import { marketWorth } from './heuristic';
import { banksMoveReasons } from './hint-moves';
import { tables } from './material/compile';
import { RIPE, mColour, type BanksState } from './state';

/** How much more the seat's market rows are worth (as the heuristic scores them) before a reason says so. */
const MARKET_GAIN = 0.2;

/** The seat's produce on the fields, ripe produce counting as the heuristic weighs it (more than seeds). */
function sown(s: BanksState, seat: Seat): number {
  let n = 0;
  for (const m of s.fm) if (m >= 0 && mColour(m) === seat) n += m & RIPE ? 1 : 0.4;
  return n;
}

/** What a desert card on `field` covers: the field's palms, and its row and how many fields that has (the rest stay free). */
function desertCover(s: BanksState, field: string): { palms: number; fields: number; row: string } | null {
  const t = tables(s.data);
  const f = t.fieldIndex.get(field);
  if (f === undefined) return null;
  const r = t.fieldRow[f]!;
  return { palms: t.palms[f]!, fields: t.rowFields[r]!.length, row: t.rowIds[r]! };
}

/**
 * The rule of thumb for a desert card (the start player's three, and a desert event's), which the heuristic cannot
 * value at the start (no one has anything on the fields yet, and the board is shared): cover the fewest palms (a
 * palm field's produce is worth more), then a field of a long row (more of that row stays free to sow).
 */
export function banksRuleOfThumb(s: BanksState, a: BanksAction): number {
  if (a.type !== 'placeDesert') return 0;
  const c = desertCover(s, a.field);
  return c ? -10 * c.palms + c.fields : 0;
}

/**
 * An den Ufern des Nils reasons for a hinted move (engine/ai/hints.ts): what the move does (hint-moves.ts: the kinds
 * that go to the boat, whose markers a flood or a rot hits, what is bought, ripened or sold), then the parts of the
 * heuristic it changes: the pawn on the track, the seat's worth in the market rows (majorities), produce sown.
 */
export function bankReasons(before: BanksState, after: BanksState, seat: Seat, action?: BanksAction): HintReason[] {
  const out: HintReason[] = [];
  if (action?.type === 'placeDesert') {
    const c = desertCover(before, action.field);
    if (c) out.push({ code: 'desertCover', values: { count: c.palms, fields: c.fields, row: c.row } });
  }
  if (action) out.push(...banksMoveReasons(before, seat, action));
  const steps = after.pawns[seat]! - before.pawns[seat]!;
  if (steps > 0) out.push({ code: 'advancesPawn', values: { count: steps } });
  const t = tables(before.data);
  if (marketWorth(after, t)[seat]! - marketWorth(before, t)[seat]! > MARKET_GAIN) out.push({ code: 'marketMajority' });
  // Sowing says which side is up: ripe produce (the free opening sow) can be harvested at once.
  const sows = action?.type === 'sow' || action?.type === 'openSow';
  if (sows && sown(after, seat) > sown(before, seat)) out.push({ code: action.type === 'openSow' && action.ripe ? 'sowsRipe' : 'sowsField' });
  return out;
}

/**
 * What sets An den Ufern des Nils moves apart: for a sowing, the field (its row, its place from the Nile and its palms:
 * produce on a palm field is worth more, 0.5 + palms / 4 of its value) and the kind; for a water card, its pile, its
 * field and the waves it leaves toward the desert (the next card in that row must match them); for a harvest, the field
 * it frees; for a rot, the places in the market row.
 */
export function banksDetail(before: BanksState, action: BanksAction, seat: Seat): HintReason | null {
  const t = tables(before.data);
  if (action.type === 'placeWater') {
    const f = t.fieldIndex.get(action.field);
    const top = before.piles[seat * 2 + action.pile]?.at(-1);
    if (f === undefined || top === undefined) return null;
    const [a, b] = t.wEnds[top]!;
    return { code: 'waterDetail', values: { pile: action.pile + 1, row: t.rowIds[t.fieldRow[f]!]!, pos: t.fieldD[f]!, outer: a + b - action.inner } };
  }
  if (action.type === 'rot') return { code: 'rotPicks', values: { n: t.marketIndex.get(action.row)! + 1, list: action.picks.join(', ') } };
  if (action.type === 'harvest') {
    const f = t.fieldIndex.get(action.field);
    return f === undefined ? null : { code: 'fromField', values: { row: t.rowIds[t.fieldRow[f]!]!, pos: t.fieldD[f]! } };
  }
  if (action.type !== 'sow' && action.type !== 'openSow') return null;
  const f = t.fieldIndex.get(action.field);
  return f === undefined ? null : { code: 'sowDetail', values: { kind: action.kind, row: t.rowIds[t.fieldRow[f]!]!, pos: t.fieldD[f]!, count: t.palms[f]! } };
}
