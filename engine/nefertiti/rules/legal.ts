import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import { parseAction, sameAction, type NefertitiAction } from '../actions';
import type { NefertitiState } from '../state';
import { T } from './board';
import { characterOptions } from './characters';
import { placeRefusal, servantPlacements } from './placement';
import { bidOptions, collectOptions, spreadOptions, topOptions, wtSwapOptions } from './resolution';
import { characterRefusal, collectorOptions, turnOptions } from './turn';

export const toAct = (s: NefertitiState): Seat[] => (s.over || !s.decision ? [] : [s.decision.seat]);

/** Every legal action of `seat` now: the options of the one pending decision, if it is that seat's. */
export function legalActions(s: NefertitiState, seat: Seat): NefertitiAction[] {
  const d = s.decision;
  if (s.over || !d || d.seat !== seat) return [];
  const out: NefertitiAction[] = [];
  switch (d.k) {
    case 'turn':
      turnOptions(s, d, out);
      break;
    case 'place2':
      servantPlacements(s, d.seat, d.m, out);
      break;
    case 'collector':
      collectorOptions(s, d.seat, d.excl, out);
      break;
    case 'top':
      topOptions(s, d.m, d.bid, out);
      break;
    case 'bid':
      bidOptions(s, d.m, d.bid, out);
      break;
    case 'collect':
      collectOptions(s, d.m, out);
      break;
    case 'spread':
      spreadOptions(s, d.m, d.used, out);
      break;
    case 'wtUse':
      wtSwapOptions(s, d.m, out);
      break;
    default:
      characterOptions(s, d, out);
  }
  return out;
}

/**
 * Parse `action` and check it against the rules on the untouched state (throws MALFORMED_ACTION / ILLEGAL_ACTION naming
 * the problem); the caller has already checked the seat. A servant placement, the most common action, is checked
 * directly (placeRefusal names the rule that forbids it). Every other choice is matched against the options of the one
 * pending decision (a character refused in a turn is told why: characterRefusal): the appliers trust their input, and a second, hand-written check per action type (29 of them,
 * most of them character effects) would be a second copy of each rule that could drift from the listing, while that
 * listing is short (the pending decision's options only) and exactly what the rules allow.
 */
export function validate(s: NefertitiState, seat: Seat, action: unknown): NefertitiAction {
  const t = T(s);
  const a = parseAction(action, t);
  const k = s.decision!.k;
  if (a.type === 'place' && (k === 'turn' || k === 'place2')) {
    const why = placeRefusal(s, seat, t.locIndex.get(a.market)!, a.space);
    if (why) throw new RuleError('ILLEGAL_ACTION', why, { action: a.type });
    return a;
  }
  const legal = legalActions(s, seat);
  for (const l of legal) if (sameAction(l, a)) return a;
  const why = a.type === 'character' && s.decision!.k === 'turn' ? characterRefusal(s, s.decision) : null;
  if (why) throw new RuleError('ILLEGAL_ACTION', why, { action: a.type });
  const kinds = [...new Set(legal.map((l) => l.type))].join(', ');
  throw new RuleError('ILLEGAL_ACTION', `${JSON.stringify(a)} is not legal now (${k} decision; legal kinds: ${kinds})`, { action: a.type });
}
