import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  numeric,
  type PgTable,
  date as pgDate,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSAO_LABEL, type Permissao } from '../../core/permissoes.ts';
import { FORMAT_MESSAGES } from '../../core/schema/formats.ts';
import { type FieldModel, normalizeRegisters, type RegisterModel } from '../../core/schema/model.ts';
import { sharedSchemas } from '../../server/api-schemas.ts';
import { registerTables } from '../../server/db/generated/registers.ts';
import { strictInputOptions } from '../../server/input-guard.ts';
import { authenticate } from '../../server/plugins/authenticate.ts';
import { errorHandler } from '../../server/plugins/error-handler.ts';
import { loadRegisterModels } from '../../server/registers/definition.ts';
import { registersPlugin, STALE_MESSAGE } from '../../server/registers/plugin.ts';
import { MAX_PAGE } from '../../server/registers/query.ts';
import { type Client, client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';
import { buildRecord, documento, nextSeq, valueFor } from './records.ts';

// The schema-driven registers (docs/contrato.md §5): one matrix run over every register schema of schemas/, so a new
// schema is covered the day it is added. Records come from buildRecord, which reads the model: a valid value for
// every writable field, fresh values for the unique ones, ids of real records for the references.

type Json = Record<string, unknown>;

const models = loadRegisterModels();
const byResource = new Map(models.map((m) => [m.resource, m]));

// ---------------------------------------------------------------------------------------------------------------
// The apps and who calls them

type Caller = Client & { usuarioId: number; perfilId: number | null };

/** The callers of one app: the demo users of docs/contrato.md §2, signed in once. */
interface Env {
  gestor: Caller;
  vendedor: Caller;
  beta: Caller;
  admin: Caller;
  anon: Client;
}

let t: TestApp;
/** The app the running describe block calls: the real one, or the one serving the fixture registers. */
let env: Env;
const envs: { main?: Env; fixtures?: Env } = {};

/** Where a register lives for a caller: its base path and client (admin registers: the platform admin). */
interface Api {
  client: Client;
  base: string;
  empresaId: number | null;
}

const pathOf = (model: RegisterModel, empresaId = 1) =>
  model.scope === 'empresa' ? `/api/empresas/${empresaId}/${model.resource}` : `/api/admin/${model.resource}`;
const writerOf = (model: RegisterModel, empresaId = 1): Api => ({
  client: model.scope === 'admin' ? env.admin : empresaId === 1 ? env.gestor : env.beta,
  base: pathOf(model, empresaId),
  empresaId: model.scope === 'empresa' ? empresaId : null,
});

/** Ids of hand-written rows a register may reference, per company (seed: teams 1–3 are Alfa's, 4–6 Beta's). */
const handIds = (resource: string, empresaId: number | null): number => {
  if (resource === 'usuarios') return (empresaId === 2 ? env.beta : env.gestor).usuarioId;
  if (resource === 'perfis') return (empresaId === 2 ? env.beta : env.gestor).perfilId as number;
  if (resource === 'equipes') return empresaId === 2 ? 4 : 1;
  if (resource === 'empresas') return empresaId ?? 1;
  throw new Error(`no demo id for ${resource}`);
};

const takenCache = new Map<string, Map<string, Set<unknown>>>();

/** The unique values already held in a register (read once per base path), so buildRecord avoids them. */
async function takenIn(api: Api, model: RegisterModel): Promise<Map<string, Set<unknown>>> {
  const cached = takenCache.get(api.base);
  if (cached) return cached;
  const taken = new Map<string, Set<unknown>>();
  const unique = model.fields.filter((f) => f.unique);
  if (unique.length > 0) {
    const res = await api.client.get(`${api.base}?range=${encodeURIComponent(`[0,${MAX_PAGE - 1}]`)}`);
    expect(res.status).toBe(200);
    for (const f of unique) taken.set(f.name, new Set(res.body.map((r: Json) => r[f.name])));
  }
  takenCache.set(api.base, taken);
  return taken;
}

/** A valid new record for a caller, its references pointing at fresh records (or demo rows) of the same company. */
async function newRecord(api: Api, model: RegisterModel, overrides: Json = {}): Promise<Json> {
  const refs: Json = {};
  for (const field of model.fields) {
    if (!field.reference || field.readOnly || field.name in overrides) continue;
    // an optional reference to the register itself stays empty (it would need a record to make one)
    if (field.reference.resource === model.resource && !field.required) continue;
    const target = allModels.get(field.reference.resource);
    if (target) {
      const targetApi = {
        ...api,
        base: api.base.replace(new RegExp(`/${model.resource}$`), `/${target.resource}`),
      };
      refs[field.name] = (await create(targetApi, target)).id;
    } else refs[field.name] = handIds(field.reference.resource, api.empresaId);
  }
  return buildRecord(
    model,
    { ...refs, ...(await nestedOf(api, model)), ...overrides },
    await takenIn(api, model),
  );
}

/** A valid value of each extra-field type (campos-extras.tipo), as a sale carries it. */
const EXTRA_SAMPLES: Record<string, (c: Json) => string> = {
  TEXTO: () => 'texto',
  NUMERO: () => '12.5',
  DATA: () => '2026-03-01',
  BOOLEANO: () => 'true',
  LISTA: (c) => (c.opcoes as Array<{ valor: string }>)[0]?.valor ?? '',
  CPF_CNPJ: () => documento('cpf', 7),
  TELEFONE: () => '11987654321',
  EMAIL: () => 'cliente@exemplo.com.br',
};

/**
 * What the schema alone cannot build for registers with rules of their own (tests/api/vendas.test.ts covers
 * those): a sale's items point at real products, and its extra fields fill the company's required ones.
 */
async function nestedOf(api: Api, model: RegisterModel): Promise<Json> {
  if (model.resource !== 'vendas') return {};
  const base = api.base.replace(/\/vendas$/, '');
  const [produtos, campos] = await Promise.all([
    api.client.get(`${base}/produtos?${q({ range: [0, 0] })}`),
    api.client.get(`${base}/campos-extras?${q({ range: [0, 49] })}`),
  ]);
  const produtoId = produtos.body[0]?.id as number;
  const extras = (campos.body as Json[])
    .filter((c) => c.ativo && c.obrigatorio)
    .map((c) => ({ slot: c.slot, valor: EXTRA_SAMPLES[c.tipo as string]?.(c) ?? null }));
  return { itens: [{ produtoId, quantidade: 2, precoUnitario: 10.5, adicionais: [] }], extras };
}

/** Registers whose rows are narrowed per caller (a seller sees own sales): another's record is a 404 to them. */
const ROW_RULES = new Set(['vendas', 'negociacoes']);

/** What a test created, removed after it (newest first, so referencing rows go before their targets). */
let created: Array<{ client: Client; url: string }> = [];
afterEach(async () => {
  const made = created.reverse();
  created = [];
  for (const { client: c, url } of made) await c.del(url);
});

async function create(api: Api, model: RegisterModel, overrides: Json = {}): Promise<Json & { id: number }> {
  const record = await newRecord(api, model, overrides);
  const res = await api.client.post(api.base, record);
  if (res.status !== 201) throw new Error(`POST ${api.base}: ${res.status} ${JSON.stringify(res.body)}`);
  created.push({ client: api.client, url: `${api.base}/${res.body.id}` });
  return res.body;
}

/** What the GET of one adds to a record in some registers (the server's details): left out where compared. */
const DETAIL_KEYS: Record<string, string[]> = { equipes: ['supervisor', 'membros'] };

function plain(model: RegisterModel, body: Json): Json {
  const keys = DETAIL_KEYS[model.resource];
  if (!keys) return body;
  const out = { ...body };
  for (const key of keys) {
    expect(out, `${model.resource}: the detail ${key}`).toHaveProperty(key);
    delete out[key];
  }
  return out;
}

const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** A change to make in a PUT: flip a boolean, else edit a text, else move a number, else a fresh value. */
function changeOf(model: RegisterModel, record: Json): Json {
  const writable = model.fields.filter((f) => !f.readOnly && !f.writeOnly && !f.reference);
  const plain = writable.filter((f) => !f.unique);
  const bool = plain.find((f) => f.kind === 'boolean');
  if (bool) return { [bool.name]: !record[bool.name] };
  const text = plain.find((f) => f.kind === 'string' && !f.pattern && !f.enum);
  if (text)
    return { [text.name]: `${String(record[text.name]).slice(0, (text.maxLength ?? 80) - 9)} alterado` };
  const num = plain.find((f) => f.type === 'integer' || f.type === 'number');
  if (num) return { [num.name]: num.min ?? 0 };
  const any = writable[0];
  if (any) return { [any.name]: valueFor(any, nextSeq()) };
  throw new Error(`${model.resource}: nothing to change`);
}

// ---------------------------------------------------------------------------------------------------------------
// The rules a body may break, as the schema has them

interface BadCase {
  rule: string;
  field: string;
  /** undefined: leave the field out. */
  value: unknown;
  message?: string;
}

const BAD_FORMATS: Record<string, string> = {
  cpf: '52998224724',
  cnpj: '11222333000182',
  'cpf-cnpj': '123456',
  telefone: '20987654321',
  cep: '0131010',
  uf: 'XX',
  cor: 'azul',
  email: 'sem-arroba',
  uri: 'não é endereço',
  date: '2026-13-45',
  'date-time': 'ontem',
};
const FORMAT_TEXT: Record<string, string> = {
  ...FORMAT_MESSAGES,
  email: 'Informe um e-mail válido.',
  date: 'Data inválida.',
  'date-time': 'Data inválida.',
  uri: 'Informe um endereço válido.',
};
const WRONG_TYPE: Record<string, unknown> = {
  string: { texto: 'não' },
  integer: 'abc',
  number: 'abc',
  boolean: 'talvez',
  // not a string or number: ajv's coerceTypes 'array' would wrap those in a list
  array: { lista: 'não' },
  object: 'não é objeto',
};

/** One bad value per kind of rule the register's schema has (the first field with the rule). */
function badCases(model: RegisterModel): BadCase[] {
  const writable = model.fields.filter((f) => !f.readOnly && !f.reference);
  const cases: BadCase[] = [
    { rule: 'unknown field', field: 'campoInexistente', value: 1, message: 'Campo não permitido.' },
  ];
  const first = (
    rule: string,
    pick: (f: FieldModel) => boolean,
    make: (f: FieldModel) => Omit<BadCase, 'rule' | 'field'>,
  ) => {
    const field = writable.find(pick);
    if (field) cases.push({ rule, field: field.name, ...make(field) });
  };
  first(
    'required',
    (f) => f.required && f.default === undefined,
    () => ({ value: undefined, message: 'Campo obrigatório.' }),
  );
  first(
    'blank required text',
    (f) => f.required && f.type === 'string' && !f.enum,
    () => ({ value: '   ', message: 'Campo obrigatório.' }),
  );
  for (const type of Object.keys(WRONG_TYPE))
    first(
      `type ${type}`,
      (f) => f.type === type,
      () => ({ value: WRONG_TYPE[type] }),
    );
  const plain = (f: FieldModel) => f.type === 'string' && !f.pattern && !f.format && !f.enum;
  first(
    'maxLength',
    (f) => plain(f) && f.maxLength !== null,
    (f) => ({
      value: 'a'.repeat((f.maxLength ?? 0) + 1),
      message: `Deve ter no máximo ${f.maxLength} caracteres.`,
    }),
  );
  first(
    'minLength',
    (f) => plain(f) && (f.minLength ?? 0) > 1,
    (f) => ({
      value: 'a'.repeat((f.minLength ?? 2) - 1),
      message: `Deve ter pelo menos ${f.minLength} caracteres.`,
    }),
  );
  first(
    'pattern',
    (f) => f.pattern !== null,
    () => ({ value: 'não casa com isto!', message: 'Formato inválido.' }),
  );
  first(
    'enum',
    (f) => f.enum !== null && f.type === 'string',
    () => ({
      value: 'NAO_EXISTE',
      message: 'Escolha uma das opções permitidas.',
    }),
  );
  for (const format of Object.keys(BAD_FORMATS))
    first(
      `format ${format}`,
      (f) => f.format === format,
      () => ({
        value: BAD_FORMATS[format],
        message: FORMAT_TEXT[format],
      }),
    );
  first(
    'minimum',
    (f) => f.min !== null,
    (f) => ({ value: (f.min ?? 0) - 1, message: `Deve ser maior ou igual a ${f.min}.` }),
  );
  first(
    'maximum',
    (f) => f.max !== null,
    (f) => ({ value: (f.max ?? 0) + 1, message: `Deve ser menor ou igual a ${f.max}.` }),
  );
  first(
    'multipleOf',
    (f) => f.multipleOf !== null && f.multipleOf < 1,
    () => ({ value: 1.001 }),
  );
  first(
    'maxItems',
    (f) => f.maxItems !== null,
    (f) => ({
      value: Array.from({ length: (f.maxItems ?? 0) + 1 }, () => valueFor(f, 1)).flat(),
    }),
  );
  return cases;
}

// ---------------------------------------------------------------------------------------------------------------
// Fixture registers: what no schema of schemas/ has yet (a trash, references, dates, x-readPermission, arrays
// and objects), served by the same plugin over hand-made tables, so the engine is tested whatever the schemas.

const FIXTURE_SCHEMAS = [
  {
    $id: 'TesteCategoria',
    type: 'object',
    additionalProperties: false,
    'x-resource': 'teste-categorias',
    'x-scope': 'empresa',
    'x-primaryKey': 'categoriaId',
    'x-label': { singular: 'Categoria de teste', plural: 'Categorias de teste', gender: 'f' },
    'x-permission': 'CADASTRAR_AUXILIARES',
    'x-search': ['nome'],
    required: ['nome'],
    properties: {
      nome: {
        type: 'string',
        title: 'Nome',
        minLength: 2,
        maxLength: 60,
        'x-unique': true,
        'x-list': 1,
        'x-filter': true,
      },
      cor: { type: ['string', 'null'], title: 'Cor', format: 'cor', 'x-list': 2 },
    },
  },
  {
    $id: 'TesteItem',
    type: 'object',
    additionalProperties: false,
    'x-resource': 'teste-itens',
    'x-scope': 'empresa',
    'x-primaryKey': 'itemId',
    'x-label': { singular: 'Item de teste', plural: 'Itens de teste', gender: 'm' },
    'x-permission': 'CADASTRAR_AUXILIARES',
    'x-readPermission': 'VER_LIXEIRA',
    'x-trash': true,
    'x-search': ['nome', 'documento'],
    'x-defaultSort': { field: 'validade', order: 'DESC' },
    required: ['nome', 'categoriaId', 'quantidade'],
    properties: {
      nome: { type: 'string', title: 'Nome', minLength: 2, maxLength: 80, 'x-list': 1, 'x-unique': true },
      itemPaiId: { type: ['integer', 'null'], title: 'Item pai', 'x-reference': { resource: 'teste-itens' } },
      categoriaId: {
        type: 'integer',
        title: 'Categoria',
        'x-reference': { resource: 'teste-categorias' },
        'x-list': 2,
        'x-filter': true,
      },
      quantidade: {
        type: 'integer',
        title: 'Quantidade',
        minimum: 0,
        maximum: 1000,
        'x-list': 3,
        'x-filter': 'range',
      },
      valor: {
        type: ['number', 'null'],
        title: 'Valor',
        minimum: 0,
        maximum: 99999.99,
        multipleOf: 0.01,
        'x-widget': 'currency',
        'x-list': 4,
        'x-filter': 'range',
      },
      validade: {
        type: ['string', 'null'],
        title: 'Validade',
        format: 'date',
        'x-list': 5,
        'x-filter': 'range',
      },
      ultimaVisita: {
        type: ['string', 'null'],
        title: 'Última visita',
        format: 'date-time',
        'x-filter': 'range',
      },
      responsavelId: {
        type: ['integer', 'null'],
        title: 'Responsável',
        'x-reference': { resource: 'usuarios' },
      },
      equipeId: {
        type: ['integer', 'null'],
        title: 'Equipe',
        'x-reference': { resource: 'equipes' },
        'x-filter': true,
      },
      documento: { type: ['string', 'null'], title: 'CPF ou CNPJ', format: 'cpf-cnpj' },
      telefone: { type: ['string', 'null'], title: 'Telefone', format: 'telefone' },
      etiquetas: {
        type: ['array', 'null'],
        title: 'Etiquetas',
        maxItems: 2,
        items: { type: 'string', enum: ['A', 'B'] },
      },
      extra: {
        type: ['object', 'null'],
        title: 'Extra',
        properties: { obs: { type: 'string', maxLength: 10 } },
      },
    },
  },
];
const fixtureList = normalizeRegisters(FIXTURE_SCHEMAS);
const allModels = new Map([...models, ...fixtureList].map((m) => [m.resource, m]));

// The tables as `npm run gen` would make them (server/db/generated/registers.ts): same column modes and names.
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
const testeCategorias = pgTable(
  'teste_categorias',
  {
    categoriaId: serial('categoria_id').primaryKey(),
    empresaId: integer('empresa_id').notNull(),
    nome: text('nome').notNull(),
    cor: text('cor'),
    ...stamps,
  },
  (c) => [uniqueIndex('teste_categorias_nome_unique').on(c.empresaId, c.nome)],
);
const testeItens = pgTable(
  'teste_itens',
  {
    itemId: serial('item_id').primaryKey(),
    empresaId: integer('empresa_id').notNull(),
    nome: text('nome').notNull(),
    itemPaiId: integer('item_pai_id'),
    categoriaId: integer('categoria_id').notNull(),
    quantidade: integer('quantidade').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' }),
    validade: pgDate('validade', { mode: 'string' }),
    ultimaVisita: timestamp('ultima_visita', { withTimezone: true, mode: 'date' }),
    responsavelId: integer('responsavel_id'),
    equipeId: integer('equipe_id'),
    documento: text('documento'),
    telefone: text('telefone'),
    etiquetas: jsonb('etiquetas'),
    extra: jsonb('extra'),
    ...stamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (i) => [uniqueIndex('teste_itens_nome_unique').on(i.empresaId, i.nome).where(sql`${i.deletedAt} is null`)],
);
const FIXTURE_DDL = `
  create table teste_categorias (
    categoria_id serial primary key,
    empresa_id integer not null references empresas (empresa_id) on delete cascade,
    nome text not null, cor text,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create unique index teste_categorias_nome_unique on teste_categorias (empresa_id, nome);
  create table teste_itens (
    item_id serial primary key,
    empresa_id integer not null references empresas (empresa_id) on delete cascade,
    nome text not null,
    item_pai_id integer references teste_itens (item_id) on delete restrict,
    categoria_id integer not null references teste_categorias (categoria_id) on delete restrict,
    quantidade integer not null, valor numeric(14, 2), validade date, ultima_visita timestamptz,
    responsavel_id integer references usuarios (usuario_id), equipe_id integer references equipes (equipe_id),
    documento text, telefone text, etiquetas jsonb, extra jsonb,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(), deleted_at timestamptz);
  create unique index teste_itens_nome_unique on teste_itens (empresa_id, nome) where deleted_at is null;
`;

/**
 * An app serving only the fixture registers, over the test's database. It mirrors buildApp where the registers
 * depend on it: the same ajv options, the error handler and authentication.
 */
async function fixturesApp(): Promise<FastifyInstance> {
  // one statement per call: PGlite's driver prepares what it runs
  for (const statement of FIXTURE_DDL.split(';').filter((text) => text.trim()))
    await t.database.db.execute(sql.raw(statement));
  const app = Fastify(strictInputOptions) as unknown as FastifyInstance;
  app.decorate('db', t.database.db);
  for (const schema of sharedSchemas) app.addSchema(schema);
  await app.register(errorHandler);
  await app.register(authenticate, {
    db: t.database.db,
    secret: t.app.config.jwtSecret,
    accessTokenTtl: 900,
  });
  await app.register(
    async (api) => {
      // the fixtures point at the teams, a register of schemas/ too: served here alongside them
      await api.register(registersPlugin, {
        models: [...fixtureList, byResource.get('equipes') as RegisterModel],
        tables: {
          'teste-categorias': testeCategorias,
          'teste-itens': testeItens,
          equipes: registerTables.equipes as PgTable,
        },
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await makeApp();
  const sessions = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
  // each caller's principal profile: a sale's seller is a profile
  const perfis = await Promise.all(
    sessions.map(async (s) => {
      const me = await client(t.app, s.accessToken).get('/api/usuarios/me');
      return (me.body.perfilPrincipal?.perfilId as number | undefined) ?? null;
    }),
  );
  const fixtures = await fixturesApp();
  for (const [name, app] of [
    ['main', t.app],
    ['fixtures', fixtures],
  ] as const) {
    const [gestor, vendedor, beta, admin] = sessions.map((s) => ({
      ...client(app, s.accessToken),
      usuarioId: s.usuarioId,
      perfilId: perfis[sessions.indexOf(s)] ?? null,
    })) as [Caller, Caller, Caller, Caller];
    envs[name] = { gestor, vendedor, beta, admin, anon: client(app) };
  }
  env = envs.main as Env;
  afterAll(() => fixtures.close());
});
afterAll(() => t?.close());

describe('the register schemas', () => {
  it('are found and modelled', () => {
    expect(models.map((m) => m.resource)).toContain('produtos');
    expect(models.every((m) => registerTables[m.resource] !== undefined)).toBe(true);
  });

  it('are in the OpenAPI document, each under its $id', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = JSON.parse(res.body) as { components: { schemas: Record<string, unknown> }; paths: Json };
    for (const model of models) {
      expect(doc.components.schemas, model.id).toHaveProperty(model.id);
      expect(doc.paths, model.resource).toHaveProperty(
        `${pathOf(model).replace('/1/', '/{empresaId}/')}/{id}`,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The matrix: every register, the same checks

function matrix(model: RegisterModel, which: 'main' | 'fixtures') {
  const company = model.scope === 'empresa';

  describe(`${model.resource} (${model.scope}${which === 'fixtures' ? ', fixture' : ''})`, () => {
    beforeAll(() => {
      env = envs[which] as Env;
    });

    it('create, read, update and delete: the record comes back as sent, with id = key and ISO dates', async () => {
      const api = writerOf(model);
      const sent = await newRecord(api, model);
      const created = await api.client.post(api.base, sent);
      expect(created.status).toBe(201);
      const record = created.body;
      expect(record).toMatchObject(sent);
      expect(record.id).toBe(record[model.primaryKey]);
      expect(Number.isInteger(record.id)).toBe(true);
      if (company) expect(record.empresaId).toBe(1);
      expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
      expect(record.updatedAt).toBe(record.createdAt);

      const read = await api.client.get(`${api.base}/${record.id}`);
      expect(read.status).toBe(200);
      expect(plain(model, read.body)).toEqual(record);

      const change = changeOf(model, record);
      const updated = await api.client.put(`${api.base}/${record.id}`, { ...record, ...change });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ ...change, id: record.id, createdAt: record.createdAt });
      expect(updated.body.updatedAt > record.updatedAt).toBe(true);
      expect(plain(model, (await api.client.get(`${api.base}/${record.id}`)).body)).toEqual(updated.body);

      const deleted = await api.client.del(`${api.base}/${record.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ ...change, id: record.id });
      if (model.trash) expect(typeof deleted.body.deletedAt).toBe('string');
      expect((await api.client.get(`${api.base}/${record.id}`)).status).toBe(404);
      expect((await api.client.del(`${api.base}/${record.id}`)).status).toBe(404);
      // several by id alone (getMany, naming references) still answers a record in the trash, marked; a list
      // page does not
      const named = await api.client.get(`${api.base}?${q({ filter: { id: [record.id] } })}`);
      expect(named.body).toEqual(model.trash ? [deleted.body] : []);
      const list = await api.client.get(`${api.base}?${q({ filter: { id: [record.id] }, range: [0, 9] })}`);
      expect(list.body).toEqual(model.trash ? [deleted.body] : []);
      const page = await api.client.get(`${api.base}?${q({ range: [0, 999] })}`);
      expect((page.body as Array<{ id: number }>).some((r) => r.id === record.id)).toBe(false);
    });

    it('lists a page with Content-Range, several by id, and cuts a page over the limit', async () => {
      const api = writerOf(model);
      const made = [await create(api, model), await create(api, model), await create(api, model)];
      const sort = ['id', 'ASC'];
      const all = await api.client.get(`${api.base}?${q({ sort, range: [0, MAX_PAGE - 1] })}`);
      expect(all.status).toBe(200);
      const total = all.body.length;
      expect(total).toBeGreaterThanOrEqual(3);
      expect(all.headers['content-range']).toBe(`${model.resource} 0-${total - 1}/${total}`);

      const page = await api.client.get(`${api.base}?${q({ sort, range: [1, 2] })}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-range']).toBe(`${model.resource} 1-2/${total}`);
      expect(page.body.map((r: Json) => r.id)).toEqual(all.body.slice(1, 3).map((r: Json) => r.id));
      const beyond = await api.client.get(`${api.base}?${q({ sort, range: [total + 10, total + 19] })}`);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['content-range']).toBe(`${model.resource} */${total}`);

      const ids = [made[2]?.id, made[0]?.id];
      const some = await api.client.get(`${api.base}?${q({ filter: { id: ids } })}`);
      expect(some.body.map((r: Json) => r.id).sort()).toEqual([...ids].sort());
      // react-admin's getMany sends the ids only: no range, no sort
      expect(some.body[0]).toEqual(made.find((m) => m.id === some.body[0].id));

      // a range over the page limit is cut to it, not refused (docs/contrato.md §5)
      const big = await api.client.get(`${api.base}?${q({ sort, range: [0, 2 * MAX_PAGE] })}`);
      expect(big.status).toBe(200);
      expect(big.body.length).toBe(Math.min(total, MAX_PAGE));
      expect(big.headers['content-range']).toBe(`${model.resource} 0-${big.body.length - 1}/${total}`);
      const unknownFilter = await api.client.get(`${api.base}?${q({ filter: { naoExiste: 1 } })}`);
      expect(unknownFilter.status).toBe(400);
      expect(fieldsOf(unknownFilter.body)).toEqual({ 'filter.naoExiste': 'Filtro desconhecido.' });
      expect((await api.client.get(`${api.base}?filter=nao-json`)).status).toBe(400);
    });

    it('sorts by each sortable field, both ways, ties broken by the key; refuses other fields', async () => {
      const api = writerOf(model);
      await create(api, model);
      await create(api, model);
      for (const name of model.sortableFields) {
        for (const order of ['ASC', 'DESC'] as const) {
          const res = await api.client.get(
            `${api.base}?${q({ sort: [name, order], range: [0, MAX_PAGE - 1] })}`,
          );
          expect(res.status, `${name} ${order}`).toBe(200);
          const field = model.fieldsByName.get(name);
          const key = (r: Json) => {
            const v = r[name === 'id' ? model.primaryKey : name];
            // the server orders text without accents or case, as people read it
            const text =
              field?.type === 'string' && !field.enum && field.kind !== 'date' && field.kind !== 'datetime';
            return typeof v === 'string' && text
              ? v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
              : v;
          };
          const rows = res.body as Json[];
          for (let i = 1; i < rows.length; i++) {
            const a = key(rows[i - 1] as Json);
            const b = key(rows[i] as Json);
            if (a === null || b === null) continue;
            const [x, y] = order === 'ASC' ? [a, b] : [b, a];
            const inOrder =
              (x as number) < (y as number) ||
              (x === y && (rows[i - 1]?.id as number) < (rows[i]?.id as number) === (order === 'ASC'));
            expect(inOrder || x === y, `${name} ${order}: ${String(a)} then ${String(b)}`).toBe(true);
          }
        }
      }
      const notSortable = model.allFields.find((f) => !f.sortable && !f.writeOnly)?.name ?? 'naoExiste';
      const bad = await api.client.get(`${api.base}?${q({ sort: [notSortable, 'ASC'] })}`);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toHaveProperty('sort');
      const badOrder = await api.client.get(`${api.base}?${q({ sort: ['id', 'UP'] })}`);
      expect(badOrder.status).toBe(400);
    });

    it('filters by its filterable fields', async () => {
      const api = writerOf(model);
      const record = await create(api, model);
      for (const field of model.filters) {
        const value = record[field.name];
        if (value === null || value === undefined) continue;
        const filter: Json =
          field.filter === 'range'
            ? { [`${field.name}_gte`]: value, [`${field.name}_lte`]: value }
            : { [field.name]: value };
        const res = await api.client.get(`${api.base}?${q({ filter: { ...filter, id: [record.id] } })}`);
        expect(res.status, field.name).toBe(200);
        expect(
          res.body.map((r: Json) => r.id),
          field.name,
        ).toEqual([record.id]);
        const all = await api.client.get(`${api.base}?${q({ filter, range: [0, MAX_PAGE - 1] })}`);
        for (const row of all.body as Json[]) {
          if (field.filter === 'contains')
            expect(String(row[field.name]).toLowerCase()).toContain(String(value).toLowerCase());
          else expect(row[field.name], field.name).toEqual(value);
        }
      }
    });

    it('refuses each kind of bad value in its schema with 400 at the field', async () => {
      const api = writerOf(model);
      const valid = await newRecord(api, model);
      for (const bad of badCases(model)) {
        const body = { ...valid };
        if (bad.value === undefined) delete body[bad.field];
        else body[bad.field] = bad.value;
        const res = await api.client.post(api.base, body);
        expect(res.status, `${bad.rule} ${bad.field}`).toBe(400);
        expect(res.body.message).toBe('Os dados enviados são inválidos.');
        const fields = fieldsOf(res.body);
        expect(Object.keys(fields), `${bad.rule} ${bad.field}`).toEqual([bad.field]);
        if (bad.message) expect(fields[bad.field], `${bad.rule} ${bad.field}`).toBe(bad.message);
      }
      // a PUT is checked the same way; its updatedAt is optional (docs/contrato.md §5: partial PUT), but typed
      const record = await create(api, model);
      const noStamp = await api.client.put(`${api.base}/${record.id}`, { ...record, updatedAt: undefined });
      expect(noStamp.status).toBe(200);
      const badStamp = await api.client.put(`${api.base}/${record.id}`, { updatedAt: 12 });
      expect(fieldsOf(badStamp.body)).toEqual({ updatedAt: 'Deve ser um texto.' });
      const [bad] = badCases(model).filter((c) => c.rule !== 'unknown field' && c.value !== undefined);
      if (bad) {
        const res = await api.client.put(`${api.base}/${record.id}`, { ...record, [bad.field]: bad.value });
        expect(res.status).toBe(400);
        expect(Object.keys(fieldsOf(res.body))).toEqual([bad.field]);
      }
    });

    it('answers 409 to a stale updatedAt and changes nothing', async () => {
      const api = writerOf(model);
      const record = await create(api, model);
      const first = await api.client.put(`${api.base}/${record.id}`, {
        ...record,
        ...changeOf(model, record),
      });
      expect(first.status).toBe(200);
      // the second editor still holds the record as first read
      const stale = await api.client.put(`${api.base}/${record.id}`, {
        ...record,
        ...changeOf(model, first.body),
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: STALE_MESSAGE });
      expect(plain(model, (await api.client.get(`${api.base}/${record.id}`)).body)).toEqual(first.body);
      const missing = await api.client.put(`${api.base}/2147483647`, record);
      expect(missing.status).toBe(404);
    });

    // a read-only unique value (a sale's number) is the server's to give: nothing a client can send twice
    const uniques = model.fields.filter((f) => f.unique && !f.readOnly);
    if (uniques.length > 0) {
      it(`answers 409 at the field to a unique value already taken (${uniques.map((f) => f.name).join(', ')})`, async () => {
        const api = writerOf(model);
        const existing = await create(api, model);
        for (const field of uniques) {
          const again = await api.client.post(
            api.base,
            await newRecord(api, model, { [field.name]: existing[field.name] }),
          );
          expect(again.status, field.name).toBe(409);
          // a domain's 409 names the company that has it (server/empresas/dominios.ts)
          const message =
            model.resource === 'dominios'
              ? expect.stringMatching(/^O domínio .+ já pertence à empresa .+\.$/)
              : 'Este valor já está em uso.';
          expect(again.body.errors).toEqual([{ field: field.name, message }]);
          const other = await create(api, model);
          const clash = await api.client.put(`${api.base}/${other.id}`, {
            ...other,
            [field.name]: existing[field.name],
          });
          if (field.createOnly) {
            // a natural key is fixed once created: sent back changed, it is ignored like a read-only field
            expect(clash.status, field.name).toBe(200);
            expect(clash.body[field.name]).toBe(other[field.name]);
          } else {
            expect(clash.status, field.name).toBe(409);
            expect(fieldsOf(clash.body)).toHaveProperty(field.name);
          }
        }
        if (company) {
          // unique within the company: another company may hold the same value
          const elsewhere = writerOf(model, 2);
          const same = Object.fromEntries(uniques.map((f) => [f.name, existing[f.name]]));
          const takenThere = await takenIn(elsewhere, model);
          // only when the other company does not hold the value already (its demo data may)
          if (uniques.every((f) => !takenThere.get(f.name)?.has(existing[f.name])))
            expect((await create(elsewhere, model, same)).empresaId).toBe(2);
        }
      });
    }

    if (company) {
      it('reading needs a profile in the company (and x-readPermission); writing needs x-permission', async () => {
        const api = writerOf(model);
        const record = await create(api, model);
        const canRead = model.readPermission === null;
        expect((await env.vendedor.get(api.base)).status).toBe(canRead ? 200 : 403);
        expect((await env.vendedor.get(`${api.base}/${record.id}`)).status).toBe(
          !canRead ? 403 : ROW_RULES.has(model.resource) ? 404 : 200,
        );
        if (model.permission) {
          const body = await newRecord(api, model);
          for (const res of [
            await env.vendedor.post(api.base, body),
            await env.vendedor.post(api.base, {}),
            await env.vendedor.put(`${api.base}/${record.id}`, record),
            await env.vendedor.del(`${api.base}/${record.id}`),
          ]) {
            expect(res.status).toBe(403);
            expect(res.body.message).toContain(
              `“${PERMISSAO_LABEL[(model.readPermission ?? model.permission) as Permissao]}”`,
            );
          }
        }
        expect((await env.anon.get(api.base)).status).toBe(401);
        expect((await env.gestor.get(`/api/empresas/abc/${model.resource}`)).status).toBe(400);
        expect((await env.gestor.get(`${api.base}/abc`)).status).toBe(400);
      });

      it("never reveals another company's records: 404 on one's own company path, 403 on theirs", async () => {
        const api = writerOf(model);
        const record = await create(api, model);
        const own = `${pathOf(model, 2)}/${record.id}`;
        expect((await env.beta.get(own)).status).toBe(404);
        expect((await env.beta.put(own, record)).status).toBe(404);
        expect((await env.beta.del(own)).status).toBe(404);
        const list = await env.beta.get(`${pathOf(model, 2)}?${q({ filter: { id: [record.id] } })}`);
        expect(list.body).toEqual([]);
        const theirs = `${api.base}/${record.id}`;
        expect((await env.beta.get(theirs)).status).toBe(403);
        expect((await env.beta.put(theirs, record)).status).toBe(403);
        expect((await env.beta.del(theirs)).status).toBe(403);
        expect((await env.beta.get(api.base)).status).toBe(403);
        expect(plain(model, (await env.gestor.get(theirs)).body)).toEqual(record);
      });
    } else {
      it('is for platform admins only', async () => {
        const api = writerOf(model);
        const record = await create(api, model);
        expect((await env.admin.get(api.base)).status).toBe(200);
        for (const res of [
          await env.gestor.get(api.base),
          await env.gestor.get(`${api.base}/${record.id}`),
          await env.gestor.post(api.base, await newRecord(api, model)),
          await env.gestor.put(`${api.base}/${record.id}`, record),
          await env.gestor.del(`${api.base}/${record.id}`),
        ]) {
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: 'Apenas administradores da plataforma.' });
        }
        expect(plain(model, (await env.admin.get(`${api.base}/${record.id}`)).body)).toEqual(record);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// produtos: search and a large list

for (const model of models) matrix(model, 'main');
for (const model of fixtureList) matrix(model, 'fixtures');

describe('fixture registers: the trash and references', () => {
  const categorias = allModels.get('teste-categorias') as RegisterModel;
  const itens = allModels.get('teste-itens') as RegisterModel;
  beforeAll(() => {
    env = envs.fixtures as Env;
  });

  it('a deleted record goes to the trash: kept, hidden everywhere, its unique value free again', async () => {
    const api = writerOf(itens);
    const record = await create(api, itens, { nome: 'Na lixeira' });
    const deleted = await api.client.del(`${api.base}/${record.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: record.id, nome: 'Na lixeira' });
    expect(Date.parse(deleted.body.deletedAt)).toBeGreaterThan(0);
    expect(deleted.body.updatedAt > String(record.updatedAt)).toBe(true);
    const gone = await api.client.get(`${api.base}/${record.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Item de teste não encontrado.' });
    expect((await api.client.put(`${api.base}/${record.id}`, record)).status).toBe(404);
    expect((await api.client.del(`${api.base}/${record.id}`)).status).toBe(404);
    expect((await api.client.get(`${api.base}?${q({ filter: { q: 'lixeira' } })}`)).body).toEqual([]);
    const kept = await t.database.db.execute(
      sql`select deleted_at from teste_itens where item_id = ${record.id}`,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect((await create(api, itens, { nome: 'Na lixeira' })).nome).toBe('Na lixeira');
  });

  it('references point at a record of the same company, outside the trash', async () => {
    const api = writerOf(itens);
    const mine = await create(writerOf(categorias), categorias);
    const theirs = await create(writerOf(categorias, 2), categorias);
    const trashed = await create(api, itens);
    expect((await api.client.del(`${api.base}/${trashed.id}`)).status).toBe(200);
    const body = await newRecord(api, itens, { categoriaId: mine.id });
    for (const [field, value] of [
      ['categoriaId', theirs.id],
      ['categoriaId', 2147483647],
      ['itemPaiId', trashed.id],
      ['responsavelId', env.beta.usuarioId],
      ['equipeId', 4],
    ] as const) {
      const res = await api.client.post(api.base, { ...body, [field]: value });
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(fieldsOf(res.body), `${field} ${value}`).toEqual({ [field]: 'Registro não encontrado.' });
    }
    const both = await api.client.post(api.base, { ...body, categoriaId: theirs.id, equipeId: 5 });
    expect(fieldsOf(both.body)).toEqual({
      categoriaId: 'Registro não encontrado.',
      equipeId: 'Registro não encontrado.',
    });
    const parent = await create(api, itens, { categoriaId: mine.id });
    const ok = await create(api, itens, {
      ...body,
      itemPaiId: parent.id,
      responsavelId: env.vendedor.usuarioId,
      equipeId: 2,
    });
    expect(ok).toMatchObject({ itemPaiId: parent.id, categoriaId: mine.id, equipeId: 2 });
    const moved = await api.client.put(`${api.base}/${ok.id}`, { ...ok, categoriaId: theirs.id });
    expect(moved.status).toBe(400);
    const filtered = await api.client.get(`${api.base}?${q({ filter: { categoriaId: mine.id } })}`);
    expect(filtered.body.map((r: Json) => r.id).sort()).toEqual([parent.id, ok.id].sort());
    // a record others point at is not removed for good
    const inUse = await env.gestor.del(`${pathOf(categorias)}/${mine.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      message: 'Esta categoria de teste está em uso em 2 itens de teste e não pode ser excluída.',
    });
    expect((await env.gestor.get(`${pathOf(categorias)}/${mine.id}`)).status).toBe(200);
  });

  it('dates, money, lists and objects come back as sent; ranges filter them', async () => {
    const api = writerOf(itens);
    const categoria = await create(writerOf(categorias), categorias);
    const values = {
      categoriaId: categoria.id,
      valor: 0.07,
      validade: '2030-02-28',
      ultimaVisita: '2030-02-28T23:59:59.123Z',
      etiquetas: ['A', 'B'],
      extra: { obs: 'nota' },
      documento: '11222333000181',
    };
    const item = await create(api, itens, values);
    expect(item).toMatchObject(values);
    const range = (filter: Json) =>
      api.client.get(`${api.base}?${q({ filter: { ...filter, id: [item.id] } })}`);
    expect((await range({ validade_gte: '2030-02-28', validade_lte: '2030-02-28' })).body).toHaveLength(1);
    expect((await range({ validade_gte: '2030-03-01' })).body).toHaveLength(0);
    expect((await range({ ultimaVisita_gte: '2030-02-28T23:59:59.123Z' })).body).toHaveLength(1);
    expect((await range({ ultimaVisita_gte: '2030-03-01T00:00:00Z' })).body).toHaveLength(0);
    expect((await range({ valor_lte: 0.07, valor_gte: 0.07 })).body).toHaveLength(1);
    expect(
      (await api.client.get(`${api.base}?${q({ filter: { q: '11222333' } })}`)).body.map((r: Json) => r.id),
    ).toEqual([item.id]);
    const badRange = await api.client.get(`${api.base}?${q({ filter: { validade_gte: 'amanhã' } })}`);
    expect(fieldsOf(badRange.body)).toEqual({ 'filter.validade_gte': 'Data inválida.' });
    const notRange = await api.client.get(`${api.base}?${q({ filter: { nome_gte: 'a' } })}`);
    expect(fieldsOf(notRange.body)).toEqual({ 'filter.nome_gte': 'Filtro desconhecido.' });
  });
});

describe.runIf(byResource.has('produtos'))('produtos: free-text search and a large list', () => {
  const produtos = byResource.get('produtos') as RegisterModel;
  beforeAll(() => {
    env = envs.main as Env;
  });

  it('finds "Pão de Queijo" by q without accents or case, word order aside', async () => {
    const api = writerOf(produtos);
    // text arrives trimmed, and an optional text left blank is no value
    const made = await create(api, produtos, {
      nome: '  Pão de Queijo ',
      codigo: ' PQ-1 ',
      descricao: '   ',
    });
    expect(made).toMatchObject({ nome: 'Pão de Queijo', codigo: 'PQ-1', descricao: null });
    await create(api, produtos, { nome: 'Pão francês', descricao: null });
    for (const term of ['pao de queijo', 'QUEIJO', 'queijo pão', 'ão de q']) {
      const res = await env.gestor.get(`${api.base}?${q({ filter: { q: term } })}`);
      expect(res.status, term).toBe(200);
      expect(
        res.body.map((r: Json) => r.id),
        term,
      ).toContain(made.id);
      expect(
        res.body.every((r: Json) => /queijo/i.test(`${r.nome} ${r.codigo} ${r.descricao}`)),
        term,
      ).toBe(true);
    }
    // wildcards are literal: % finds only a %
    const percent = await env.gestor.get(
      `${api.base}?${q({ filter: { q: '%' }, range: [0, MAX_PAGE - 1] })}`,
    );
    expect(percent.body.every((r: Json) => `${r.nome} ${r.codigo} ${r.descricao}`.includes('%'))).toBe(true);
    const byName = await env.gestor.get(`${api.base}?${q({ filter: { nome: 'QUEIJO' } })}`);
    expect(byName.body.map((r: Json) => r.id)).toContain(made.id);
    const elsewhere = await env.beta.get(`${pathOf(produtos, 2)}?${q({ filter: { q: 'pao de queijo' } })}`);
    expect(elsewhere.body.map((r: Json) => r.id)).not.toContain(made.id);
  });

  it('lists 10,000 produtos in pages (timed, not asserted)', async () => {
    const table = registerTables.produtos as PgTable;
    const base = buildRecord(produtos, {}, new Map());
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      ...base,
      empresaId: 1,
      codigo: `CARGA-${i}`,
      nome: `Produto de carga ${i} ${i % 7 === 0 ? 'Pão de Queijo' : 'Café'}`,
      preco: (i % 1000) + 0.99,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.database.db.insert(table).values(rows.slice(i, i + 1000) as never);
    await t.database.db.execute(sql`analyze produtos`);
    const api = writerOf(produtos);
    const timed = async (label: string, url: string) => {
      await env.gestor.get(url);
      const runs: number[] = [];
      let res = await env.gestor.get(url);
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        res = await env.gestor.get(url);
        runs.push(performance.now() - started);
      }
      expect(res.status).toBe(200);
      runs.sort((a, b) => a - b);
      timings.push(`${label}: median ${runs[2]?.toFixed(1)} ms (${res.headers['content-range']})`);
      return res;
    };
    const first = await timed('default sort, first 25', `${api.base}?${q({ range: [0, 24] })}`);
    expect(first.body).toHaveLength(25);
    await timed(
      'sort preco DESC, rows 5000-5024',
      `${api.base}?${q({ sort: ['preco', 'DESC'], range: [5000, 5024] })}`,
    );
    const search = await timed(
      'q "pao de queijo", first 25',
      `${api.base}?${q({ filter: { q: 'pao de queijo' }, range: [0, 24] })}`,
    );
    expect(Number(String(search.headers['content-range']).split('/')[1])).toBeGreaterThanOrEqual(1429);
    await timed('500 rows', `${api.base}?${q({ range: [0, 499] })}`);
  });
});

const timings: string[] = [];
afterAll(() => {
  if (timings.length > 0) console.info(`registers: 10,000 produtos in empresa 1\n  ${timings.join('\n  ')}`);
});
