import { type JsonSchemaObject, normalizeRegister, type RegisterModel } from '../../core/schema/model';
import perfilSchema from '../../schemas/perfil.schema.json';
import usuarioSchema from '../../schemas/usuario.schema.json';

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

const perfil = propertiesOf(perfilSchema);
// the platform's own facts about a person (ADMIN or not, principal company, terms accepted) are not the company's:
// its screens neither show nor offer them (they have no title either: a column chooser would show raw names)
const {
  papelSistema: _papelSistema,
  isAdmin: _isAdmin,
  empresaPrincipalId: _empresaPrincipalId,
  aceiteTermos: _aceiteTermos,
  ...usuario
} = propertiesOf(usuarioSchema);

/**
 * The company's users (/usuarios): a user as this company sees them, with their profile here beside (role, team,
 * state: the perfil schema's properties, ranked after the user's own), and on the invitation a first password,
 * which no answer ever holds (server/usuarios/fields.ts has the same rules).
 */
export const USUARIOS_MODEL: RegisterModel = normalizeRegister({
  ...(usuarioSchema as JsonSchemaObject),
  ...PEOPLE,
  'x-resource': 'usuarios',
  'x-primaryKey': 'usuarioId',
  'x-label': { singular: 'Usuário', plural: 'Usuários', gender: 'm' },
  'x-recordRepresentation': 'nomeCompleto',
  'x-search': ['nomeCompleto', 'email'],
  'x-defaultSort': { field: 'nomeCompleto', order: 'ASC' },
  'x-i18n': { en: { title: 'User', singular: 'User', plural: 'Users' } },
  required: ['nomeCompleto', 'email', 'papelId'],
  properties: {
    ...usuario,
    // an identifier, not a quantity: typed and shown as its digits ("5001", not "5.001"); the provider sends the
    // number (matriculaOrNull), and the server keeps the schema's integer range
    matricula: {
      title: usuario.matricula?.title,
      'x-list': usuario.matricula?.['x-list'],
      type: ['string', 'null'],
      pattern: '^\\d{1,10}$',
      maxLength: 10,
      description: 'Opcional. Só algarismos.',
      'x-i18n': { en: { title: 'Employee ID', description: 'Optional. Digits only.' } },
    },
    papelId: { ...perfil.papelId, 'x-list': 4 },
    equipeId: { ...perfil.equipeId, 'x-list': 5 },
    situacao: { ...perfil.situacao, 'x-list': 6 },
    senha: {
      type: 'string',
      minLength: 8,
      maxLength: 200,
      writeOnly: true,
      title: 'Senha inicial',
      description: 'Opcional. Pelo menos 8 caracteres.',
      'x-widget': 'password',
      'x-i18n': { en: { title: 'Initial password', description: 'Optional. At least 8 characters.' } },
    },
  },
});

/** The people registers, by resource: the company's app mounts them as it mounts the registers. */
export const PESSOAS_MODELS: readonly RegisterModel[] = [USUARIOS_MODEL, PERFIS_MODEL];
