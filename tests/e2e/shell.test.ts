import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// The shell as users meet it: deep links, permissions in the menu and the router, switching company,
// mobile width, losing the network. One server for the file; a fresh browser context per test.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(options: { width?: number; colorScheme?: 'dark' | 'light' } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'dark',
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page, [/status of 401/, /status of 403/]);
  return { context, page, errors };
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('signed-out visitors', () => {
  it('come back to their deep link after signing in', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/e/1/aparencia`);
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1%2Faparencia$/);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1\/aparencia$/);
    await page.getByRole('button', { name: 'Vermelho' }).waitFor();
    expect(errors()).toEqual([]);
  });

  it('land on the principal company from the root', async () => {
    const { page, errors } = await newPage();
    await page.goto(server.url);
    await page.waitForURL(/\/login$/);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1$/);
    await page.getByText('Bem-vindo, Gestora Alfa').waitFor();
    expect(await page.title()).toBe('Vendas – Alfa Telecom');
    expect(errors()).toEqual([]);
  });
});

describe('permissions', () => {
  it('the vendedor sees no CADASTRAR_AUXILIARES entry and cannot open such a page', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'vendedor@alfa.com.br');
    await page.waitForURL(/\/e\/1$/);
    const menu = page.getByRole('menu').first();
    await page.getByRole('menuitem', { name: 'Vendas' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Produtos' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Usuários' }).count()).toBe(0);
    expect(await menu.count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/e/1/produtos`);
    await page.waitForURL(/\/e\/1$/);
    await page.getByText('Você não tem permissão para abrir esta página.').waitFor();
    expect(errors()).toEqual([]);
  });

  it('the gestor sees it and opens it', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/e/1/produtos`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.waitForURL(/\/e\/1\/produtos$/);
    await page.getByRole('menuitem', { name: 'Produtos' }).waitFor();
    await page.getByRole('heading', { name: 'Produtos', level: 1 }).waitFor();
  });

  it('a company without a role is not found; an unknown path inside one goes to its root', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/e/2`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.goto(`${server.url}/e/abc/vendas`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.goto(`${server.url}/e/1/nada/aqui`);
    await page.waitForURL(/\/e\/1$/);
    await page.goto(`${server.url}/qualquer/coisa`);
    await page.waitForURL(/\/e\/1$/);
    // not an admin: /admin is just another path
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/e\/1$/);
  });

  it('the platform admin reaches /admin, and unknown admin paths go to /admin', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/admin/nao-existe`);
    await signIn(page, 'admin@exemplo.com.br');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('menuitem', { name: 'Empresas' }).waitFor();
    expect(await page.title()).toBe('Vendas – Administração');
    expect(errors()).toEqual([]);
  });
});

describe('switching company', () => {
  it('changes the title and the primary colour', async () => {
    const { page, errors } = await newPage({ colorScheme: 'light' });
    await page.goto(`${server.url}/login`);
    await signIn(page, 'multi@exemplo.com.br');
    await page.waitForURL(/\/e\/1$/);
    await page.getByText('Bem-vindo').waitFor();
    expect(await page.title()).toBe('Vendas – Alfa Telecom');
    // the dashboard's shortcut icons are painted in the primary colour
    const primary = () =>
      page
        .locator('#main-content .MuiSvgIcon-colorPrimary')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    // Alfa is blue (blue[800] = #1565c0), Beta green (green[900] = #1b5e20: the theme takes the first shade that
    // reads at 4.5:1 on the light surfaces, src/theme/contraste.ts)
    await expect.poll(primary).toBe('rgb(21, 101, 192)');
    await page.getByRole('button', { name: /Trocar empresa/ }).click();
    await page.getByRole('menuitem', { name: 'Beta Energia' }).click();
    await page.waitForURL(/\/e\/2$/);
    await expect.poll(() => page.title()).toBe('Vendas – Beta Energia');
    await expect.poll(primary).toBe('rgb(27, 94, 32)');
    expect(errors()).toEqual([]);
  });
});

describe('layout', () => {
  it('a 390 px wide viewport gets the mobile layout', async () => {
    const { page, errors } = await newPage({ width: 390 });
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByText('Bem-vindo').waitFor();
    // the menu is a closed temporary drawer until the hamburger opens it
    expect(await page.getByRole('menuitem', { name: 'Vendas' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('menuitem', { name: 'Vendas' }).waitFor();
    // fullscreen is a desktop affordance
    expect(await page.getByRole('button', { name: 'Tela cheia' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // the sound switch leaves the crowded bar for the user menu, and still switches
    expect(await page.getByRole('button', { name: /ativar o som/i }).count()).toBe(0);
    // an icon alone on a phone: named "Perfil" (react-admin's own fallback would say "Profile")
    await page.getByRole('button', { name: 'Perfil', exact: true }).click();
    const som = page.getByRole('menuitemcheckbox', { name: 'Som' });
    expect(await som.getAttribute('aria-checked')).toBe('true');
    await som.click();
    expect(await page.evaluate(() => localStorage.getItem('audio'))).toBe('false');
    expect(errors()).toEqual([]);
  });

  it('600 px is still mobile (docs/produto.md: 600 px or less)', async () => {
    const { page } = await newPage({ width: 600 });
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByText('Bem-vindo').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Vendas' }).isVisible()).toBe(false);
  });

  it('a desktop viewport keeps the drawer open by default', async () => {
    const { page } = await newPage({ width: 1280 });
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByText('Bem-vindo').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Vendas' }).isVisible()).toBe(true);
  });

  it('going offline shows the notice, and it goes away online', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByText('Bem-vindo').waitFor();
    await context.setOffline(true);
    await page.getByText(/Sem conexão com a internet/).waitFor();
    await context.setOffline(false);
    await page.getByText(/Sem conexão com a internet/).waitFor({ state: 'detached' });
  });

  it('stands its animations still for a user who asks for reduced motion, and pulses for the others', async () => {
    /** Tabs from the page's start to the first button, as a keyboard user reaches it: MUI's focus ripple pulses. */
    async function tabToButton(page: Page) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => !!document.activeElement?.querySelector('.MuiTouchRipple-root')))
          return;
      }
      throw new Error('nenhum botão com ondulação ao alcance do Tab');
    }
    const running = (page: Page) =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
      );
    const focusRing = (page: Page) =>
      page.evaluate(
        () => document.activeElement?.querySelectorAll('.MuiTouchRipple-childPulsate').length ?? 0,
      );
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await signIn(page, 'gestor@alfa.com.br');
      await page.getByText('Bem-vindo').waitFor();
      // the home's skeletons gone: what is left moving is the focus ring
      await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
      await tabToButton(page);
      await expect.poll(() => focusRing(page)).toBe(1);
      if (reducedMotion === 'reduce') expect(await running(page)).toBe(0);
      else await expect.poll(() => running(page)).toBeGreaterThan(0);
    }
  });

  it('remembers the audio flag in local storage, on by default', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'gestor@alfa.com.br');
    await page.getByRole('button', { name: 'Desativar o som' }).click();
    expect(await page.evaluate(() => localStorage.getItem('audio'))).toBe('false');
    await page.reload();
    await page.getByRole('button', { name: 'Ativar o som' }).waitFor();
  });
});
