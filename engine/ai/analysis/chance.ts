/**
 * The search's value of a position → the seat's win chance. The games' heuristics (and so the search's means) score a
 * seat against its best opponent through a logistic curve: an even position is worth 0.5 whatever the player count,
 * where the real chance is 1 / players. The analysis raises the value to the power log2(players): 0.5 becomes
 * 1 / players, a sure win (1) and a sure loss (0) stay, and the order of moves is unchanged (2 players: unchanged).
 * Measured with npm run bench:bots --calibration (4 players, 12 games of one hard bot among normal ones, 120 decisions
 * per game; docs/benchmarks.md, "Analysis calibration"): calibration error (ECE) raw → mapped: Nile 0.18 → 0.05,
 * Niagara 0.27 → 0.09, Banks 0.19 → 0.09, Nefertiti 0.19 → 0.07; the Brier score drops in every game (Banks stays close
 * to the 1/players baseline: its estimates carry little information).
 */
export function winChance(value: number, players: number): number {
  return Math.pow(Math.min(1, Math.max(0, value)), exponent(players));
}

/** The search's value a win chance came from (the bench compares both against the outcomes). */
export function searchValue(chance: number, players: number): number {
  return Math.pow(chance, 1 / exponent(players));
}

function exponent(players: number): number {
  return Math.log2(Math.max(2, players));
}
