import { applyBy } from '../core/legality';
import { defaultsOf } from '../core/options';
import { CYCLE_AHEAD } from '../core/search';
import type { Game } from '../core/types';
import type { NefertitiAction } from './actions';
import type { NefertitiEvent } from './events';
import { nefertitiHeuristic } from './heuristic';
import { nefertitiDetail, nefertitiReasons } from './hint-reasons';
import { nefertitiOptionSchema, nefertitiPresets, type NefertitiOptions } from './options';
import { applyChecked } from './rules/apply';
import { legalActions, toAct, validate } from './rules/legal';
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

/** Nefertiti (Matagot 2008) with its Memphis expansion, as its rules specification describes it (§, Q: its parts). */
export const nefertiti: Game<NefertitiState, NefertitiAction, NefertitiOptions, NefertitiView, NefertitiEvent> = {
  id: 'nefertiti',
  name: 'Nefertiti',
  // 2: the Vizier's default became the designer's variety table; records of 1 replay with the stand-in they used.
  version: '2',
  pastDefaults: { '1': { vizierEffect: 'standIn' } },
  players: NEFERTITI_PLAYERS,
  optionSchema: nefertitiOptionSchema,
  defaultOptions: defaultsOf(nefertitiOptionSchema),
  presets: nefertitiPresets,
  setup: nefertitiSetup,
  toAct,
  legalActions,
  apply: applyBy({ toAct, over: (s) => s.over, validate, copy: cloneState, applyChecked }),
  view: nefertitiView,
  eventView: nefertitiEventView,
  outcome: nefertitiOutcome,
  determinize: nefertitiDeterminize,
  heuristic: nefertitiHeuristic,
  hintReasons: nefertitiReasons,
  hintDetail: nefertitiDetail,
  // Undo: a gift card left the deck shuffled at setup, which moves no RNG.
  undoBarrier: (before, after) => before.deck.length !== after.deck.length,
  // Search bots: normal τ 0.25 / 0.5 / 1: 48% / 36% / 28% vs 3 easy. Hard looks a cycle ahead, played out: vs 3 normal
  // 55.4% (50%–60%) against 51.3% (46%–56%) on the own turn at 2,000 iterations (400 games each, same seeds); and
  // compares its moves on common worlds: 58.0% and 57.0% against 55.4% and 54.4% on two sets of 400 seeds.
  search: { rollout: { kind: 'greedy', eps: 0.1, k: 8 }, tune: { normal: { finalTemperature: 0.25 }, hard: { ...CYCLE_AHEAD, pairedRoot: true } } },
};
