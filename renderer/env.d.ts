/// <reference types="vite/client" />

/** troika-three-text (a dependency of drei) ships no types for its entry; only this function is used. */
declare module 'troika-three-text' {
  export function configureTextBuilder(config: { useWorker?: boolean; defaultFontURL?: string | null; unicodeFontsURL?: string | null; sdfGlyphSize?: number }): void;
}
