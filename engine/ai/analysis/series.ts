import type { MatchAnalysis, WinChanceSeries } from './types';

/**
 * Every seat's estimated win chance over the game, for the chart (how it is built: WinChanceSeries). `players`: the
 * record's seat count.
 */
export function winChanceSeries(analysis: MatchAnalysis, players: number): WinChanceSeries {
  const now = Array.from({ length: players }, () => 1 / players);
  const series = now.map((v) => [v]);
  for (const d of analysis.decisions) {
    if (d.seat >= 0 && d.seat < players) now[d.seat] = d.after;
    now.forEach((v, seat) => series[seat]!.push(v));
  }
  return series;
}
