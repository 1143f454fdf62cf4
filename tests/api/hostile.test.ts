import { once } from 'node:events';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, DEMO, makeApp, type TestApp } from './helpers.ts';

// Hostile input against every route of the app (docs/contrato.md §6 "Strict input"), generated from the app's own
// OpenAPI document: for each route with a JSON body, each field (nested ones included) gets values of the wrong
// JSON type, NUL and unpaired surrogates, blank required text, dates and numbers out of range, huge text and an
// unknown field; each path parameter gets hostile ids; each query parameter a few hostile values. Every answer
// must be a 4xx in the contract's shape (a 400 naming the field, when the caller may call the route), and no
// table may change. The figures are printed for the lead's report.

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents and bodies are walked generically
type Json = any;

interface Case {
  label: string;
  method: string;
  url: string;
  /** The route as the document names it (`POST /api/empresas/{empresaId}/produtos`). */
  route: string;
  who: Client;
  payload?: unknown;
  /** The field a 400 must name (dotted, as the API reports it). */
  field?: string;
  /** A malformed URL: the 400 has a message only (there is no field to name). */
  badUrl?: boolean;
}

interface Outcome {
  kase: Case;
  status: number;
  body: Json;
}

let t: TestApp;
let doc: Json;
let admin: Client;
let gestor: Client & { usuarioId: number };
let gestorPerfilId: number;
/** Each caller's access token, to send raw requests as them. */
const tokens = new Map<Client, string>();

beforeAll(async () => {
  t = await makeApp();
  doc = (t.app as unknown as { swagger(): Json }).swagger();
  const [a, g] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.gestorAlfa)]);
  admin = a;
  gestor = g;
  tokens.set(a, a.accessToken);
  tokens.set(g, g.accessToken);
  const me = await gestor.get('/api/usuarios/me');
  gestorPerfilId = me.body.perfilPrincipal.perfilId;
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------------
// The document's schemas

function resolve(schema: Json): Json {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++)
    s = doc.components.schemas[String(s.$ref).split('/').pop() as string];
  return s;
}

/** The JSON types a schema admits (from type, anyOf/oneOf branches, enum, const); empty: anything. */
function typesOf(raw: Json): Set<string> {
  const s = resolve(raw);
  const out = new Set<string>();
  if (!s) return out;
  if (s.type !== undefined) for (const type of [s.type].flat()) out.add(type);
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])])
    for (const type of typesOf(branch)) out.add(type);
  const values = s.enum ?? (s.const !== undefined ? [s.const] : []);
  for (const v of values) out.add(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (out.has('integer')) out.add('number');
  return out;
}

/** The object branch of a schema (a nullable object is anyOf [object, null]), if any. */
function objectOf(raw: Json): Json | undefined {
  const s = resolve(raw);
  if (!s) return undefined;
  if (s.properties) return s;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const found = objectOf(branch);
    if (found) return found;
  }
  return undefined;
}

function itemsOf(raw: Json): Json | undefined {
  const s = resolve(raw);
  if (!s) return undefined;
  if (s.items) return resolve(s.items);
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const found = itemsOf(branch);
    if (found) return found;
  }
  return undefined;
}

interface Field {
  /** Path segments from the body root; numbers are array indexes. */
  path: Array<string | number>;
  schema: Json;
  required: boolean;
}

/** Every field of a body schema, nested objects and the first item of arrays of objects included. */
function fieldsOf(schema: Json, path: Array<string | number> = [], depth = 0): Field[] {
  const object = objectOf(schema);
  if (!object || depth > 3) return [];
  const out: Field[] = [];
  for (const [name, property] of Object.entries<Json>(object.properties ?? {})) {
    const at = [...path, name];
    out.push({ path: at, schema: resolve(property), required: (object.required ?? []).includes(name) });
    out.push(...fieldsOf(property, at, depth + 1));
    const items = itemsOf(property);
    if (items && objectOf(items)) out.push(...fieldsOf(items, [...at, 0], depth + 1));
  }
  return out;
}

