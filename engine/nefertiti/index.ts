import { RuleError } from '../core/errors';
import { defaultsOf } from '../core/options';
import type { ApplyResult, Game, Seat } from '../core/types';
import { parseAction, sameAction, type NefertitiAction } from './actions';
import type { NefertitiEvent } from './events';
import { nefertitiHeuristic } from './heuristic';
import { tables } from './material/compile';
import { nefertitiOptionSchema, nefertitiPresets, type NefertitiOptions } from './options';
import { applyLegal, legalActions } from './rules/legal';
import { placeRefusal } from './rules/placement';
import { nefertitiOutcome } from './rules/scoring';
import { NEFERTITI_PLAYERS, nefertitiSetup } from './setup';
import { cloneState, type NefertitiState } from './state';
import { nefertitiDeterminize, nefertitiEventView, nefertitiView, type NefertitiView } from './view';

export type { NefertitiState, NefertitiAction, NefertitiOptions, NefertitiEvent };
export type { NefertitiView } from './view';
export type { NefertitiData } from './material/schema';
export { DEFAULT_DATA, parseDataSet } from './data-set';

/**
 * Action cap for simulations (sim --max-actions, playGame's maxActions): full random games take 70–190 actions (at
 * most 188 in 12,000 random games, 2–5 players, base and expansion), so a game still running after 2000 actions is
 * counted as capped (playGame returns `capped: true`). By the rules every game ends: at Akhenaton, or by the
 * stalemate end (outcome note "stalemate") when every player in turn had to pass.
 */
export const NEFERTITI_MAX_ACTIONS = 2000;

function checkSeat(s: NefertitiState, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) throw new RuleError('BAD_SEAT', `seat ${String(seat)} is not in this ${s.players}-player game`);
  if (s.over) throw new RuleError('GAME_OVER', 'the game is over');
  if (!s.decision || s.decision.seat !== seat) throw new RuleError('NOT_YOUR_TURN', `seat ${s.decision?.seat ?? '-'} must act now, not seat ${seat}`);
}

function nefertitiApply(s0: NefertitiState, seat: Seat, action: NefertitiAction): ApplyResult<NefertitiState, NefertitiEvent> {
  checkSeat(s0, seat);
  const a = parseAction(action, tables(s0.data));
  // Legality on the untouched input; the work happens on a private copy, so a refused action changes nothing.
  const legal = legalActions(s0, seat);
  let ok = false;
  for (const l of legal) if (sameAction(l, a)) { ok = true; break; }
  if (!ok) {
    // A refused placement says which rule forbids it (the most common refusal at the table); others stay generic.
    const why = a.type === 'place' ? placeRefusal(s0, seat, tables(s0.data).locIndex.get(a.market)!, a.space) : null;
    if (why) throw new RuleError('ILLEGAL_ACTION', why, { action: a.type });
    const kinds = [...new Set(legal.map((l) => l.type))].join(', ');
    throw new RuleError('ILLEGAL_ACTION', `${JSON.stringify(a)} is not legal now (${s0.decision!.k} decision; legal kinds: ${kinds})`, { action: a.type });
  }
  const s = cloneState(s0);
  const ev: NefertitiEvent[] = [];
  applyLegal(s, a, ev);
  return { state: s, events: ev };
}

/** Nefertiti (Matagot 2008) with its Memphis expansion: spec shared/rules/nefertiti.md. */
export const nefertiti: Game<NefertitiState, NefertitiAction, NefertitiOptions, NefertitiView, NefertitiEvent> = {
  id: 'nefertiti',
  name: 'Nefertiti',
  version: '1',
  players: NEFERTITI_PLAYERS,
  optionSchema: nefertitiOptionSchema,
  defaultOptions: defaultsOf<NefertitiOptions>(nefertitiOptionSchema),
  presets: nefertitiPresets,
  setup: nefertitiSetup,
  toAct: (s) => (s.over || !s.decision ? [] : [s.decision.seat]),
  legalActions,
  apply: nefertitiApply,
  view: nefertitiView,
  eventView: nefertitiEventView,
  outcome: nefertitiOutcome,
  determinize: nefertitiDeterminize,
  heuristic: nefertitiHeuristic,
  // Search bots: normal τ 0.25 / 0.5 / 1: 48% / 36% / 28% vs 3 easy.
  search: { rollout: { kind: 'greedy', eps: 0.1, k: 8 }, tune: { normal: { finalTemperature: 0.25 } } },
};
