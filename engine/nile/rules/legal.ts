import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import { parseAction, type NileAction, type ParsedAction } from '../actions';
import type { NileState } from '../state';
import { enumeratePlants, plantError } from './plant';
import { enumerateSpeculations, speculateError } from './speculate';
import { enumerateTrades, tradeError } from './trade';

export const toAct = (s: NileState): Seat[] => (s.over ? [] : [s.active]);

export function legalActions(s: NileState, seat: Seat): NileAction[] {
  if (s.over || seat !== s.active) return [];
  const out: NileAction[] = [{ type: 'pass' }];
  enumeratePlants(s, seat, out);
  enumerateSpeculations(s, seat, out);
  enumerateTrades(s, seat, out);
  return out;
}

/**
 * Parse `action` and check it against the rules on the untouched state (throws MALFORMED_ACTION / ILLEGAL_ACTION naming
 * the problem); the caller has already checked the seat. Each type has its own check: listing ~100 trade pairs to
 * find one would cost far more.
 */
export function validate(s: NileState, seat: Seat, action: unknown): ParsedAction {
  const a = parseAction(action);
  let err: string | null = null;
  if (a.type === 'market' || a.type === 'offering') err = tradeError(s, seat, a.pay);
  else if (a.type === 'plant') err = plantError(s, seat, a.counts);
  else if (a.type === 'speculate') err = speculateError(s, seat, a.cards);
  if (err) throw new RuleError('ILLEGAL_ACTION', err, { action: a.type });
  return a;
}
