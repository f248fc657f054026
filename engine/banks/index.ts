import { RuleError } from '../core/errors';
import { defaultsOf } from '../core/options';
import type { ApplyResult, Game, Seat } from '../core/types';
import { parseAction, type BanksAction } from './actions';
import type { BanksEvent } from './events';
import { banksHeuristic } from './heuristic';
import { tables } from './material/compile';
import { BANKS_ROUND_CAP, BANKS_STALEMATE_ROUNDS, banksOptionSchema, banksPresets, type BanksOptions } from './options';
import { applyPhaseAction, listPhaseActions, type PhaseAction } from './rules/actionPhase';
import { supplyCount } from './rules/board';
import { chooseDesert, chooseRot, desertFields, rotOptions } from './rules/cardEvents';
import { ALLOWED, banksToAct, decision } from './rules/decision';
import { placeWater, removeWater } from './rules/flooding';
import { proceed } from './rules/flow';
import { hippoBid, payHippo } from './rules/hippo';
import type { Next } from './rules/next';
import { listOpenBoat, listOpenSow, openBoat, openSow, payBid, placeStartDesert, startBid, startDesertFields } from './rules/opening';
import { banksOutcome } from './rules/scoring';
import { listPlacements, removable } from './rules/water';
import { BANKS_PLAYERS, banksSetup } from './setup';
import { cloneState, type BanksState } from './state';
import { banksDeterminize, banksEventView, banksView, type BanksView } from './view';

export type { BanksState, BanksAction, BanksOptions, BanksEvent };
export type { BanksView } from './view';
export type { BanksData } from './material/schema';
/**
 * Round cap for simulations (option roundCap, default BANKS_ROUND_CAP = 100 rounds; real games take 10–25). A capped
 * game is over with `outcome(s).note === 'roundCap'` (and `s.capped`); a locked-up game ended by the stalemate rule has
 * note 'stalemate'. The sim counts a game as capped when playGame's `capped` is set or the note is 'roundCap'.
 */
export { BANKS_ROUND_CAP, BANKS_STALEMATE_ROUNDS };
export { DEFAULT_DATA, parseDataSet } from './data-set';

function checkSeat(s: BanksState, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) throw new RuleError('BAD_SEAT', `seat ${String(seat)} is not in this ${s.players}-player game`);
  if (s.over) throw new RuleError('GAME_OVER', 'the game is over');
  const now = banksToAct(s);
  if (!now.includes(seat)) throw new RuleError('NOT_YOUR_TURN', `seat ${now.join(', ') || '-'} must act now, not seat ${seat}`);
}

function banksApply(s0: BanksState, seat: Seat, action: BanksAction): ApplyResult<BanksState, BanksEvent> {
  checkSeat(s0, seat);
  const t = tables(s0.data);
  const a = parseAction(action, t);
  const d = decision(s0);
  if (!ALLOWED[d].includes(a.type)) {
    throw new RuleError('ILLEGAL_ACTION', `${a.type} is not possible now (the game waits for: ${ALLOWED[d].join(', ')})`, { action: a.type });
  }
  // All work happens on a private copy: a refused action (thrown below) leaves the caller's state untouched.
  const s = cloneState(s0);
  const ev: BanksEvent[] = [];
  // Each rule reports what follows it; flow runs that on until a player must decide.
  let next: Next = 'wait';
  switch (a.type) {
    case 'startBid':
      next = startBid(s, t, ev, seat, a.markers);
      break;
    case 'payBid':
      next = payBid(s, t, ev, seat, a.kind);
      break;
    case 'placeDesert':
      next = d === 'startDesert' ? placeStartDesert(s, t, ev, a.field) : chooseDesert(s, t, ev, a.field);
      break;
    case 'openBoat':
      next = openBoat(s, t, ev, seat, a.kinds);
      break;
    case 'placeWater':
      next = placeWater(s, t, ev, seat, seat, a.pile, a.field, a.inner);
      break;
    case 'openSow':
      next = openSow(s, t, ev, seat, a.kind, a.field, a.ripe);
      break;
    case 'removeWater':
      next = removeWater(s, t, ev, a.field);
      break;
    case 'rot':
      next = chooseRot(s, t, ev, a.row, a.picks);
      break;
    case 'hippoBid':
      next = hippoBid(s, t, ev, seat, a.markers);
      break;
    case 'payHippo':
      payHippo(s, t, ev, seat, a.kind);
      break;
    default:
      next = applyPhaseAction(s, t, ev, seat, a as PhaseAction);
  }
  proceed(s, t, ev, next);
  return { state: s, events: ev };
}

function banksLegalActions(s: BanksState, seat: Seat): BanksAction[] {
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
    for (const p of list) out.push({ type: 'placeWater', pile: p.pile, field: t.fieldIds[p.field]!, inner: p.inner });
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
      for (let f = 0; f < t.F; f++) if (removable(s, t, f)) out.push({ type: 'removeWater', field: t.fieldIds[f]! });
      break;
    case 'actions':
      listPhaseActions(s, t, seat, out);
      break;
    case 'none':
      break;
  }
  return out;
}

/** An den Ufern des Nils (Abacus 1994, H. & W. Kuhn): spec shared/rules/banks-of-the-nile.md. */
export const banks: Game<BanksState, BanksAction, BanksOptions, BanksView, BanksEvent> = {
  id: 'banks',
  name: 'An den Ufern des Nils',
  version: '1',
  players: BANKS_PLAYERS,
  optionSchema: banksOptionSchema,
  defaultOptions: defaultsOf<BanksOptions>(banksOptionSchema),
  presets: banksPresets,
  setup: banksSetup,
  toAct: banksToAct,
  legalActions: banksLegalActions,
  apply: banksApply,
  view: banksView,
  eventView: banksEventView,
  outcome: banksOutcome,
  determinize: banksDeterminize,
  heuristic: banksHeuristic,
  // Search bots: bids for the pillar and the hippo auction are secret choices.
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    secret: (s) => s.step === 'startBid' || s.hippo?.stage === 'bid',
    tune: { normal: { finalTemperature: 0.5 } },
  },
};
