import { and, count, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { contratos, perfis } from '../../server/db/schema.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { type Answer, DEMO, makeApp, type TestApp } from './helpers.ts';

// docs/contrato.md §4: no tenant sees another tenant's people. gestor@alfa (Administrador of empresa 1) aims every docs/produto.md §7
// call that takes a user or profile id at people of empresa 2 only (found through gestor@beta), and at ids that do
// not exist: both must answer the same status and body, and no answer may carry the target's e-mail, matrícula or
// name.

type Session = Awaited<ReturnType<TestApp['login']>>;
interface Pessoa {
  usuarioId: number;
  nomeCompleto: string;
  email: string;
  matricula: number | null;
  perfilId: number;
  aceito: boolean;
  ativo: boolean;
}

const NO_USER = 999_999;
const NO_PERFIL = 999_998;

let t: TestApp;
let gestor: Session;
let vendedor: Session;
let beta: Session;
let admin: Session;
/** People of empresa 2 with no profile in empresa 1, as gestor@beta sees them. */
let betaOnly: Pessoa[];
/** The one aimed at by id, whose profile also holds a file. */
let alvo: Pessoa;
/** The one invited to empresa 1 by e-mail (whose e-mail empresa 1 therefore knows). */
let convidado: Pessoa;

async function pessoasDe(session: Session, empresaId: number): Promise<Pessoa[]> {
  const res = await session.get(`/api/usuarios/empresas/${empresaId}/admin?includePerfis=true`);
  expect(res.status).toBe(200);
  return res.body.map(
    (u: Omit<Pessoa, 'perfilId' | 'aceito' | 'ativo'> & { perfis: Array<Record<string, never>> }) => ({
      usuarioId: u.usuarioId,
      nomeCompleto: u.nomeCompleto,
      email: u.email,
      matricula: u.matricula,
      perfilId: u.perfis[0]!.perfilId,
      aceito: u.perfis[0]!.aceito,
      ativo: u.perfis[0]!.ativo,
    }),
  );
}

/** What of a person must never reach empresa 1: the e-mail (unless empresa 1 typed it), the name, the matrícula. */
function expectNothingOf(res: Answer, pessoa: Pessoa, { emailKnown = false } = {}) {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  if (!emailKnown) expect(text.toLowerCase()).not.toContain(pessoa.email.toLowerCase());
  expect(text).not.toContain(pessoa.nomeCompleto);
  if (pessoa.matricula !== null) expect(text).not.toMatch(new RegExp(`(?<!\\d)${pessoa.matricula}(?!\\d)`));
}

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
  const alfaIds = new Set((await pessoasDe(admin, 1)).map((p) => p.usuarioId));
  betaOnly = (await pessoasDe(beta, 2)).filter((p) => !alfaIds.has(p.usuarioId));
  expect(betaOnly.length).toBeGreaterThan(30);
  const aceitos = betaOnly.filter((p) => p.aceito && p.ativo && p.email !== DEMO.gestorBeta);
  [alvo, convidado] = aceitos as [Pessoa, Pessoa];
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const put = await beta.put(`/api/perfis/${alvo.perfilId}/arquivos/arquivo?arquivo=foto.png`, png, {
    'content-type': 'image/png',
  });
  expect(put.status).toBe(200);
});
afterAll(() => t.close());

type Call = (ids: { usuarioId: number; perfilId: number; email: string }) => Promise<Answer>;

