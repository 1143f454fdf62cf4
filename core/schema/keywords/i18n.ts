import type { FieldDraft, FieldStep, RegisterStep } from './drafts';
import { isObject } from './shared';

/**
 * `x-i18n`: the texts in other languages than Portuguese, by locale. On a property its title, description and
 * enum labels (an array's beside its title); on a register its title and, with x-label, the singular and plural.
 */

export const propertyI18nStep: FieldStep = {
  keywords: ['x-i18n'],
  apply(d) {
    const value = d.raw['x-i18n'];
    if (value !== undefined && !isObject(value)) d.problem('x-i18n must be an object of locale → texts');
    for (const [locale, texts] of Object.entries(isObject(value) ? value : {})) {
      if (!isObject(texts) || typeof texts.title !== 'string' || texts.title === '') {
        d.problem(`x-i18n.${locale} needs a "title"`);
        continue;
      }
      const labels = texts.enumLabels;
      if (labels !== undefined && (!isObject(labels) || d.enumValues === null))
        d.problem(`x-i18n.${locale}.enumLabels needs an enum and must be an object of value → label`);
      const given = isObject(labels) ? labels : {};
      for (const key of Object.keys(given))
        if (!d.enumValues?.map(String).includes(key))
          d.problem(`x-i18n.${locale}.enumLabels names ${key}, which is not in enum`);
      if (texts.description !== undefined && typeof texts.description !== 'string')
        d.problem(`x-i18n.${locale}.description must be a string`);
      d.i18n[locale] = {
        title: texts.title,
        description: typeof texts.description === 'string' ? texts.description : null,
        enumLabels: isObject(labels) ? translatedLabels(d, given) : null,
      };
    }
  },
};

/** Every enum value's label in one language: the translation given, else the Portuguese label. */
function translatedLabels(d: FieldDraft, given: Record<string, unknown>): Record<string, string> | null {
  const { enumValues, enumLabels } = d;
  if (!enumValues) return null;
  return Object.fromEntries(
    enumValues.map((v) => {
      const label = given[String(v)];
      return [String(v), typeof label === 'string' ? label : (enumLabels?.[String(v)] ?? String(v))];
    }),
  );
}

export const registerI18nStep: RegisterStep = {
  keywords: ['x-i18n'],
  apply(d) {
    const value = d.schema['x-i18n'];
    if (value !== undefined && !isObject(value)) d.problem('x-i18n must be an object of locale → texts');
    for (const [locale, texts] of Object.entries(isObject(value) ? value : {})) {
      if (!isObject(texts) || typeof texts.title !== 'string' || texts.title === '') {
        d.problem(`x-i18n.${locale} needs a "title"`);
        continue;
      }
      const text = (key: string) => (typeof texts[key] === 'string' ? (texts[key] as string) : null);
      if (d.schema['x-label'] !== undefined && (text('singular') === null || text('plural') === null))
        d.problem(`x-i18n.${locale} needs "singular" and "plural" beside x-label`);
      d.i18n[locale] = {
        title: texts.title,
        singular: text('singular') ?? texts.title,
        plural: text('plural') ?? `${texts.title}s`,
      };
    }
  },
};
