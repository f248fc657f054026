import { RuleError } from '../../core/errors';
import type { KindLayout, Seat } from '../../core/types';
import { zeros } from '../../core/zeros';
import type { NileAction, ParsedAction } from '../actions';
import { PASS, parseCached } from '../action-cache';
import { NILE_PLAYERS } from '../setup';
import type { NileState } from '../state';
import { enumeratePlants, plantError } from './plant';
import { enumerateSpeculations, speculateError } from './speculate';
import { tradeError, tradeSources, writeTrades } from './trade';

// Shared frozen lists (the contract's toAct lists are read-only): toAct runs twice per step of every playout.
const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const ONLY: Seat[][] = Array.from({ length: NILE_PLAYERS.max }, (_, seat) => Object.freeze([seat]) as unknown as Seat[]);

export const toAct = (s: NileState): Seat[] => (s.over ? NOBODY : ONLY[s.active]!);

// The pass, plants and speculations, written by index and never shortened (`length = 0` would drop its storage, to be
// grown again every step): its entries past the current list are stale shared actions, never read.
const scratch: NileAction[] = [];

// The layout of `last`, the list returned last (Game.kindLayout): pass, plants, speculations, then market and
// offering in turn for each pair of cards. Rewritten by every call (the pass, always first, once here); only the
// first `kinds` entries count.
const layout = { kinds: 1, types: ['pass', '', '', '', ''], counts: [1, 0, 0, 0, 0], first: zeros(5), step: [1, 0, 0, 0, 0] };
let last: readonly NileAction[] | null = null;

/** The layout of a list of the pass, plants up to `plants`, speculations up to `specs`, then trade pairs up to `n`. */
function setLayout(plants: number, specs: number, n: number): void {
  const { types, counts, first, step } = layout;
  let k = 1;
  if (plants > 1) {
    types[k] = 'plant';
    counts[k] = plants - 1;
    first[k] = 1;
    step[k++] = 1;
  }
  if (specs > plants) {
    types[k] = 'speculate';
    counts[k] = specs - plants;
    first[k] = plants;
    step[k++] = 1;
  }
  if (n > specs) {
    const pairs = (n - specs) >> 1;
    types[k] = 'market';
    counts[k] = pairs;
    first[k] = specs;
    step[k++] = 2;
    types[k] = 'offering';
    counts[k] = pairs;
    first[k] = specs + 1;
    step[k++] = 2;
  }
  layout.kinds = k;
}

export function legalActions(s: NileState, seat: Seat): NileAction[] {
  if (s.over || seat !== s.active) return [];
  const head = scratch;
  head[0] = PASS;
  const plants = enumeratePlants(s, seat, head, 1);
  const specs = enumerateSpeculations(s, seat, head, plants);
  const n = specs + 2 * tradeSources(s, seat);
  // Allocated at its final length and written in place: growing a list (or copying one out of a scratch list) costs
  // a bounds, capacity and copy-on-write check per entry, most of them trades.
  const list = new Array<NileAction>(n);
  for (let i = 0; i < specs; i++) list[i] = head[i]!;
  writeTrades(list, specs);
  setLayout(plants, specs, n);
  Object.freeze(list); // a caller may keep the list, but not change it under its layout
  last = list;
  return list;
}

export const kindLayout = (legal: readonly NileAction[]): KindLayout | null => (legal === last ? layout : null);

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
