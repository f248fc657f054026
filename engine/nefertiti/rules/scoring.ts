import type { Outcome } from '../../core/types';
import type { FinalScore, NefertitiState } from '../state';
import { giftPoints } from './prices';

/** Rank bonus of the Priest of Amun (from the data set), or [] if no such character exists. */
function priestBonus(s: NefertitiState): number[] {
  const c = s.data.characters.find((ch) => ch.effect === 'priestOfAmun');
  return c?.params.bonusByRank ?? [];
}

/** 1-based rank of each value, highest first; equal values share the rank (seed: tied 3rd → both 3rd). */
export function sharedRanks(values: readonly number[]): number[] {
  return values.map((v) => 1 + values.filter((w) => w > v).length);
}

/**
 * Final scoring (spec §9.2): gifts at their price by owners plus foreign bonuses, 3 per unused seal, Deben at the
 * `debenPoints` rate, the track score from the game; then the Priest of Amun's rank bonus on top of all that.
 */
export function finalScores(s: NefertitiState): FinalScore[] {
  const base = s.ps.map((p) => {
    const gifts = giftPoints(s, p.gifts);
    const seals = p.seals * s.data.seals.points;
    const deben = p.money * s.options.debenPoints;
    return { gifts, seals, deben, track: p.score, priestOfAmun: 0, total: gifts + seals + deben + p.score };
  });
  const ranks = sharedRanks(base.map((f) => f.total));
  const bonus = priestBonus(s);
  s.ps.forEach((p, i) => {
    if (!p.priestOfAmun || bonus.length === 0) return;
    const f = base[i]!;
    f.priestOfAmun = bonus[Math.min(ranks[i]!, bonus.length) - 1]!;
    f.total += f.priestOfAmun;
  });
  return base;
}

/** Highest prestige wins; ties broken by most Deben left, then shared (spec §9.2 step 5). */
export function nefertitiOutcome(s: NefertitiState): Outcome | null {
  if (!s.over || !s.final) return null;
  const scores = s.final.map((f) => f.total);
  const money = s.ps.map((p) => p.money);
  const places = scores.map((sc, i) => 1 + scores.filter((o, j) => o > sc || (o === sc && money[j]! > money[i]!)).length);
  const out: Outcome = {
    places,
    scores,
    winners: places.flatMap((p, i) => (p === 1 ? [i] : [])),
    tiebreak: s.final.map((f, i) => ({ deben: money[i], breakdown: f })),
  };
  if (s.endReason === 'stalemate') out.note = 'stalemate';
  return out;
}
