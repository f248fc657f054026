import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './languages';
import { translations } from './resources';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';

export const resources = {
  en: { translation: translations.en },
  fr: { translation: translations.fr },
  de: { translation: translations.de },
  ja: { translation: translations.ja },
};

/** The first supported language in the system's preference list (navigator.languages), else English. */
export function systemLanguage(langs: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : []): Language {
  for (const l of langs) {
    const base = (l || '').toLowerCase().split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return 'en';
}

export function resolveLanguage(setting: 'system' | Language): Language {
  return setting === 'system' ? systemLanguage() : setting;
}

let started: Promise<unknown> | null = null;

export function initI18n(lang: Language): I18n {
  if (!started) {
    started = i18next.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return i18next;
}

export { i18next };

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `n` with `lang`'s digits and grouping (1,234 · 1 234 · 1.234). One formatter per language: `toLocaleString(lang)`
 * builds one on every call, which a panel redrawn at each progress report of a search paid many times a second.
 */
export function formatNumber(n: number, lang: string): string {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(lang)));
  return f.format(n);
}
