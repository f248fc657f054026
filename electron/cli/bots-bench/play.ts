import { bots, levelBot, type Level } from '../../../engine/ai';
import type { SearchStats } from '../../../engine/ai/ismcts/config';
import { playGame, type Bot } from '../../../engine/core/play';
import { getGame } from '../../../engine/games';
import type { Contender, GameResult, Job } from './matchups';

/** Play one benchmark game: the focal bot in seat index % players, the others everywhere else; times every decision. */
export function playJob(job: Job): GameResult {
  const game = getGame(job.game);
  const focalSeat = job.index % job.players;
  const times: GameResult['times'] = {};
  const iterations: GameResult['iterations'] = {};
  const make = (c: Contender): Bot => {
    let last: SearchStats | null = null;
    const inner = c === 'random' ? bots.random! : levelBot(c as Level, { now: () => performance.now(), onSearch: (s) => (last = s) }, c === 'normal' || c === 'hard' ? job.tune?.[c] : undefined);
    return (input) => {
      last = null;
      const t0 = performance.now();
      const a = inner(input);
      const ms = performance.now() - t0;
      if (input.legal.length > 1) (times[c] ??= []).push(ms);
      const st = last as SearchStats | null;
      if (st) {
        const it = (iterations[c] ??= { iterations: 0, ms: 0, capHits: 0, searches: 0 });
        it.iterations += st.iterations;
        it.ms += ms;
        it.searches++;
        if (st.capped) it.capHits++;
      }
      return a;
    };
  };
  const focal = make(job.matchup.focal);
  const other = make(job.matchup.others);
  const seats = Array.from({ length: job.players }, (_, i) => (i === focalSeat ? focal : other));
  const g = playGame(game, { players: job.players, seed: job.seed, botSeed: `${job.seed}/bots`, options: job.options, bots: seats, keepRecord: false });
  const o = game.outcome(g.final);
  const capped = g.capped || o?.note === 'roundCap';
  const win = o && o.winners.includes(focalSeat) ? 1 / o.winners.length : 0;
  return { job, focalSeat, win, capped, actions: g.actions, times, iterations };
}
