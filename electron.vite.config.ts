import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { appVersionDefine, probesDefine, rendererConfig } from './renderer/vite.config';

/**
 * electron-vite: main (+ the bot worker), the sandboxed preload (one CommonJS file, nothing external), and the
 * renderer (the same config as the plain web bundle, without the e2e tests' probes). Output in out/, which
 * electron-builder packages.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rollupOptions: {
        input: {
          main: resolve(__dirname, 'electron/main.ts'),
          'bot-worker': resolve(__dirname, 'electron/host/bots/worker-main.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    define: appVersionDefine,
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: { preload: resolve(__dirname, 'electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    define: { ...rendererConfig.define, ...probesDefine(false) },
    build: { ...rendererConfig.build, outDir: resolve(__dirname, 'out/renderer'), rollupOptions: { input: resolve(__dirname, 'renderer/index.html') } },
    root: rendererConfig.root,
  },
});
