import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, makeApp, type TestApp } from './helpers.ts';

// Every company-scoped call, aimed at empresa 1 by someone who must not get through: gestor@beta (no profile
// in empresa 1) and vendedor@alfa (a profile, no permission). Each must be refused and carry no data of
// empresa 1 in its body.

let t: TestApp;
let ids: { gestorAlfa: number; vendedorAlfa: number; perfilGestor: number; perfilVendedor: number };

const ALFA_MARKERS = [
  'Alfa Telecom',
  'alfa.com.br',
  'Gestora Alfa',
  'Vendedor Alfa',
  'Equipe Norte',
  '11222333000181',
];

beforeAll(async () => {
  t = await makeApp();
  const gestor = await t.login(DEMO.gestorAlfa);
  const vendedor = await t.login(DEMO.vendedorAlfa);
  ids = {
    gestorAlfa: gestor.usuarioId,
    vendedorAlfa: vendedor.usuarioId,
    perfilGestor: (await gestor.get(`/api/perfis/usuarios/${gestor.usuarioId}/empresas/1`)).body.perfilId,
    perfilVendedor: (await vendedor.get(`/api/perfis/usuarios/${vendedor.usuarioId}/empresas/1`)).body
      .perfilId,
  };
});
afterAll(() => t.close());

type Call = [method: 'get' | 'post' | 'patch' | 'put', url: () => string, body?: unknown];

const png = Buffer.from('89504e470d0a1a0a', 'hex');

const companyCalls = (): Array<[string, Call]> => [
  ['perfil', ['get', () => `/api/perfis/${ids.perfilGestor}`]],
  ['perfil do usuário na empresa', ['get', () => `/api/perfis/usuarios/${ids.gestorAlfa}/empresas/1`]],
  ['perfis do usuário', ['get', () => `/api/perfis/usuarios/${ids.gestorAlfa}`]],
  ['perfis do usuário filtrados', ['get', () => `/api/perfis/usuarios/${ids.gestorAlfa}?empresaId=1`]],
  ['aceitar perfil alheio', ['post', () => `/api/perfis/${ids.perfilVendedor}/aceitar`]],
  ['recusar perfil alheio', ['post', () => `/api/perfis/${ids.perfilVendedor}/recusar`]],
  ['aceitar convites de outro usuário', ['post', () => `/api/perfis/usuarios/${ids.vendedorAlfa}/aceitar`]],
  ['perfis da empresa', ['get', () => '/api/perfis/empresas/1']],
  ['perfis admin', ['get', () => '/api/perfis/empresas/1/admin']],
  ['perfil admin', ['get', () => `/api/perfis/empresas/1/${ids.perfilVendedor}/admin`]],
  ['criar perfil', ['post', () => '/api/perfis/empresas/1/admin', { papelId: 5, nome: 'Intruso' }]],
  [
    'alterar perfil',
    ['patch', () => `/api/perfis/empresas/1/${ids.perfilVendedor}/admin`, { nome: 'Intruso' }],
  ],
  ['alterar equipe', ['post', () => `/api/perfis/${ids.perfilVendedor}/alterar-equipe`, { equipeId: null }]],
  ['ativar', ['post', () => `/api/perfis/${ids.perfilVendedor}/ativar`]],
  ['desativar', ['post', () => `/api/perfis/${ids.perfilVendedor}/desativar`]],
  ['ler arquivo', ['get', () => `/api/perfis/${ids.perfilGestor}/arquivos/arquivo?arquivo=foto.png`]],
  ['enviar arquivo', ['put', () => `/api/perfis/${ids.perfilGestor}/arquivos/arquivo?arquivo=foto.png`, png]],
  ['usuários admin', ['get', () => '/api/usuarios/empresas/1/admin?includePerfis=true']],
  ['usuário admin', ['get', () => `/api/usuarios/empresas/1/${ids.vendedorAlfa}/admin`]],
  [
    'criar usuário',
    ['post', () => '/api/usuarios/empresas/1', { nomeCompleto: 'Intruso', email: 'i@x.com', papelId: 5 }],
  ],
  ['alterar usuário', ['patch', () => `/api/usuarios/empresas/1/${ids.vendedorAlfa}`, { papelId: 5 }]],
  ['dados públicos', ['get', () => `/api/usuarios/${ids.gestorAlfa}/public`]],
];

async function call(who: Awaited<ReturnType<TestApp['login']>>, [method, url, body]: Call) {
  if (method === 'put') return who.put(url(), body, { 'content-type': 'image/png' });
  if (method === 'get') return who.get(url());
  return who[method](url(), body);
}

function expectNoAlfaData(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  for (const marker of ALFA_MARKERS) expect(text).not.toContain(marker);
}

describe('gestor@beta against empresa 1', () => {
  it.each(companyCalls())('%s is refused with no data of empresa 1', async (_name, c) => {
    const beta = await t.login(DEMO.gestorBeta);
    const res = await call(beta, c);
    expect([403, 404]).toContain(res.status);
    expect(Object.keys(res.body)).toEqual(['message']);
    expectNoAlfaData(res.body);
  });

  it('a search finds nobody of empresa 1', async () => {
    const beta = await t.login(DEMO.gestorBeta);
    for (const criteria of [{ nome: 'a' }, { email: 'alfa' }, { matricula: '1' }]) {
      const res = await beta.post('/api/usuarios/buscar', criteria);
      expect(res.status).toBe(200);
      expectNoAlfaData(res.body);
    }
  });
});

describe('vendedor@alfa against what needs a permission he lacks', () => {
  const needsPermission = new Set([
    'perfis admin',
    'perfil admin',
    'criar perfil',
    'alterar perfil',
    'alterar equipe',
    'ativar',
    'desativar',
    'enviar arquivo',
    'usuários admin',
    'usuário admin',
    'criar usuário',
    'alterar usuário',
  ]);
  it.each(companyCalls().filter(([name]) => needsPermission.has(name)))(
    '%s answers 403 with only a message',
    async (_name, c) => {
      const vendedor = await t.login(DEMO.vendedorAlfa);
      const res = await call(vendedor, c);
      expect(res.status).toBe(403);
      expect(Object.keys(res.body)).toEqual(['message']);
    },
  );

  it('nothing was changed by the refused calls', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const perfis = (await gestor.get('/api/perfis/empresas/1/admin')).body as Array<{
      nome: string;
      ativo: boolean;
    }>;
    expect(perfis.some((p) => p.nome === 'Intruso')).toBe(false);
    const vendedor = perfis.find((p) => p.nome === 'Vendedor Alfa');
    expect(vendedor?.ativo).toBe(true);
    const users = (await gestor.get('/api/usuarios/empresas/1/admin')).body as Array<{ email: string }>;
    expect(users.some((u) => u.email === 'i@x.com')).toBe(false);
  });
});

describe('pending and inactive profiles give no access', () => {
  it('a user whose only profile in empresa 1 is pending is refused', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Pendente',
      email: 'pendente@teste.com.br',
      papelId: 5,
      senha: 'senha-pendente',
    });
    const res = await t.anon.post('/api/auth/login', {
      email: 'pendente@teste.com.br',
      senha: 'senha-pendente',
    });
    const { client } = await import('./helpers.ts');
    const pending = client(t.app, res.body.accessToken);
    expect((await pending.get('/api/perfis/empresas/1')).status).toBe(403);
    expect((await pending.get(`/api/usuarios/${ids.gestorAlfa}/public`)).status).toBe(404);
  });
});
