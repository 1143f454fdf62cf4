import type { FieldModel, RegisterModel } from './model';

/**
 * The language the engine's screens speak: every register's title, x-label, field titles and enum labels are
 * switched in place to the schema's `x-i18n` texts of that locale (pt-BR: the schema's own `title` and
 * `x-enumLabels`). The i18nProvider calls `setSchemaLocale` on every change of language; react-admin then
 * re-renders the whole page (I18nContextProvider's key), so every label read at render time — column headers,
 * filters, inputs, enum chips, menu entries, page titles, validation messages — follows without each screen
 * asking for the locale. The server never calls it: its models stay in Portuguese.
 */

type Texts = { title: string; description: string | null; enumLabels: Record<string, string> | null };

const portugueseFields = new WeakMap<FieldModel, Texts>();
const portugueseRegisters = new WeakMap<RegisterModel, { title: string; singular: string; plural: string }>();

let current = 'pt-br';

/** The locale the models were last switched to ('pt-br' until a change). */
export function schemaLocale(): string {
  return current;
}

function localizeField(field: FieldModel, locale: string): void {
  let original = portugueseFields.get(field);
  if (!original) {
    original = { title: field.title, description: field.description, enumLabels: field.enumLabels };
    portugueseFields.set(field, original);
  }
  const texts = field.i18n[locale];
  field.title = texts?.title ?? original.title;
  // a description without an English one keeps the Portuguese (localize.test.ts asks for every one)
  field.description = texts?.description ?? original.description;
  const labels = texts?.enumLabels ?? original.enumLabels;
  field.enumLabels = labels;
  if (field.enum && labels)
    field.choices = field.enum.map((id) => ({ id, name: labels[String(id)] ?? String(id) }));
  for (const nested of [...(field.items ?? []), ...(field.properties ?? [])]) localizeField(nested, locale);
}

/** Switches `registers` (the client's REGISTERS) to `locale`'s texts; an unknown locale gets Portuguese. */
export function setSchemaLocale(locale: string, registers: readonly RegisterModel[]): void {
  current = locale;
  for (const model of registers) {
    let original = portugueseRegisters.get(model);
    if (!original) {
      original = { title: model.title, singular: model.label.singular, plural: model.label.plural };
      portugueseRegisters.set(model, original);
    }
    const texts = model.i18n[locale] ?? original;
    model.title = texts.title;
    model.label = { ...model.label, singular: texts.singular, plural: texts.plural };
    // fields and allFields may share the same objects: the WeakMap keeps each one's Portuguese once
    const all = new Set<FieldModel>([...model.fields, ...model.allFields]);
    for (const field of all) localizeField(field, locale);
  }
}

/**
 * An object whose every property reads the Portuguese or the English value, whichever language the models speak
 * now: for texts kept in constants (validation messages) that code reads at the moment it needs them. The
 * server never switches the locale, so there it is always the Portuguese.
 */
export function localized<T extends object>(pt: T, en: { [K in keyof T]: T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(pt) as (keyof T)[])
    Object.defineProperty(out, key, { enumerable: true, get: () => (current === 'en' ? en : pt)[key] });
  return out;
}
