import { registerOf } from '../schema/registry';
import { type HistorySubject, subjectFrom, subjectOf } from './describe';

/**
 * Users and profiles have no register schema (their calls are SPEC §7's): their fields, as the history names them,
 * with the titles their edit pages show.
 */
export const USUARIO_SUBJECT = subjectFrom('Usuário', 'm', [
  { name: 'nomeCompleto', title: 'Nome completo', kind: 'string' },
  { name: 'email', title: 'E-mail', kind: 'email' },
  { name: 'matricula', title: 'Matrícula', kind: 'integer' },
  { name: 'senha', title: 'Senha', kind: 'password' },
  { name: 'papelSistema', title: 'Papel no sistema', kind: 'string' },
  { name: 'isAdmin', title: 'Administrador', kind: 'boolean' },
  { name: 'empresaPrincipalId', title: 'Empresa principal', kind: 'integer' },
  { name: 'ativo', title: 'Ativo', kind: 'boolean' },
  { name: 'aceiteTermos', title: 'Aceite dos termos', kind: 'object' },
]);

export const PERFIL_SUBJECT = subjectFrom('Perfil', 'm', [
  { name: 'nome', title: 'Nome', kind: 'string' },
  { name: 'usuarioId', title: 'Usuário', kind: 'reference', reference: 'usuarios' },
  { name: 'papelId', title: 'Papel', kind: 'reference', reference: 'papeis' },
  { name: 'equipeId', title: 'Equipe', kind: 'reference', reference: 'equipes' },
  { name: 'ativo', title: 'Ativo', kind: 'boolean' },
  { name: 'aceito', title: 'Convite aceito', kind: 'boolean' },
  { name: 'foto', title: 'Foto', kind: 'string' },
  { name: 'arquivo', title: 'Foto (arquivo)', kind: 'object' },
]);

/** A user's history in a company: their account's fields and their profile's there. */
export const PESSOA_SUBJECT = subjectFrom('Usuário', 'm', [
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
  { name: 'nome', title: 'Nome no perfil', kind: 'string' },
  ...['papelId', 'equipeId', 'ativo', 'aceito', 'foto', 'arquivo']
    .map((name) => PERFIL_SUBJECT.field(name))
    .filter((f) => f !== undefined),
]);

const cache = new Map<string, HistorySubject>();

/** The subject of any resource the history names: a register, users or profiles. */
export function subjectOfResource(resource: string): HistorySubject {
  if (resource === 'usuarios') return USUARIO_SUBJECT;
  if (resource === 'perfis') return PERFIL_SUBJECT;
  const known = cache.get(resource);
  if (known) return known;
  const model = registerOf(resource);
  const subject = model ? subjectOf(model) : subjectFrom(resource, 'm', []);
  cache.set(resource, subject);
  return subject;
}

/** The singular name of a resource's records: 'Produto', 'Usuário'. */
export function singularOf(resource: string): string {
  return subjectOfResource(resource).singular;
}
