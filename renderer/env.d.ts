/// <reference types="vite/client" />

/** package.json's version, put in by the build's `define` (renderer/vite.config.ts): the renderer and the Electron preload. */
declare const __APP_VERSION__: string;

/** Whether the e2e tests' `window.__rt*` probes are built in (renderer/vite.config.ts `probesDefine`). */
declare const __RT_PROBES__: boolean;
