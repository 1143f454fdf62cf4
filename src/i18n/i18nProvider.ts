import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import brazilianPortugueseModule from 'ra-language-pt-br';
import type { TranslationMessages } from 'react-admin';

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

export const brazilianPortugueseMessages = unwrapDefault(brazilianPortugueseModule);

// The package predates some react-admin 5 keys; the English text under it beats a raw key on screen.
export const messages = mergeMessages(englishMessages, brazilianPortugueseMessages) as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-br', [
  { locale: 'pt-br', name: 'Português' },
]);
