import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchemaObject, normalizeRegister } from '../core/schema/model';
import {
  checkPerfilResponse,
  equipeSchema,
  type Perfil,
  type PerfilAdmin,
  perfilAdminSchema,
  perfilResponseKind,
  perfilSchema,
  usuarioNaEmpresaSchema,
  usuarioSchema,
} from '../core/validation/perfil';
import equipeJson from '../schemas/equipe.schema.json' with { type: 'json' };
import perfilJson from '../schemas/perfil.schema.json' with { type: 'json' };
import usuarioJson from '../schemas/usuario.schema.json' with { type: 'json' };
import { PerfilAdmin as perfilAdminJson, UsuarioNaEmpresa as usuarioNaEmpresaJson } from './api-schemas';

// Builders keep each test down to the one field it is about.
const buildPerfil = (overrides: Partial<Perfil> = {}): Perfil => ({
  perfilId: 5,
  usuarioId: 2,
  empresaId: 1,
  papelId: 3,
  aceito: true,
  ativo: true,
  nome: 'Maria Souza',
  foto: null,
  equipeId: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-02T08:30:00.000Z',
  ...overrides,
});

const buildUsuario = (overrides: Partial<NonNullable<PerfilAdmin['usuario']>> = {}) => ({
  usuarioId: 2,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  matricula: 1234,
  papelSistema: 'USUARIO' as const,
  isAdmin: false,
  empresaPrincipalId: 1,
  aceiteTermos: { data: '2026-01-15', versao: 1 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

const buildEquipe = (overrides: Partial<NonNullable<PerfilAdmin['equipe']>> = {}) => ({
  id: 7,
  equipeId: 7,
  empresaId: 1,
  supervisorId: 2,
  nome: 'Equipe Norte',
  icone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  ...overrides,
});

const buildPerfilAdmin = (overrides: Partial<PerfilAdmin> = {}): PerfilAdmin => ({
  ...buildPerfil({ equipeId: 7 }),
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-02T08:30:00.000Z',
  usuario: buildUsuario(),
  papelNome: 'Vendedor',
  equipe: buildEquipe(),
  ...overrides,
});

const invalid = (pattern: string) =>
  new RegExp(`^Resposta de perfil inválida: ${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('perfilResponseKind', () => {
  it.each([
    ['/perfis/5', 'perfil'],
    ['/perfis/usuarios/2/empresas/1', 'perfil'],
    ['/perfis/usuarios/2?empresaId=1', 'perfil'],
    ['/perfis/usuarios/2/aceitar', 'perfil'],
    ['/perfis/5/aceitar', 'perfil'],
    ['/perfis/5/recusar', 'perfil'],
    ['/perfis/empresas/1', 'perfil'],
    ['/perfis/5/alterar-equipe', 'perfil'],
    ['/perfis/5/ativar', 'perfil'],
    ['/perfis/5/desativar', 'perfil'],
    ['/perfis/empresas/1/admin', 'admin'],
    ['/perfis/empresas/1/5/admin', 'admin'],
    ['/perfis/5/arquivos/arquivo?arquivo=foto.png', null],
    ['/usuarios/me', null],
    ['/papeis/3', null],
    ['/perfis', null],
    ['/perfisx/1', null],
  ])('%s → %s', (url, kind) => {
    expect(perfilResponseKind(url)).toBe(kind);
  });

  it('reads the address however the HTTP client writes it', () => {
    expect(perfilResponseKind('perfis/5')).toBe('perfil');
    expect(perfilResponseKind('/api/perfis/5')).toBe('perfil');
    expect(perfilResponseKind('http://127.0.0.1:3000/api/perfis/empresas/1/admin?x=1#y')).toBe('admin');
    expect(perfilResponseKind('/api/perfis/empresas/1/admin/')).toBe('admin');
    expect(perfilResponseKind('/api/perfis/5/arquivos/arquivo')).toBeNull();
  });
});

describe('checkPerfilResponse: valid bodies come back unchanged', () => {
  it('one profile', () => {
    const body = buildPerfil();
    expect(checkPerfilResponse('/perfis/5', body)).toBe(body);
    expect(checkPerfilResponse('/perfis/usuarios/2/empresas/1', body)).toBe(body);
    expect(checkPerfilResponse('/perfis/5/alterar-equipe', buildPerfil({ equipeId: 7 }))).toBeTruthy();
  });

  it('a profile without timestamps, an invitation without user, a photo', () => {
    const { createdAt: _c, updatedAt: _u, ...bare } = buildPerfil();
    expect(checkPerfilResponse('/perfis/5/recusar', bare)).toBe(bare);
    expect(checkPerfilResponse('/perfis/5', buildPerfil({ usuarioId: null, aceito: false }))).toBeTruthy();
    expect(
      checkPerfilResponse('/perfis/5', buildPerfil({ foto: '/api/perfis/5/arquivos/arquivo?arquivo=f.png' })),
    ).toBeTruthy();
  });

  it('a list of profiles, empty included', () => {
    const list = [buildPerfil(), buildPerfil({ perfilId: 6, empresaId: 2 })];
    expect(checkPerfilResponse('/perfis/usuarios/2?empresaId=1', list)).toBe(list);
    expect(checkPerfilResponse('/perfis/empresas/1', list)).toBe(list);
    expect(checkPerfilResponse('/perfis/usuarios/2/aceitar', [])).toEqual([]);
  });

  it('the admin shape, one or a list, with or without user and team', () => {
    const one = buildPerfilAdmin();
    expect(checkPerfilResponse('/perfis/empresas/1/5/admin', one)).toBe(one);
    const list = [
      one,
      buildPerfilAdmin({ perfilId: 6, usuarioId: null, usuario: null, equipeId: null, equipe: null }),
    ];
    expect(checkPerfilResponse('/api/perfis/empresas/1/admin', list)).toBe(list);
    const admin = buildPerfilAdmin({
      usuario: buildUsuario({ papelSistema: 'ADMIN', isAdmin: true, aceiteTermos: null }),
    });
    expect(checkPerfilResponse('/perfis/empresas/1/admin', admin)).toBe(admin);
  });

  it('passes the profile file address and other calls through untouched', () => {
    const receipt = { perfilId: 5, nome: 'foto.png', contentType: 'image/png', tamanho: 10, url: '/x' };
    expect(checkPerfilResponse('/perfis/5/arquivos/arquivo?arquivo=foto.png', receipt)).toBe(receipt);
    expect(checkPerfilResponse('/perfis/5/arquivos/arquivo?arquivo=foto.png', 'binário')).toBe('binário');
    const me = { qualquer: 'coisa' };
    expect(checkPerfilResponse('/usuarios/me', me)).toBe(me);
    expect(checkPerfilResponse('/auth/login', null)).toBeNull();
  });
});

describe('checkPerfilResponse: a mismatch rejects the call', () => {
  it('names a missing field', () => {
    const { nome: _n, ...body } = buildPerfil();
    expect(() => checkPerfilResponse('/perfis/5', body)).toThrow(
      invalid('nome: esperava texto, recebeu nada'),
    );
  });

  it('names a field of the wrong type', () => {
    expect(() => checkPerfilResponse('/perfis/5', { ...buildPerfil(), perfilId: '5' })).toThrow(
      invalid('perfilId: '),
    );
    expect(() => checkPerfilResponse('/perfis/5', { ...buildPerfil(), ativo: 1 })).toThrow(
      invalid('ativo: esperava verdadeiro ou falso, recebeu número'),
    );
    expect(() => checkPerfilResponse('/perfis/5', buildPerfil({ perfilId: 5.5 }))).toThrow(
      invalid('perfilId: '),
    );
  });

  it('refuses a field the shape does not have', () => {
    expect(() => checkPerfilResponse('/perfis/5', { ...buildPerfil(), senha: 'x' })).toThrow(
      invalid('(corpo): campo(s) não previsto(s): senha'),
    );
  });

  it('checks lengths and timestamps', () => {
    expect(() => checkPerfilResponse('/perfis/5', buildPerfil({ nome: '' }))).toThrow(
      invalid('nome: texto com menos de 1'),
    );
    expect(() => checkPerfilResponse('/perfis/5', buildPerfil({ createdAt: '01/03/2026' }))).toThrow(
      invalid('createdAt: formato inválido'),
    );
  });

  it('names the item of a list', () => {
    const list = [buildPerfil(), { ...buildPerfil(), nome: 42 }];
    expect(() => checkPerfilResponse('/perfis/empresas/1', list)).toThrow(
      invalid('[1].nome: esperava texto, recebeu número'),
    );
  });

  it('refuses a body that is not a profile at all', () => {
    expect(() => checkPerfilResponse('/perfis/5', null)).toThrow(
      invalid('(corpo): esperava objeto, recebeu nulo'),
    );
    expect(() => checkPerfilResponse('/perfis/5', '')).toThrow(
      invalid('(corpo): esperava objeto, recebeu texto'),
    );
  });

  it('wants the admin shape on …/admin paths', () => {
    expect(() => checkPerfilResponse('/perfis/empresas/1/5/admin', buildPerfil())).toThrow(
      invalid('usuario: '),
    );
    expect(() =>
      checkPerfilResponse('/perfis/empresas/1/admin', [buildPerfilAdmin({ createdAt: undefined })]),
    ).toThrow(invalid('[0].createdAt: '));
  });

  it('checks the nested user and team of the admin shape', () => {
    const badUser = buildPerfilAdmin({
      usuario: { ...buildUsuario(), email: 12 } as unknown as PerfilAdmin['usuario'],
    });
    expect(() => checkPerfilResponse('/perfis/empresas/1/admin', [badUser])).toThrow(
      invalid('[0].usuario.email: esperava texto, recebeu número'),
    );
    const badRole = buildPerfilAdmin({ usuario: buildUsuario({ papelSistema: 'ROOT' as 'ADMIN' }) });
    expect(() => checkPerfilResponse('/perfis/empresas/1/5/admin', badRole)).toThrow(
      invalid('usuario.papelSistema: valor inesperado: esperava "ADMIN" ou "USUARIO"'),
    );
    const badTerms = buildPerfilAdmin({
      usuario: buildUsuario({ aceiteTermos: { data: '15/01/2026', versao: 1 } }),
    });
    expect(() => checkPerfilResponse('/perfis/empresas/1/5/admin', badTerms)).toThrow(
      invalid('usuario.aceiteTermos.data: formato inválido: esperava data AAAA-MM-DD'),
    );
    const badTeam = buildPerfilAdmin({ equipe: buildEquipe({ nome: 'x'.repeat(81) }) });
    expect(() => checkPerfilResponse('/perfis/empresas/1/5/admin', badTeam)).toThrow(
      invalid('equipe.nome: texto com mais de 80 caracteres'),
    );
  });

  it('says where, how many problems, and keeps the zod error as the cause', () => {
    let error: unknown;
    try {
      checkPerfilResponse('/api/perfis/5?x=1', { ...buildPerfil(), nome: 1, ativo: 'sim' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Resposta de perfil inválida: ativo: esperava verdadeiro ou falso, recebeu texto (/perfis/5; e mais 1 problema(s))',
    );
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
  });
});

// The zod schemas mirror schemas/*.schema.json by hand; this keeps them from drifting apart.
type JsonNode = { [key: string]: unknown };

function branches(node: JsonNode): JsonNode[] {
  return Array.isArray(node.anyOf) ? (node.anyOf as JsonNode[]) : [node];
}

function typesOf(node: JsonNode): string[] {
  const types = branches(node).flatMap((branch) =>
    Array.isArray(branch.type) ? (branch.type as string[]) : branch.type ? [String(branch.type)] : [],
  );
  return [...new Set(types)].sort();
}

/** A keyword of the non-null part of a property, in either notation. */
function facet(node: JsonNode, key: string): unknown {
  return branches(node).find((branch) => branch[key] !== undefined)?.[key];
}

// Differences made on purpose (see perfil.ts): an unusual e-mail must not hide a whole list of profiles.
const DELIBERATE = new Set(['Usuario.email.format', 'UsuarioNaEmpresa.email.format']);

function compareObject(json: JsonNode, zodJson: JsonNode, where: string): string[] {
  const object = branches(zodJson).find((branch) => branch.type === 'object') ?? zodJson;
  const problems: string[] = [];
  const jsonProps = (json.properties ?? {}) as Record<string, JsonNode>;
  const zodProps = (object.properties ?? {}) as Record<string, JsonNode>;
  const names = (record: object) => Object.keys(record).sort().join();
  if (names(jsonProps) !== names(zodProps))
    problems.push(`${where}: campos ${names(zodProps)} ≠ ${names(jsonProps)}`);
  const required = (list: unknown) => [...((list as string[] | undefined) ?? [])].sort().join();
  if (required(json.required) !== required(object.required))
    problems.push(`${where}: obrigatórios ${required(object.required)} ≠ ${required(json.required)}`);
  if (json.additionalProperties === false && object.additionalProperties !== false)
    problems.push(`${where}: aceita campos extras`);
  for (const [name, property] of Object.entries(jsonProps)) {
    const mirrored = zodProps[name];
    if (!mirrored) continue;
    if (typesOf(property).join() !== typesOf(mirrored).join())
      problems.push(`${where}.${name}: tipos ${typesOf(mirrored)} ≠ ${typesOf(property)}`);
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'format']) {
      const expected = facet(property, key);
      if (DELIBERATE.has(`${where}.${name}.${key}`)) continue;
      if (expected !== undefined && JSON.stringify(facet(mirrored, key)) !== JSON.stringify(expected))
        problems.push(
          `${where}.${name}: ${key} ${JSON.stringify(facet(mirrored, key))} ≠ ${JSON.stringify(expected)}`,
        );
    }
    if (property.properties) problems.push(...compareObject(property, mirrored, `${where}.${name}`));
  }
  return problems;
}

const asJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output' }) as JsonNode;

describe('the zod schemas mirror the JSON Schemas', () => {
  it('Perfil', () => {
    expect(compareObject(perfilJson as JsonNode, asJson(perfilSchema), 'Perfil')).toEqual([]);
  });

  it('Usuario and Equipe (nested in the admin shape)', () => {
    expect(compareObject(usuarioJson as JsonNode, asJson(usuarioSchema), 'Usuario')).toEqual([]);
    expect(
      compareObject(
        usuarioNaEmpresaJson as unknown as JsonNode,
        asJson(usuarioNaEmpresaSchema),
        'UsuarioNaEmpresa',
      ),
    ).toEqual([]);
    // a team is a register: the record it answers (id, key, company, timestamps) is its model's fullSchema
    const equipeRecord = normalizeRegister(equipeJson as JsonSchemaObject).fullSchema;
    expect(compareObject(equipeRecord as JsonNode, asJson(equipeSchema), 'Equipe')).toEqual([]);
  });

  it("PerfilAdmin (server/api-schemas.ts's response shape)", () => {
    const zodJson = asJson(perfilAdminSchema);
    const names = (record: object) => Object.keys(record).sort();
    expect(names(zodJson.properties as object)).toEqual(names(perfilAdminJson.properties));
    expect([...(zodJson.required as string[])].sort()).toEqual([...perfilAdminJson.required].sort());
    expect(zodJson.additionalProperties).toBe(false);
  });

  it('and the check notices a drift', () => {
    const drifted = perfilSchema.extend({ nome: z.string().max(60) });
    expect(compareObject(perfilJson as JsonNode, asJson(drifted), 'Perfil')).toEqual([
      'Perfil.nome: minLength undefined ≠ 1',
      'Perfil.nome: maxLength 60 ≠ 120',
    ]);
  });
});
