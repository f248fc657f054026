import { buildElectron, buildRenderer } from './buildApp';
import { runCli, parseArgs } from './args';

/**
 * npm run build [-- --web-only]: the renderer as a web bundle (dist/renderer, what `npm start` serves in browser mode
 * and to LAN browsers) and the Electron main, preload and renderer (out/, what electron-builder packages).
 */
const spec = { 'web-only': { kind: 'flag', help: 'only the renderer web bundle' } } as const;

runCli('build', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  await buildRenderer({ mode: 'production' });
  if (!args['web-only']) await buildElectron();
});
