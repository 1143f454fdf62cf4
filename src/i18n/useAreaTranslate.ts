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

export type AreaTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * `translate` for one area's texts (src/<area>/texts.ts, registered in areas.ts under `app.<area>.`): keys are
 * relative to the area, and the Portuguese text is the fallback, so a component drawn outside react-admin's
 * i18n context (a unit test's bare render, a page before <Admin>) still reads pt-BR instead of a raw key.
 *
 * @example
 *   const t = useAreaTranslate('layout', layoutTexts);
 *   t('modo_cor', { modo: t('claro') });
 */
export function useAreaTranslate(area: string, texts: { pt: object }): AreaTranslate {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => {
      let fallback = lookup(texts.pt, key);
      // outside react-admin the fallback is not pluralised: pick the form as polyglot does for pt-BR (n > 1)
      if (fallback?.includes('||||')) {
        const forms = fallback.split('||||').map((form) => form.trim());
        fallback = Number(options?.smart_count ?? 1) > 1 ? (forms[1] ?? forms[0]) : forms[0];
      }
      return translate(`app.${area}.${key}`, fallback === undefined ? options : { _: fallback, ...options });
    },
    [translate, area, texts],
  );
}

/** The Intl locale of the chosen language, for numbers and dates the app formats itself ('pt-BR' or 'en-US'). */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : 'pt-BR';
}
