import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import {
  api,
  cpfNovo,
  focusedName,
  signInByKeyboard,
  startedForThisFile,
  tabTo,
  typeSlowly,
} from './keyboard';

// Drafts (src/drafts): a form's unsaved values survive a reload in the browser and are offered back with their
// time; restoring gives back every field exactly, a save removes the draft, a restored edit keeps the updatedAt it
// began from (so a record changed meanwhile meets the 409), another user never sees them, and "Sair" removes them.

const e2e = startedForThisFile();
const type = typeSlowly;
const OFFER = /^Restaurar rascunho de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

async function signedIn(email = 'gestor@alfa.com.br') {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  // leaving a dirty form asks first (beforeunload): the reloads here say yes
  page.on('dialog', (dialog) => void dialog.accept());
  await signInByKeyboard(page, e2e.server.url, email);
  return { context, page };
}

const usuarioId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('usuario') ?? '{}') as { usuarioId: number }).usuarioId,
  );
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rascunho:')));

/** Every input of the form as the page shows it, by name: what a restore must give back exactly. */
const formFields = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [
        ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'form input[name], form textarea[name]',
        ),
      ]
        .filter((el) => el.getAttribute('aria-hidden') !== 'true' || el.value !== '')
        .map((el) => [
          el.name,
          el instanceof HTMLInputElement && el.type === 'checkbox' ? String(el.checked) : el.value,
        ]),
    ),
  );

interface Venda {
  id: number;
  clienteNome: string;
  clienteDocumento: string;
  clienteTelefone: string | null;
  observacoes: string | null;
  total: number;
  itens: Array<{ produtoId: number; quantidade: number; precoUnitario: number }>;
  extras: Array<{ slot: number; valor: string | null }>;
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
  updatedAt: string;
}

