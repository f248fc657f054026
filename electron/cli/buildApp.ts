import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Building the renderer (web bundle) and the Electron main/preload from the TypeScript sources. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_DIST = join(ROOT, 'dist', 'renderer');
export const ELECTRON_OUT = join(ROOT, 'out');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    m = Math.max(m, newest(join(path, name)));
  }
  return m;
}

const RENDERER_SOURCES = ['package.json', 'renderer', 'engine', 'assets/fonts', 'assets/rules', 'protocol', 'host', 'client'];

/**
 * How a web bundle was built. Vite picks React's build and its JSX runtime from NODE_ENV (the test runner's is
 * 'test'), so buildRenderer sets it per mode; each build records its mode, and a caller that needs one rebuilds a
 * bundle of another:
 * - 'production': what players get (`npm start`, `npm run build`, the LAN port): React's production build and no test
 *   probes — every `window.__rt*` hook and test entry point (`?bench=bare`, `?e2e`) is compiled out;
 * - 'development': React's development build (its checks warn in the console the tests read) and the probes, for the
 *   e2e files that read React's checks through whole flows (test/e2e/servers.ts `REACT_CHECKS_BUILD`);
 * - 'bench': React's production build with the probes, for the CLIs that measure or photograph the built app
 *   (`npm run bench:render`, `npm run bench:showcase`, `npm run rules:pictures`) and most e2e files.
 * Each mode has its own folder (`rendererDist`), so no test or bench build is ever where `npm start` serves from.
 */
export type BuildMode = 'production' | 'development' | 'bench';
export const BUILD_MODES: readonly BuildMode[] = ['production', 'development', 'bench'];

/** The mode `name` names, or null. */
export function buildModeNamed(name: string): BuildMode | null {
  return BUILD_MODES.find((m) => m === name) ?? null;
}

/** Whether a mode's bundle carries the e2e tests' probes (the `__RT_PROBES__` build constant). */
export const hasProbes = (mode: BuildMode): boolean => mode !== 'production';

/** Where a mode's bundle is built and served from: dist/renderer holds the production bundle only. */
export function rendererDist(mode: BuildMode): string {
  return mode === 'production' ? RENDERER_DIST : join(ROOT, 'dist', `renderer-${mode}`);
}

const modeFile = (dist: string): string => join(dist, 'build-mode.txt');

/** The mode the bundle in `dist` was built in (null: none, or built before modes were recorded). */
export function builtMode(dist = RENDERER_DIST): BuildMode | null {
  if (!existsSync(modeFile(dist))) return null;
  return buildModeNamed(readFileSync(modeFile(dist), 'utf8').trim());
}

/** Whether the bundle must be built (again): none, older than a source, or not built in `mode`. */
export function rendererIsStale(mode: BuildMode, dist = rendererDist(mode)): boolean {
  const built = join(dist, 'index.html');
  if (!existsSync(built) || builtMode(dist) !== mode) return true;
  const t = statSync(built).mtimeMs;
  return RENDERER_SOURCES.some((s) => newest(join(ROOT, s)) > t);
}

/** Refuse to serve `dist` unless it holds a bundle built in `mode` (`npm start --no-build` never serves a test build). */
export function assertBuilt(mode: BuildMode, dist = rendererDist(mode)): void {
  const built = builtMode(dist);
  if (!existsSync(join(dist, 'index.html')) || built !== mode) {
    throw new Error(`${dist} holds no ${mode} build of the renderer${built ? ` (it holds a ${built} build)` : ''}: run \`npm run build\`, or start without --no-build`);
  }
}

/** Build the web bundle in `mode` (into `outDir`, the mode's folder unless said), whatever NODE_ENV this process runs under. */
export async function buildRenderer(opts: { mode: BuildMode; quiet?: boolean; outDir?: string }): Promise<void> {
  const { build } = await import('vite');
  const { probesDefine, rendererConfig } = await import('../../renderer/vite.config');
  const outDir = opts.outDir ?? rendererDist(opts.mode);
  // React's build follows NODE_ENV: the bench measures what players get, with the probes to read its figures.
  const react = opts.mode === 'development' ? 'development' : 'production';
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = react;
  try {
    await build({
      ...rendererConfig,
      mode: react,
      configFile: false,
      logLevel: opts.quiet ? 'warn' : 'info',
      // Only this constant turns the probes on: nothing in the URL or at run time can in a production build.
      define: { ...rendererConfig.define, ...probesDefine(hasProbes(opts.mode)) },
      build: { ...rendererConfig.build, outDir },
    });
  } finally {
    // It is left as it was.
    if (was === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = was;
  }
  writeFileSync(modeFile(outDir), `${opts.mode}\n`);
}

/** `npm run dev`'s bundle: its own folder, so a half-written rebuild never mixes with a recorded mode's. */
export const WATCH_DIST = join(ROOT, 'dist', 'renderer-watch');

/**
 * Rebuild the renderer (with the probes, for debugging) into WATCH_DIST whenever its sources change (npm run dev);
 * resolves once the first build is done.
 */
export async function watchRenderer(onBuilt: () => void): Promise<{ close(): Promise<void> }> {
  const { build } = await import('vite');
  const { probesDefine, rendererConfig } = await import('../../renderer/vite.config');
  const define = { ...rendererConfig.define, ...probesDefine(true) };
  const watcher = (await build({ ...rendererConfig, define, configFile: false, logLevel: 'warn', build: { ...rendererConfig.build, outDir: WATCH_DIST, watch: {} } })) as unknown as {
    on(ev: 'event', cb: (e: { code: string }) => void): void;
    close(): Promise<void>;
  };
  await new Promise<void>((resolve) => {
    watcher.on('event', (e) => {
      if (e.code === 'END') {
        onBuilt();
        resolve();
      }
    });
  });
  return watcher;
}

export async function buildElectron(opts: { quiet?: boolean } = {}): Promise<void> {
  const { build } = await import('electron-vite');
  await build({ configFile: join(ROOT, 'electron.vite.config.ts'), logLevel: opts.quiet ? 'warn' : 'info' });
}
