/**
 * The shape a translation must match key for key: every leaf a string, whatever the text. No imports, so any
 * screen's texts file can use it without pulling the i18n provider in.
 */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

/**
 * One screen area's texts in both languages, kept beside its screens (`src/<area>/texts.ts`) and registered in
 * `src/i18n/areas.ts`, which puts them under `app.<area>.`. The English side is typed against the Portuguese one,
 * so a key added in one language and not the other fails the type check.
 *
 * @example
 *   export const vendasTexts = areaTexts({
 *     pt: { nova: 'Nova venda', total: 'Total: %{valor}' },
 *     en: { nova: 'New sale', total: 'Total: %{valor}' },
 *   });
 *   translate('app.vendas.nova');
 *
 * A component may read them with `useAreaTranslate('vendas', vendasTexts)` (src/i18n/useAreaTranslate.ts): keys
 * relative to the area, and the area's own text as the fallback outside react-admin (pages drawn before <Admin>,
 * bare unit renders). Texts built outside components (notifications, constants, a model's words) use
 * `localized(pt, en)` from src/schema/localize.ts, read in the language the models speak at that moment.
 */
export function areaTexts<T>(texts: { pt: T; en: MessageShape<T> }): { pt: T; en: MessageShape<T> } {
  return texts;
}
