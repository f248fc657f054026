import { levelBot } from '../../../engine/ai';
import { ANALYSIS_BUDGET, analyseDecision, searchValue, type AnalysisBudget } from '../../../engine/ai/analysis';
import { playGame } from '../../../engine/core/play';
import { replay } from '../../../engine/core/record';
import { getGame } from '../../../engine/games';

/** Who plays the calibration games: one hard bot (its seat rotates with the game) among normal bots, or normal only. */
export const CALIBRATION_MIXES = ['hard-normal', 'normal'] as const;
export type CalibrationMix = (typeof CALIBRATION_MIXES)[number];

/** Game `index` of a calibration run: play it, then analyse `positions` of its decisions. */
export interface CalibrationJob {
  kind: 'calibration';
  game: string;
  players: number;
  mix: CalibrationMix;
  index: number;
  seed: string;
  positions: number;
  /** Game options for the game (--options); absent: the defaults. */
  options?: Record<string, unknown>;
  /** Tests: a smaller analysis budget. */
  budget?: AnalysisBudget;
}

/** One analysed decision: the acting seat's estimated win chance (the played move's), what it got, and the time taken. */
export interface CalibrationSample {
  estimate: number;
  /** The search's value the estimate was made from (before the win-chance map, engine/ai/analysis/chance.ts). */
  value: number;
  /** 1 won, 1/k a k-way shared win, 0 lost. */
  outcome: number;
  /** How far into the game the decision was: its index / the record's actions (0 first, towards 1 last). */
  progress: number;
  ms: number;
}

export interface CalibrationResult {
  job: CalibrationJob;
  /** Cut off by the game's round cap: no real outcome, so no samples. */
  capped: boolean;
  actions: number;
  samples: CalibrationSample[];
}

/**
 * Play one game with the mix's bots, then analyse `positions` decisions with a real choice, spread evenly over the game
 * (the same ones for the same job), each against the game's outcome for the seat that decided.
 */
export function playCalibration(job: CalibrationJob): CalibrationResult {
  const game = getGame(job.game);
  const hardSeat = job.mix === 'hard-normal' ? job.index % job.players : -1;
  const bots = Array.from({ length: job.players }, (_, s) => levelBot(s === hardSeat ? 'hard' : 'normal'));
  const { record, capped } = playGame(game, { players: job.players, seed: job.seed, options: job.options, botSeed: `${job.seed}/bots`, bots });
  const { states, outcome } = replay({ [game.id]: game }, record, { keepStates: true });
  if (capped || !outcome || outcome.note === 'roundCap') return { job, capped: true, actions: record.actions.length, samples: [] };
  const open = record.actions.flatMap(({ seat }, i) => (game.legalActions(states[i], seat).length > 1 ? [i] : []));
  const picks = [...new Set(Array.from({ length: Math.min(job.positions, open.length) }, (_, k) => open[Math.floor(((k + 0.5) * open.length) / Math.min(job.positions, open.length))]!))];
  const samples = picks.map((i) => {
    const t0 = performance.now();
    const d = analyseDecision(game, record, states[i], i, {}, job.budget ?? ANALYSIS_BUDGET);
    const ms = performance.now() - t0;
    return { estimate: d.after, value: searchValue(d.after, job.players, game.id), outcome: outcome.winners.includes(d.seat) ? 1 / outcome.winners.length : 0, progress: i / record.actions.length, ms };
  });
  return { job, capped: false, actions: record.actions.length, samples };
}
