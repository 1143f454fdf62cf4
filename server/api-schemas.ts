import aparencia from '../schemas/aparencia.schema.json' with { type: 'json' };
import contrato from '../schemas/contrato.schema.json' with { type: 'json' };
import dominio from '../schemas/dominio.schema.json' with { type: 'json' };
import empresa from '../schemas/empresa.schema.json' with { type: 'json' };
import equipe from '../schemas/equipe.schema.json' with { type: 'json' };
import grupo from '../schemas/grupo.schema.json' with { type: 'json' };
import papel from '../schemas/papel.schema.json' with { type: 'json' };
import perfil from '../schemas/perfil.schema.json' with { type: 'json' };
import usuario from '../schemas/usuario.schema.json' with { type: 'json' };

// The entity schemas of schemas/ are the source; the shapes below only combine them for particular
// answers (the session user, the admin view of a profile …), so a field is described once.

const { empresaPrincipalId: _omit, ...usuarioSemEmpresa } = usuario.properties;
const nullable = (ref: string) => ({ anyOf: [{ $ref: `${ref}#` }, { type: 'null' }] });

export const EmpresaResumo = {
  $id: 'EmpresaResumo',
  type: 'object',
  additionalProperties: false,
  required: ['empresaId', 'nome', 'aparencia'],
  properties: {
    empresaId: empresa.properties.empresaId,
    nome: empresa.properties.nome,
    aparencia: { $ref: 'Aparencia#' },
  },
} as const;

export const PerfilComEmpresa = {
  $id: 'PerfilComEmpresa',
  type: 'object',
  additionalProperties: false,
  required: [...perfil.required, 'papelNome', 'empresa'],
  properties: {
    ...perfil.properties,
    papelNome: { type: 'string' },
    empresa: { $ref: 'EmpresaResumo#' },
  },
} as const;

export const SessionUser = {
  $id: 'SessionUser',
  description:
    'O usuário da sessão: os dados do usuário, a empresa principal completa, o perfil nela e todos os seus perfis.',
  type: 'object',
  additionalProperties: false,
  required: [
    ...usuario.required.filter((r) => r !== 'empresaPrincipalId'),
    'empresaPrincipal',
    'perfilPrincipal',
    'perfis',
    'versaoTermos',
  ],
  properties: {
    ...usuarioSemEmpresa,
    empresaPrincipal: { $ref: 'Empresa#' },
    perfilPrincipal: nullable('Perfil'),
    perfis: { type: 'array', items: { $ref: 'PerfilComEmpresa#' } },
    versaoTermos: { type: 'integer', description: 'Versão vigente dos termos de uso.' },
  },
} as const;

export const UsuarioResumo = {
  $id: 'UsuarioResumo',
  type: 'object',
  additionalProperties: false,
  required: ['usuarioId', 'nomeCompleto'],
  properties: {
    usuarioId: usuario.properties.usuarioId,
    nomeCompleto: usuario.properties.nomeCompleto,
    foto: { type: ['string', 'null'], description: 'Endereço da foto do perfil, quando houver.' },
  },
} as const;

export const UsuarioBusca = {
  $id: 'UsuarioBusca',
  type: 'object',
  additionalProperties: false,
  required: ['usuarioId', 'nomeCompleto', 'email', 'matricula'],
  properties: {
    usuarioId: usuario.properties.usuarioId,
    nomeCompleto: usuario.properties.nomeCompleto,
    email: usuario.properties.email,
    matricula: usuario.properties.matricula,
  },
} as const;

export const PerfilAdmin = {
  $id: 'PerfilAdmin',
  type: 'object',
  additionalProperties: false,
  required: [...perfil.required, 'usuario', 'papelNome', 'equipe', 'createdAt', 'updatedAt'],
  properties: {
    ...perfil.properties,
    usuario: nullable('Usuario'),
    papelNome: { type: 'string' },
    equipe: nullable('Equipe'),
  },
} as const;

export const UsuarioEmpresa = {
  $id: 'UsuarioEmpresa',
  description: 'Usuário visto pela administração de uma empresa, com seus perfis nela quando pedidos.',
  type: 'object',
  additionalProperties: false,
  required: usuario.required,
  properties: {
    ...usuario.properties,
    perfis: { type: 'array', items: { $ref: 'Perfil#' } },
  },
} as const;

export const ErrorBody = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** Every shared schema, in dependency order, for `app.addSchema`. */
export const sharedSchemas = [
  grupo,
  aparencia,
  contrato,
  dominio,
  empresa,
  papel,
  perfil,
  usuario,
  equipe,
  EmpresaResumo,
  PerfilComEmpresa,
  SessionUser,
  UsuarioResumo,
  UsuarioBusca,
  PerfilAdmin,
  UsuarioEmpresa,
  ErrorBody,
];

/** Error answers for a route's documentation: the statuses it may answer, all with the one error body. */
export function errorResponses(...statuses: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statuses.map((s) => [s, { $ref: 'ErrorBody#' }]));
}

export const idParam = (name: string) => ({
  type: 'object',
  required: [name],
  additionalProperties: false,
  properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
});