/** Every docs/produto.md §7 call that takes a user or profile id, as gestor@alfa. */
const byId = (): Array<[string, Call]> => [
  ['GET /perfis/{id}', (x) => gestor.get(`/api/perfis/${x.perfilId}`)],
  [
    'GET /perfis/usuarios/{u}/empresas/1',
    (x) => gestor.get(`/api/perfis/usuarios/${x.usuarioId}/empresas/1`),
  ],
  [
    'GET /perfis/usuarios/{u}/empresas/2',
    (x) => gestor.get(`/api/perfis/usuarios/${x.usuarioId}/empresas/2`),
  ],
  ['GET /perfis/usuarios/{u}', (x) => gestor.get(`/api/perfis/usuarios/${x.usuarioId}`)],
  [
    'GET /perfis/usuarios/{u}?empresaId=1',
    (x) => gestor.get(`/api/perfis/usuarios/${x.usuarioId}?empresaId=1`),
  ],
  [
    'GET /perfis/usuarios/{u}?empresaId=2',
    (x) => gestor.get(`/api/perfis/usuarios/${x.usuarioId}?empresaId=2`),
  ],
  ['POST /perfis/usuarios/{u}/aceitar', (x) => gestor.post(`/api/perfis/usuarios/${x.usuarioId}/aceitar`)],
  ['POST /perfis/{id}/aceitar', (x) => gestor.post(`/api/perfis/${x.perfilId}/aceitar`)],
  ['POST /perfis/{id}/recusar', (x) => gestor.post(`/api/perfis/${x.perfilId}/recusar`)],
  ['POST /perfis/{id}/ativar', (x) => gestor.post(`/api/perfis/${x.perfilId}/ativar`)],
  ['POST /perfis/{id}/desativar', (x) => gestor.post(`/api/perfis/${x.perfilId}/desativar`)],
  [
    'POST /perfis/{id}/alterar-equipe',
    (x) => gestor.post(`/api/perfis/${x.perfilId}/alterar-equipe`, { equipeId: null }),
  ],
  ['GET /perfis/empresas/1/{id}/admin', (x) => gestor.get(`/api/perfis/empresas/1/${x.perfilId}/admin`)],
  ['GET /perfis/empresas/2/{id}/admin', (x) => gestor.get(`/api/perfis/empresas/2/${x.perfilId}/admin`)],
  [
    'POST /perfis/empresas/1/admin with usuarioId',
    (x) =>
      gestor.post('/api/perfis/empresas/1/admin', {
        usuarioId: x.usuarioId,
        papelId: 5,
        nome: 'x',
        ativo: false,
      }),
  ],
  [
    'POST /perfis/empresas/1/admin with usuarioId, active',
    (x) => gestor.post('/api/perfis/empresas/1/admin', { usuarioId: x.usuarioId, papelId: 5, nome: 'x' }),
  ],
  [
    'PATCH /perfis/empresas/1/{id}/admin',
    (x) => gestor.patch(`/api/perfis/empresas/1/${x.perfilId}/admin`, { nome: 'x', ativo: true }),
  ],
  [
    'PATCH /perfis/empresas/1/{alfa}/admin with usuarioId',
    async (x) =>
      gestor.patch(`/api/perfis/empresas/1/${await semUsuario()}/admin`, { usuarioId: x.usuarioId }),
  ],
  ['GET /usuarios/empresas/1/{u}/admin', (x) => gestor.get(`/api/usuarios/empresas/1/${x.usuarioId}/admin`)],
  ['GET /usuarios/empresas/2/{u}/admin', (x) => gestor.get(`/api/usuarios/empresas/2/${x.usuarioId}/admin`)],
  [
    'PATCH /usuarios/empresas/1/{u}',
    (x) => gestor.patch(`/api/usuarios/empresas/1/${x.usuarioId}`, { papelId: 5, nomeCompleto: 'x' }),
  ],
  [
    'PATCH /usuarios/empresas/2/{u}',
    (x) => gestor.patch(`/api/usuarios/empresas/2/${x.usuarioId}`, { papelId: 5 }),
  ],
  [
    'GET /usuarios/empresas/1/{u}/historico',
    (x) => gestor.get(`/api/usuarios/empresas/1/${x.usuarioId}/historico`),
  ],
  [
    'GET /usuarios/empresas/2/{u}/historico',
    (x) => gestor.get(`/api/usuarios/empresas/2/${x.usuarioId}/historico`),
  ],
  [
    'GET /perfis/empresas/1/{id}/historico',
    (x) => gestor.get(`/api/perfis/empresas/1/${x.perfilId}/historico`),
  ],
  [
    'GET /perfis/empresas/2/{id}/historico',
    (x) => gestor.get(`/api/perfis/empresas/2/${x.perfilId}/historico`),
  ],
  ['GET /usuarios/{u}/public', (x) => gestor.get(`/api/usuarios/${x.usuarioId}/public`)],
  [
    'GET /perfis/{id}/arquivos/arquivo',
    (x) => gestor.get(`/api/perfis/${x.perfilId}/arquivos/arquivo?arquivo=foto.png`),
  ],
  [
    'PUT /perfis/{id}/arquivos/arquivo',
    (x) =>
      gestor.put(
        `/api/perfis/${x.perfilId}/arquivos/arquivo?arquivo=foto.png`,
        Buffer.from('89504e47', 'hex'),
        {
          'content-type': 'image/png',
        },
      ),
  ],
];

