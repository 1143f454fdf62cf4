import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { cpfNovo, focusedName, signInByKeyboard, startedForThisFile, tabTo } from './keyboard';

// A session that ends in the middle of a form (src/auth/reauth.ts, ReauthDialog.tsx): the user signs in again
// over the page and the save goes through with everything typed. Access tokens live 3 s here, so the forms are
// filled across several expiries and refreshes, as a slow user's would be.

const e2e = startedForThisFile({ ACCESS_TOKEN_TTL: '3' });
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 0 });
const POLL = { timeout: 30_000, interval: 200 };
const GESTOR = 'gestor@alfa.com.br';

// The browser's line for each refused call, and docs/produto.md §8's own when the refresh fails: expected here.
const EXPECTED_ERRORS = [/status of 401/, /Falha ao renovar accessToken!/];

const reauthDialog = (page: Page) => page.getByRole('dialog', { name: 'Entre novamente para continuar' });

/** Keeps a handle on a field of the page: if the page were unmounted and drawn again, it would be detached. */
async function markField(page: Page, name: string) {
  await page.evaluate((n) => {
    (window as unknown as { marked: Element | null }).marked = document.querySelector(`[name="${n}"]`);
  }, name);
}
const markedStillThere = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked: Element | null }).marked?.isConnected === true);

