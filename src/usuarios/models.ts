import { type JsonSchemaObject, normalizeRegister, type RegisterModel } from '../../core/schema/model';
import perfilSchema from '../../schemas/perfil.schema.json';

/**
 * The people's screens as registers: the generic list, filters, sort and forms (src/schema/screens.tsx) drawn from
 * perfil.schema.json and usuario.schema.json. Those schemas are API shapes, not registers (no x-resource: their
 * tables hold secrets and their routes are docs/produto.md §7's, so neither the generator nor the register routes
 * may take them), so the register keywords of the screens are added here, the properties' own (title, x-i18n,
 * x-list, x-filter, x-reference, x-enumLabels, limits) coming from the schemas as they are. The data provider
 * (provider.ts) maps the screens' calls to the §7 routes; the override folders (src/perfis, src/usuarios) hold
 * what no schema says.
 */

type Properties = Record<string, JsonSchemaObject>;
const propertiesOf = (schema: { properties: object }) => schema.properties as Properties;

/** What every people register shares: company scope, written by CADASTRAR_USUARIOS, no menu entry of its own. */
const PEOPLE = {
  'x-scope': 'empresa',
  'x-permission': 'CADASTRAR_USUARIOS',
  // docs/produto.md §2 lists the pages (src/company/pages.tsx): their menu entries are there
  'x-menu': false,
} as const;

/**
 * The company's profiles (/perfis): a profile with its user's e-mail beside it (the admin view, PerfilAdmin,
 * flattened by the provider), searched by name and e-mail.
 */
export const PERFIS_MODEL: RegisterModel = normalizeRegister({
  ...(perfilSchema as JsonSchemaObject),
  ...PEOPLE,
  'x-resource': 'perfis',
  'x-primaryKey': 'perfilId',
  'x-label': { singular: 'Perfil', plural: 'Perfis', gender: 'm' },
  'x-recordRepresentation': 'nome',
  'x-search': ['nome', 'email'],
  'x-defaultSort': { field: 'nome', order: 'ASC' },
  'x-i18n': { en: { title: 'Profile', singular: 'Profile', plural: 'Profiles' } },
  properties: {
    ...propertiesOf(perfilSchema),
    email: {
      type: ['string', 'null'],
      format: 'email',
      title: 'E-mail do usuário',
      readOnly: true,
      'x-list': 2,
      'x-i18n': { en: { title: "User's email" } },
    },
  },
});

/** The people registers, by resource: the company's app mounts them as it mounts the registers. */
export const PESSOAS_MODELS: readonly RegisterModel[] = [PERFIS_MODEL];
