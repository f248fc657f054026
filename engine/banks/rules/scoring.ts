import type { Outcome, Seat } from '../../core/types';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import { M_ROTTEN, mColour, mKind, mLow, type BanksState } from '../state';

/**
 * Phase 4 (spec §10): boat clearance (unbought markers are lost; the obelisk moves back one space per colour lost),
 * then every full market row is scored in order, then the scored markers go into the boat together, then the end
 * check (§11).
 */
export function scoringPhase(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  const full: number[] = [];
  for (let r = 0; r < t.M; r++) if (s.market[r]!.length >= t.cap[r]!) full.push(r);
  if (s.opts.boatClearance === 'everyRound' || full.length > 0) clearBoat(s, t, ev);
  if (full.length > 0) {
    const perScoring = s.opts.penaltyNetting === 'perScoring';
    const net = new Array<number>(s.players).fill(0);
    for (const r of full) {
      const res = scoreRow(s.market[r]!, s.players, t);
      const moves = res.awards.map((a, p) => (perScoring ? 0 : Math.max(0, a - res.penalties[p]!)));
      ev.push({ type: 'rowScored', row: t.marketIds[r]!, ranking: res.ranking, counting: res.counting, awards: res.awards, penalties: res.penalties, moves });
      for (let p = 0; p < s.players; p++) {
        if (perScoring) net[p]! += res.awards[p]! - res.penalties[p]!;
        else movePawn(s, ev, p, moves[p]!);
      }
    }
    if (perScoring) for (let p = 0; p < s.players; p++) movePawn(s, ev, p, Math.max(0, net[p]!));
    // All sold markers go into the boat together, seed side up and straightened (§10 step 3).
    const markers = new Array<number>(s.players).fill(0);
    for (const r of full) {
      for (const m of s.market[r]!) {
        s.boat[mColour(m) * t.K + mKind(m)]!++;
        markers[mColour(m)]!++;
      }
      s.market[r] = [];
    }
    ev.push({ type: 'marketToBoat', rows: full.map((r) => t.marketIds[r]!), markers });
  }
  let best = -Infinity;
  for (const p of s.pawns) best = Math.max(best, p);
  if (best >= s.obelisk) endGame(s, ev, 'obelisk');
}

function movePawn(s: BanksState, ev: BanksEvent[], seat: Seat, n: number): void {
  if (n <= 0) return;
  const from = s.pawns[seat]!;
  s.pawns[seat] = from + n; // uncapped (spec §11)
  ev.push({ type: 'pawnMoved', seat, from, to: from + n });
}

/** Every marker left in the boat is lost; the obelisk moves back one space per colour lost (never below space 1). */
function clearBoat(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  const lost = new Array<number>(s.players).fill(0);
  let colours = 0;
  for (let c = 0; c < s.players; c++) {
    for (let k = 0; k < t.K; k++) {
      lost[c]! += s.boat[c * t.K + k]!;
      s.boat[c * t.K + k] = 0;
    }
    if (lost[c]! > 0) colours++;
    s.lost[c]! += lost[c]!;
  }
  ev.push({ type: 'boatCleared', lost, colours });
  if (colours > 0) {
    const from = s.obelisk;
    s.obelisk = Math.max(1, from - colours);
    if (s.obelisk !== from) ev.push({ type: 'obeliskMoved', from, to: s.obelisk });
  }
}

export interface RowResult {
  /** Ranked seats, best first. */
  ranking: Seat[];
  counting: number[];
  /** Highest position (1-based) of any of the seat's markers, rotten included; 0 = none. */
  last: number[];
  awards: number[];
  penalties: number[];
}

/**
 * Score one full row (spec §10 step 2): RIPE and SPOILED markers count, ROTTEN ones take space only. Ranked = seats
 * counting ≥ 1, by count, then by their last marker's position (further down wins). Awards 6 / 4-2 / 3-2-1 (data),
 * −1 per rotten marker.
 */
export function scoreRow(row: readonly number[], players: number, t: Tables): RowResult {
  const counting = new Array<number>(players).fill(0);
  const last = new Array<number>(players).fill(0);
  const rotten = new Array<number>(players).fill(0);
  row.forEach((m, i) => {
    const c = mColour(m);
    if (mLow(m) === M_ROTTEN) rotten[c]!++;
    else counting[c]!++;
    last[c] = i + 1;
  });
  const ranking = [...Array(players).keys()].filter((p) => counting[p]! > 0).sort((a, b) => counting[b]! - counting[a]! || last[b]! - last[a]!);
  const awards = new Array<number>(players).fill(0);
  if (ranking.length > 0) {
    const lines = t.data.awards;
    const line = lines[Math.min(ranking.length, lines.length) - 1]!;
    ranking.forEach((p, i) => (awards[p] = line[i] ?? 0));
  }
  const penalties = rotten.map((n) => n * t.data.rottenPenalty);
  return { ranking, counting, last, awards, penalties };
}

/**
 * Places by pawn position (furthest first), ties by fewest markers lost, then shared (spec §11, A16). A game stopped
 * at the round cap is ranked the same way, with note 'roundCap'.
 */
export function banksOutcome(s: BanksState): Outcome | null {
  if (!s.over) return null;
  const n = s.players;
  const better = (a: Seat, b: Seat): boolean => s.pawns[a]! > s.pawns[b]! || (s.pawns[a] === s.pawns[b] && s.lost[a]! < s.lost[b]!);
  const places = [...Array(n).keys()].map((p) => 1 + [...Array(n).keys()].filter((q) => better(q, p)).length);
  const winners = [...Array(n).keys()].filter((p) => places[p] === 1);
  const out: Outcome = {
    places,
    scores: s.pawns.slice(),
    winners,
    tiebreak: [...Array(n).keys()].map((p) => ({ pawn: s.pawns[p], lost: s.lost[p], obelisk: s.obelisk })),
  };
  if (s.capped) out.note = 'roundCap';
  else if (s.stalemate) out.note = 'stalemate';
  return out;
}

/** The game ends (by the obelisk here, or by the round cap or the stalemate rule at the end of a round, `flow`). */
export function endGame(s: BanksState, ev: BanksEvent[], reason: 'obelisk' | 'roundCap' | 'stalemate'): void {
  s.over = true;
  s.step = 'over';
  s.capped = reason === 'roundCap';
  s.stalemate = reason === 'stalemate';
  s.ectx = null;
  s.hippo = null;
  ev.push({ type: 'gameOver', reason, winners: banksOutcome(s)!.winners });
}