/** A profile of empresa 1 with no user (a placeholder), made once. */
let placeholder: number | undefined;
async function semUsuario(): Promise<number> {
  if (placeholder === undefined) {
    const res = await gestor.post('/api/perfis/empresas/1/admin', { papelId: 5, nome: 'Sem Usuário' });
    expect(res.status).toBe(201);
    placeholder = res.body.perfilId as number;
  }
  return placeholder;
}

const strip = (res: Answer) => ({ status: res.status, body: res.body });

describe('gestor@alfa aiming at people of empresa 2', () => {
  it.each(byId())(
    '%s: the same answer as for ids that do not exist, and nothing of theirs',
    async (_n, call) => {
      const before = await t.database.db.select({ n: count() }).from(perfis);
      const real = await call(alvo);
      const none = await call({ usuarioId: NO_USER, perfilId: NO_PERFIL, email: 'ninguem@nada.com.br' });
      expect(real.status).toBeGreaterThanOrEqual(400);
      expect(strip(real)).toEqual(strip(none));
      expectNothingOf(real, alvo);
      const after = await t.database.db.select({ n: count() }).from(perfis);
      // nothing stored but the placeholder made for the PATCH case
      expect(after[0]!.n - before[0]!.n).toBeLessThanOrEqual(placeholder === undefined ? 0 : 1);
    },
  );

  it('harvesting by usuarioId through POST /perfis/empresas/1/admin finds nobody and stores nothing', async () => {
    const stored = async () =>
      (await t.database.db.select({ n: count() }).from(perfis).where(eq(perfis.empresaId, 1)))[0]!.n;
    const before = await stored();
    const none = await gestor.post('/api/perfis/empresas/1/admin', {
      usuarioId: NO_USER,
      papelId: 5,
      nome: 'x',
      ativo: false,
    });
    expect(none.status).toBe(404);
    const alfa = new Set((await pessoasDe(admin, 1)).map((p) => p.usuarioId));
    const harvested: string[] = [];
    for (let usuarioId = 1; usuarioId <= 80; usuarioId++) {
      const res = await gestor.post('/api/perfis/empresas/1/admin', {
        usuarioId,
        papelId: 5,
        nome: 'x',
        ativo: false,
      });
      if (alfa.has(usuarioId)) {
        // one profile per user and company: a member of empresa 1 already has theirs
        expect(res.status).toBe(409);
      } else {
        expect(strip(res)).toEqual(strip(none));
      }
      const text = JSON.stringify(res.body);
      for (const p of betaOnly) if (text.includes(p.email)) harvested.push(p.email);
      if (text.includes(DEMO.admin)) harvested.push(DEMO.admin);
    }
    expect(harvested).toEqual([]);
    expect(await stored()).toBe(before);
  });

  it('the company lists carry nobody of empresa 2', async () => {
    for (const url of [
      '/api/usuarios/empresas/1/admin?includePerfis=true',
      '/api/usuarios/empresas/1/admin',
      '/api/perfis/empresas/1/admin',
      '/api/perfis/empresas/1',
    ]) {
      const res = await gestor.get(url);
      expect(res.status).toBe(200);
      for (const p of betaOnly) expectNothingOf(res, p);
    }
  });

  it('POST /usuarios/buscar finds nobody of empresa 2, by name, e-mail or matrícula', async () => {
    for (const criteria of [
      { nome: alvo.nomeCompleto },
      { email: alvo.email },
      { matricula: String(alvo.matricula) },
      { email: 'beta.com.br' },
    ]) {
      const res = await gestor.post('/api/usuarios/buscar', criteria);
      expect(res.status).toBe(200);
      for (const p of betaOnly) expectNothingOf(res, p);
    }
  });
});

