import { appendFileSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { games } from '../../engine/games';
import { parseArgs, runCli, ArgError } from './args';
import { MATCHUPS, type GameResult, type Job } from './bots-bench/matchups';
import { playJob } from './bots-bench/play';
import { summarize, table, type MatchupReport } from './bots-bench/report';
import { parseTune } from './bots-bench/tune';
import { checkGameOptions, parseGameOptions } from './bots-bench/options';
import { CALIBRATION_MIXES, playCalibration, type CalibrationJob, type CalibrationResult } from './bots-bench/calibration';
import { chanceMapLines, fitChanceMaps, type FitSample } from './bots-bench/calibration-fit';
import { calibrationSamples, calibrationTable, summarizeCalibration, type CalibrationReport } from './bots-bench/calibration-report';

/**
 * npm run bench:bots: for each game, the focal bot against the same bot in every other seat (hard vs random, hard vs
 * normal, normal vs easy), seat rotation and fixed seeds, games spread over worker threads (one per core). Prints one
 * JSON line per game and matchup (win rate with a 95% Wilson interval, decision-time p50/p95 per level, ISMCTS
 * iterations/s, time-cap hits), then a markdown table and how long it all took. Runs the esbuild bundle (package.json).
 *
 * --calibration: the post-game analysis against real outcomes instead. Per game, --cal-games bot games
 * (--mix: one hard bot among normal ones, or normal only), --positions decisions of each analysed at the analysis
 * budget; one JSON line per game (estimate buckets in tenths, ECE, Brier score, ms per analysed decision), then a table.
 * --options JSON: game options for every game played (checked against each game first; e.g. Niagara at 2 players needs
 * {"twoColoursEach":true}). --samples FILE appends every analysed decision to FILE; --fit FILE fits the win-chance maps to such a file
 * (engine/ai/analysis/chance-maps.ts) and plays nothing.
 */
const spec = {
  game: { kind: 'string', default: 'all', help: 'engine id or all' },
  players: { kind: 'int', default: 4, min: 2, help: 'player count' },
  games: { kind: 'int', default: 200, min: 1, help: 'games per game and matchup' },
  matchup: { kind: 'string', default: 'all', values: ['all', ...MATCHUPS.map((m) => m.id)], help: 'which matchup' },
  threads: { kind: 'int', default: 0, min: 0, help: 'worker threads (0: one per core)' },
  seed: { kind: 'string', default: 'bench', help: 'seed prefix; game i of a matchup uses "<seed>-<game>-<matchup>-<i>"' },
  options: { kind: 'string', default: '', help: 'game options as a JSON object for every game played (matchups and calibration), e.g. {"twoColoursEach":true}; checked against each game' },
  tune: { kind: 'string', default: '', help: 'experiments: JSON search settings per level laid over the built-in ones, e.g. {"hard":{"iterations":2000}}' },
  json: { kind: 'flag', help: 'JSON lines only (no table)' },
  calibration: { kind: 'flag', help: 'calibrate the post-game analysis (estimated win chance vs outcome) instead of the matchups' },
  'cal-games': { kind: 'int', default: 12, min: 1, help: 'calibration: bot games per game' },
  positions: { kind: 'int', default: 8, min: 1, help: 'calibration: decisions analysed per bot game' },
  mix: { kind: 'string', default: 'hard-normal', values: CALIBRATION_MIXES, help: 'calibration: the bots that play (one hard among normal, or normal only)' },
  samples: { kind: 'string', default: '', help: 'calibration: append every analysed decision to this file, one JSON line each (to fit the win-chance map)' },
  fit: { kind: 'string', default: '', help: 'calibration: play nothing; fit the win-chance map per game and player count to the decisions of this --samples file and print it' },
} as const;

if (!isMainThread) {
  // Worker: play the games it is sent, one at a time.
  parentPort!.on('message', (job: Job | CalibrationJob) => parentPort!.postMessage('kind' in job ? playCalibration(job) : playJob(job)));
} else {
  runCli('bench:bots', spec, async () => {
    const args = parseArgs(spec, process.argv.slice(2));
    if (args.fit) {
      const samples = readFileSync(args.fit, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as FitSample);
      const fits = fitChanceMaps(samples);
      for (const f of fits) console.log(JSON.stringify({ game: f.game, players: f.players, ...f.map }));
      if (!args.json) console.log(`\nengine/ai/analysis/chance-maps.ts, CHANCE_MAPS:\n${chanceMapLines(fits).join('\n')}`);
      return;
    }
    const list = Object.values(games).filter((g) => args.game === 'all' || g.id === args.game);
    if (list.length === 0) throw new ArgError(`unknown game "${args.game}"`);
    const matchups = MATCHUPS.filter((m) => args.matchup === 'all' || m.id === args.matchup);
    const threads = args.threads || availableParallelism();
    const tune = args.tune ? parseTune(args.tune) : undefined;
    const options = args.options ? parseGameOptions(args.options) : undefined;
    for (const game of list) {
      if (args.players < game.players.min || args.players > game.players.max) throw new ArgError(`--players must be from ${game.players.min} to ${game.players.max} for ${game.id}`);
      checkGameOptions(game, args.players, options ?? {});
    }
    const t0 = performance.now();
    const load0 = loadavg()[0]!;
    const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url)));
    const run = <J, R>(jobs: J[], each?: (r: R) => void): Promise<R[]> =>
      new Promise((resolve, reject) => {
        const out: R[] = [];
        let next = 0;
        const feed = (w: Worker) => {
          if (next < jobs.length) w.postMessage(jobs[next++]);
        };
        for (const w of workers) {
          w.removeAllListeners('message');
          w.removeAllListeners('error');
          w.on('message', (r: R) => {
            out.push(r);
            each?.(r);
            if (out.length === jobs.length) resolve(out);
            else feed(w);
          });
          w.on('error', reject);
          feed(w);
        }
      });
    const reports: MatchupReport[] = [];
    const calibrations: CalibrationReport[] = [];
    try {
      for (const game of list) {
        if (args.calibration) {
          const t1 = performance.now();
          const mix = CALIBRATION_MIXES.find((m) => m === args.mix)!;
          const jobs: CalibrationJob[] = Array.from({ length: args['cal-games'] }, (_, i) => ({ kind: 'calibration', game: game.id, players: args.players, mix, index: i, seed: `${args.seed}-${game.id}-calibration-${i}`, positions: args.positions, ...(options ? { options } : {}) }));
          // Each game's samples as soon as it is done: a run cut short keeps what it measured.
          const results = await run<CalibrationJob, CalibrationResult>(jobs, (r) => args.samples && appendFileSync(args.samples, calibrationSamples([r])));
          const rep = summarizeCalibration(game.id, args.players, mix, results, (performance.now() - t1) / 1000);
          calibrations.push(rep);
          console.log(JSON.stringify(options ? { ...rep, options } : rep));
          continue;
        }
        for (const m of matchups) {
          const t1 = performance.now();
          const jobs: Job[] = Array.from({ length: args.games }, (_, i) => ({ game: game.id, players: args.players, matchup: m, index: i, seed: `${args.seed}-${game.id}-${m.id}-${i}`, tune, ...(options ? { options } : {}) }));
          const results = await run<Job, GameResult>(jobs);
          const rep = summarize(game.id, args.players, m, results, (performance.now() - t1) / 1000);
          reports.push(rep);
          console.log(JSON.stringify(options ? { ...rep, options } : rep));
        }
      }
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
    const secs = (performance.now() - t0) / 1000;
    if (!args.json) {
      console.log('');
      console.log(args.calibration ? calibrationTable(calibrations) : table(reports));
      console.log('');
    }
    if (tune) console.log(`tune: ${JSON.stringify(tune)}`);
    if (options) console.log(`options: ${JSON.stringify(options)}`);
    console.log(`bench:bots: ${reports.length + calibrations.length} lines, ${Math.round(secs)} s on ${threads} threads (load average ${load0.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end)`);
  });
}