describe('drafts', () => {
  it('a sale filled and reloaded comes back exactly from its draft; saving it removes the draft', async () => {
    const { context, page } = await signedIn();
    const errors = collectPageErrors(page);
    try {
      const key = `rascunho:${await usuarioId(page)}:1:vendas:novo`;
      await page.goto(`${e2e.server.url}/e/1/vendas/create`);
      await page.getByRole('heading', { name: 'Nova venda', level: 1 }).waitFor();
      await expect.poll(() => focusedName(page)).toBe('clienteNome');
      await type(page, 'Cliente do Rascunho');
      const cpf = cpfNovo();
      await tabTo(page, (el) => el.label.startsWith('CPF/CNPJ'));
      await type(page, cpf);
      await page.keyboard.press('Tab');
      await type(page, '11987654321');

      // two lines: a product with quantity 2, another with its price typed over
      await tabTo(page, (el) => el.label.startsWith('Produto'));
      await type(page, 'ctrl-15');
      await page.getByRole('option', { name: /CTRL-15/ }).waitFor();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe('itens.0.quantidade');
      await type(page, '2');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toBe('itens.1.produtoId');
      await type(page, 'pos-30');
      await page.getByRole('option', { name: /POS-30/ }).waitFor();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe('itens.1.quantidade');
      const total = await page.getByLabel('Total da venda').textContent();
      expect(total).toMatch(/R\$\s[1-9]/);

      // the company's extra field, and notes
      await tabTo(page, (el) => el.label.startsWith('Forma de pagamento'));
      await type(page, 'pix');
      await page.getByRole('option', { name: 'Pix' }).waitFor();
      await page.keyboard.press('Enter');
      await tabTo(page, (el) => el.label.startsWith('Observações'));
      await type(page, 'Entregar à tarde');
      const typed = await formFields(page);
      expect(typed).toMatchObject({ clienteNome: 'Cliente do Rascunho', observacoes: 'Entregar à tarde' });

      // reloaded right after the last keystroke: the page's pagehide writes what the delay had not yet
      await page.reload();
      await page.getByRole('heading', { name: 'Nova venda', level: 1 }).waitFor();
      const restaurar = page.getByRole('button', { name: /^Restaurar rascunho de / });
      await restaurar.waitFor();
      expect(await restaurar.textContent()).toMatch(OFFER);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'rascunho não salvo' }).count())
        .toBe(1);
      expect((await formFields(page)).clienteNome).toBe('');
      const draft = JSON.parse((await stored(page, key)) ?? 'null') as {
        values: Record<string, unknown>;
      } | null;
      expect(draft?.values).toMatchObject({
        clienteNome: 'Cliente do Rascunho',
        observacoes: 'Entregar à tarde',
      });

      // "Restaurar", by keyboard
      await tabTo(page, (el) => OFFER.test(el.text));
      await page.keyboard.press('Enter');
      await expect.poll(() => restaurar.count()).toBe(0);
      await expect.poll(() => formFields(page)).toEqual(typed);
      await expect.poll(() => page.getByLabel('Total da venda').textContent()).toBe(total);

      // saved (Ctrl+Enter): the draft is gone, and a new form offers nothing
      await page.keyboard.down('Control');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Control');
      await page.waitForURL(/\/e\/1\/vendas\/\d+$/);
      const vendaId = Number(/vendas\/(\d+)$/.exec(page.url())?.[1]);
      const salva = await api<Venda>(page, `/empresas/1/vendas/${vendaId}`);
      expect(salva).toMatchObject({
        clienteNome: 'Cliente do Rascunho',
        clienteDocumento: cpf,
        clienteTelefone: '11987654321',
        observacoes: 'Entregar à tarde',
      });
      const produtos = await api<Array<{ id: number; codigo: string; preco: number }>>(
        page,
        '/empresas/1/produtos?range=[0,499]',
      );
      const preco = (codigo: string) => produtos.find((p) => p.codigo === codigo)?.preco;
      expect(salva.itens.map((i) => [i.quantidade, i.precoUnitario])).toEqual([
        [2, preco('CTRL-15')],
        [1, preco('POS-30')],
      ]);
      expect(salva.extras.find((e) => e.slot === 3)?.valor).toBe('Pix');
      expect(await stored(page, key)).toBeNull();
      await page.goto(`${e2e.server.url}/e/1/vendas/create`);
      await page.reload();
      await page.getByRole('heading', { name: 'Nova venda', level: 1 }).waitFor();
      await expect.poll(() => focusedName(page)).toBe('clienteNome');
      expect(await page.getByRole('button', { name: /Restaurar rascunho/ }).count()).toBe(0);
      expect(await draftKeys(page)).toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a produto edit comes back from its draft with its updatedAt base: saved when unchanged, 409 when changed since', async () => {
    const { context, page } = await signedIn();
    const errors = collectPageErrors(page, [/status of 409/]);
    const contexts: BrowserContext[] = [context];
    try {
      const [produto] = await api<Produto[]>(
        page,
        `/empresas/1/produtos?filter=${encodeURIComponent('{"q":"POS-30"}')}`,
      );
      if (!produto) throw new Error('o produto POS-30 da demonstração não existe');
      const key = `rascunho:${await usuarioId(page)}:1:produtos:${produto.id}`;
      const url = `${e2e.server.url}/e/1/produtos/${produto.id}`;

      const editAndReload = async (nome: string, descricao: string) => {
        await page.goto(url);
        await page.getByLabel(/^Nome/).waitFor();
        await tabTo(page, (el) => /^Nome/.test(el.label));
        await page.keyboard.press('ControlOrMeta+a');
        await type(page, nome);
        await tabTo(page, (el) => /^Descrição/.test(el.label));
        await page.keyboard.press('ControlOrMeta+a');
        await type(page, descricao);
        const typed = await formFields(page);
        await expect.poll(() => stored(page, key)).toContain(descricao);
        return typed;
      };
      const restore = async () => {
        await page.reload();
        const restaurar = page.getByRole('button', { name: OFFER });
        await restaurar.waitFor();
        await tabTo(page, (el) => OFFER.test(el.text));
        await page.keyboard.press('Enter');
        await expect.poll(() => restaurar.count()).toBe(0);
      };

      // 1. unchanged meanwhile: restored exactly, with the base it began from, and saved
      const typed = await editAndReload('Maquininha Rascunho', 'Descrição do rascunho');
      const draft = JSON.parse((await stored(page, key)) ?? 'null') as { baseUpdatedAt: string } | null;
      expect(draft?.baseUpdatedAt).toBe(produto.updatedAt);
      await restore();
      await expect.poll(() => formFields(page)).toEqual(typed);
      await tabTo(page, (el) => /^Nome/.test(el.label));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/e\/1\/produtos$/);
      await expect
        .poll(async () => (await api<Produto>(page, `/empresas/1/produtos/${produto.id}`)).nome)
        .toBe('Maquininha Rascunho');
      expect(await stored(page, key)).toBeNull();
      await page.goto(url);
      await page.getByLabel(/^Nome/).waitFor();
      await expect.poll(() => formFields(page).then((f) => f.nome)).toBe('Maquininha Rascunho');
      expect(await page.getByRole('button', { name: /Restaurar rascunho/ }).count()).toBe(0);

      // 2. changed by someone else after the draft began: the restored save names the old base and meets the 409
      const typed2 = await editAndReload('Maquininha Segunda', 'Outra descrição');
      const antes = await api<Produto>(page, `/empresas/1/produtos/${produto.id}`);
      const { id: _id, updatedAt, ...rest } = antes;
      const writable = {
        codigo: rest.codigo,
        nome: rest.nome,
        descricao: rest.descricao,
        categoria: rest.categoria,
        preco: 123.45,
        comissaoPercentual: rest.comissaoPercentual,
        ativo: rest.ativo,
      };
      const depois = await api<Produto>(page, `/empresas/1/produtos/${produto.id}`, {
        method: 'PUT',
        body: { ...writable, updatedAt },
      });
      expect(depois.updatedAt).not.toBe(updatedAt);
      await restore();
      await expect.poll(() => formFields(page)).toEqual(typed2);
      const sent = page.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().includes(`/produtos/${produto.id}`),
      );
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes(`/produtos/${produto.id}`),
      );
      await tabTo(page, (el) => /^Nome/.test(el.label));
      await page.keyboard.press('Enter');
      expect((JSON.parse((await sent).postData() ?? '{}') as { updatedAt?: string }).updatedAt).toBe(
        updatedAt,
      );
      expect((await answered).status()).toBe(409);
      // not saved: the draft stays
      expect(await stored(page, key)).toContain('Outra descrição');
      expect(errors()).toEqual([]);
    } finally {
      for (const c of contexts) await c.close();
    }
  });

  it("another user signing in sees none of a user's drafts; that user's explicit logout removes them", async () => {
    const { context, page } = await signedIn();
    try {
      const gestorId = await usuarioId(page);
      const key = `rascunho:${gestorId}:1:produtos:novo`;
      await page.goto(`${e2e.server.url}/e/1/produtos/create`);
      await page.getByLabel(/^Código/).waitFor();
      await expect.poll(() => focusedName(page)).toBe('codigo');
      await type(page, 'RASC-01');
      await page.keyboard.press('Tab');
      await type(page, 'Produto em rascunho');
      await expect.poll(() => stored(page, key)).toContain('Produto em rascunho');

      // the session is lost (tokens gone) and someone else signs in, in this same browser
      await page.evaluate(() => {
        for (const k of ['accessToken', 'refreshToken', 'usuario']) localStorage.removeItem(k);
      });
      await signInByKeyboard(page, e2e.server.url, 'multi@exemplo.com.br', { to: '/e/1/produtos/create' });
      await page.getByLabel(/^Código/).waitFor();
      await expect.poll(() => focusedName(page)).toBe('codigo');
      expect(await page.getByRole('button', { name: /Restaurar rascunho/ }).count()).toBe(0);
      expect((await formFields(page)).nome ?? '').toBe('');
      expect(await stored(page, key)).toContain('Produto em rascunho');

      // the first user back: the draft is offered; then "Sair" takes it away
      await page.goto(`${e2e.server.url}/logout`);
      await page.waitForURL(/\/login/);
      await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
      expect(await stored(page, key)).toContain('Produto em rascunho');
      await page.goto(`${e2e.server.url}/e/1/produtos/create`);
      await page.getByRole('button', { name: OFFER }).waitFor();
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.waitForURL(/\/login/);
      expect(await draftKeys(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
