import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The people lists paged, filtered, searched and sorted by the server (issue 16.5): react-admin's simple REST
// query on the docs/produto.md §7 list calls, the whole array still when none is given; what a company may not see of a
// person (docs/contrato.md §4) is neither searched, filtered nor sorted by; another tenant's people never come back.

let t: TestApp;
let gestor: Awaited<ReturnType<TestApp['login']>>;
let beta: Awaited<ReturnType<TestApp['login']>>;
let vendedor: Awaited<ReturnType<TestApp['login']>>;
let admin: Awaited<ReturnType<TestApp['login']>>;

const q = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;
const totalOf = (headers: Record<string, unknown>) => Number(String(headers['content-range']).split('/')[1]);
const USUARIOS = '/api/usuarios/empresas/1/admin';
const PERFIS = '/api/perfis/empresas/1/admin';
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

beforeAll(async () => {
  t = await makeApp();
  [gestor, beta, vendedor, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.admin),
  ]);
  // Beta's manager has a matrícula of his own, and Alfa invites him under a name Alfa typed
  expect(
    (await beta.patch('/api/usuarios/me', { nomeCompleto: 'Quirino Sobrinho', matricula: 424242 })).status,
  ).toBe(200);
  const invited = await gestor.post('/api/usuarios/empresas/1', {
    nomeCompleto: 'Convidado Zeta',
    email: DEMO.gestorBeta,
    papelId: 5,
  });
  expect(invited.status).toBe(201);
});
afterAll(() => t.close());

