import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { games } from '../../engine/games';
import { parseArgs, runCli } from './args';
import { optionsDoc } from './options-doc';

/** npm run docs:options: writes docs/options.md from every engine's option schema and presets. */
const spec = {} as const;

runCli('docs:options', spec, () => {
  parseArgs(spec, process.argv.slice(2));
  const file = fileURLToPath(new URL('../../docs/options.md', import.meta.url));
  writeFileSync(file, optionsDoc(games));
  console.log('wrote docs/options.md');
});
