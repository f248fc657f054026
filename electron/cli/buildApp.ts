import { existsSync, readdirSync, statSync } from 'node:fs';
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

export function rendererIsStale(): boolean {
  const built = join(RENDERER_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const t = statSync(built).mtimeMs;
  return RENDERER_SOURCES.some((s) => newest(join(ROOT, s)) > t);
}

export async function buildRenderer(opts: { quiet?: boolean } = {}): Promise<void> {
  const { build } = await import('vite');
  const { rendererConfig } = await import('../../renderer/vite.config');
  await build({ ...rendererConfig, configFile: false, logLevel: opts.quiet ? 'warn' : 'info' });
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
