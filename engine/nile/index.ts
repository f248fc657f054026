import { applyBy } from '../core/legality';
import { defaultsOf } from '../core/options';
import { CYCLE_AHEAD } from '../core/search';
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
  // Search bots: playouts use the fast rule policy (no legal-action list: ~100 trade pairs a turn). normal τ 0.3 / 0.4 /
  // 0.5: 46.5% / 37.6% / 30.4% vs 3 easy (400 games; 35.6% in a later 400-game run). Hard vs 3 normal (400 games, seed
  // bench): 39.6% searching its own turn (4,000 iterations over 256 worlds); 47.8% looking a cycle ahead at that budget
  // (the others played by the playout policy: takeovers, harvests and the locust of their turns show), where 400
  // iterations over 64 worlds gave 42.8%; on two other sets of 400 seeds 42.4% → 44.0% and 44.6% → 50.4%. NILE's
  // luck leaves the least room for search (docs/benchmarks.md, "Hard against normal").
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    playout: (s, seat) => nilePlayout(s, seat),
    tune: { normal: { finalTemperature: 0.5 }, hard: { ...CYCLE_AHEAD, iterations: 4000, worlds: 256 } },
  },
};
