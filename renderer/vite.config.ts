import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The renderer as a plain web bundle (dist/renderer): served by `npm start` in browser mode and to LAN browsers,
 * and loaded by Electron from the same files. electron.vite.config.ts reuses this for its renderer section.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export const rendererConfig = {
  root,
  base: './',
  plugins: [react()],
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
