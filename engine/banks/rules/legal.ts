import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import { actionShelf, parseCached } from '../action-cache';
import type { BanksAction } from '../actions';
import { tables } from '../material/compile';
import type { BanksState } from '../state';
import { listPhaseActions } from './actionPhase';
import { supplyCount } from './board';
import { checkRules, type Checked } from './checks';
import { desertFields, rotOptions } from './cardEvents';
import { ALLOWED, banksToAct, decision } from './decision';
import { listOpenBoat, listOpenSow, startDesertFields } from './opening';
import { listPlacements, removable } from './water';

export function legalActions(s: BanksState, seat: Seat): BanksAction[] {
  if (!banksToAct(s).includes(seat)) return [];
  const t = tables(s.data);
  const out: BanksAction[] = [];
  const kinds = (type: 'payBid' | 'payHippo') => {
    for (let k = 0; k < t.K; k++) if (s.supply[seat * t.K + k]! > 0) out.push({ type, kind: t.kindIds[k]! });
  };
  const bids = (type: 'startBid' | 'hippoBid') => {
    const max = supplyCount(s, t, seat);
    for (let n = 0; n <= max; n++) out.push({ type, markers: n });
  };
  const placements = () => {
    const list: { pile: number; field: number; inner: number }[] = [];
    listPlacements(s, t, seat, list);
    for (const p of list) out.push(actionShelf(t).placeWater(p.pile, p.field, p.inner));
  };
  switch (decision(s)) {
    case 'startBid':
      bids('startBid');
      break;
    case 'hippoBid':
      bids('hippoBid');
      break;
    case 'payBid':
      kinds('payBid');
      break;
    case 'hippoPay':
      kinds('payHippo');
      break;
    case 'startDesert':
      for (const f of startDesertFields(s, t)) out.push({ type: 'placeDesert', field: t.fieldIds[f]! });
      break;
    case 'desertEvent':
      for (const f of desertFields(s, t, s.ectx!.row)) out.push({ type: 'placeDesert', field: t.fieldIds[f]! });
      break;
    case 'rot':
      for (const o of rotOptions(s, t)) out.push({ type: 'rot', row: t.marketIds[o.row]!, picks: o.picks.map((p) => p + 1) });
      break;
    case 'openBoat':
      listOpenBoat(s, t, seat, out);
      break;
    case 'openWater':
    case 'flood':
      placements();
      break;
    case 'openSow':
      listOpenSow(s, t, seat, out);
      break;
    case 'ebb':
      for (let f = 0; f < t.F; f++) if (removable(s, t, f)) out.push(actionShelf(t).removeWater(f));
      break;
    case 'actions':
      listPhaseActions(s, t, seat, out);
      break;
    case 'none':
      break;
  }
  return out;
}

/**
 * Parse `action` (MALFORMED_ACTION), check that the pending decision takes its type (ALLOWED), then the rules of that
 * action (rules/checks.ts), all on the untouched state; the caller has already checked the seat. Whatever passes here,
 * the rules step carries out without refusing.
 */
export function validate(s: BanksState, seat: Seat, action: unknown): Checked {
  const t = tables(s.data);
  const a = parseCached(action, t);
  const d = decision(s);
  if (!ALLOWED[d].includes(a.type)) {
    throw new RuleError('ILLEGAL_ACTION', `${a.type} is not possible now (the game waits for: ${ALLOWED[d].join(', ')})`, { action: a.type });
  }
  const c: Checked = { a, t, d, cost: 0, slot: -1 };
  checkRules(s, seat, c);
  return c;
}
