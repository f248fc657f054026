import { readFileSync } from 'node:fs';
import { replay } from '../../engine/core/record';
import { games } from '../../engine/games';
import { ArgError, parseArgs, runCli } from './args';

/** npm run replay -- record.json: replays a match record, prints the outcome or the first illegal step. */
const spec = {
  states: { kind: 'flag', help: 'print the public view after every action' },
} as const;

runCli('replay', spec, () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const file = args._[0];
  if (!file) throw new ArgError('give the record file: npm run replay -- record.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read ${file}: ${(e as Error).message}`);
  }
  const r = replay(games, text, { keepStates: args.states });
  const rec = JSON.parse(text) as { game: string; actions: unknown[] };
  const game = games[rec.game]!;
  if (args.states) r.states.forEach((s, i) => console.log(JSON.stringify({ step: i, view: game.view(s, null) })));
  console.log(`${game.name}: ${rec.actions.length} actions replayed`);
  if (r.outcome) {
    console.log(`  finished: winners ${r.outcome.winners.length ? r.outcome.winners.map((w) => `seat ${w}`).join(', ') : 'none'}${r.outcome.note ? ` (${r.outcome.note})` : ''}`);
    console.log(`  places ${JSON.stringify(r.outcome.places)}, scores ${JSON.stringify(r.outcome.scores)}, tie-break ${JSON.stringify(r.outcome.tiebreak)}`);
  } else {
    console.log(`  not finished; to act: ${game.toAct(r.final).map((s: number) => `seat ${s}`).join(', ')}`);
  }
});
