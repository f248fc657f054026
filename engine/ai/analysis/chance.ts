import { CHANCE_MAPS, type ChanceMap } from './chance-maps';

/**
 * The search's value of a position → the seat's win chance. The games' heuristics (and so the search's means) score a
 * seat against its best opponent through a logistic curve: an even position is worth 0.5 whatever the player count,
 * where the real chance is 1 / players, and how sure a value of 0.7 is differs from game to game.
 *
 * Where a game and player count has a fitted map (./chance-maps.ts), the chance is logistic in the value's log-odds:
 * 1 / (1 + e^−(a + b·logit(value))), b > 0, so the order of moves is unchanged, and 0 and 1 stay 0 and 1. Elsewhere
 * (no fit, or no game given) the value is raised to the power log2(players): 0.5 becomes 1 / players, 0 and 1 stay
 * (2 players: unchanged). The maps are fitted on bot games seeded "fit-…" and measured on others ("bench-…"): npm run
 * bench:bots -- --calibration, --samples and --fit (docs/benchmarks.md, "Analysis calibration"). Measured at 4 players,
 * 400 decisions of 40 games per game (one hard bot among normal ones), calibration error (ECE) power map → fitted map
 * and Brier score against always saying 1/players: Nile 0.058 → 0.046, 0.128 vs 0.168; Niagara 0.077 → 0.043, 0.132 vs
 * 0.181; Banks 0.084 → 0.046, 0.119 vs 0.195; Nefertiti 0.034 → 0.050, 0.161 vs 0.211 (targets, issue 37: ECE ≤ 0.07,
 * Brier ≤ 0.85 × the baseline). The other player counts fitted, and how they measured: docs/benchmarks.md.
 */
export function winChance(value: number, players: number, game?: string): number {
  const v = Math.min(1, Math.max(0, value));
  const map = mapOf(game, players);
  if (!map) return Math.pow(v, exponent(players));
  if (v <= 0 || v >= 1) return v;
  return 1 / (1 + Math.exp(-(map.a + map.b * Math.log(v / (1 - v)))));
}

/** The search's value a win chance came from (the bench compares both against the outcomes): winChance undone. */
export function searchValue(chance: number, players: number, game?: string): number {
  const c = Math.min(1, Math.max(0, chance));
  const map = mapOf(game, players);
  if (!map) return Math.pow(c, 1 / exponent(players));
  if (c <= 0 || c >= 1) return c;
  return 1 / (1 + Math.exp(-(Math.log(c / (1 - c)) - map.a) / map.b));
}

function mapOf(game: string | undefined, players: number): ChanceMap | undefined {
  return game === undefined ? undefined : CHANCE_MAPS[game]?.[players];
}

function exponent(players: number): number {
  return Math.log2(Math.max(2, players));
}
