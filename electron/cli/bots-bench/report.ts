import { markdownTable } from './markdown';
import { quantile, wilson } from './stats';
import type { Contender, GameResult, Matchup } from './matchups';

/** One benchmark line: a matchup in one game, over all its games. */
export interface MatchupReport {
  game: string;
  players: number;
  matchup: string;
  focal: Contender;
  others: Contender;
  games: number;
  winRate: number;
  ci95: [number, number];
  chance: number;
  capped: number;
  meanActions: number;
  /** Decision time per contender: p50 / p95 / max ms, and how many decisions. */
  decisionMs: Partial<Record<Contender, { p50: number; p95: number; max: number; n: number }>>;
  itersPerSec: Partial<Record<Contender, number>>;
  meanIterations: Partial<Record<Contender, number>>;
  /** Searches stopped by the wall-clock safety cap (those decisions were not exactly reproducible). */
  timeCapHits: Partial<Record<Contender, number>>;
  seconds: number;
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function summarize(game: string, players: number, m: Matchup, results: GameResult[], seconds: number): MatchupReport {
  const wins = results.reduce((t, r) => t + r.win, 0);
  const n = results.length;
  const ci = wilson(wins, n);
  const rep: MatchupReport = {
    game, players, matchup: m.id, focal: m.focal, others: m.others, games: n, winRate: r3(wins / n),
    ci95: [r3(ci[0]), r3(ci[1])], chance: r3(1 / players),
    capped: results.filter((r) => r.capped).length, meanActions: Math.round(results.reduce((t, r) => t + r.actions, 0) / n),
    decisionMs: {}, itersPerSec: {}, meanIterations: {}, timeCapHits: {}, seconds: Math.round(seconds),
  };
  for (const c of [m.focal, m.others]) {
    const ts = results.flatMap((r) => r.times[c] ?? []);
    if (ts.length > 0) rep.decisionMs[c] = { p50: r1(quantile(ts, 0.5)), p95: r1(quantile(ts, 0.95)), max: r1(ts.reduce((a, b) => Math.max(a, b), 0)), n: ts.length };
    const its = results.map((r) => r.iterations[c]).filter((x) => x !== undefined);
    if (its.length > 0) {
      const total = its.reduce((t, x) => ({ i: t.i + x.iterations, ms: t.ms + x.ms, cap: t.cap + x.capHits, s: t.s + x.searches }), { i: 0, ms: 0, cap: 0, s: 0 });
      rep.itersPerSec[c] = Math.round((total.i / Math.max(1e-9, total.ms)) * 1000);
      rep.meanIterations[c] = Math.round(total.i / Math.max(1, total.s));
      rep.timeCapHits[c] = total.cap;
    }
  }
  return rep;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The human table (markdown, ready for docs/benchmarks.md). */
export function table(reports: MatchupReport[]): string {
  const head = ['game', 'players', 'matchup', 'games', 'focal wins (95% CI)', 'chance', 'decision ms p50 / p95 (focal; others)', 'ISMCTS it/s (focal)', 'cap hits'];
  return markdownTable(
    head,
    reports.map((r) => {
      const d = (c: Contender) => (r.decisionMs[c] ? `${r.decisionMs[c]!.p50} / ${r.decisionMs[c]!.p95}` : '–');
      return [r.game, `${r.players}`, `${r.focal} vs ${r.players - 1}× ${r.others}`, `${r.games}`, `${pct(r.winRate)} (${pct(r.ci95[0])}–${pct(r.ci95[1])})`, pct(r.chance), `${d(r.focal)}; ${d(r.others)}`, `${r.itersPerSec[r.focal] ?? '–'}`, `${r.timeCapHits[r.focal] ?? 0}`];
    }),
  );
}
