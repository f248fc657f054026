/**
 * The fitted win-chance maps (./chance.ts): per game id and player count, chance = 1 / (1 + e^−(a + b·logit(value))).
 * Fitted by logistic regression (maximum likelihood, outcome won 1 / shared 1/k / lost 0) on the analysed decisions of
 * bot games seeded "fit-<game>-calibration-<i>" (one hard bot among normal ones; 4 players: 80 games of NILE and
 * Niagara, 60 of Nefertiti, 40 of An den Ufern des Nils; other counts 60 games, An den Ufern des Nils at 3 players
 * 40, Nefertiti at 2 players 120; Niagara at 2 players played with option twoColoursEach; 10 decisions each), never
 * on the games they are measured on (seeded "bench-…", the bench's default). At 2
 * players an even value (0.5) maps below 1/2 (likely because the value of the move a seat chose is the highest of
 * several noisy means, so it runs high).
 * To refit (docs/benchmarks.md, "Analysis calibration"):
 *   npm run bench:bots -- --calibration --seed fit --cal-games 80 --positions 10 --game G --players P --samples fit.jsonl
 *   (Niagara at 2 players: add --options '{"twoColoursEach":true}')
 *   npm run bench:bots -- --calibration --fit fit.jsonl
 * and paste the printed lines here. `decisions`: how many the fit saw. A game and player count missing here keeps the
 * power map (value^log2(players)).
 */
export interface ChanceMap {
  a: number;
  /** The slope on the value's log-odds; > 0 (the order of moves is kept). */
  b: number;
  decisions: number;
}

export const CHANCE_MAPS: Readonly<Record<string, Readonly<Partial<Record<number, ChanceMap>>>>> = {
  banks: { 2: { a: -0.6416, b: 4.7794, decisions: 600 }, 3: { a: -0.6858, b: 2.7226, decisions: 400 }, 4: { a: -0.7143, b: 2.0076, decisions: 400 }, 5: { a: -1.0556, b: 2.4453, decisions: 600 } },
  nefertiti: { 2: { a: -0.4894, b: 1.016, decisions: 1200 }, 3: { a: -0.7559, b: 0.9834, decisions: 600 }, 4: { a: -1.0998, b: 1.4984, decisions: 600 }, 5: { a: -1.2039, b: 0.841, decisions: 600 } },
  niagara: { 2: { a: -0.4818, b: 3.1937, decisions: 600 }, 3: { a: -0.486, b: 3.1455, decisions: 600 }, 4: { a: -0.8299, b: 2.7246, decisions: 800 }, 5: { a: -0.8894, b: 2.4461, decisions: 600 } },
  nile: { 2: { a: -0.3615, b: 1.5457, decisions: 600 }, 3: { a: -0.7495, b: 0.893, decisions: 600 }, 4: { a: -0.9768, b: 1.1802, decisions: 800 }, 5: { a: -1.0682, b: 2.1324, decisions: 600 } },
};
