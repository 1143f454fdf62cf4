import type { Page } from 'playwright-core';

/** Signs in through the login form (in either language) and waits for the landing page. */
export async function signIn(page: Page, baseUrl: string, email: string, landing: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^(E-mail|Email)/).fill(email);
  await page.getByLabel(/^(Senha|Password)/).fill('demo1234');
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  await page.waitForURL(landing);
}

/** The first record of an API list, fetched by the page with its own session. */
export async function firstId(page: Page, apiPath: string, key = 'id'): Promise<number> {
  const id = await page.evaluate(
    async ({ apiPath, key }) => {
      const response = await fetch(`/api/${apiPath}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const rows = (await response.json()) as Array<Record<string, unknown>>;
      return rows[0]?.[key];
    },
    { apiPath, key },
  );
  if (typeof id !== 'number') throw new Error(`Sem registro em /api/${apiPath}`);
  return id;
}

/** A route of docs/produto.md §2 as a pattern (`/e/1/vendas/:id`) and the path visited for it. */
export type Route = [pattern: string, path: string];

const REGISTERS = [
  'vendas',
  'negociacoes',
  'relatorios',
  'venda-status',
  'campos-extras',
  'equipes',
  'produtos',
  'adicionais',
  'pdvs',
  'origens',
  'sistemas',
] as const;

/** Every company route of docs/produto.md §2 for company 1, a record of each register opened by the page's own session. */
export async function companyRoutes(page: Page): Promise<Route[]> {
  const e = '/e/1';
  const same = (path: string): Route => [path, path];
  const routes: Route[] = [e, `${e}/usuarios/me`, `${e}/aparencia`, `${e}/ajuda`].map(same);
  for (const path of REGISTERS) {
    const id = await firstId(page, `empresas/1/${path}`, path === 'campos-extras' ? 'slot' : 'id');
    routes.push(same(`${e}/${path}`), [`${e}/${path}/:id`, `${e}/${path}/${id}`]);
    if (path !== 'relatorios' && path !== 'campos-extras') routes.push(same(`${e}/${path}/create`));
  }
  const perfil = await firstId(page, 'perfis/empresas/1', 'perfilId');
  const usuario = await firstId(page, 'perfis/empresas/1', 'usuarioId');
  const equipe = await firstId(page, 'empresas/1/equipes');
  routes.push(
    same(`${e}/usuarios`),
    [`${e}/usuarios/:id`, `${e}/usuarios/${usuario}`],
    same(`${e}/usuarios/create`),
    same(`${e}/perfis`),
    [`${e}/perfis/:id`, `${e}/perfis/${perfil}`],
    [`${e}/minhas-equipes/:id`, `${e}/minhas-equipes/${equipe}`],
  );
  return routes;
}

/** Every admin route of docs/produto.md §2, a record of each admin register opened by the page's own session. */
export async function adminRoutes(page: Page): Promise<Route[]> {
  const routes: Route[] = [
    ['/admin', '/admin'],
    ['/admin/request-logs', '/admin/request-logs'],
  ];
  for (const path of ['empresas', 'grupos', 'dominios', 'bancos', 'papeis'])
    routes.push(
      [`/admin/${path}`, `/admin/${path}`],
      [`/admin/${path}/:id`, `/admin/${path}/${await firstId(page, `admin/${path}`)}`],
    );
  return routes;
}
