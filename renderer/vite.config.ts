import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { r3fFrameClock } from './r3fFrameClock';

/**
 * The renderer as a plain web bundle: electron/cli/buildApp.ts builds it per mode (dist/renderer is the production
 * one `npm start` serves in browser mode and to LAN browsers). electron.vite.config.ts reuses this for the renderer
 * Electron loads.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app version has one source, package.json: builds replace `__APP_VERSION__` (declared in env.d.ts) with it in
 * the renderer (here), the Electron preload (electron.vite.config.ts) and under test (vitest.config.ts).
 */
const APP_VERSION: string = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).version;
export const appVersionDefine = { __APP_VERSION__: JSON.stringify(APP_VERSION) };

/**
 * `__RT_PROBES__` (declared in env.d.ts, read by renderer/app/probes.ts): the e2e tests' `window.__rt*` probes and
 * test entry points. Off unless a build asks: the minifier then drops them. On under test (vitest.config.ts), in the
 * e2e tests' and the render bench's bundles and in `npm run dev` (electron/cli/buildApp.ts).
 */
export const probesDefine = (on: boolean) => ({ __RT_PROBES__: JSON.stringify(on) });

export const rendererConfig = {
  root,
  base: './',
  plugins: [react(), r3fFrameClock()],
  // The dev server pre-bundles R3F: the same plugin there (renderer/r3fFrameClock.ts).
  optimizeDeps: { rolldownOptions: { plugins: [r3fFrameClock()] } },
  define: { ...appVersionDefine, ...probesDefine(false) },
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
