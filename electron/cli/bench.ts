import { randomBot } from '../../engine/ai';
import { playGame } from '../../engine/core/play';
import { games } from '../../engine/games';
import { parseArgs, runCli } from './args';
import { readyThenGo } from './bench-lockstep';

/**
 * npm run bench: full random games on one core, one JSON line per game and player count:
 * {game, players, games, gamesPerSec, actionsPerSec, capped} (capped: games cut off by the game's round cap). Runs the esbuild bundle (see package.json) so the figures are
 * those of shipped code, not of an on-the-fly TypeScript loader.
 */
/** CPU seconds (user + system) of this process since `from`: with other work on the machine, wall time alone misleads. */
const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1e6;
};

const spec = {
  game: { kind: 'string', default: 'all', help: 'engine id or all' },
  seconds: { kind: 'string', default: '2', help: 'measuring time per line' },
  players: { kind: 'string', default: 'all', help: 'player count or all' },
  lockstep: { kind: 'flag', help: 'after the warm-up print {"ready":true} and wait for "go" on stdin (npm run bench:bgio)' },
} as const;

runCli('bench', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const secs = Number(args.seconds);
  const list = Object.values(games).filter((g) => args.game === 'all' || g.id === args.game);
  if (list.length === 0) throw new Error(`unknown game "${args.game}"`);
  for (const game of list) {
    for (let players = game.players.min; players <= game.players.max; players++) {
      if (args.players !== 'all' && players !== Number(args.players)) continue;
      try {
        game.setup({ players, seed: 'probe' });
      } catch {
        continue; // a count that needs a variant option (e.g. Niagara's 2-player house rule)
      }
      const bots = new Array(players).fill(randomBot);
      const run = (i: number) => playGame(game, { players, seed: `bench-${i}`, bots, keepRecord: false, skipViews: true });
      for (let i = 0; i < 50; i++) run(i); // warm-up (JIT)
      if (args.lockstep) await readyThenGo();
      let n = 0, actions = 0, capped = 0;
      const t0 = performance.now(), cpu0 = process.cpuUsage();
      while (performance.now() - t0 < secs * 1000) {
        const g = run(n++);
        actions += g.actions;
        if (g.capped || game.outcome(g.final)?.note === 'roundCap') capped++;
      }
      const dt = (performance.now() - t0) / 1000;
      const line = { game: game.id, players, games: n, gamesPerSec: Math.round(n / dt), actionsPerSec: Math.round(actions / dt), capped };
      console.log(JSON.stringify(args.lockstep ? { ...line, cpuSeconds: cpuSeconds(cpu0) } : line));
    }
  }
});
