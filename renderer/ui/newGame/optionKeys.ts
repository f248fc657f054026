/**
 * Where a game's option texts live in the translations (renderer/i18n/locales/<lang>/options.json): the engine's schema
 * keeps its own English for tools and logs, the New Game screen shows only these keys. One place names the keys so the
 * screen and test/renderer/i18n.test.ts agree.
 */
export const optionKey = (game: string, option: string, part: 'label' | 'help'): string => `options.${game}.options.${option}.${part}`;

/** One choice of an enum option ('Left arm only' for niagara pinkCaves = left). */
export const choiceKey = (game: string, option: string, value: string): string => `options.${game}.options.${option}.values.${value}`;

export const presetKey = (game: string, preset: string, part: 'label' | 'help'): string => `options.${game}.presets.${preset}.${part}`;
