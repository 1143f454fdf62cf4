import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// Issue 15, "Shell": the defects users met in the app bar, the sign-in routes, paths with a dot, Meu perfil,
// invitations, the sale form's wording and list preferences across users. One server for the file.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const SHOTS = '/tmp/shots/L';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function newPage(options: { width?: number; colorScheme?: 'dark' | 'light' } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page, [/status of 401/, /status of 403/, /status of 404/]);
  return { context, page, errors };
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function api(method: string, path: string, email: string, body?: unknown) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, senha: 'demo1234' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

// react-admin's user menu button (its name, on a wide screen, beside the icon)
const userMenu = (page: Page) => page.locator('header button.RaUserMenu-userButton').first();

async function sair(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/\/login/);
}

/** The app bar's toolbar height, and the switcher's name and ▾ boxes. */
function measureBar(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('button[aria-haspopup="menu"][aria-label^="Empresa atual"]');
    if (!button) throw new Error('no company switcher');
    const bar = button.closest('.MuiToolbar-root') as HTMLElement;
    const name = button.querySelector('.MuiTypography-root') as HTMLElement;
    const arrow = button.lastElementChild as SVGElement;
    const n = name.getBoundingClientRect();
    const a = arrow.getBoundingClientRect();
    return {
      bar: bar.getBoundingClientRect().height,
      nameMiddle: n.top + n.height / 2,
      arrowMiddle: a.top + a.height / 2,
      arrowTop: a.top,
      nameBottom: n.bottom,
      arrowLeft: a.left,
      nameRight: n.right,
      buttonHeight: button.getBoundingClientRect().height,
      ellipsis: name.scrollWidth > name.clientWidth,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

describe('the company switcher', () => {
  it('keeps the name and ▾ on one line and the bar at its height, with an ellipsis for long names', async () => {
    // a long name for Beta (the admin's register), so the multi-company user's switcher must cut it
    const beta = await api('GET', '/admin/empresas/2', 'admin@exemplo.com.br');
    expect(beta.status).toBe(200);
    const longo = 'Beta Energia Renovável e Telecomunicações do Nordeste Brasileiro Ltda';
    const put = await api('PUT', '/admin/empresas/2', 'admin@exemplo.com.br', { ...beta.body, nome: longo });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors } = await newPage({ width, colorScheme });
        await page.goto(`${server.url}/login`);
        await signIn(page, 'multi@exemplo.com.br');
        await page.waitForURL(/\/e\/1$/);
        await page.getByRole('button', { name: /^Empresa atual: Alfa Telecom/ }).waitFor();
        const alfa = await measureBar(page);
        // MUI's dense desktop toolbar is 48 px high, the phone one 56: the switcher must not add a line
        expect(alfa.bar, `${width} Alfa`).toBeLessThanOrEqual(width > 600 ? 48 : 56);
        expect(Math.abs(alfa.arrowMiddle - alfa.nameMiddle), `${width} ▾ on the name's line`).toBeLessThan(3);
        expect(alfa.arrowTop).toBeLessThan(alfa.nameBottom);
        expect(alfa.arrowLeft).toBeGreaterThanOrEqual(alfa.nameRight - 1);

        await page.getByRole('button', { name: /^Empresa atual: Alfa Telecom/ }).click();
        await page.getByRole('menuitem', { name: longo }).click();
        await page.waitForURL(/\/e\/2$/);
        await page.getByRole('button', { name: `Empresa atual: ${longo}. Trocar empresa` }).waitFor();
        const long = await measureBar(page);
        await page.screenshot({
          path: `${SHOTS}/appbar-${width}-${colorScheme}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });
        expect(long.bar, `${width} long`).toBe(alfa.bar);
        expect(Math.abs(long.arrowMiddle - long.nameMiddle), `${width} long ▾`).toBeLessThan(3);
        expect(long.ellipsis, `${width} long name cut with an ellipsis`).toBe(true);
        expect(long.overflow, `${width} no sideways scroll`).toBeLessThanOrEqual(0);
        expect(errors()).toEqual([]);
      }
    }
    await api('PUT', '/admin/empresas/2', 'admin@exemplo.com.br', { ...beta.body });
  }, 240_000);
});

describe('sign-in routes', () => {
  it('/login while signed in goes to the landing (the company, /admin for an ADMIN, or the redirect)', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1$/);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/e\/1$/);
    expect(await page.getByLabel(/^Senha/).count()).toBe(0);
    await page.goto(`${server.url}/login?redirect=%2Fe%2F1%2Fvendas`);
    await page.waitForURL(/\/e\/1\/vendas$/);
    expect(errors()).toEqual([]);

    const admin = await newPage();
    await admin.page.goto(`${server.url}/login`);
    await signIn(admin.page, 'admin@exemplo.com.br');
    await admin.page.waitForURL(/\/admin$/);
    await admin.page.goto(`${server.url}/login`);
    await admin.page.waitForURL(/\/admin$/);
  });

  it('Back after logout lands on /login with the way back, never a company page nor its data', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1$/);
    await page.getByRole('menuitem', { name: 'Vendas' }).click();
    await page.waitForURL(/\/e\/1\/vendas$/);
    await page.getByRole('heading', { name: 'Vendas', level: 1 }).waitFor();
    await sair(page);
    await page.goBack();
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1%2Fvendas$/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByText('Alfa Telecom').count()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1$/);
    expect(await page.locator('header').count()).toBe(0);
    expect(errors()).toEqual([]);
  });
});

describe('paths with a dot', () => {
  it('serve the app, which redirects or says not found like any other path', async () => {
    const { page } = await newPage();
    const signedOut = await page.goto(`${server.url}/e/1.5`);
    expect(signedOut?.status()).toBe(200);
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1\.5$/);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    const pdf = await page.goto(`${server.url}/e/1/meus-relatorios/vendas.pdf`);
    expect(pdf?.status()).toBe(200);
    await page.locator('header').getByText('Alfa Telecom').waitFor();
    const asset = await page.request.get(`${server.url}/assets/nao-existe.js`);
    expect(asset.status()).toBe(404);
  });
});

describe('Meu perfil and invitations', () => {
  it('a new name shows in the app bar at once', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/e/1/usuarios/me`);
    await signIn(page, 'vendedor@alfa.com.br');
    await page.waitForURL(/\/e\/1\/usuarios\/me$/);
    await expect.poll(() => userMenu(page).textContent()).toContain('Vendedor Alfa');
    const nome = page.getByLabel(/^Nome completo/);
    await nome.fill('Vendedor Alfa Renomeado');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect.poll(() => userMenu(page).textContent()).toContain('Vendedor Alfa Renomeado');
    await nome.fill('Vendedor Alfa');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect.poll(() => userMenu(page).textContent()).not.toContain('Renomeado');
    expect(errors()).toEqual([]);
  });

  it('pending invitations show on arrival: a count on the user menu and an entry leading to them', async () => {
    const convite = await api('POST', '/usuarios/empresas/1', 'gestor@alfa.com.br', {
      nomeCompleto: 'Gestor Beta',
      email: 'gestor@beta.com.br',
      papelId: 5,
      equipeId: 1,
    });
    expect(convite.status, JSON.stringify(convite.body)).toBe(201);
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@beta.com.br');
    await page.waitForURL(/\/e\/2$/);
    await expect
      .poll(() => page.getByTestId('convites-badge').locator('.MuiBadge-badge').textContent())
      .toBe('1');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Convites pendentes (1)' }).click();
    await page.waitForURL(/\/e\/2\/usuarios\/me#convites$/);
    await page.getByText('Minhas empresas e convites').waitFor();
    await page
      .getByRole('button', { name: /Aceitar/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByTestId('convites-badge').locator('.MuiBadge-badge.MuiBadge-invisible').count())
      .toBe(1);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Convites pendentes/ }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });
});

describe('wording and preferences', () => {
  it('the sale form says in Portuguese why the seller is fixed, with no permission code', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/e/1/vendas/create`);
    await signIn(page, 'vendedor@alfa.com.br');
    await page.getByText('Você não pode escolher o vendedor desta venda: ela fica em seu nome.').waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(
      /DEFINIR_VENDEDOR|ALTERAR_VENDEDOR|_[A-Z]{4,}/,
    );
    expect(errors()).toEqual([]);
  });

  it("one user's hidden columns do not follow into the next user's session", async () => {
    // the next user's defaults, seen on a browser of their own (companies may differ in extra fields)
    const clean = await newPage();
    await clean.page.goto(`${server.url}/e/2/produtos`);
    await signIn(clean.page, 'gestor@beta.com.br');
    await clean.page.locator('table tbody tr').first().waitFor();
    const defaultsB = await clean.page.locator('table thead th').count();

    const { page, errors } = await newPage();
    const columns = () => page.locator('table thead th').count();
    await page.goto(`${server.url}/e/1/produtos`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1\/produtos$/);
    await page.locator('table tbody tr').first().waitFor();
    const defaults = await columns();
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.locator('.MuiPopover-paper input[type="checkbox"]:checked').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(columns).toBe(defaults - 1);
    await sair(page);

    await page.goto(`${server.url}/e/2/produtos`);
    await signIn(page, 'gestor@beta.com.br');
    await page.waitForURL(/\/e\/2\/produtos$/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await columns()).toBe(defaultsB);
    expect(errors()).toEqual([]);
  });
});
