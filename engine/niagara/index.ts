import { applyBy } from '../core/legality';
import { defaultsOf } from '../core/options';
import { CYCLE_AHEAD } from '../core/search';
import type { Game } from '../core/types';
import type { NiagaraAction } from './actions';
import type { NiagaraEvent } from './events';
import { niagaraHeuristic } from './heuristic';
import { niagaraDetail, niagaraReasons } from './hint-reasons';
import { niagaraOptionSchema, niagaraPresets, type NiagaraOptions } from './options';
import { legalActions, toAct, validate } from './rules/legal';
import { niagaraOutcome } from './rules/outcome';
import { applyChecked, copyFor } from './rules/apply';
import { NIAGARA_PLAYERS, niagaraSetup } from './setup';
import type { NiagaraState } from './state';
import { niagaraDeterminize, niagaraEventView, niagaraView, type NiagaraView } from './view';

export type { NiagaraState, NiagaraAction, NiagaraOptions, NiagaraEvent };
export type { NiagaraView } from './view';
export { NIAGARA_ROUND_CAP } from './options';

/** NIAGARA (Zoch 2004, Thomas Liesching) as its rules specification describes it (§: its sections). */
export const niagara: Game<NiagaraState, NiagaraAction, NiagaraOptions, NiagaraView, NiagaraEvent> = {
  id: 'niagara',
  name: 'Niagara',
  version: '1',
  players: NIAGARA_PLAYERS,
  optionSchema: niagaraOptionSchema,
  defaultOptions: defaultsOf(niagaraOptionSchema),
  presets: niagaraPresets,
  setup: niagaraSetup,
  toAct,
  legalActions,
  apply: applyBy({ toAct, over: (s) => s.phase === 'over', validate, copy: copyFor, applyChecked }),
  view: niagaraView,
  eventView: niagaraEventView,
  outcome: niagaraOutcome,
  determinize: niagaraDeterminize,
  heuristic: niagaraHeuristic,
  hintReasons: niagaraReasons,
  hintDetail: niagaraDetail,
  // Undo: the secret paddle cards were turned up (sampling the others' hands may guess them right by chance).
  undoBarrier: (_before, _after, events) => events.some((e) => e.type === 'cardsRevealed'),
  // Search bots: the others' paddle cards are a secret choice, sampled. normal τ 0 / 0.5 / 1: 84% / 58% / 21% vs 3 easy.
  // Hard looks a round ahead, played out (a paddle card's worth shows at the flows after it): vs 3 normal 56.7% over
  // 400 games (60% / 55% over 100 at 400 / 2,000 iterations; 48.8% over 200 with the own turn only).
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    secret: (s) => s.phase === 'choose',
    cycleDone: (root, s) => s.round > root.round,
    tune: { normal: { finalTemperature: 0.5 }, hard: CYCLE_AHEAD },
  },
};