describe('GET /usuarios/empresas/{id}/admin with filter, range and sort', () => {
  it('answers one page, counted in Content-Range, of the same people as the whole array', async () => {
    const whole = await gestor.get(USUARIOS);
    const page = await gestor.get(`${USUARIOS}${q({ range: [0, 9], sort: ['nomeCompleto', 'ASC'] })}`);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(10);
    expect(page.headers['content-range']).toBe(`usuarios 0-9/${whole.body.length}`);
    const names = page.body.map((u: { nomeCompleto: string }) => plain(u.nomeCompleto));
    expect(names).toEqual([...names].sort());
    // the pages together are the whole list, every person once
    const rest = await gestor.get(`${USUARIOS}${q({ range: [10, 999], sort: ['nomeCompleto', 'ASC'] })}`);
    const ids = [...page.body, ...rest.body].map((u: { usuarioId: number }) => u.usuarioId);
    expect(new Set(ids).size).toBe(whole.body.length);
    expect(new Set(ids)).toEqual(new Set(whole.body.map((u: { usuarioId: number }) => u.usuarioId)));
    // includePerfis still brings the profile here, and only here
    const withPerfis = await gestor.get(
      `${USUARIOS}?includePerfis=true&range=${encodeURIComponent('[0,4]')}`,
    );
    expect(withPerfis.body[0].perfis).toHaveLength(1);
    expect(withPerfis.body[0].perfis[0].empresaId).toBe(1);
    // past the end: nothing, and still the total
    const past = await gestor.get(`${USUARIOS}${q({ range: [5000, 5009] })}`);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`usuarios */${whole.body.length}`);
  });

  it('searches names accent- and case-insensitively, every word; filters by role, team and state', async () => {
    const found = await gestor.get(`${USUARIOS}${q({ filter: { q: 'GESTORA alfa' } })}`);
    expect(found.body.map((u: { email: string }) => u.email)).toEqual([DEMO.gestorAlfa]);
    const vendedores = await gestor.get(`${USUARIOS}${q({ filter: { papelId: 5 }, range: [0, 999] })}`);
    expect(vendedores.body.length).toBeGreaterThan(5);
    const withPerfis = await gestor.get(
      `${USUARIOS}${q({ filter: { papelId: [5], situacao: 'pendente' } })}&includePerfis=true`,
    );
    for (const u of withPerfis.body)
      expect(u.perfis[0]).toMatchObject({ papelId: 5, aceito: false, ativo: true });
    expect(withPerfis.body.some((u: { email: string }) => u.email === DEMO.gestorBeta)).toBe(true);
    const none = await gestor.get(`${USUARIOS}${q({ filter: { papelId: [] } })}`);
    expect(none.body).toEqual([]);
    expect(totalOf(none.headers)).toBe(0);
  });

  it('never finds nor orders by what the company may not see of a person invited from another tenant', async () => {
    // the typed name finds him; his own name and matrícula (Beta's data) do not
    const typed = await gestor.get(`${USUARIOS}${q({ filter: { q: 'convidado zeta' } })}`);
    expect(typed.body.map((u: { email: string }) => u.email)).toEqual([DEMO.gestorBeta]);
    expect(typed.body[0]).not.toHaveProperty('matricula');
    const byName = await gestor.get(`${USUARIOS}${q({ filter: { q: 'quirino' } })}`);
    expect(byName.body).toEqual([]);
    const byMatricula = await gestor.get(`${USUARIOS}${q({ filter: { q: '424242' } })}`);
    expect(byMatricula.body).toEqual([]);
    // sorted by matrícula, his hidden one counts as none: he comes after every number, among the empty ones
    const sorted = await gestor.get(`${USUARIOS}${q({ sort: ['matricula', 'DESC'], range: [0, 999] })}`);
    const emails = sorted.body.map((u: { email: string }) => u.email);
    const firstEmpty = sorted.body.findIndex((u: { matricula?: number | null }) => u.matricula == null);
    expect(emails.indexOf(DEMO.gestorBeta)).toBeGreaterThanOrEqual(firstEmpty);
  });

  it('keeps tenants apart: another company’s list is refused, its people are not found by id', async () => {
    expect((await gestor.get(`/api/usuarios/empresas/2/admin${q({ range: [0, 9] })}`)).status).toBe(403);
    expect((await vendedor.get(`${USUARIOS}${q({ range: [0, 9] })}`)).status).toBe(403);
    const betaPeople = await beta.get(`/api/usuarios/empresas/2/admin${q({ range: [0, 999] })}`);
    const alfa = new Set((await gestor.get(USUARIOS)).body.map((u: { usuarioId: number }) => u.usuarioId));
    const onlyBeta = betaPeople.body
      .map((u: { usuarioId: number }) => u.usuarioId)
      .filter((id: number) => !alfa.has(id));
    expect(onlyBeta.length).toBeGreaterThan(10);
    const byId = await gestor.get(`${USUARIOS}${q({ filter: { id: onlyBeta.slice(0, 50) } })}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual([]);
    // the platform admin pages Beta's people
    const adminPage = await admin.get(`/api/usuarios/empresas/2/admin${q({ range: [0, 4] })}`);
    expect(adminPage.body).toHaveLength(5);
    expect(totalOf(adminPage.headers)).toBe(betaPeople.body.length);
  });

  it('refuses hostile queries with a 400 at the query field', async () => {
    const cases: Array<[string, string]> = [
      ['filter=%7Bnope', 'filter'],
      [`filter=${encodeURIComponent('{"senhaHash":"x"}')}`, 'filter.senhaHash'],
      [`filter=${encodeURIComponent('{"matricula":1}')}`, 'filter.matricula'],
      [`filter=${encodeURIComponent('{"papelId":"1"}')}`, 'filter.papelId'],
      [`filter=${encodeURIComponent('{"papelId":true}')}`, 'filter.papelId'],
      [`filter=${encodeURIComponent('{"papelId":99999999999}')}`, 'filter.papelId'],
      [`filter=${encodeURIComponent('{"situacao":1}')}`, 'filter.situacao'],
      [`filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(201) }))}`, 'filter.q'],
      [`filter=${encodeURIComponent('{"q":"a\\u0000"}')}`, 'filter.q'],
      [`filter=${encodeURIComponent('[1]')}`, 'filter'],
      [`range=${encodeURIComponent('[5,1]')}`, 'range'],
      [`range=${encodeURIComponent('["a",1]')}`, 'range'],
      [`sort=${encodeURIComponent('["senhaHash","ASC"]')}`, 'sort'],
      [`sort=${encodeURIComponent('["nomeCompleto","UP"]')}`, 'sort'],
      [`sort=${encodeURIComponent('"nome"')}`, 'sort'],
    ];
    for (const [query, field] of cases) {
      for (const path of [USUARIOS, PERFIS]) {
        const res = await gestor.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(Object.keys(fieldsOf(res.body))[0], `${path}?${query}`).toBe(field);
      }
    }
    expect((await gestor.get(`${USUARIOS}?range=${'9'.repeat(200)}`)).status).toBe(400);
    expect((await gestor.get(`${USUARIOS}?unknown=1`)).status).toBe(400);
  });
});

describe('GET /perfis/empresas/{id}/admin with filter, range and sort', () => {
  it('pages the profiles, by name, searched by the user’s e-mail, filtered by state', async () => {
    const whole = await gestor.get(PERFIS);
    const page = await gestor.get(`${PERFIS}${q({ range: [0, 24], sort: ['nome', 'DESC'] })}`);
    expect(page.body).toHaveLength(25);
    expect(page.headers['content-range']).toBe(`perfis 0-24/${whole.body.length}`);
    const names = page.body.map((p: { nome: string }) => p.nome);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
    expect(page.body[0]).toHaveProperty('papelNome');
    const byEmail = await gestor.get(`${PERFIS}${q({ filter: { q: 'vendedor@alfa' } })}`);
    expect(byEmail.body.map((p: { usuario: { email: string } }) => p.usuario.email)).toEqual([
      DEMO.vendedorAlfa,
    ]);
    const pendentes = await gestor.get(`${PERFIS}${q({ filter: { situacao: 'pendente' } })}`);
    expect(pendentes.body.length).toBeGreaterThan(0);
    for (const p of pendentes.body) expect(p).toMatchObject({ aceito: false, ativo: true });
    const byRole = await gestor.get(`${PERFIS}${q({ sort: ['papelNome', 'ASC'], range: [0, 999] })}`);
    const roles = byRole.body.map((p: { papelNome: string }) => plain(p.papelNome));
    expect(roles).toEqual([...roles].sort());
  });

  it('keeps tenants apart and pages another tenant for the platform admin only', async () => {
    expect((await gestor.get(`/api/perfis/empresas/2/admin${q({ range: [0, 9] })}`)).status).toBe(403);
    const betaPerfis = await admin.get(`/api/perfis/empresas/2/admin${q({ range: [0, 999] })}`);
    const ids = betaPerfis.body.map((p: { perfilId: number }) => p.perfilId).slice(0, 40);
    expect(ids.length).toBeGreaterThan(10);
    const byId = await gestor.get(`${PERFIS}${q({ filter: { id: ids } })}`);
    expect(byId.body).toEqual([]);
    const page = await admin.get(`/api/perfis/empresas/2/admin${q({ range: [0, 2] })}`);
    expect(page.body).toHaveLength(3);
    expect(page.body.every((p: { empresaId: number }) => p.empresaId === 2)).toBe(true);
  });
});