/** The objects of a body that refuse unknown properties: the root and nested closed objects. */
function closedObjectsOf(
  schema: Json,
  path: Array<string | number> = [],
  depth = 0,
): Array<Array<string | number>> {
  const object = objectOf(schema);
  if (!object || depth > 3) return [];
  const out = object.additionalProperties === false ? [path] : [];
  for (const [name, property] of Object.entries<Json>(object.properties ?? {})) {
    out.push(...closedObjectsOf(property, [...path, name], depth + 1));
    const items = itemsOf(property);
    if (items && objectOf(items)) out.push(...closedObjectsOf(items, [...path, name, 0], depth + 1));
  }
  return out;
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
function withValue(base: Json, path: Array<string | number>, value: unknown): Json {
  const root = structuredClone(base ?? {});
  let node = root;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const nextIsIndex = typeof path[i + 1] === 'number';
    const current = node[segment];
    if (current === null || typeof current !== 'object') node[segment] = nextIsIndex ? [{}] : {};
    else if (nextIsIndex && Array.isArray(current) && current.length === 0) current.push({});
    node = node[segment];
  });
  return root;
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const VERBATIM = new Set(['senha', 'senhaAtual', 'novaSenha']);
const HUGE = 'x'.repeat(100_000);

/** A value of one of the field's own types: wrapped in a one-element array it is the coercion trap. */
function sampleOf(types: Set<string>): unknown {
  if (types.has('string')) return 'Texto válido';
  if (types.has('integer') || types.has('number')) return 1;
  if (types.has('boolean')) return true;
  return 1;
}

function hostileValues(field: Field): Array<{ label: string; value: unknown }> {
  const s = field.schema;
  const types = typesOf(s);
  const out: Array<{ label: string; value: unknown }> = [];
  if (types.size > 0) {
    const wrong: Array<[string, unknown]> = [
      ['string', types.has('boolean') ? 'true' : '1'],
      ['number', types.has('boolean') ? 1 : 12345],
      ['boolean', true],
      ['null', null],
      ['array', [sampleOf(types)]],
      ['object', { a: 1 }],
    ];
    for (const [type, value] of wrong) if (!types.has(type)) out.push({ label: `type ${type}`, value });
  }
  if (types.has('string')) {
    out.push({ label: 'NUL', value: 'a\u0000b' });
    out.push({ label: 'unpaired surrogate', value: 'a\ud800b' });
    out.push({ label: 'lone low surrogate', value: '\udc00' });
    out.push({ label: 'huge text', value: HUGE });
    const name = String(field.path.at(-1));
    // required text of the body itself, or any text with a minimum length (a nested `required` in a detail echoed
    // back on PUT, such as a team's membros, describes the answer and is ignored on input)
    const mustFill = (field.required && field.path.length === 1) || (s.minLength ?? 0) >= 1;
    if (mustFill && !types.has('null') && !VERBATIM.has(name)) out.push({ label: 'blank', value: '   ' });
    const formats = new Set([s.format, ...(s.anyOf ?? []).map((b: Json) => resolve(b)?.format)]);
    if (formats.has('date')) {
      out.push({ label: 'date 0001', value: '0001-01-01' });
      out.push({ label: 'date 2100', value: '2100-01-01' });
    }
    if (formats.has('date-time')) {
      out.push({ label: 'date-time 0001', value: '0001-01-01T00:00:00.000Z' });
      out.push({ label: 'date-time 2100', value: '2100-01-01T00:00:00.000Z' });
    }
  }
  if (types.has('number') || types.has('integer')) {
    out.push({ label: '1e308', value: 1e308 });
    out.push({ label: '-1e308', value: -1e308 });
    if (s.minimum !== undefined && s.minimum >= 0) out.push({ label: '-1', value: -1 });
    if (types.has('integer')) out.push({ label: '2147483648', value: 2147483648 });
  }
  return out;
}

const HOSTILE_IDS: Array<{ label: string; raw: string; badUrl?: boolean }> = [
  { label: '2147483648', raw: '2147483648' },
  { label: '-1', raw: '-1' },
  { label: '0', raw: '0' },
  { label: '1.5', raw: '1.5' },
  { label: 'abc', raw: 'abc' },
  { label: 'huge', raw: '9'.repeat(60) },
  { label: '1e3', raw: '1e3' },
  { label: '0x10', raw: '0x10' },
  { label: 'NUL', raw: '%00' },
  { label: 'malformed escape', raw: '%E0%A4%A', badUrl: true },
];

// ---------------------------------------------------------------------------------------------------------------
// The routes

interface Route {
  method: string;
  path: string;
  operation: Json;
}

