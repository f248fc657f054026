/**
 * One side of `npm run bench:bgio`: random NILE games on boardgame.io's reducer path (play.ts), the bot's move picked
 * from `ai.enumerate` by the same policy as engine/ai/random.ts. Prints {side, games, seconds, cpuSeconds, gamesPerSec, movesPerSec}.
 */
import { parseArgs, runCli } from '../../electron/cli/args';
import { readyThenGo } from '../../electron/cli/bench-lockstep';
import { playBgio } from './play';

const spec = {
  seconds: { kind: 'string', default: '2', help: 'measuring time' },
  players: { kind: 'string', default: '4', help: 'players per game' },
  lockstep: { kind: 'flag', help: 'print {"ready":true} after the warm-up and wait for "go" on stdin' },
} as const;

runCli('bench-bgio-worker', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const players = Number(args.players);
  for (let i = 0; i < 20; i++) playBgio(`warm-${i}`, players);
  if (args.lockstep) await readyThenGo();
  let games = 0, moves = 0;
  const t0 = performance.now(), cpu0 = process.cpuUsage();
  while (performance.now() - t0 < Number(args.seconds) * 1000) moves += playBgio(`bench-${games++}`, players);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(JSON.stringify({ side: 'bgio', games, seconds, cpuSeconds, gamesPerSec: games / seconds, movesPerSec: moves / seconds }));
});
