import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile } from './keyboard';

// The shell while people work fast: a page whose chunk failed loads again without a reload, the menu stays on
// screen while a page loads, "Salvar e criar outro" leaves the cursor in the first field, and no message covers
// a form's "Salvar".

const e2e = startedForThisFile();

/** A marker on window: gone if the page reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { semRecarga?: boolean }).semRecarga = true;
  });
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga === true);

describe('lazy pages', () => {
  // The register screens are prefetched on the home (src/shell/PrefetchRegisters.tsx): a page of its own chunk,
  // loaded only when opened, is what these two need (Alterações, Aparência).
  it('a page that failed offline loads when clicked again online, with no reload', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page, [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/]);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
    await markPage(page);

    await context.setOffline(true);
    await page.getByRole('menuitem', { name: 'Alterações' }).click();
    await page.getByText('Não foi possível carregar esta página').waitFor();
    // the shell is still there around the failed page
    expect(await page.getByRole('menuitem', { name: 'Sistemas' }).isVisible()).toBe(true);

    await context.setOffline(false);
    await page.getByRole('menuitem', { name: 'Alterações' }).click();
    await page.getByRole('heading', { name: 'Alterações', level: 1 }).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect(errors().filter((e) => !/Loading chunk|dynamically imported module/.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps the menu on screen with a progress bar in the page while a page loads', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
    // hold every script the page asks for from now on, until the test lets it through
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Aparência' }).click();
    await page.getByRole('progressbar', { name: 'Carregando a página' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Carregando', exact: true }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Origens' }).isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Aparência', level: 1 }).waitFor();
    await context.close();
  });
});

describe('fast entry', () => {
  it('"Salvar e criar outro" saves and puts the cursor back in the first field, empty', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/origens/create' });
    await page.getByLabel(/^Nome/).waitFor();
    for (const nome of ['Feira Regional', 'Rádio Local']) {
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe('nome');
      await page.keyboard.type(nome, { delay: 0 });
      await page.getByRole('button', { name: 'Salvar e criar outro' }).click();
      await page.getByText(/criad/i).filter({ visible: true }).first().waitFor();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const a = document.activeElement as HTMLInputElement | null;
            return `${a?.name}=${a?.value}`;
          }),
        )
        .toBe('nome=');
    }
    const origens = await api<Array<{ nome: string }>>(
      page,
      `/empresas/1/origens?filter=${encodeURIComponent(JSON.stringify({ q: 'Feira Regional' }))}`,
    );
    expect(origens.map((o) => o.nome)).toEqual(['Feira Regional']);
    expect(errors()).toEqual([]);
  });

  it("an error message never covers the sale form's Salvar / Salvar e nova", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/vendas/create' });
    const salvar = page.getByRole('button', { name: 'Salvar', exact: true });
    await salvar.waitFor();
    // an empty sale: refused, with an error message
    await salvar.click();
    const alert = page.locator('.notistack-SnackbarContainer [role="alert"], .notistack-MuiContent').first();
    await alert.waitFor();
    const overlaps = async (name: string) => {
      const a = await alert.boundingBox();
      const b = await page.getByRole('button', { name, exact: true }).boundingBox();
      if (!a || !b) return false;
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    await expect.poll(() => overlaps('Salvar')).toBe(false);
    expect(await overlaps('Salvar e nova')).toBe(false);
  });
});