describe('an existing person of empresa 2 invited to empresa 1 by e-mail', () => {
  let equipeId: number;

  it('the invitation answers only the e-mail and the name typed', async () => {
    const res = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Nome Digitado Pela Alfa',
      email: convidado.email.toUpperCase(),
      papelId: 5,
      matricula: 777_001,
      equipeId: 1,
      senha: 'tentativa-de-senha',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ['usuarioId', 'nomeCompleto', 'email', 'createdAt', 'updatedAt', 'perfis'].sort(),
    );
    expect(res.body).toMatchObject({
      usuarioId: convidado.usuarioId,
      nomeCompleto: 'Nome Digitado Pela Alfa',
      email: convidado.email,
      perfis: [{ empresaId: 1, aceito: false, ativo: true, nome: 'Nome Digitado Pela Alfa' }],
    });
    expect(res.body.perfis).toHaveLength(1);
    expectNothingOf(res, convidado, { emailKnown: true });
    // the typed password does not take over the account
    const login = await t.anon.post('/api/auth/login', {
      email: convidado.email,
      senha: 'tentativa-de-senha',
    });
    expect(login.status).toBe(401);
    equipeId = 1;
  });

  it('every shape that carries them shows only what empresa 1 typed', async () => {
    const answers: Answer[] = [];
    const one = await gestor.get(`/api/usuarios/empresas/1/${convidado.usuarioId}/admin`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual(
      ['usuarioId', 'nomeCompleto', 'email', 'createdAt', 'updatedAt', 'perfis'].sort(),
    );
    answers.push(one);
    const list = await gestor.get('/api/usuarios/empresas/1/admin?includePerfis=true');
    const mine = list.body.find((u: { usuarioId: number }) => u.usuarioId === convidado.usuarioId);
    expect(mine).toEqual(one.body);
    answers.push(list, await gestor.get('/api/usuarios/empresas/1/admin'));
    const perfisAdmin = await gestor.get('/api/perfis/empresas/1/admin');
    const perfil = perfisAdmin.body.find((p: { usuarioId: number }) => p.usuarioId === convidado.usuarioId);
    expect(Object.keys(perfil.usuario).sort()).toEqual(
      ['usuarioId', 'nomeCompleto', 'email', 'createdAt', 'updatedAt'].sort(),
    );
    expect(perfil.usuario.nomeCompleto).toBe('Nome Digitado Pela Alfa');
    answers.push(perfisAdmin, await gestor.get(`/api/perfis/empresas/1/${perfil.perfilId}/admin`));
    const perfisDele = await gestor.get(`/api/perfis/usuarios/${convidado.usuarioId}`);
    expect(perfisDele.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([1]);
    answers.push(perfisDele);
    // a team holding them, and one they supervise, name them as typed
    const equipe = await gestor.get(`/api/empresas/1/equipes/${equipeId}`);
    expect(
      equipe.body.membros.find((m: { usuarioId: number }) => m.usuarioId === convidado.usuarioId),
    ).toMatchObject({ nomeCompleto: 'Nome Digitado Pela Alfa' });
    answers.push(equipe);
    const team = await gestor.post('/api/empresas/1/equipes', {
      nome: 'Equipe do Convidado',
      supervisorId: convidado.usuarioId,
    });
    expect(team.status).toBe(201);
    const detail = await gestor.get(`/api/empresas/1/equipes/${team.body.id}`);
    expect(detail.body.supervisor).toMatchObject({
      usuarioId: convidado.usuarioId,
      nomeCompleto: 'Nome Digitado Pela Alfa',
    });
    answers.push(detail);
    // changing role and team is this company's business; their name, e-mail and matrícula are not
    const patched = await gestor.patch(`/api/usuarios/empresas/1/${convidado.usuarioId}`, { papelId: 4 });
    expect(patched.status).toBe(200);
    answers.push(patched);
    const personal = await gestor.patch(`/api/usuarios/empresas/1/${convidado.usuarioId}`, { matricula: 1 });
    expect(personal.status).toBe(403);
    answers.push(personal);
    for (const res of answers) expectNothingOf(res, convidado, { emailKnown: true });
  });

  it('until they accept, public data and search do not find them', async () => {
    const pub = await gestor.get(`/api/usuarios/${convidado.usuarioId}/public`);
    const none = await gestor.get(`/api/usuarios/${NO_USER}/public`);
    expect(strip(pub)).toEqual(strip(none));
    expect(pub.status).toBe(404);
    for (const who of [gestor, vendedor]) {
      const found = await who.post('/api/usuarios/buscar', { email: convidado.email });
      expect(found.body).toEqual([]);
    }
  });

  it('once accepted they are a member: their own data, but not their principal company nor other profiles', async () => {
    const login = await t.anon.post('/api/auth/login', { email: convidado.email, senha: 'demo1234' });
    const { client } = await import('./helpers.ts');
    const self = client(t.app, login.body.accessToken);
    const perfil = (await self.get(`/api/perfis/usuarios/${convidado.usuarioId}/empresas/1`)).body;
    expect((await self.post(`/api/perfis/${perfil.perfilId}/aceitar`)).status).toBe(200);
    const one = await gestor.get(`/api/usuarios/empresas/1/${convidado.usuarioId}/admin`);
    expect(one.body).toMatchObject({
      nomeCompleto: convidado.nomeCompleto,
      matricula: convidado.matricula,
      papelSistema: 'USUARIO',
    });
    expect(one.body).not.toHaveProperty('empresaPrincipalId');
    expect(one.body.perfis.map((p: { empresaId: number }) => p.empresaId)).toEqual([1]);
    const pub = await gestor.get(`/api/usuarios/${convidado.usuarioId}/public`);
    expect(pub.body).toEqual({
      usuarioId: convidado.usuarioId,
      nomeCompleto: convidado.nomeCompleto,
      foto: null,
    });
  });
});

describe('members of both companies', () => {
  it('each company sees only its own profile, and the principal company only when it is itself', async () => {
    const multi = (await pessoasDe(admin, 1)).find((p) => p.email === DEMO.multi)!;
    const fromAlfa = await gestor.get(`/api/usuarios/empresas/1/${multi.usuarioId}/admin`);
    expect(fromAlfa.body.empresaPrincipalId).toBe(1);
    expect(fromAlfa.body.perfis.map((p: { empresaId: number }) => p.empresaId)).toEqual([1]);
    const fromBeta = await beta.get(`/api/usuarios/empresas/2/${multi.usuarioId}/admin`);
    expect(fromBeta.status).toBe(200);
    expect(fromBeta.body).not.toHaveProperty('empresaPrincipalId');
    expect(fromBeta.body.perfis.map((p: { empresaId: number }) => p.empresaId)).toEqual([2]);
    const nested = (await beta.get('/api/perfis/empresas/2/admin')).body.find(
      (p: { usuarioId: number }) => p.usuarioId === multi.usuarioId,
    );
    expect(nested.usuario).not.toHaveProperty('empresaPrincipalId');
  });
});

describe('search and public data by a role with no permission', () => {
  it('vendedor@alfa finds only people with an accepted, active profile in empresa 1', async () => {
    const alfa = await pessoasDe(admin, 1);
    const members = new Set(alfa.filter((p) => p.aceito && p.ativo).map((p) => p.usuarioId));
    const outsiders = alfa.filter((p) => !(p.aceito && p.ativo));
    expect(outsiders.length).toBeGreaterThan(0);
    const found: number[] = [];
    for (const criteria of [{ nome: 'a' }, { nome: 'e' }, { email: '.com.br' }, { matricula: '5' }]) {
      const res = await vendedor.post('/api/usuarios/buscar', criteria);
      expect(res.status).toBe(200);
      found.push(...res.body.map((u: { usuarioId: number }) => u.usuarioId));
    }
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((id) => !members.has(id))).toEqual([]);
    for (const p of outsiders) {
      const pub = await vendedor.get(`/api/usuarios/${p.usuarioId}/public`);
      expect(strip(pub)).toEqual(strip(await vendedor.get(`/api/usuarios/${NO_USER}/public`)));
    }
    // the platform admin finds everyone
    const all = await admin.post('/api/usuarios/buscar', { email: alvo.email });
    expect(all.body.map((u: { usuarioId: number }) => u.usuarioId)).toEqual([alvo.usuarioId]);
  });
});

