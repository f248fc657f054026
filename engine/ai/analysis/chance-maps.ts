/**
 * The fitted win-chance maps (./chance.ts): per game id and player count, chance = 1 / (1 + e^−(a + b·logit(value))).
 * Fitted by logistic regression (maximum likelihood, outcome won 1 / shared 1/k / lost 0) on the analysed decisions of
 * bot games seeded "fit-<game>-calibration-<i>" (one hard bot among normal ones), never on the games they are measured
 * on (seeded "bench-…", the bench's default). To refit (docs/benchmarks.md, "Analysis calibration"):
 *   npm run bench:bots -- --calibration --seed fit --cal-games 80 --positions 10 --game G --players P --samples fit.jsonl
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
  banks: { 4: { a: -0.7143, b: 2.0076, decisions: 400 } },
  nefertiti: { 4: { a: -1.0998, b: 1.4984, decisions: 600 } },
  niagara: { 4: { a: -0.8299, b: 2.7246, decisions: 800 } },
  nile: { 4: { a: -0.9768, b: 1.1802, decisions: 800 } },
};