function routesOf(): Route[] {
  const out: Route[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return out;
}

const firstIds = new Map<string, number>();

/** A real id for a path parameter, so only the hostile part of a request is wrong. */
async function paramValue(route: Route, name: string, who: Client): Promise<number> {
  if (name === 'empresaId' || name === 'companyId') return 1;
  if (name === 'userId' || name === 'usuarioId') return gestor.usuarioId;
  if (name === 'profileId') return gestorPerfilId;
  const register = /^\/api\/(empresas\/\{empresaId\}|admin)\/([a-z-]+)\/\{id\}/.exec(route.path);
  if (register) {
    const list = register[1] === 'admin' ? `/api/admin/${register[2]}` : `/api/empresas/1/${register[2]}`;
    if (!firstIds.has(list)) {
      const res = await who.get(`${list}?range=[0,0]`);
      firstIds.set(list, Array.isArray(res.body) && res.body[0] ? res.body[0].id : 1);
    }
    return firstIds.get(list) as number;
  }
  if (route.path.startsWith('/api/perfis/{id}')) return gestorPerfilId;
  return 1;
}

function urlOf(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

async function send(kase: Case): Promise<Outcome> {
  const res = await t.app.inject({
    method: kase.method as 'GET',
    url: kase.url,
    headers: kase.who === t.anon ? {} : { authorization: `Bearer ${tokens.get(kase.who)}` },
    ...(kase.payload === undefined ? {} : { payload: kase.payload as string }),
  });
  const type = String(res.headers['content-type'] ?? '');
  return { kase, status: res.statusCode, body: type.includes('json') && res.body ? res.json() : res.body };
}

/** Runs the cases a few at a time (one PGlite: more in flight only queue). */
async function runAll(cases: Case[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (let i = 0; i < cases.length; i += 8) out.push(...(await Promise.all(cases.slice(i, i + 8).map(send))));
  return out;
}

/** Every table but the request log (each request adds a line there): row count and a hash of all its rows. */
async function snapshot(): Promise<Map<string, string>> {
  const { rows } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'
        and table_type = 'BASE TABLE' and table_name <> 'request_logs' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const out = new Map<string, string>();
  for (const { table_name } of rows) {
    const [row] = (
      (await t.database.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table_name}" x`,
        ),
      )) as unknown as { rows: Array<{ n: number; h: string }> }
    ).rows;
    out.set(table_name, `${row?.n}:${row?.h}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

describe('hostile input, generated from the OpenAPI document', () => {
  it('every route answers 4xx in the contract shape, names the field, and stores nothing', async () => {
    const routes = routesOf();
    expect(routes.length).toBeGreaterThan(80);
    const before = await snapshot();
    const cases: Case[] = [];
    /** Routes the caller cannot reach (a 403/404 before validation): judged on the shape only. */
    const unreachable = new Set<string>();

    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const params = (route.operation.parameters ?? []).filter((p: Json) => p.in === 'path');
      const query = (route.operation.parameters ?? []).filter((p: Json) => p.in === 'query');
      const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
      const auth = route.path.startsWith('/api/auth/login') || route.path.startsWith('/api/auth/refresh');
      let who: Client = auth ? t.anon : route.path.startsWith('/api/admin') ? admin : gestor;
      const values: Record<string, number> = {};
      for (const p of params) values[p.name] = await paramValue(route, p.name, who);
      const url = urlOf(route.path, values);

      // the base body: a register's record as read (react-admin sends it back on PUT), else nothing
      let base: Json = {};
      if (bodySchema && route.method === 'PUT' && /\{id\}$/.test(route.path)) {
        const read = await who.get(url);
        if (read.status === 200) base = read.body;
      }
      if (bodySchema) {
        // who may call it: a body with an unknown field must reach validation (a 400), else try the ADMIN
        const probe: Case = {
          label: 'probe',
          method: route.method,
          url,
          route: name,
          who,
          payload: { ...base, campoDesconhecidoH1: 1 },
        };
        let reach = await send(probe);
        if (reach.status !== 400 && who === gestor) {
          const again = await send({ ...probe, who: admin });
          if (again.status === 400) [who, reach] = [admin, again];
        }
        if (reach.status !== 400) unreachable.add(name);
        for (const field of fieldsOf(bodySchema)) {
          for (const { label, value } of hostileValues(field)) {
            cases.push({
              label: `${field.path.join('.')}: ${label}`,
              method: route.method,
              url,
              route: name,
              who,
              payload: withValue(base, field.path, value),
              field: field.path.join('.'),
            });
          }
        }
        for (const at of closedObjectsOf(bodySchema)) {
          const path = [...at, 'campoDesconhecidoH1'];
          cases.push({
            label: `${path.join('.')}: unknown field`,
            method: route.method,
            url,
            route: name,
            who,
            payload: withValue(base, path, 'x'),
            field: path.join('.'),
          });
        }
      }
      for (const p of params) {
        for (const id of HOSTILE_IDS) {
          const hostile = urlOf(route.path, { ...values, [p.name]: id.raw });
          cases.push({
            label: `path ${p.name}: ${id.label}`,
            method: route.method,
            url: hostile,
            route: name,
            who,
            ...(bodySchema ? { payload: base } : {}),
            ...(id.badUrl ? { badUrl: true } : {}),
          });
        }
      }
      for (const p of query) {
        const types = typesOf(p.schema);
        const hostile: Array<[string, string]> = [['NUL', '%00']];
        if (types.has('integer') || types.has('number'))
          hostile.push(['2147483648', '2147483648'], ['abc', 'abc'], ['0x10', '0x10'], ['1e308', '1e308']);
        if (p.name === 'filter')
          hostile.push(
            ['filter NUL', encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))],
            ['filter surrogate', encodeURIComponent('{"q":"a\\ud800b"}')],
            ['filter huge id', encodeURIComponent(JSON.stringify({ id: [1e308] }))],
          );
        if (p.name === 'range') hostile.push(['range 1e308', encodeURIComponent('[0,1e308]')]);
        for (const [label, raw] of hostile) {
          cases.push({
            label: `query ${p.name}: ${label}`,
            method: route.method,
            url: `${url}?${p.name}=${raw}`,
            route: name,
            who,
            ...(bodySchema ? { payload: base } : {}),
          });
        }
      }
    }

    const outcomes = await runAll(cases);
    const after = await snapshot();
    const stored = [...before].filter(([table, hash]) => after.get(table) !== hash).map(([table]) => table);
    const server = outcomes.filter((o) => o.status >= 500);
    const accepted = outcomes.filter((o) => o.status < 400);
    const describe = (o: Outcome) =>
      `${o.kase.route} [${o.kase.label}] → ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`;

    // contract shape: a message in Portuguese; a 400 lists its fields (a malformed URL has none to name)
    const badShape = outcomes.filter((o) => {
      if (typeof o.body?.message !== 'string' || o.body.message === '') return true;
      if (o.status !== 400 || o.kase.badUrl) return false;
      if (!Array.isArray(o.body.errors) || o.body.errors.length === 0) return true;
      return !o.body.errors.every((e: Json) => typeof e.field === 'string' && typeof e.message === 'string');
    });
    // a caller who may call the route learns which field is wrong
    const unnamed = outcomes.filter(
      (o) =>
        o.kase.field !== undefined &&
        !unreachable.has(o.kase.route) &&
        !(
          o.status === 400 &&
          (o.body.errors ?? []).some(
            (e: Json) => e.field === o.kase.field || String(e.field).startsWith(`${o.kase.field}.`),
          )
        ),
    );
    const english = outcomes.filter((o) =>
      /\b(must|should|is not|Bad Request|Not Found|invalid|Error)\b/.test(String(o.body?.message)),
    );

    console.log(
      `hostile input: ${outcomes.length} requests over ${routes.length} routes, ${server.length} × 5xx, ` +
        `${accepted.length} accepted, ${stored.length} stored values (tables changed), ` +
        `${unreachable.size} routes judged on shape only (${[...unreachable].join(', ') || 'none'})`,
    );
    expect(server.map(describe)).toEqual([]);
    expect(accepted.map(describe)).toEqual([]);
    expect(stored).toEqual([]);
    expect(badShape.map(describe)).toEqual([]);
    expect(english.map(describe)).toEqual([]);
    expect(unnamed.map(describe)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(2000);
  }, 240_000);
});

describe('the reproduced cases of issue 10', () => {
  it('NUL and unpaired surrogates: a 400 at the field, the unauthenticated sign-in included', async () => {
    const nul = await t.anon.post('/api/auth/login', { email: 'a\u0000b@x.com', senha: 'x' });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual([{ field: 'email', message: expect.stringContaining('nulo') }]);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"\\ud800@x.com","senha":"x"}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errors).toEqual([{ field: 'email', message: expect.stringContaining('Unicode') }]);
  });

  it('no coercion: 12345 is not a name, null is not 0, true is not 1, [x] is not x', async () => {
    const res = await gestor.post('/api/empresas/1/produtos', {
      codigo: 'H1-COERCE',
      nome: 12345,
      preco: null,
      ativo: null,
      comissaoPercentual: true,
      categoria: ['PLANO'],
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.errors.map((e: Json) => [e.field, e.message]));
    expect(fields).toMatchObject({
      nome: 'Deve ser um texto.',
      preco: 'Deve ser um número.',
      ativo: 'Deve ser verdadeiro ou falso.',
      comissaoPercentual: expect.stringMatching(/^Deve ser um número/),
    });
    expect(fields.categoria).toBeDefined();
    const found = await gestor.get(
      `/api/empresas/1/produtos?filter=${encodeURIComponent('{"q":"H1-COERCE"}')}`,
    );
    expect(found.body).toEqual([]);
  });

  it('text is trimmed before its length rules: a blank name is refused on profiles and users', async () => {
    const perfil = await gestor.patch(`/api/perfis/empresas/1/${gestorPerfilId}/admin`, { nome: '   ' });
    expect([400, 403]).toContain(perfil.status);
    const asAdmin = await admin.patch(`/api/perfis/empresas/1/${gestorPerfilId}/admin`, { nome: '   ' });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.errors).toEqual([{ field: 'nome', message: 'Campo obrigatório.' }]);
    const me = await gestor.patch('/api/usuarios/me', { nomeCompleto: ' \t ' });
    expect(me.status).toBe(400);
    expect(me.body.errors).toEqual([{ field: 'nomeCompleto', message: 'Campo obrigatório.' }]);
    // and a name with spaces around is stored trimmed
    const trimmed = await admin.patch(`/api/perfis/empresas/1/${gestorPerfilId}/admin`, {
      nome: '  Gestor Alfa  ',
    });
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.nome).toBe('Gestor Alfa');
  });

  it('passwords are never altered: spaces around a password are part of it', async () => {
    const senha = '  senha com espaços  ';
    const created = await admin.post('/api/usuarios/empresas/1', {
      nomeCompleto: '  Pessoa de Teste H1 ',
      email: ' pessoa.h1@alfa.com.br ',
      papelId: 5,
      senha,
    });
    expect(created.status).toBe(201);
    expect(created.body.nomeCompleto).toBe('Pessoa de Teste H1');
    expect(created.body.email).toBe('pessoa.h1@alfa.com.br');
    const exact = await t.anon.post('/api/auth/login', { email: 'pessoa.h1@alfa.com.br', senha });
    expect(exact.status).toBe(200);
    const trimmed = await t.anon.post('/api/auth/login', {
      email: 'pessoa.h1@alfa.com.br',
      senha: senha.trim(),
    });
    expect(trimmed.status).toBe(401);
  });

  it('dates lie in 1900-01-01 … 2099-12-31, the boundaries included', async () => {
    const list = await gestor.get('/api/empresas/1/vendas?range=[0,0]');
    const venda = (await gestor.get(`/api/empresas/1/vendas/${list.body[0].id}`)).body;
    for (const data of ['0001-01-01', '1899-12-31', '2100-01-01']) {
      const res = await gestor.put(`/api/empresas/1/vendas/${venda.id}`, { ...venda, data });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'data', message: 'Informe uma data entre 01/01/1900 e 31/12/2099.' },
      ]);
    }
    for (const data of ['1900-01-01', '2099-12-31']) {
      const res = await gestor.put(`/api/empresas/1/vendas/${venda.id}`, { ...venda, data });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toBe(data);
      venda.updatedAt = res.body.updatedAt;
    }
  });

  it("a sale's total beyond numeric(14, 2) is refused at its items, before the database", async () => {
    const list = await gestor.get('/api/empresas/1/vendas?range=[0,0]');
    const venda = (await gestor.get(`/api/empresas/1/vendas/${list.body[0].id}`)).body;
    const item = { ...venda.itens[0], quantidade: 100000, precoUnitario: 9999999.99, adicionais: [] };
    const res = await gestor.put(`/api/empresas/1/vendas/${venda.id}`, {
      ...venda,
      itens: Array.from({ length: 200 }, () => item),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'itens', message: expect.stringContaining('máximo') }]);
  });
});

describe('every answer keeps the contract shape, in Portuguese', () => {
  it('a malformed URL, an unknown route, a bad body, an unsupported type', async () => {
    const anon = client(t.app);
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/%%%' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: expect.stringMatching(/URL/) });
    expect((await anon.get('/api/nao-existe')).body).toEqual({ message: 'Recurso não encontrado.' });
    const file = await anon.get('/arquivo-inexistente.js');
    expect(file.status).toBe(404);
    expect(file.body).toEqual({ message: 'Recurso não encontrado.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({ message: 'Tipo de conteúdo não suportado.' });
  });

  it('a request the HTTP parser refuses, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const exchange = async (request: string) => {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.write(request);
      await once(socket, 'close');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
    };
    const garbage = await exchange('ISTO NÃO É HTTP\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(garbage.head).toMatch(/content-type: application\/json/i);
    expect(garbage.body).toEqual({ message: 'Requisição inválida.' });
    const huge = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(huge.body).toEqual({ message: 'Os cabeçalhos da requisição são grandes demais.' });
  });
});
