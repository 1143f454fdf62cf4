import { type JsonSchemaObject, stripExtensions } from '../core/schema/model.ts';
import contrato from '../schemas/contrato.schema.json' with { type: 'json' };
import papel from '../schemas/papel.schema.json' with { type: 'json' };
import perfilSchema from '../schemas/perfil.schema.json' with { type: 'json' };
import usuarioSchema from '../schemas/usuario.schema.json' with { type: 'json' };
import { loadRegisterModels } from './registers/definition.ts';

// the people's schemas carry their lists' keywords (core/usuarios/columns.ts): ajv refuses unknown keywords
const perfil = stripExtensions(perfilSchema) as unknown as typeof perfilSchema;
const usuario = stripExtensions(usuarioSchema) as unknown as typeof usuarioSchema;

// The entity schemas of schemas/ are the source; the shapes below only combine them for particular
// answers (the session user, the admin view of a profile …), so a field is described once.

const { empresaPrincipalId: _omit, ...usuarioSemEmpresa } = usuario.properties;
const nullable = (ref: string) => ({ anyOf: [{ $ref: `${ref}#` }, { type: 'null' }] });

/**
 * The registers' record schemas (id, key, fields, timestamps), at the root of the app: the hand-written shapes
 * below point at some of them (a profile's Equipe, a company's Grupo and Dominio), and the register routes
 * answer with them.
 */
export const registerSchemas: JsonSchemaObject[] = loadRegisterModels().map((m) => m.fullSchema);

function registerSchema(id: string): JsonSchemaObject & { properties: Record<string, JsonSchemaObject> } {
  const found = registerSchemas.find((s) => s.$id === id);
  if (!found) throw new Error(`api-schemas: no register schema ${id}`);
  return found as JsonSchemaObject & { properties: Record<string, JsonSchemaObject> };
}

const empresa = registerSchema('Empresa');

/** A company's appearance: the `aparencia` of the Empresa register, named for the Aparência page's call. */
export const Aparencia = { $id: 'Aparencia', ...empresa.properties.aparencia };

/**
 * The full company of docs/produto.md §3 (the session user's principal company): the Empresa register's record plus its
 * group, contracts (and the current one), domains and Google Drive folder.
 */
export const EmpresaCompleta = {
  $id: 'EmpresaCompleta',
  type: 'object',
  additionalProperties: false,
  required: [
    ...(empresa.required as string[]),
    'grupo',
    'contratoAtual',
    'contratos',
    'dominios',
    'googleDrive',
  ],
  properties: {
    ...empresa.properties,
    aparencia: { $ref: 'Aparencia#' },
    grupo: { $ref: 'Grupo#' },
    contratoAtual: nullable('Contrato'),
    contratos: { type: 'array', items: { $ref: 'Contrato#' } },
    dominios: { type: 'array', items: { $ref: 'Dominio#' } },
    googleDrive: {
      type: 'object',
      additionalProperties: false,
      required: ['empresaId', 'folderId'],
      properties: { empresaId: { type: 'integer' }, folderId: { type: ['string', 'null'] } },
    },
  },
};

export const EmpresaResumo = {
  $id: 'EmpresaResumo',
  type: 'object',
  additionalProperties: false,
  required: ['empresaId', 'nome', 'aparencia'],
  properties: {
    empresaId: { type: 'integer' },
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
    empresaPrincipal: { $ref: 'EmpresaCompleta#' },
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

export const UsuarioSearch = {
  $id: 'UsuarioSearch',
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

/**
 * A person as one company's administration sees them (docs/contrato.md §4, server/shapes.ts usuarioNaEmpresa): members
 * (and people of this company alone) with their data, `empresaPrincipalId` only when it is this company; a person
 * of other companies invited here and not yet accepted with only the e-mail and the name the company typed.
 */
export const UsuarioNaEmpresa = {
  $id: 'UsuarioNaEmpresa',
  description:
    'Um usuário visto por uma empresa. Antes de aceitar o convite, quem tem perfil em outras empresas mostra só o e-mail e o nome digitado pela empresa; empresaPrincipalId só quando é esta empresa.',
  type: 'object',
  additionalProperties: false,
  required: ['usuarioId', 'nomeCompleto', 'email', 'createdAt', 'updatedAt'],
  properties: usuario.properties,
} as const;

export const PerfilAdmin = {
  $id: 'PerfilAdmin',
  type: 'object',
  additionalProperties: false,
  required: [...perfil.required, 'usuario', 'papelNome', 'equipe', 'createdAt', 'updatedAt'],
  properties: {
    ...perfil.properties,
    usuario: nullable('UsuarioNaEmpresa'),
    papelNome: { type: 'string' },
    equipe: nullable('Equipe'),
  },
} as const;

export const UsuarioEmpresa = {
  $id: 'UsuarioEmpresa',
  description:
    'Usuário visto pela administração de uma empresa (UsuarioNaEmpresa), com seu perfil nela quando pedido.',
  type: 'object',
  additionalProperties: false,
  required: UsuarioNaEmpresa.required,
  properties: {
    ...UsuarioNaEmpresa.properties,
    perfis: { type: 'array', items: { $ref: 'Perfil#' }, description: 'Só o perfil nesta empresa.' },
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
  ...registerSchemas,
  Aparencia,
  contrato,
  EmpresaCompleta,
  papel,
  perfil,
  usuario,
  EmpresaResumo,
  PerfilComEmpresa,
  SessionUser,
  UsuarioResumo,
  UsuarioSearch,
  UsuarioNaEmpresa,
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
