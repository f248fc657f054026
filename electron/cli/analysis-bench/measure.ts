import { levelBot } from '../../../engine/ai';
import { ANALYSIS_BUDGET, type AnalysisBudget } from '../../../engine/ai/analysis';
import type { MatchAnalysis } from '../../../engine/ai/analysis/types';
import { playGame } from '../../../engine/core/play';
import { sha256Hex } from '../../../engine/core/sha256';
import type { MatchRecord } from '../../../engine/core/record';
import { getGame } from '../../../engine/games';
import { poolSize } from '../../../renderer/analysis/lanes';
import { analyseRecord, type Lane } from '../../../renderer/analysis/pool';

/** The bots whose games are analysed: normal bots in every seat (the level most games are played against). */
export const BENCH_LEVEL = 'normal';

/** A bot game of typical length to analyse: normal bots in every seat, the same game for the same seed. */
export function benchRecord(gameId: string, players: number, seed: string): MatchRecord {
  const game = getGame(gameId);
  const bots = Array.from({ length: players }, () => levelBot(BENCH_LEVEL));
  return playGame(game, { players, seed, botSeed: `${seed}/bots`, bots }).record;
}

/**
 * A game of typical length: `sample` bot games (seeds "<seed>-<i>"), the one of median length (the shorter of the two
 * middle ones for an even sample), with every game's length, shortest first.
 */
export function typicalRecord(gameId: string, players: number, seed: string, sample: number): { record: MatchRecord; lengths: number[] } {
  const played = Array.from({ length: sample }, (_, i) => benchRecord(gameId, players, `${seed}-${i}`)).sort((a, b) => a.actions.length - b.actions.length);
  return { record: played[Math.floor((sample - 1) / 2)]!, lengths: played.map((r) => r.actions.length) };
}

/** One line of the bench: a whole record analysed as the page does it. */
export interface AnalysisTiming {
  game: string;
  players: number;
  moves: number;
  /** Decisions with a real choice (searched), and forced ones (not searched). */
  searched: number;
  forced: number;
  workers: number;
  seconds: number;
  msPerDecision: number;
  /** The analysis' decisions, hashed (SHA-256, 16 hex digits): the same for the same record at any worker count. */
  digest: string;
  /** How late this thread's 16 ms timer fired while the pool ran (p95 and max, ms): the page's thread draws the progress. */
  lateMs: { p95: number; max: number };
}

/**
 * Analyse `record` the way the page does (renderer/analysis/pool.ts over `poolSize(cores)` lanes, every seat) and time
 * it from the pool's start (its workers' start-up included) to the finished analysis.
 */
export async function timeAnalysis(record: MatchRecord, workers: number, lane: () => Lane, budget: AnalysisBudget = ANALYSIS_BUDGET): Promise<{ timing: AnalysisTiming; analysis: MatchAnalysis }> {
  const seats = Array.from({ length: record.players }, (_, s) => s);
  const late = watchTimer();
  const t0 = performance.now();
  const analysis = await analyseRecord(record, seats, { lanes: workers, lane, ...(budget === ANALYSIS_BUDGET ? {} : { budget }) }).finally(late.stop);
  const seconds = (performance.now() - t0) / 1000;
  const forced = analysis.decisions.filter((d) => d.class === 'forced').length;
  const searched = analysis.decisions.length - forced;
  const timing = { game: record.game, players: record.players, moves: record.actions.length, searched, forced, workers, seconds: round(seconds, 2), msPerDecision: round((seconds * 1000) / Math.max(1, searched), 1), digest: sha256Hex(JSON.stringify(analysis.decisions)).slice(0, 16), lateMs: late.stop() };
  return { timing, analysis };
}

/** The workers the page starts for an analysis on a machine with `cores` cores (renderer/analysis/lanes.ts). */
export const pageWorkers = (cores: number): number => poolSize(cores);

const TICK_MS = 16;

/** A 16 ms timer on this thread (a frame's time) and how late it fires; `stop` ends it and says p95 and max lateness. */
function watchTimer(): { stop: () => { p95: number; max: number } } {
  const late: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    late.push(Math.max(0, now - last - TICK_MS));
    last = now;
  }, TICK_MS);
  let result: { p95: number; max: number } | null = null;
  return {
    stop: () => {
      clearInterval(timer);
      if (!result) {
        const sorted = late.sort((a, b) => a - b);
        result = { p95: round(sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0, 1), max: round(sorted.at(-1) ?? 0, 1) };
      }
      return result;
    },
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