/** Active profiles of users in a company: the seats its contract counts. */
const seats = async (app: TestApp, empresaId: number) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(perfis)
      .where(and(eq(perfis.empresaId, empresaId), eq(perfis.ativo, true), isNotNull(perfis.usuarioId)))
  )[0]!.n;

const setLimit = (app: TestApp, n: number) =>
  app.database.db.update(contratos).set({ limiteUsuarios: n }).where(eq(contratos.empresaId, 2));

/** Many invitations at once for the last seat of empresa 2's contract: exactly one gets it. */
async function raceForTheLastSeat(app: TestApp, tag: string, n: number) {
  const gestorBeta = await app.login(DEMO.gestorBeta);
  await setLimit(app, (await seats(app, 2)) + 1);
  const racing = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      gestorBeta.post('/api/usuarios/empresas/2', {
        nomeCompleto: 'Corrida',
        email: `corrida.${tag}.${i}@teste.com.br`,
        papelId: 5,
      }),
    ),
  );
  expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
  expect(racing.filter((r) => r.status === 409)).toHaveLength(n - 1);
  return racing.find((r) => r.status === 201)!.body.perfis[0] as { perfilId: number };
}

describe('the contract’s seats', () => {
  it('pending invitations hold a seat; no way to an active profile passes a full contract', async () => {
    const [c] = await t.database.db.select().from(contratos).where(eq(contratos.empresaId, 2));
    try {
      const inactive = (await pessoasDe(beta, 2)).find((p) => !p.ativo)!;
      expect(inactive).toBeDefined();
      const pending = await raceForTheLastSeat(t, 'pglite', 2);
      const full = await seats(t, 2);
      await setLimit(t, full);
      const invite = await beta.post('/api/usuarios/empresas/2', {
        nomeCompleto: 'Além',
        email: 'alem@teste.com.br',
        papelId: 5,
      });
      expect(invite.status).toBe(409);
      expect(invite.body.message).toMatch(/limite foi atingido/);
      expect((await beta.post(`/api/perfis/${inactive.perfilId}/ativar`)).status).toBe(409);
      const patch = await beta.patch(`/api/perfis/empresas/2/${inactive.perfilId}/admin`, { ativo: true });
      expect(patch.status).toBe(409);
      // an inactive profile of a user is not made through POST …/admin either (usuarioId: only members, 409)
      const made = await beta.post('/api/perfis/empresas/2/admin', {
        usuarioId: inactive.usuarioId,
        papelId: 5,
        nome: 'Outro',
        ativo: false,
      });
      expect(made.status).toBe(409);
      expect(await seats(t, 2)).toBe(full);
      // a pending invitation that is switched off frees its seat, and taking it back needs one
      expect((await beta.post(`/api/perfis/${pending.perfilId}/desativar`)).status).toBe(200);
      expect((await beta.post(`/api/perfis/${inactive.perfilId}/ativar`)).status).toBe(200);
      expect((await beta.post(`/api/perfis/${pending.perfilId}/ativar`)).status).toBe(409);
      expect(await seats(t, 2)).toBe(full);
    } finally {
      await setLimit(t, c!.limiteUsuarios);
    }
  });
});

// PGlite runs one statement at a time; the race for the last seat is real on a PostgreSQL server with a pool of
// connections (DATABASE_URL, as .ci/run sets it: scripts/test-postgres.sh).
const pgUrl = process.env.DATABASE_URL;
describe.skipIf(!pgUrl)('the last seat on a real PostgreSQL server (DATABASE_URL)', () => {
  const dbName = `privacidade_${process.pid}_${Date.now()}`;
  let pgApp: TestApp | undefined;

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: pgUrl });
    await root.connect();
    await root.query(`create database ${dbName}`);
    await root.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${dbName}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    await seedDemo(database.db);
    pgApp = await makeApp({ database, seed: false });
  });

  afterAll(async () => {
    await pgApp?.close();
    const root = new pg.Client({ connectionString: pgUrl });
    await root.connect();
    await root.query(`drop database if exists ${dbName} with (force)`);
    await root.end();
  });

  it('ten invitations at once for one seat: one is sent, nine answer 409', async () => {
    await raceForTheLastSeat(pgApp!, 'pg', 10);
  });
});
