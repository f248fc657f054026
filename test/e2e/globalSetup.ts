import type { TestProject } from 'vitest/node';
import { browserServer, ensureRenderer, startApp } from './servers';

/**
 * The e2e project's setup, once per run in vitest's own process: the renderer built once, ONE app server and ONE
 * Chromium server for every test file (each file connects to the browser and opens its own contexts), both stopped
 * at the end. A file that needs other start arguments starts its own app server (harness.ts `e2eEnv`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureRenderer();
  const [app, browser] = await Promise.all([startApp(), browserServer()]);
  project.provide('e2eApp', app.url);
  project.provide('e2eBrowser', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await app.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared app server's address (http://127.0.0.1:port/). */
    e2eApp: string;
    /** The shared Chromium's WebSocket endpoint (`chromium.connect`). */
    e2eBrowser: string;
  }
}
