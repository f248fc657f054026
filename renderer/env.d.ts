/// <reference types="vite/client" />

/** package.json's version, put in by the build's `define` (renderer/vite.config.ts): the renderer and the Electron preload. */
declare const __APP_VERSION__: string;

/** Whether the e2e tests' `window.__rt*` probes are built in (renderer/vite.config.ts `probesDefine`). */
declare const __RT_PROBES__: boolean;

/** troika-three-text (a dependency of drei) ships no types for its entry; only this function is used. */
declare module 'troika-three-text' {
  export function configureTextBuilder(config: { useWorker?: boolean; defaultFontURL?: string | null; unicodeFontsURL?: string | null; sdfGlyphSize?: number }): void;
}
