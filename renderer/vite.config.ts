import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { r3fFrameClock } from './r3fFrameClock';

/**
 * The renderer as a plain web bundle (dist/renderer): served by `npm start` in browser mode and to LAN browsers,
 * and loaded by Electron from the same files. electron.vite.config.ts reuses this for its renderer section.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app version has one source, package.json: builds replace `__APP_VERSION__` (declared in env.d.ts) with it in
 * the renderer (here), the Electron preload (electron.vite.config.ts) and under test (vitest.config.ts).
 */
const APP_VERSION: string = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).version;
export const appVersionDefine = { __APP_VERSION__: JSON.stringify(APP_VERSION) };

/**
 * `__RT_PROBES__` (declared in env.d.ts, read by renderer/app/probes.ts): the e2e tests' `window.__rt*` probes. On in
 * this web bundle (dev, `npm start`'s browser mode and the e2e tests, which drive it) and under test (vitest.config.ts);
 * the packaged release (electron.vite.config.ts) is built with them off, and the minifier drops them.
 */
export const probesDefine = (on: boolean) => ({ __RT_PROBES__: JSON.stringify(on) });

export const rendererConfig = {
  root,
  base: './',
  plugins: [react(), r3fFrameClock()],
  // The dev server pre-bundles R3F: the same plugin there (renderer/r3fFrameClock.ts).
  optimizeDeps: { rolldownOptions: { plugins: [r3fFrameClock()] } },
  define: { ...appVersionDefine, ...probesDefine(true) },
  publicDir: false as const,
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    chunkSizeWarningLimit: 3000,
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
};

export default defineConfig(rendererConfig);
