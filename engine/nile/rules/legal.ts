import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import type { NileAction, ParsedAction } from '../actions';
import { PASS, parseCached } from '../action-cache';
import { NILE_PLAYERS } from '../setup';
import type { NileState } from '../state';
import { enumeratePlants, plantError } from './plant';
import { enumerateSpeculations, speculateError } from './speculate';
import { enumerateTrades, tradeError } from './trade';

// Shared frozen lists (the contract's toAct lists are read-only): toAct runs twice per step of every playout.
const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const ONLY: Seat[][] = Array.from({ length: NILE_PLAYERS.max }, (_, seat) => Object.freeze([seat]) as unknown as Seat[]);

export const toAct = (s: NileState): Seat[] => (s.over ? NOBODY : ONLY[s.active]!);

// Written by index and never shortened (`length = 0` would drop its storage, to be grown again every step): its
// entries past the current list are stale shared actions, never read.
const scratch: NileAction[] = [];

export function legalActions(s: NileState, seat: Seat): NileAction[] {
  if (s.over || seat !== s.active) return [];
  // Listed into the reused scratch list, then copied once at its final length (no growing copies).
  scratch[0] = PASS;
  let n = enumeratePlants(s, seat, scratch, 1);
  n = enumerateSpeculations(s, seat, scratch, n);
  n = enumerateTrades(s, seat, scratch, n);
  return scratch.slice(0, n);
}

/**
 * Parse `action` and check it against the rules on the untouched state (throws MALFORMED_ACTION / ILLEGAL_ACTION naming
 * the problem); the caller has already checked the seat. Each type has its own check: listing ~100 trade pairs to
 * find one would cost far more.
 */
export function validate(s: NileState, seat: Seat, action: unknown): ParsedAction {
  const a = parseCached(action);
  let err: string | null = null;
  if (a.type === 'market' || a.type === 'offering') err = tradeError(s, seat, a.pay);
  else if (a.type === 'plant') err = plantError(s, seat, a.counts);
  else if (a.type === 'speculate') err = speculateError(s, seat, a.cards);
  if (err) throw new RuleError('ILLEGAL_ACTION', err, { action: a.type });
  return a;
}
