import type { Tune } from './tune';

/** The bot names a benchmark seat can have: the three levels and the random baseline. */
export type Contender = 'random' | 'easy' | 'normal' | 'hard';

/** One focal bot against the same bot in every other seat. */
export interface Matchup {
  id: string;
  focal: Contender;
  others: Contender;
}

export const MATCHUPS: Matchup[] = [
  { id: 'hard-random', focal: 'hard', others: 'random' },
  { id: 'hard-normal', focal: 'hard', others: 'normal' },
  { id: 'normal-easy', focal: 'normal', others: 'easy' },
];

/** What a worker is asked to play: game `index` of a matchup (the focal seat rotates with the index). */
export interface Job {
  game: string;
  players: number;
  matchup: Matchup;
  index: number;
  seed: string;
  /** Game options for the game (--options); absent: the defaults. */
  options?: Record<string, unknown>;
  /** Experiments only (--tune): search settings laid over a level's own, e.g. {"hard": {"iterations": 2000}}. */
  tune?: Tune;
}

/** What one game measured. */
export interface GameResult {
  job: Job;
  focalSeat: number;
  /** 1 for a win, 1/k for a k-way shared win, 0 otherwise. */
  win: number;
  /** Cut off by the game's own round cap. */
  capped: boolean;
  actions: number;
  /** Milliseconds per decision, per contender (only decisions with a real choice). */
  times: Partial<Record<Contender, number[]>>;
  /** ISMCTS iterations and the ms they took, per contender; searches stopped by the time cap. */
  iterations: Partial<Record<Contender, { iterations: number; ms: number; capHits: number; searches: number }>>;
}
