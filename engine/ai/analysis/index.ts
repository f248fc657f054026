import type { MatchRecord } from '../../core/record';
import { createRng } from '../../core/rng';
import { sha256Hex } from '../../core/sha256';
import type { AnyGame, Seat } from '../../core/types';
import type { SearchHooks } from '../ismcts/config';
import { rankMoves } from '../ismcts/rank';
import { SEARCH_LEVELS } from '../levels';
import { profileOf } from '../profiles';
import type { DecisionAnalysis, MatchAnalysis, MoveClass, TurningPoint } from './types';

export type * from './types';

/** The search budget of an analysed decision: the hard bot's (iteration-budgeted: no clock, so exactly repeatable). */
export const ANALYSIS_BUDGET = { iterations: SEARCH_LEVELS.hard.iterations, worlds: SEARCH_LEVELS.hard.worlds };

/** Drop in estimated win chance (0..1) from which a move gets each class; below `good`: best. */
export const ANALYSIS_THRESHOLDS = { good: 0.02, inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;

export function classify(drop: number, choices: number): MoveClass {
  if (choices <= 1) return 'forced';
  const t = ANALYSIS_THRESHOLDS;
  return drop >= t.blunder ? 'blunder' : drop >= t.mistake ? 'mistake' : drop >= t.inaccuracy ? 'inaccuracy' : drop >= t.good ? 'good' : 'best';
}

/** Which record an analysis belongs to: SHA-256 of its canonical JSON (the record's own fields, in a fixed order). */
export function recordKey(r: MatchRecord): string {
  return sha256Hex(JSON.stringify([r.game, r.version, r.players, r.seed, r.options, r.actions]));
}

/**
 * One decision of a record evaluated from the acting seat's own view in `state` (the state before `record.actions[index]`):
 * the hard bot's ranking of every legal move, the best one's estimate and the played one's. A forced move is not
 * searched (its chances are NaN here: `finishAnalysis` carries the seat's previous estimate).
 */
export function analyseDecision(game: AnyGame, record: MatchRecord, state: unknown, index: number, hooks: SearchHooks = {}): DecisionAnalysis {
  const { seat, action } = record.actions[index]!;
  const legal = game.legalActions(state, seat);
  const played = legal.find((a) => sameAction(a, action)) ?? action;
  if (legal.length <= 1) return { index, seat, played, best: played, bestChance: NaN, before: NaN, after: NaN, drop: 0, class: 'forced', choices: legal.length };
  const cfg = { ...SEARCH_LEVELS.hard, ...profileOf(game).tune?.hard, ...ANALYSIS_BUDGET };
  const input = { game, view: game.view(state, seat), seat, legal, rng: createRng(`${record.seed}/analysis/${index}`), players: record.players };
  const ranked = rankMoves(input, cfg, profileOf(game), hooks);
  const best = ranked[0]!;
  const mine = ranked.find((m) => sameAction(m.action, played));
  const after = mine && mine.visits > 0 ? mine.winRate : 0;
  const drop = Math.max(0, best.winRate - after);
  return { index, seat, played, best: best.action, bestChance: best.winRate, before: best.winRate, after, drop, class: classify(drop, legal.length), choices: legal.length };
}

function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Forced moves carry the seat's previous estimate (at the start: an equal share); then the turning points. */
export function finishAnalysis(record: MatchRecord, seats: Seat[], decisions: DecisionAnalysis[]): MatchAnalysis {
  const last = new Map<Seat, number>();
  const done = decisions.map((d) => {
    const prev = last.get(d.seat) ?? 1 / record.players;
    const out = d.class === 'forced' ? { ...d, bestChance: prev, before: prev, after: prev } : d;
    last.set(d.seat, out.after);
    return out;
  });
  return { version: 1, record: recordKey(record), seats, decisions: done, turningPoints: turningPoints(done), budget: ANALYSIS_BUDGET };
}

/** The decisions where a seat's estimate moved most since its previous decision (largest swings, at most `limit`). */
export function turningPoints(decisions: DecisionAnalysis[], limit = 5): TurningPoint[] {
  const last = new Map<Seat, number>();
  const swings: TurningPoint[] = [];
  for (const d of decisions) {
    const prev = last.get(d.seat);
    if (prev !== undefined) swings.push({ index: d.index, seat: d.seat, swing: d.after - prev });
    last.set(d.seat, d.after);
  }
  return swings.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index).slice(0, limit).sort((a, b) => a.index - b.index);
}
