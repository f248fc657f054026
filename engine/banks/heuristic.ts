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
export const HEURISTIC_WEIGHTS = {
  ripe: 0.4,
  seed: 0.18,
  supply: 0.15,
  boat: -1.0,
  joker: 0.25,
  lost: -0.05,
  scale: 8,
} as const;

function worth(s: BanksState, t: Tables, market: number[]): number[] {
  const n = s.players;
  const w = HEURISTIC_WEIGHTS;
  const out = s.pawns.map((p, i) => p + market[i]! + w.joker * s.jokers[i]!.length + w.lost * s.lost[i]!);
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
  return out;
}

function marketWorth(s: BanksState, t: Tables): number[] {
  const out = new Array<number>(s.players).fill(0);
  for (let r = 0; r < t.M; r++) {
    const row = s.market[r]!;
    if (row.length === 0) continue;
    const res = scoreRow(row, s.players, t);
    const fill = row.length / t.cap[r]!;
    for (let p = 0; p < s.players; p++) out[p]! += (res.awards[p]! - res.penalties[p]!) * (0.35 + 0.65 * fill);
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
