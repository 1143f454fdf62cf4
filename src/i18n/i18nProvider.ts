import polyglotI18nProvider from 'ra-i18n-polyglot';
import raEnglishMessages from 'ra-language-english';
import brazilianPortugueseModule from 'ra-language-pt-br';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import { appEn } from './app.en';
import { appPtBr } from './app.pt-br';
import { areasEn, areasPtBr } from './areas';
import { raPtBrComplement } from './ra.pt-br';

// Shaped like react-admin's own StringMap, whose values may be undefined.
type Messages = { [key: string]: string | Messages | undefined };

/** `override` wins key by key; nested objects are merged rather than replaced. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return merged;
}

// ra-language-pt-br 1.5 ships an ES module to bundlers but CommonJS to Node (vitest, tsx), where the default
// import is the whole `exports` object, `{ default: messages }`.
function unwrapDefault(mod: TranslationMessages | { default: TranslationMessages }): TranslationMessages {
  return 'ra' in mod ? mod : mod.default;
}

export type AppLocale = 'pt-br' | 'en';

export const DEFAULT_LOCALE: AppLocale = 'pt-br';

/** The localStorage key that remembers the user's language, outside react-admin's store: that one is reset on logout. */
export const LOCALE_STORAGE_KEY = 'locale';

// Each language under its own name, the way a speaker of it looks for it in a menu.
export const appLocales: Locale[] = [
  { locale: 'pt-br', name: 'Português' },
  { locale: 'en', name: 'English' },
];

export function isAppLocale(value: unknown): value is AppLocale {
  return value === 'pt-br' || value === 'en';
}

/** The remembered language, or pt-BR when none (or an unknown one) is stored or storage is unavailable. */
export function getStoredLocale(): AppLocale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage blocked by the browser's privacy settings: the default language is the sensible answer.
    return DEFAULT_LOCALE;
  }
}

/** Remembers the user's language for the next visit. */
export function setStoredLocale(locale: AppLocale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked or full: the choice still applies to this visit.
  }
}

// Screen readers, hyphenation and the browser's spell checker follow <html lang>.
function syncDocumentLanguage(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'en' ? 'en' : 'pt-BR';
}

const raBrazilianPortuguese = mergeMessages(unwrapDefault(brazilianPortugueseModule), raPtBrComplement);

/** Every pt-BR text, react-admin's and the app's, with no English underneath (what messages.test.ts checks). */
export const brazilianPortugueseMessages = mergeMessages(
  mergeMessages(raBrazilianPortuguese, appPtBr),
  areasPtBr as Messages,
) as TranslationMessages;

export const englishMessages = mergeMessages(
  mergeMessages(raEnglishMessages, appEn),
  areasEn as Messages,
) as TranslationMessages;

// English underneath as a safety net: a key a future react-admin adds shows English text rather than a raw key
// until it is translated (messages.test.ts fails meanwhile).
export const messages = mergeMessages(raEnglishMessages, brazilianPortugueseMessages) as TranslationMessages;

export function getMessages(locale: string): TranslationMessages {
  return locale === 'en' ? englishMessages : messages;
}

/**
 * react-admin lower-cases a label's first letter for mid-sentence use (`field_lower_first`, "Ordenar por preço"),
 * which mangles a label that opens with an acronym ("Ordenar por cPF/CNPJ"): such a label stays as written.
 */
function keepAcronyms(options?: Record<string, unknown>): Record<string, unknown> | undefined {
  const field = options?.field;
  if (typeof field !== 'string' || typeof options?.field_lower_first !== 'string') return options;
  return /^\p{Lu}{2}/u.test(field) ? { ...options, field_lower_first: field } : options;
}

/**
 * react-admin's polyglot provider, starting in `initialLocale` (by default the remembered one) and remembering
 * every change of language, whoever makes it: our <LocaleMenu />, react-admin's own locale button, or the
 * react-admin store replaying a locale at start-up.
 */
export function createI18nProvider(initialLocale: AppLocale = getStoredLocale()): I18nProvider {
  const polyglot = polyglotI18nProvider(getMessages, initialLocale, appLocales);
  syncDocumentLanguage(initialLocale);
  return {
    ...polyglot,
    translate: (key, options) => polyglot.translate(key, keepAcronyms(options)),
    changeLocale: async (locale: string) => {
      // An unknown locale (say, one left in react-admin's store by an older version) falls back to pt-BR.
      const next = isAppLocale(locale) ? locale : DEFAULT_LOCALE;
      await polyglot.changeLocale(next);
      setStoredLocale(next);
      syncDocumentLanguage(next);
    },
  };
}

export const i18nProvider = createI18nProvider();
