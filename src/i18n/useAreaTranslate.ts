import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

type Tree = { [key: string]: unknown };

/** The Portuguese text at `path` ('a.b') of an area's texts, or undefined. */
function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** '%{n} linhas' with { n: 3 } → '3 linhas', as polyglot does. */
function substitute(text: string, options?: Record<string, unknown>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    options && options[name] != null ? String(options[name]) : whole,
  );
}

export type AreaTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The remembered language is English (the key of i18nProvider's LOCALE_STORAGE_KEY, read as login.ts does). */
function storedEnglish(): boolean {
  try {
    return globalThis.localStorage?.getItem('locale') === 'en';
  } catch {
    return false;
  }
}

/**
 * `translate` for one area's texts (src/<area>/texts.ts, registered in areas.ts under `app.<area>.`): keys are
 * relative to the area. Outside react-admin's i18n context (a page drawn before <Admin>: the terms, the page for
 * users without a company; a unit test's bare render) the text comes from `texts` in the remembered language,
 * pt-BR when none, instead of a raw key.
 *
 * @example
 *   const t = useAreaTranslate('layout', layoutTexts);
 *   t('modo_cor', { modo: t('claro') });
 */
export function useAreaTranslate(area: string, texts: { pt: object; en?: object }): AreaTranslate {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => {
      let fallback = lookup(storedEnglish() && texts.en ? texts.en : texts.pt, key);
      // outside react-admin the fallback is not pluralised: pick the form as polyglot does for pt-BR (n > 1)
      // (English would say n !== 1; the only plural texts are drawn inside react-admin)
      if (fallback?.includes('||||')) {
        const forms = fallback.split('||||').map((form) => form.trim());
        fallback = Number(options?.smart_count ?? 1) > 1 ? (forms[1] ?? forms[0]) : forms[0];
      }
      const full = `app.${area}.${key}`;
      const text = translate(full, fallback === undefined ? options : { _: fallback, ...options });
      // react-admin's context without an i18nProvider (a bare AdminContext) answers the key itself
      return text === full && fallback !== undefined ? substitute(fallback, options) : text;
    },
    [translate, area, texts],
  );
}

/** The Intl locale of the chosen language, for numbers and dates the app formats itself ('pt-BR' or 'en-US'). */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : 'pt-BR';
}
