import { schemaLocale } from '../../core/schema/localize';
import type { FieldModel } from '../../core/schema/model';
import { registerOf } from '../schema/registry';
import { type HistoryField, type HistorySubject, subjectFrom, subjectOf } from './describe';

const english = () => schemaLocale() === 'en';

/** A field named in Portuguese or English, whichever the app speaks when it is read. */
function field(
  name: string,
  pt: string,
  en: string,
  kind: FieldModel['kind'],
  reference?: string,
): HistoryField {
  return {
    name,
    kind,
    ...(reference ? { reference } : {}),
    get title() {
      return english() ? en : pt;
    },
  };
}

/** The subject with its singular in the app's language too. */
function bilingual(subject: HistorySubject, en: string): HistorySubject {
  const pt = subject.singular;
  return Object.defineProperty(subject, 'singular', { get: () => (english() ? en : pt) });
}

/**
 * Users and profiles have no register schema (their calls are docs/produto.md §7's): their fields, as the history names them,
 * with the titles their edit pages show.
 */
export const USUARIO_SUBJECT = bilingual(
  subjectFrom('Usuário', 'm', [
    field('nomeCompleto', 'Nome completo', 'Full name', 'string'),
    field('email', 'E-mail', 'Email', 'email'),
    field('matricula', 'Matrícula', 'Employee ID', 'integer'),
    field('senha', 'Senha', 'Password', 'password'),
    field('papelSistema', 'Papel no sistema', 'System role', 'string'),
    field('isAdmin', 'Administrador', 'Administrator', 'boolean'),
    field('empresaPrincipalId', 'Empresa principal', 'Main company', 'integer'),
    field('ativo', 'Ativo', 'Active', 'boolean'),
    field('aceiteTermos', 'Aceite dos termos', 'Terms acceptance', 'object'),
  ]),
  'User',
);

export const PERFIL_SUBJECT = bilingual(
  subjectFrom('Perfil', 'm', [
    field('nome', 'Nome', 'Name', 'string'),
    field('usuarioId', 'Usuário', 'User', 'reference', 'usuarios'),
    field('papelId', 'Papel', 'Role', 'reference', 'papeis'),
    field('equipeId', 'Equipe', 'Team', 'reference', 'equipes'),
    field('ativo', 'Ativo', 'Active', 'boolean'),
    field('aceito', 'Convite aceito', 'Invitation accepted', 'boolean'),
    field('foto', 'Foto', 'Photo', 'string'),
    field('arquivo', 'Foto (arquivo)', 'Photo (file)', 'object'),
  ]),
  'Profile',
);

/** A user's history in a company: their account's fields and their profile's there. */
export const PESSOA_SUBJECT = bilingual(
  subjectFrom('Usuário', 'm', [
    ...[
      'nomeCompleto',
      'email',
      'matricula',
      'senha',
      'papelSistema',
      'isAdmin',
      'empresaPrincipalId',
      'aceiteTermos',
    ]
      .map((name) => USUARIO_SUBJECT.field(name))
      .filter((f) => f !== undefined),
    field('nome', 'Nome no perfil', 'Name in the profile', 'string'),
    ...['papelId', 'equipeId', 'ativo', 'aceito', 'foto', 'arquivo']
      .map((name) => PERFIL_SUBJECT.field(name))
      .filter((f) => f !== undefined),
  ]),
  'User',
);

const cache = new Map<string, HistorySubject>();

/** The subject of any resource the history names: a register, users or profiles. */
export function subjectOfResource(resource: string): HistorySubject {
  if (resource === 'usuarios') return USUARIO_SUBJECT;
  if (resource === 'perfis') return PERFIL_SUBJECT;
  // one per language: a register's subject keeps the titles of the language it was made in
  const key = `${schemaLocale()}:${resource}`;
  const known = cache.get(key);
  if (known) return known;
  const model = registerOf(resource);
  const subject = model ? subjectOf(model) : subjectFrom(resource, 'm', []);
  cache.set(key, subject);
  return subject;
}

/** The singular name of a resource's records: 'Produto', 'Usuário'. */
export function singularOf(resource: string): string {
  return subjectOfResource(resource).singular;
}
