import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { fieldLabel, registerTexts } from '../../core/schema/labels';
import { schemaLocale, setSchemaLocale } from '../../core/schema/localize';
import type { RegisterModel } from '../../core/schema/model';

type Messages = { [key: string]: string | Messages };

/**
 * react-admin's `resources.*` messages of the registers: the resource name (singular |||| plural), the field
 * labels and the save/delete notifications. react-admin builds its own sentences from them ("Criar Produto",
 * the delete confirmation, the column chooser, "Ordenar por preço"), so they read in Portuguese with the
 * schema's words.
 *
 * @example
 * registerMessages([produto]).resources.produtos.name; // 'Produto |||| Produtos'
 */
export function registerMessages(models: readonly RegisterModel[]): { resources: Messages } {
  const resources: Messages = {};
  for (const model of models) {
    const texts = registerTexts(model);
    const fields: Messages = {};
    for (const field of model.allFields) {
      fields[field.name] = fieldLabel(model, field);
      // nested inputs (ArrayInput items, object properties) look their labels up under the full path
      for (const sub of [...(field.items ?? []), ...(field.properties ?? [])])
        fields[`${field.name}.${sub.name}`] = sub.title;
    }
    resources[model.resource] = {
      name: `${texts.singular} |||| ${texts.plural}`,
      fields,
      notifications: { created: texts.created, updated: texts.updated, deleted: texts.deleted },
    };
  }
  return { resources };
}

function flatten(messages: Messages, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') into.add(`${prefix}${key}`);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * The app's i18nProvider with the registers' messages on top. Only `resources.*` keys the schemas define are
 * answered here; everything else is the app's provider's. Every change of language also switches the models to
 * that language's schema texts (x-i18n, see localize.ts), so the messages and every label read from the models
 * speak it.
 */
export function withRegisterMessages(base: I18nProvider, models: readonly RegisterModel[]): I18nProvider {
  const catalogues = new Map<string, { keys: Set<string>; own: I18nProvider }>();
  const sync = () => {
    const locale = base.getLocale();
    if (schemaLocale() !== locale) setSchemaLocale(locale, models);
    return locale;
  };
  const catalogue = () => {
    const locale = sync();
    let found = catalogues.get(locale);
    if (!found) {
      const messages = registerMessages(models);
      // polyglot for interpolation and the smart_count plurals, with the locale's plural rule
      // (typed as a whole catalogue, though it holds only these keys: no other key is ever asked of it)
      const own = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale);
      found = { keys: flatten(messages), own };
      catalogues.set(locale, found);
    }
    return found;
  };
  sync();
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      sync();
    },
    translate: (key, options) => {
      const { keys, own } = catalogue();
      return keys.has(key) ? own.translate(key, options) : base.translate(key, options);
    },
  };
}
