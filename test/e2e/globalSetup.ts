import type { TestProject } from 'vitest/node';
import { browserServer, ensureRenderer, REACT_CHECKS_BUILD, startApp } from './servers';

/**
 * The e2e project's setup, once per run in vitest's own process: the renderers built once (servers.ts: React's
 * production build, and its development build for the files that read React's checks), ONE app server per build and
 * two Chromium servers for every test file (each file connects to both and opens its own contexts: one compositing its
 * pages on the CPU, which most pages open in, and one for the pages that draw at every frame), all stopped at the end. A file that needs other start arguments starts its own app server (harness.ts `e2eEnv`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureRenderer();
  const [app, appChecks, browser, drawing] = await Promise.all([startApp(), startApp([], REACT_CHECKS_BUILD), browserServer('cpu'), browserServer('gpu')]);
  project.provide('e2eApp', app.url);
  project.provide('e2eAppReactChecks', appChecks.url);
  project.provide('e2eBrowser', browser.wsEndpoint());
  project.provide('e2eDrawingBrowser', drawing.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), drawing.close()]);
    await Promise.all([app.stop(), appChecks.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared app server's address (http://127.0.0.1:port/). */
    e2eApp: string;
    /** The same on React's development build (`e2eEnv({ reactChecks: true })`). */
    e2eAppReactChecks: string;
    /** The shared Chromium's WebSocket endpoint (`chromium.connect`). */
    e2eBrowser: string;
    /** The Chromium for pages that draw at every frame, composited on the GPU as the app's (servers.ts `Compositing`). */
    e2eDrawingBrowser: string;
  }
}
