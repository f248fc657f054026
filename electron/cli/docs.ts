import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { games } from '../../engine/games';
import { parseArgs, runCli } from './args';
import { contractSection, readContract, withContract } from './contract-doc';
import { dataSetsDoc, dataSetTemplates } from './data-sets-doc';
import { optionsDoc } from './options-doc';

/**
 * npm run docs: the pages generated from the code — docs/options.md from every engine's option schema and presets,
 * docs/data-sets.md and its templates from the default data sets and their notes, and the game contract section of docs/contributing.md from the interfaces a game fills in.
 */
const spec = {} as const;

runCli('docs', spec, () => {
  parseArgs(spec, process.argv.slice(2));
  const path = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));
  const read = (file: string) => readFileSync(path(file), 'utf8');
  writeFileSync(path('docs/options.md'), optionsDoc(games));
  console.log('wrote docs/options.md');
  writeFileSync(path('docs/data-sets.md'), dataSetsDoc(games));
  mkdirSync(path('docs/data-sets'), { recursive: true });
  for (const [file, text] of Object.entries(dataSetTemplates())) writeFileSync(path(file), text);
  console.log('wrote docs/data-sets.md and its templates');
  writeFileSync(path('docs/contributing.md'), withContract(read('docs/contributing.md'), contractSection(readContract(read))));
  console.log('wrote the game contract of docs/contributing.md');
});
