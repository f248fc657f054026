import { applyBy } from '../core/legality';
import { defaultsOf } from '../core/options';
import type { Game } from '../core/types';
import type { NileAction } from './actions';
import type { NileEvent } from './events';
import { nileHeuristic } from './heuristic';
import { nileDetail, nileReasons } from './hint-reasons';
import { nileOptionSchema, nilePresets, type NileOptions } from './options';
import { applyChecked } from './rules/apply';
import { kindLayout, legalActions, toAct, validate } from './rules/legal';
import { nileOutcome } from './rules/scoring';
import { nilePlayout } from './rollout';
import { NILE_PLAYERS, nileSetup } from './setup';
import { cloneForStep, type NileState } from './state';
import { nileDeterminize, nileEventView, nileView, type NileView } from './view';

export type { NileState, NileAction, NileOptions, NileEvent };
export type { NileView, NileSeatView } from './view';
export type { NileTiebreak } from './rules/scoring';

/** NILE, the card game (Minion Games, 2009), as its rules specification describes it (§: its sections). */
export const nile: Game<NileState, NileAction, NileOptions, NileView, NileEvent> = {
  id: 'nile',
  name: 'NILE',
  version: '2', // 2: flood/burned cards join the rebuild they trigger (§9), final storage reveal, BGA parity options
  players: NILE_PLAYERS,
  optionSchema: nileOptionSchema,
  defaultOptions: defaultsOf(nileOptionSchema),
  presets: nilePresets,
  setup: nileSetup,
  toAct,
  legalActions,
  kindLayout,
  apply: applyBy({ toAct, over: (s) => s.over, validate, copy: cloneForStep, applyChecked }),
  view: nileView,
  eventView: nileEventView,
  outcome: nileOutcome,
  determinize: nileDeterminize,
  heuristic: nileHeuristic,
  hintReasons: nileReasons,
  hintDetail: nileDetail,
  // Undo: a card left the deck shuffled at setup (a draw, a flood flipped), which moves no RNG.
  undoBarrier: (before, after) => before.deck.length !== after.deck.length,
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
