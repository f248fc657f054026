import type { Seat } from '../core/types';
import { tables, type Tables } from './material/compile';
import { scoreRow } from './rules/scoring';
import { RIPE, mColour, type BanksState } from './state';

/**
 * Evaluation for the greedy bot and search cut-offs, in [0, 1]. It uses only public information (the board, the
 * market, supplies, the boat, pawns), so it is safe on determinized states. A seat's worth is its pawn position plus
 * what it would get if each market row were scored now, scaled by how full the row is (the majority race), plus small
 * values for produce on the fields, markers in hand and jokers, minus markers at risk in the boat (lost at the next
 * clearance, which also brings the obelisk closer). The result compares the seat with its best opponent.
 */
const HEURISTIC_WEIGHTS = {
  ripe: 0.8,
  seed: 0.3,
  supply: 0.15,
  boat: -1.0,
  joker: 0.25,
  lost: -0.05,
  scale: 8,
  /** Obelisk race: within this many spaces of the leading pawn, the end is near. */
  endSpan: 12,
  /** Near the end, what is not yet on the track counts this much less (at most), and the track this much more. */
  endDiscount: 0.6,
  endPawn: 1,
  rowFill: 3,
  rowShare: 0.6,
} as const;

/** Awards a row pays out in all (6, 4 + 2 or 3 + 2 + 1). */
const ROW_AWARDS = 6;

function worth(s: BanksState, t: Tables, market: number[]): number[] {
  const n = s.players;
  const w = HEURISTIC_WEIGHTS;
  const out = s.pawns.map((_, i) => market[i]! + w.joker * s.jokers[i]!.length);
  for (let f = 0; f < t.F; f++) {
    for (let i = 2 * f; i < 2 * f + 2; i++) {
      const m = s.fm[i]!;
      if (m < 0) continue;
      out[mColour(m)]! += (m & RIPE ? w.ripe : w.seed) * (0.5 + t.palms[f]! / 4);
    }
  }
  for (let p = 0; p < n; p++) {
    for (let k = 0; k < t.K; k++) {
      out[p]! += w.supply * s.supply[p * t.K + k]! + w.boat * s.boat[p * t.K + k]!;
    }
  }
  // The obelisk race (§11): the game ends at the scoring where a pawn reaches the obelisk, which lost markers pull
  // closer. The nearer that is, the more the track itself counts and the less what is still on fields, in supplies
  // and in unscored rows (it may never be scored); the tie-break (fewest markers lost) counts a little throughout.
  let lead = 0;
  for (const p of s.pawns) lead = Math.max(lead, p);
  const near = Math.max(0, Math.min(1, 1 - (s.obelisk - lead) / w.endSpan));
  for (let p = 0; p < n; p++) out[p] = s.pawns[p]! * (1 + w.endPawn * near * near) + out[p]! * (1 - w.endDiscount * near) + w.lost * s.lost[p]!;
  return out;
}

export function marketWorth(s: BanksState, t: Tables): number[] {
  const out = new Array<number>(s.players).fill(0);
  for (let r = 0; r < t.M; r++) {
    const row = s.market[r]!;
    if (row.length === 0) continue;
    const res = scoreRow(row, s.players, t);
    const fill = row.length / t.cap[r]!;
    // Majority race: a full row pays its awards as ranked now; an emptier one is still open, so each counting marker
    // is worth about its share of the row's awards until then. Blend the two by how full the row is.
    const pot = ROW_AWARDS / t.cap[r]!;
    const f = Math.pow(fill, HEURISTIC_WEIGHTS.rowFill);
    for (let p = 0; p < s.players; p++) out[p]! += f * res.awards[p]! + (1 - f) * HEURISTIC_WEIGHTS.rowShare * pot * res.counting[p]! - res.penalties[p]!;
  }
  return out;
}

export function banksHeuristic(s: BanksState, seat: Seat): number {
  if (s.over) {
    let better = 0;
    for (let p = 0; p < s.players; p++) if (s.pawns[p]! > s.pawns[seat]! || (s.pawns[p] === s.pawns[seat] && s.lost[p]! < s.lost[seat]!)) better++;
    return better === 0 ? 1 : 0.4 * (1 - better / (s.players - 1));
  }
  const t = tables(s.data);
  const v = worth(s, t, marketWorth(s, t));
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, v[p]!);
  const x = (v[seat]! - best) / HEURISTIC_WEIGHTS.scale;
  return 0.5 + 0.5 * Math.tanh(x);
}
