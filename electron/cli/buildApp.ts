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

const RENDERER_SOURCES = ['package.json', 'renderer', 'engine', 'assets/fonts', 'assets/rules', 'protocol', 'host'];

/**
 * How a web bundle was built. Vite reads NODE_ENV to choose React's build and its JSX runtime, and the test runner
 * sets NODE_ENV=test: a bundle built by the e2e tests runs React's development build (dev-only checks, `jsxDEV`), and
 * was reused by `npm start` and `npm run bench:render` until a source changed. So each build records its mode, and a
 * caller that needs one (the bench and `npm start`: 'production', what players get) rebuilds a bundle of the other.
 */
export type BuildMode = 'production' | 'development';

const modeFile = (dist: string): string => join(dist, 'build-mode.txt');

/** The mode the bundle in `dist` was built in (null: none, or built before modes were recorded). */
export function builtMode(dist = RENDERER_DIST): BuildMode | null {
  if (!existsSync(modeFile(dist))) return null;
  const m = readFileSync(modeFile(dist), 'utf8').trim();
  return m === 'production' || m === 'development' ? m : null;
}

/** Whether the bundle must be built (again): none, older than a source, or not built in `mode`. */
export function rendererIsStale(mode: BuildMode, dist = RENDERER_DIST): boolean {
  const built = join(dist, 'index.html');
  if (!existsSync(built) || builtMode(dist) !== mode) return true;
  const t = statSync(built).mtimeMs;
  return RENDERER_SOURCES.some((s) => newest(join(ROOT, s)) > t);
}

/** Build the web bundle in `mode` (into `outDir`, dist/renderer unless said), whatever NODE_ENV this process runs under. */
export async function buildRenderer(opts: { mode: BuildMode; quiet?: boolean; outDir?: string }): Promise<void> {
  const { build } = await import('vite');
  const { rendererConfig } = await import('../../renderer/vite.config');
  const outDir = opts.outDir ?? RENDERER_DIST;
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = opts.mode;
  try {
    await build({ ...rendererConfig, mode: opts.mode, configFile: false, logLevel: opts.quiet ? 'warn' : 'info', build: { ...rendererConfig.build, outDir } });
  } finally {
    // It is left as it was.
    if (was === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = was;
  }
  writeFileSync(modeFile(outDir), `${opts.mode}\n`);
}

/** Rebuild the renderer whenever its sources change (npm run dev); resolves once the first build is done. */
export async function watchRenderer(onBuilt: () => void): Promise<{ close(): Promise<void> }> {
  const { build } = await import('vite');
  const { rendererConfig } = await import('../../renderer/vite.config');
  const watcher = (await build({ ...rendererConfig, configFile: false, logLevel: 'warn', build: { ...rendererConfig.build, watch: {} } })) as unknown as {
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
