import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_PORT } from '../../protocol/address';
import { loadPlaylist, showcaseUrl, startJanitor } from '../host/showcase/config';
import { encodePlaylist } from '../../protocol/playlist';
import { startRuntime } from '../web/runtime';
import { ArgError, parseArgs, runCli } from './args';
import { allowedHosts, hostLimitsFrom, lanLimitsFrom, limitFlags } from './limits';
import { BUILD_MODES, ELECTRON_OUT, ROOT, WATCH_DIST, assertBuilt, buildElectron, buildModeNamed, buildRenderer, hasProbes, rendererDist, rendererIsStale, watchRenderer } from './buildApp';

/**
 * `npm start`: build what is stale, then open the Electron app. Where no Electron binary can be had (these build
 * machines), say so in one line and serve the same renderer to the browser at http://127.0.0.1:PORT, with the
 * authoritative host running in this Node process (the same host Electron runs in its main process).
 */
const spec = {
  port: { kind: 'int', default: 47310, min: 0, help: 'port for this machine\'s browser (0: any free port)' },
  'lan-port': { kind: 'int', default: DEFAULT_PORT, min: 0, help: 'port LAN players connect to (0: any free port)' },
  'no-lan': { kind: 'flag', help: 'do not open the LAN listener' },
  'lan-now': { kind: 'flag', help: 'open the LAN listener at once, not when a game first has an open seat' },
  'no-announce': { kind: 'flag', help: 'no UDP beacon / mDNS announcements' },
  browser: { kind: 'flag', help: 'browser mode even if Electron is available' },
  'no-open': { kind: 'flag', help: 'do not open a browser window' },
  'no-build': { kind: 'flag', help: 'serve the renderer as built (refused unless built in the mode asked)' },
  renderer: { kind: 'string', default: 'production', values: BUILD_MODES, help: 'which build of the renderer to serve (browser mode): the e2e tests and the render bench ask for theirs, with the test probes; players get production' },
  journal: { kind: 'string', default: join(homedir(), '.river-tables', 'journal'), help: 'journal directory (saved matches)' },
  'no-journal': { kind: 'flag', help: 'keep matches in memory only' },
  'bot-delay-ms': { kind: 'int', default: 500, min: 0, help: 'pause before each bot move' },
  watch: { kind: 'flag', help: 'rebuild the renderer on every change (npm run dev; reload the page to see it)' },
  showcase: { kind: 'flag', help: 'showcase mode for game events: `--showcase [playlist.json]` (full screen, bots play the playlist all day)' },
  ...limitFlags,
} as const;

/**
 * The Electron executable, if one is installed; never triggers a download (a machine without internet access gets
 * browser mode instead).
 */
function findElectron(): string | null {
  try {
    const req = createRequire(join(ROOT, 'package.json'));
    const pkgDir = dirname(req.resolve('electron/package.json'));
    const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
    const pathTxt = join(pkgDir, 'path.txt');
    const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : process.platform === 'win32' ? 'electron.exe' : process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron';
    const bin = join(override || join(pkgDir, 'dist'), rel);
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  if (process.platform === 'linux' && spawnSync('sh', ['-c', 'command -v xdg-open'], { stdio: 'ignore' }).status !== 0) return;
  try {
    const p = spawn(cmd, args, { stdio: 'ignore', detached: true });
    p.on('error', () => {});
    p.unref();
  } catch {
    /* no browser: the URL is printed */
  }
}

runCli('start', spec, async () => {
  const argv = process.argv.slice(2);
  const args = parseArgs(spec, argv);
  // `--showcase playlist.json`: the one positional argument is the playlist file.
  const playlistFile = args.showcase && args._.length === 1 ? args._[0]! : null;
  if (args._.length && !playlistFile) throw new ArgError(`unexpected argument "${args._[0]}"`);
  const playlist = args.showcase ? loadPlaylist(playlistFile) : null;
  // Showcase pacing comes from the playlist unless --bot-delay-ms is given.
  const botDelayMs = playlist && !argv.some((a) => a.startsWith('--bot-delay-ms')) ? playlist.botDelayMs : args['bot-delay-ms'];
  const mode = buildModeNamed(args.renderer) ?? 'production';
  const dist = args.watch ? WATCH_DIST : rendererDist(mode);
  if (args.watch) {
    console.log('building the renderer (and again on every change)…');
    await watchRenderer(() => console.log(`  renderer rebuilt ${new Date().toLocaleTimeString()}: reload the page`));
  } else if (args['no-build']) assertBuilt(mode, dist);
  else if (rendererIsStale(mode, dist)) {
    console.log('building the renderer…');
    await buildRenderer({ mode, quiet: true, outDir: dist });
  }
  if (hasProbes(mode)) console.log(`Serving the ${mode} build of the renderer: it carries the test probes, not for players.`);

  // Electron loads its own renderer (out/, no probes): a test build is served to a browser.
  const electron = args.browser || args.watch || mode !== 'production' ? null : findElectron();
  if (electron) {
    if (!args['no-build']) await buildElectron({ quiet: true });
    const extra = playlist ? [`--showcase=${encodePlaylist({ ...playlist, botDelayMs })}`] : [];
    const child = spawn(electron, [join(ELECTRON_OUT, 'main', 'main.js'), ...extra], { stdio: 'inherit', env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined } });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }

  if (!args.browser && !args.watch) console.log('No Electron binary on this machine (it cannot be downloaded here): serving River Tables to your browser instead.');
  const log = (line: string) => console.log(`  ${line}`);
  const rt = await startRuntime({
    staticDir: dist,
    local: { port: args.port },
    // Showcase: the LAN listener opens at once, so the QR code on the screen works from the first game.
    lan: args['no-lan'] ? false : { port: args['lan-port'], announce: !args['no-announce'], whenNeeded: !args['lan-now'] && !playlist },
    browse: !args['no-announce'],
    // A showcase host keeps no journal: its matches are demos, and a restart starts the playlist again.
    host: { journalDir: args['no-journal'] || playlist ? null : args.journal, botDelayMs, ...hostLimitsFrom(args) },
    lanLimits: lanLimitsFrom(args),
    allowHosts: allowedHosts(args),
    log,
  });
  const url = rt.local!.url;
  // Stable, machine-readable line (the end-to-end tests read the URL from it).
  console.log(`River Tables is running at ${url}`);
  const janitor = playlist ? startJanitor(rt.host, playlist, log) : null;
  const openUrl = playlist ? showcaseUrl(url, { ...playlist, botDelayMs }) : url;
  if (playlist) console.log(`Showcase (${playlist.games.length} games, bots "${playlist.bot}", ${botDelayMs} ms per bot move): open ${openUrl} full screen (F11); it asks for full screen at the first click`);
  if (!args['no-open']) openBrowser(openUrl);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    janitor?.stop();
    await rt.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
});
