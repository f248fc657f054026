import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { ANALYSIS_BUDGET, QUICK_BUDGET } from '../../engine/ai/analysis';
import { games } from '../../engine/games';
import { createAnalyst } from '../../renderer/analysis/analyst';
import { ArgError, parseArgs, runCli } from './args';
import { threadWorkerLane } from './analysis-bench/lane';
import { BENCH_LEVEL, pageWorkers, timeAnalysis, typicalRecord } from './analysis-bench/measure';

/**
 * npm run bench:analysis: for each game, a bot game of typical length (normal bots in every seat, fixed seeds: the
 * median-length one of --sample games) analysed whole the way the page does it: the page's pool
 * (renderer/analysis/pool.ts) over as many worker threads as the page starts Web Workers on a machine with --cores
 * cores, each answering with the page's analyst (renderer/analysis/analyst.ts). One JSON line per game and player
 * count: {game, players, moves, searched, forced, workers, seconds, msPerDecision, digest, lateMs, sampled}. Runs the esbuild
 * bundle (package.json).
 */
const spec = {
  game: { kind: 'string', default: 'all', help: 'engine id or all' },
  players: { kind: 'int', default: 4, min: 0, help: 'player count (0: every count the game has)' },
  cores: { kind: 'int', default: 2, min: 1, help: 'the page machine’s cores (the pool gets as many workers as the page would)' },
  workers: { kind: 'int', default: 0, min: 0, help: 'comparisons: this many workers instead of the page’s count for --cores (0: the page’s)' },
  seed: { kind: 'string', default: 'analysis', help: 'seed prefix; the games played are "<seed>-<game>-<players>-<i>"' },
  quick: { kind: 'flag', help: 'tests: the small budget of the end-to-end tests instead of the analysis budget' },
  sample: { kind: 'int', default: 9, min: 1, help: 'games played per line; the one of median length is analysed' },
} as const;

if (!isMainThread) {
  // A worker: the page's analysis worker (renderer/analysis/worker.ts) over a Node message port.
  const answer = createAnalyst();
  parentPort!.on('message', (m: unknown) => parentPort!.postMessage(answer(m)));
} else {
  runCli('bench:analysis', spec, async () => {
    const args = parseArgs(spec, process.argv.slice(2));
    const list = Object.values(games).filter((g) => args.game === 'all' || g.id === args.game);
    if (list.length === 0) throw new ArgError(`unknown game "${args.game}"`);
    const t0 = performance.now();
    const load0 = loadavg()[0]!;
    for (const game of list) {
      const counts = args.players === 0 ? Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i) : [args.players];
      for (const players of counts) {
        if (players < game.players.min || players > game.players.max) throw new ArgError(`--players must be from ${game.players.min} to ${game.players.max} for ${game.id}`);
        let typical;
        try {
          typical = typicalRecord(game.id, players, `${args.seed}-${game.id}-${players}`, args.sample);
        } catch (e) {
          if (args.players === 0) continue; // a count that needs a variant option (Niagara's 2-player house rule)
          throw e;
        }
        const lane = () => threadWorkerLane(new URL(import.meta.url));
        const { timing } = await timeAnalysis(typical.record, args.workers || pageWorkers(args.cores), lane, args.quick ? QUICK_BUDGET : ANALYSIS_BUDGET);
        const [shortest, longest] = [typical.lengths[0]!, typical.lengths.at(-1)!];
        console.log(JSON.stringify({ ...timing, sampled: { games: args.sample, shortest, longest } }));
      }
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(`bench:analysis: ${BENCH_LEVEL} bots' games, --cores ${args.cores}, ${Math.round(secs)} s on a ${availableParallelism()}-core machine (load average ${load0.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end)`);
  });
}
