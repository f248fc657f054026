import { applyBy } from '../core/legality';
import { defaultsOf } from '../core/options';
import { CYCLE_AHEAD } from '../core/search';
import type { Game } from '../core/types';
import type { BanksAction } from './actions';
import type { BanksEvent } from './events';
import { banksHeuristic } from './heuristic';
import { bankReasons, banksDetail, banksRuleOfThumb } from './hint-reasons';
import { BANKS_ROUND_CAP, BANKS_STALEMATE_ROUNDS, banksOptionSchema, banksPresets, type BanksOptions } from './options';
import { applyChecked } from './rules/apply';
import { banksToAct } from './rules/decision';
import { legalActions, validate } from './rules/legal';
import { banksOutcome } from './rules/scoring';
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

/** An den Ufern des Nils (Abacus 1994, H. & W. Kuhn) as its rules specification describes it (§: its sections). */
export const banks: Game<BanksState, BanksAction, BanksOptions, BanksView, BanksEvent> = {
  id: 'banks',
  name: 'An den Ufern des Nils',
  version: '1',
  players: BANKS_PLAYERS,
  optionSchema: banksOptionSchema,
  defaultOptions: defaultsOf(banksOptionSchema),
  presets: banksPresets,
  setup: banksSetup,
  toAct: banksToAct,
  legalActions,
  apply: applyBy({ toAct: banksToAct, over: (s) => s.over, validate, copy: cloneState, applyChecked }),
  view: banksView,
  eventView: banksEventView,
  outcome: banksOutcome,
  determinize: banksDeterminize,
  heuristic: banksHeuristic,
  hintReasons: bankReasons,
  hintDetail: banksDetail,
  // Undo: a card left a face-down pile (water piles, desert pile), which moves no RNG.
  undoBarrier: (before, after) => before.dPile.length !== after.dPile.length || before.piles.some((p, i) => p.length !== after.piles[i]!.length),
  // Search bots: bids for the pillar and the hippo auction are secret choices. Hard looks a cycle ahead, played out:
  // vs 3 normal 82% (73%–88%) over 100 games, against 54.0% (47%–61%) over 200 on the own turn (400 games: to do).
  search: {
    rollout: { kind: 'greedy', eps: 0.1, k: 8 },
    secret: (s) => s.step === 'startBid' || s.hippo?.stage === 'bid',
    tune: { normal: { finalTemperature: 0.5 }, hard: CYCLE_AHEAD },
    ruleOfThumb: banksRuleOfThumb,
  },
};
