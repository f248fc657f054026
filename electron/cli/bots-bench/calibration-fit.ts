import type { ChanceMap } from '../../../engine/ai/analysis/chance-maps';

/** One analysed decision as the bench writes it (--samples): the search's value and what the seat got. */
export interface FitSample {
  game: string;
  players: number;
  value: number;
  outcome: number;
}

/** A value this close to 0 or 1 is fitted as this (its log-odds stay finite; the map still sends 0 → 0 and 1 → 1). */
const EDGE = 1e-3;
/** A little ridge on both parameters: keeps the fit finite on a few decisions that all went one way. */
const RIDGE = 1e-3;

/**
 * The two parameters of chance = 1 / (1 + e^−(a + b·logit(value))) that best explain the outcomes (logistic
 * regression by Newton's method, maximum likelihood; a shared win counts as 1/k of a win). Deterministic.
 */
export function fitChanceMap(samples: { value: number; outcome: number }[]): ChanceMap {
  const xs = samples.map((s) => {
    const v = Math.min(1 - EDGE, Math.max(EDGE, s.value));
    return Math.log(v / (1 - v));
  });
  let a = 0;
  let b = 1;
  for (let it = 0; it < 100; it++) {
    let ga = RIDGE * a;
    let gb = RIDGE * b;
    let haa = RIDGE;
    let hab = 0;
    let hbb = RIDGE;
    xs.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const r = p - samples[i]!.outcome;
      const w = p * (1 - p);
      ga += r;
      gb += r * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    });
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  const r4 = (x: number) => Math.round(x * 10000) / 10000;
  return { a: r4(a), b: r4(b), decisions: samples.length };
}

/** Fits per game and player count, in order of game then player count. */
export function fitChanceMaps(samples: FitSample[]): { game: string; players: number; map: ChanceMap }[] {
  const groups = new Map<string, FitSample[]>();
  for (const s of samples) {
    const k = `${s.game}/${s.players}`;
    const group = groups.get(k);
    if (group) group.push(s);
    else groups.set(k, [s]);
  }
  return [...groups.entries()]
    .map(([, group]) => group)
    .sort((x, y) => x[0]!.game.localeCompare(y[0]!.game) || x[0]!.players - y[0]!.players)
    .map((group) => {
      const { game, players } = group[0]!;
      const map = fitChanceMap(group);
      if (!(map.b > 0)) throw new Error(`${game} at ${players} players: the fitted slope ${map.b} is not positive (the values do not predict the outcomes)`);
      return { game, players, map };
    });
}

/** The fits as CHANCE_MAPS' entries (engine/ai/analysis/chance-maps.ts): one line per game, its player counts inside. */
export function chanceMapLines(fits: { game: string; players: number; map: ChanceMap }[]): string[] {
  const games = [...new Set(fits.map((f) => f.game))];
  return games.map((g) => `  ${g}: { ${fits.filter((f) => f.game === g).map(({ players, map }) => `${players}: { a: ${map.a}, b: ${map.b}, decisions: ${map.decisions} }`).join(', ')} },`);
}
