import { bots } from '../../engine/ai';
import { playGame } from '../../engine/core/play';
import { getGame, games } from '../../engine/games';
import { parseArgs, runCli, ArgError } from './args';

/** npm run sim -- --game nile --players 4 --games 1000 --seed s1 [--bot random|greedy] [--json] */
const spec = {
  game: { kind: 'string', default: 'nile', help: 'engine id', values: Object.keys(games) },
  players: { kind: 'int', default: 4, min: 1, help: 'player count' },
  games: { kind: 'int', default: 100, min: 1, help: 'number of games' },
  seed: { kind: 'string', default: 's1', help: 'base seed; game i uses "<seed>-<i>"' },
  bot: { kind: 'string', default: 'random', values: Object.keys(bots), help: 'bot for every seat' },
  options: { kind: 'string', default: '{}', help: 'engine options as JSON' },
  'max-actions': { kind: 'int', default: 50_000, min: 1, help: 'cap per game; capped games are counted' },
  json: { kind: 'flag', help: 'one JSON line per game: seed, winners, scores, final public view' },
} as const;

runCli('sim', spec, () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const game = getGame(args.game);
  if (args.players < game.players.min || args.players > game.players.max) {
    throw new ArgError(`--players must be from ${game.players.min} to ${game.players.max} for ${game.id}`);
  }
  let options: Record<string, unknown>;
  try {
    options = JSON.parse(args.options);
  } catch {
    throw new ArgError(`--options is not valid JSON: ${args.options}`);
  }
  const bot = bots[args.bot]!;
  const wins = new Array<number>(args.players).fill(0);
  let actions = 0;
  let capped = 0;
  const notes: Record<string, number> = {}; // unusual endings by outcome note (e.g. stalemate, replay)
  const t0 = performance.now();
  for (let i = 0; i < args.games; i++) {
    const seed = `${args.seed}-${i}`;
    const g = playGame(game, {
      players: args.players, seed, options, bots: new Array(args.players).fill(bot),
      maxActions: args['max-actions'], keepRecord: false, skipViews: args.bot === 'random',
    });
    actions += g.actions;
    const o = game.outcome(g.final);
    // Capped: cut off by the sim's action cap, or by the game's own round cap (outcome note 'roundCap').
    const wasCapped = g.capped || o?.note === 'roundCap';
    if (wasCapped) capped++;
    if (o?.note && o.note !== 'roundCap') notes[o.note] = (notes[o.note] ?? 0) + 1;
    else if (o) for (const w of o.winners) wins[w]! += 1 / o.winners.length;
    if (args.json) {
      console.log(JSON.stringify({ seed, capped: wasCapped, actions: g.actions, winners: o?.winners ?? null, scores: o?.scores ?? null, places: o?.places ?? null, final: game.view(g.final, null) }));
    }
  }
  const secs = (performance.now() - t0) / 1000;
  const summary = {
    game: game.id, players: args.players, games: args.games, bot: args.bot,
    gamesPerSec: Math.round(args.games / secs), meanActions: +(actions / args.games).toFixed(1),
    winsPerSeat: wins.map((w) => +w.toFixed(2)), capped, notes,
  };
  if (args.json) console.error(JSON.stringify(summary));
  else {
    console.log(`${game.name}, ${args.players} players, ${args.games} games, ${args.bot} bots`);
    console.log(`  ${summary.gamesPerSec} games/s, ${summary.meanActions} actions per game, ${capped} capped (game round cap or ${args['max-actions']} actions)`);
    console.log(`  wins per seat (ties split): ${summary.winsPerSeat.join(' / ')}`);
    if (Object.keys(notes).length) console.log(`  other endings: ${Object.entries(notes).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
});
