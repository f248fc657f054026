/** The app's languages, apart from their words (which the bundler loads): a script outside the page can list them. */
export const LANGUAGES = ['en', 'fr', 'de', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' };
