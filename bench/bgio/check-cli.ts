/** The `--check` process of `npm run bench:bgio` (argument: the number of games). */
import { checkAll } from './check';

try {
  console.log(JSON.stringify(checkAll(Number(process.argv[2] ?? 400))));
} catch (e) {
  console.log(JSON.stringify({ check: 'nile vs boardgame.io port', mismatch: (e as Error).message }));
  process.exit(1);
}
