import { RuleError } from '../core/errors';
import { defaultsOf } from '../core/options';
import type { ApplyResult, Game, Seat } from '../core/types';
import { parseAction, type NileAction } from './actions';
import type { NileEvent } from './events';
import { nileHeuristic } from './heuristic';
import { nileOptionSchema, nilePresets, type NileOptions } from './options';
import { plantError, applyPlant, enumeratePlants } from './rules/plant';
import { nileOutcome } from './rules/scoring';
import { nilePlayout } from './rollout';
import { speculateError, applySpeculate, enumerateSpeculations } from './rules/speculate';
import { tradeError, applyTrade, enumerateTrades } from './rules/trade';
import { checkEnd, endTurn } from './rules/turn';
import { NILE_PLAYERS, nileSetup } from './setup';
import { cloneState, type NileState } from './state';
import { nileDeterminize, nileEventView, nileView, type NileView } from './view';

export type { NileState, NileAction, NileOptions, NileEvent };
export type { NileView, NileSeatView } from './view';
export type { NileTiebreak } from './rules/scoring';

function checkSeat(s: NileState, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) throw new RuleError('BAD_SEAT', `seat ${String(seat)} is not in this ${s.players}-player game`);
  if (s.over) throw new RuleError('GAME_OVER', 'the game is over');
  if (seat !== s.active) throw new RuleError('NOT_YOUR_TURN', `it is seat ${s.active}'s turn, not seat ${seat}'s`);
}

function nileApply(s0: NileState, seat: Seat, action: NileAction): ApplyResult<NileState, NileEvent> {
  checkSeat(s0, seat);
  const a = parseAction(action);
  // Check legality on the untouched input, then work on a private copy: a refused action changes nothing.
  let err: string | null = null;
  if (a.type === 'market' || a.type === 'offering') err = tradeError(s0, seat, a.pay);
  else if (a.type === 'plant') err = plantError(s0, seat, a.counts);
  else if (a.type === 'speculate') err = speculateError(s0, seat, a.cards);
  if (err) throw new RuleError('ILLEGAL_ACTION', err, { action: a.type });
  const s = cloneState(s0);
  const ev: NileEvent[] = [];
  switch (a.type) {
    case 'market':
    case 'offering':
      applyTrade(s, seat, a.type, a.pay, ev);
      checkEnd(s, ev); // a trade that drew the last card ends the game after that step (§9)
      break;
    case 'plant':
      applyPlant(s, seat, a.counts, ev);
      endTurn(s, ev);
      break;
    case 'speculate':
      applySpeculate(s, seat, a.cards, ev);
      endTurn(s, ev);
      break;
    case 'pass':
      ev.push({ type: 'pass', seat });
      endTurn(s, ev);
      break;
  }
  return { state: s, events: ev };
}

function nileLegalActions(s: NileState, seat: Seat): NileAction[] {
  if (s.over || seat !== s.active) return [];
  const out: NileAction[] = [{ type: 'pass' }];
  enumeratePlants(s, seat, out);
  enumerateSpeculations(s, seat, out);
  enumerateTrades(s, seat, out);
  return out;
}

/** NILE, the card game (Minion Games, 2009): spec shared/rules/nile.md. */
export const nile: Game<NileState, NileAction, NileOptions, NileView, NileEvent> = {
  id: 'nile',
  name: 'NILE',
  version: '2', // 2: flood/burned cards join the rebuild they trigger (§9), final storage reveal, BGA parity options
  players: NILE_PLAYERS,
  optionSchema: nileOptionSchema,
  defaultOptions: defaultsOf<NileOptions>(nileOptionSchema),
  presets: nilePresets,
  setup: nileSetup,
  toAct: (s) => (s.over ? [] : [s.active]),
  legalActions: nileLegalActions,
  apply: nileApply,
  view: nileView,
  eventView: nileEventView,
  outcome: nileOutcome,
  determinize: nileDeterminize,
  heuristic: nileHeuristic,
  // Search bots: playouts use the fast rule policy (no legal-action list: ~100 trade pairs a turn); searching the own
  // turn over many worlds beat looking a round ahead with policy opponents (31.8% vs 31.8–36.8%, equal within noise,
  // and cheaper). normal τ 0.3 / 0.4 / 0.5: 46.5% / 37.6% / 30.4% vs 3 easy (400 games; 35.6% in a later 400-game
  // run). Hard vs 3 normal on 400 other seeds: 33.8% with the common hard budget and τ 0.4; 38.2% (300 games) with
  // 4,000 iterations over 256 worlds; 43.6% with both that and τ 0.5 — NILE's luck leaves the least room for search.
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    playout: (s, seat) => nilePlayout(s, seat),
    tune: { normal: { finalTemperature: 0.5 }, hard: { iterations: 4000, worlds: 256 } },
  },
};