/** The dialog over the page: the same user's e-mail, fixed; the focus in the password; the page blurred. */
async function signInAgain(page: Page, email = GESTOR) {
  const dialog = reauthDialog(page);
  await dialog.waitFor();
  await expect.poll(() => focusedName(page), POLL).toBe('senha');
  const campoEmail = dialog.getByLabel('E-mail');
  expect(await campoEmail.inputValue()).toBe(email);
  expect(await campoEmail.getAttribute('readonly')).not.toBeNull();
  // Someone else at the computer cannot read the page under the dialog.
  const backdrop = await page
    .getByTestId('reauth-backdrop')
    .evaluate((el) => getComputedStyle(el).backdropFilter);
  expect(backdrop).toMatch(/blur\(\d+px\)/);
  await type(page, 'demo1234');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** The API as a fresh client sees it (the page's own session may be the one being revoked). */
async function serverCall(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) {
  return fetch(`${e2e.server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * What the server holds, read with a session of its own: the page's token lives 3 s and may be the one being
 * revoked.
 */
async function asGestor<T>(path: string): Promise<T> {
  const login = await serverCall('/auth/login', null, {
    method: 'POST',
    body: { email: GESTOR, senha: 'demo1234' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await serverCall(path, accessToken);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The access token the page holds runs out (waits until the server answers it 401, no fixed sleep), then the
 * session's refresh token is revoked, as a logout on another device does: the page's refresh will fail.
 */
async function expireAndRevoke(page: Page) {
  const access = await stored(page, 'accessToken');
  await expect.poll(async () => (await serverCall('/usuarios/me', access)).status, POLL).toBe(401);
  const refreshToken = await stored(page, 'refreshToken');
  const revoked = await serverCall('/auth/logout', null, { method: 'POST', body: { refreshToken } });
  expect(revoked.status).toBe(204);
  // the page did not renew meanwhile: its refresh will present the revoked token
  expect(await stored(page, 'refreshToken')).toBe(refreshToken);
}

interface Produto {
  id: number;
  codigo: string;
  nome: string;
  descricao: string | null;
  categoria: string | null;
  preco: number;
  comissaoPercentual: number | null;
  ativo: boolean;
}

/** Reads a money or percent field as the user sees it ("R$ 1.234,50", "7,5") as a number. */
const shownNumber = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Fills every field of a new produto; returns what the screen shows in the number fields. */
async function fillProduto(page: Page, codigo: string, nome: string) {
  await page.goto(`${e2e.server.url}/e/1/produtos/create`);
  const campoCodigo = page.getByLabel(/^Código/);
  await campoCodigo.waitFor();
  await campoCodigo.click();
  await type(page, codigo);
  await page.getByLabel(/^Nome/).click();
  await type(page, nome);
  await page.getByLabel(/^Preço/).click();
  await type(page, '123456');
  await page.getByLabel(/^Comissão/).click();
  await type(page, '75');
  await page.getByLabel(/^Categoria/).click();
  await page.getByRole('option', { name: 'Aparelho' }).click();
  const ativo = page.getByLabel(/^Ativo/);
  await ativo.uncheck();
  expect(await ativo.isChecked()).toBe(false);
  // last, the description, where the focus stays
  await page.getByLabel(/^Descrição/).click();
  await type(page, 'Linha 1 do texto\nLinha 2, com acentuação: é à ç');
  return {
    preco: shownNumber(await page.getByLabel(/^Preço/).inputValue()),
    comissao: shownNumber(await page.getByLabel(/^Comissão/).inputValue()),
  };
}

async function produtoNoServidor(codigo: string): Promise<Produto | undefined> {
  const lista = await asGestor<Produto[]>(
    `/empresas/1/produtos?filter=${encodeURIComponent(JSON.stringify({ codigo }))}`,
  );
  return lista.find((p) => p.codigo === codigo);
}

describe('signing in again over the page', () => {
  it('another tab logs out while a produto is being filled: the dialog opens over it, and the save keeps every field', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page, EXPECTED_ERRORS);
    await signInByKeyboard(page, e2e.server.url, GESTOR);
    const shown = await fillProduto(page, 'RA-01', 'Aparelho Reautenticado');
    expect(shown.preco).toBeGreaterThan(0);
    expect(shown.comissao).toBeGreaterThan(0);
    await markField(page, 'codigo');
    const scroll = await page.evaluate(() => window.scrollY);

    // The other tab: the app's own logout (the menu's "Sair" goes to /logout).
    const other = await context.newPage();
    await other.goto(`${e2e.server.url}/logout`);
    await other.waitForURL(/\/login$/);

    await signInAgain(page);
    // The page never left: same address, same field elements, focus and scroll where they were.
    expect(page.url()).toBe(`${e2e.server.url}/e/1/produtos/create`);
    expect(await markedStillThere(page)).toBe(true);
    await expect.poll(() => focusedName(page), POLL).toBe('descricao');
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .getByText(/criado/i)
      .filter({ visible: true })
      .first()
      .waitFor();
    const salvo = await produtoNoServidor('RA-01');
    expect(salvo).toMatchObject({
      codigo: 'RA-01',
      nome: 'Aparelho Reautenticado',
      descricao: 'Linha 1 do texto\nLinha 2, com acentuação: é à ç',
      categoria: 'APARELHO',
      preco: shown.preco,
      comissaoPercentual: shown.comissao,
      ativo: false,
    });
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('a sale saved after the token expired and the session was revoked: the dialog, then the same save goes through', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page, EXPECTED_ERRORS);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await signInByKeyboard(page, e2e.server.url, GESTOR, { to: '/e/1/vendas/create' });
    await page.getByRole('heading', { name: 'Nova venda', level: 1 }).waitFor();
    await expect.poll(() => focusedName(page), POLL).toBe('clienteNome');
    await type(page, 'Cliente Reautenticada da Silva');
    await tabTo(page, (el) => el.label.startsWith('CPF/CNPJ'));
    const cpf = cpfNovo();
    await type(page, cpf);
    await tabTo(page, (el) => el.label.startsWith('E-mail'));
    await type(page, 'cliente.reauth@exemplo.com.br');

    await tabTo(page, (el) => el.label.startsWith('Produto'));
    await type(page, 'ctrl-15');
    await page.getByRole('option', { name: /CTRL-15/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page), POLL).toBe('itens.0.quantidade');
    await type(page, '3');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page), POLL).toBe('itens.1.produtoId');
    await type(page, 'smart-a15');
    await page.getByRole('option', { name: /SMART-A15/ }).waitFor();
    await page.keyboard.press('Enter');

    await tabTo(page, (el) => el.label.startsWith('Forma de pagamento'));
    await type(page, 'pix');
    await page.getByRole('option', { name: 'Pix' }).waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.label.startsWith('Observações'));
    await type(page, 'Entregar à tarde; cliente pediu nota.');
    const total = await page.getByLabel('Total da venda').textContent();
    await markField(page, 'clienteNome');

    await expireAndRevoke(page);
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');

    // The save met the dead session: the dialog, not the login page; the form still there under it.
    await reauthDialog(page).waitFor();
    expect(page.url()).toBe(`${e2e.server.url}/e/1/vendas/create`);
    expect(await markedStillThere(page)).toBe(true);
    await signInAgain(page);
    // the replayed save, with the new token: the sale's page
    await page.waitForURL(/\/e\/1\/vendas\/\d+$/);
    const vendaId = Number(/vendas\/(\d+)$/.exec(page.url())?.[1]);
    const venda = await asGestor<{
      clienteNome: string;
      clienteDocumento: string;
      clienteEmail: string | null;
      observacoes: string | null;
      total: number;
      itens: Array<{ quantidade: number; precoUnitario: number }>;
      extras: unknown;
    }>(`/empresas/1/vendas/${vendaId}`);
    expect(venda).toMatchObject({
      clienteNome: 'Cliente Reautenticada da Silva',
      clienteDocumento: cpf,
      clienteEmail: 'cliente.reauth@exemplo.com.br',
      observacoes: 'Entregar à tarde; cliente pediu nota.',
      total: shownNumber(total ?? ''),
    });
    expect(venda.itens.map((i) => [i.quantidade, i.precoUnitario])).toEqual([
      [3, 49.9],
      [1, 1299],
    ]);
    expect(JSON.stringify(venda.extras)).toMatch(/pix/i);
    // One sale only: the save was replayed, not sent twice.
    const mesmas = await asGestor<unknown[]>(
      `/empresas/1/vendas?filter=${encodeURIComponent(JSON.stringify({ q: cpf }))}`,
    );
    expect(mesmas).toHaveLength(1);
    // docs/produto.md §8's messages are still there.
    expect(logs).toContain('Renovando accessToken...');
    expect(logs).toContain('Falha ao renovar accessToken!');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('"Entrar com outro usuário" leads to the login page, and the other user does not see the first one\'s form', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signInByKeyboard(page, e2e.server.url, GESTOR);
    await fillProduto(page, 'RA-02', 'Produto Que Ninguém Mais Vê');

    // The session is lost under the user (not an explicit "Sair", which also removes the drafts): the save
    // waits on the dialog, and the user leaves from there.
    await expireAndRevoke(page);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const dialog = reauthDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Entrar com outro usuário' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1%2Fprodutos%2Fcreate$/);
    expect(await stored(page, 'accessToken')).toBeNull();
    // what was typed is kept as the first user's draft (src/drafts), not wiped with the session
    const rascunhos = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('rascunho:'))
        .map((k) => localStorage.getItem(k) ?? ''),
    );
    expect(rascunhos.join('|')).toContain('Produto Que Ninguém Mais Vê');

    await page.getByLabel(/^E-mail/).fill('multi@exemplo.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/e\/1\/produtos\/create$/);
    const codigo = page.getByLabel(/^Código/);
    await codigo.waitFor();
    expect(await codigo.inputValue()).toBe('');
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe('');
    // nowhere on the page, neither in a field nor as text
    const visto = await page.evaluate(() => [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value),
    ]);
    expect(visto.join('|')).not.toMatch(/Produto Que Ninguém Mais Vê|RA-02|Linha 1 do texto/);
    // nothing was saved on the way
    expect(await produtoNoServidor('RA-02')).toBeUndefined();
    await context.close();
  });
});
