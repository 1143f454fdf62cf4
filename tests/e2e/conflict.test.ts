import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo } from './keyboard';

// Two people edit the same record (two browser contexts, two users): the first saves, the second's save meets a
// 409 and, instead of losing what was typed, gets the merge view (src/conflicts): per field "Minha versão" and
// "Versão atual", who and when, what only the first changed already taken. The second picks per field, by
// keyboard, and saves against the new version; the API then holds exactly that mix. The second works on a phone
// (390 px wide), where the view must fit.

const e2e = startedForThisFile();
const PHONE = { width: 390, height: 844 };

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const context = await e2e.browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInByKeyboard(page, e2e.server.url, email);
  return { context, page };
}

/** The merge view, and the block of one field in it (a group named by the field's label). */
const mergeView = (page: Page) => page.getByRole('region', { name: /enquanto você editava/ });
const fieldBlock = (page: Page, label: string) =>
  mergeView(page).getByRole('group', { name: new RegExp(`^${label}\\b`) });

/** Whether the history endpoint (docs/contrato.md §5) answers, and so whether the view can name who changed things. */
async function historyAnswers(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    return response.status === 200;
  }, `/api${path}/historico`);
}

/** No sideways scrolling: the page (the merge view included) fits the phone's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

interface Produto {
  id: number;
  nome: string;
  descricao: string | null;
  preco: number;
  updatedAt: string;
}

describe('conflict merge', () => {
  it('two people edit one produto: the second keeps its name, takes the other description and price', async () => {
    const a = await signedIn('gestor@alfa.com.br');
    const b = await signedIn('multi@exemplo.com.br', PHONE);
    const errorsB = collectPageErrors(b.page, [/status of 409/]);
    const contexts: BrowserContext[] = [a.context, b.context];
    try {
      const [produto] = await api<Produto[]>(
        a.page,
        `/empresas/1/produtos?filter=${encodeURIComponent('{"q":"CTRL-15"}')}`,
      );
      if (!produto) throw new Error('o produto CTRL-15 da demonstração não existe');
      const url = `${e2e.server.url}/e/1/produtos/${produto.id}`;
      await Promise.all([a.page.goto(url), b.page.goto(url)]);
      await Promise.all([a.page.getByLabel(/^Nome/).waitFor(), b.page.getByLabel(/^Nome/).waitFor()]);

      // A changes the name, the description and the price, and saves
      await a.page.getByLabel(/^Nome/).fill('Controle 15 GB (Gestora)');
      await a.page.getByLabel(/^Descrição/).fill('Descrição da gestora');
      await a.page.getByLabel(/^Preço/).fill('');
      await a.page.getByLabel(/^Preço/).pressSequentially('59,90', { delay: 0 });
      await a.page.getByRole('button', { name: /^Salvar$/ }).click();
      await a.page
        .getByText(/atualizado/i)
        .first()
        .waitFor();
      const afterA = await api<Produto>(a.page, `/empresas/1/produtos/${produto.id}`);
      expect(afterA.preco).toBe(59.9);

      // B, who opened the older version, changes the name and the description, by keyboard, and saves
      await tabTo(b.page, (el) => /^Nome/.test(el.label));
      await b.page.keyboard.press('ControlOrMeta+a');
      await b.page.keyboard.type('Controle 15 GB (Multi)', { delay: 0 });
      await tabTo(b.page, (el) => /^Descrição/.test(el.label));
      await b.page.keyboard.press('ControlOrMeta+a');
      await b.page.keyboard.type('Descrição do multi', { delay: 0 });
      // Descrição is a text area (Enter is a new line there): Tab to Salvar
      await tabTo(b.page, (el) => /^salvar$/i.test(el.text));
      await b.page.keyboard.press('Enter');

      // the merge view: nothing typed is lost, the price (only A changed it) already taken
      await mergeView(b.page).waitFor();
      expect(await b.page.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe(
        'Controle 15 GB (Multi)',
      );
      const nome = fieldBlock(b.page, 'Nome');
      await expect
        .poll(() => nome.getByRole('button', { name: /^Minha versão/ }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await nome.textContent()).toContain('Controle 15 GB (Gestora)');
      const preco = fieldBlock(b.page, 'Preço');
      expect(await preco.textContent()).toContain('Só a outra pessoa alterou');
      expect(await preco.textContent()).toContain('R$\u00a059,90');
      expect(await preco.getByRole('button', { name: /^Versão atual/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      // who and when, from the record's history (docs/contrato.md §5 historico)
      expect(await historyAnswers(b.page, `/empresas/1/produtos/${produto.id}`)).toBe(true);
      await expect
        .poll(() => nome.textContent())
        .toMatch(/Alterado por Gestora Alfa em \d\d\/\d\d\/\d{4} \d\d:\d\d/);
      expect(await fitsWidth(b.page)).toBe(true);

      // B keeps its name and takes A's description, by Tab and Enter, then saves from the view
      await tabTo(
        b.page,
        (el) => el.text.startsWith('Versão atual') && el.text.includes('Descrição da gestora'),
      );
      await b.page.keyboard.press('Enter');
      await expect
        .poll(() => b.page.getByRole('textbox', { name: /^Descrição/ }).inputValue())
        .toBe('Descrição da gestora');
      await tabTo(b.page, (el) => el.text === 'Salvar com estas escolhas');
      await b.page.keyboard.press('Enter');
      await b.page
        .getByText(/atualizado/i)
        .first()
        .waitFor();

      const saved = await api<Produto>(b.page, `/empresas/1/produtos/${produto.id}`);
      expect(saved.nome).toBe('Controle 15 GB (Multi)');
      expect(saved.descricao).toBe('Descrição da gestora');
      expect(saved.preco).toBe(59.9);
      expect(saved.updatedAt).not.toBe(afterA.updatedAt);
      expect(errorsB()).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it('two people edit one sale: items and notes only the first changed are taken, the name by choice', async () => {
    const a = await signedIn('gestor@alfa.com.br');
    const b = await signedIn('multi@exemplo.com.br');
    const errorsB = collectPageErrors(b.page, [/status of 409/]);
    const contexts: BrowserContext[] = [a.context, b.context];
    interface Venda {
      id: number;
      clienteNome: string;
      clienteEmail: string | null;
      observacoes: string | null;
      auditadaEm: string | null;
      itens: Array<{ produtoId: number; quantidade: number; precoUnitario: number }>;
    }
    try {
      const vendas = await api<Venda[]>(
        a.page,
        `/empresas/1/vendas?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["id","ASC"]')}`,
      );
      const venda = vendas.find((v) => !v.auditadaEm && v.itens.length > 0);
      if (!venda) throw new Error('nenhuma venda da demonstração para editar');
      const url = `${e2e.server.url}/e/1/vendas/${venda.id}`;
      await Promise.all([a.page.goto(url), b.page.goto(url)]);
      const cliente = (page: Page) => page.getByRole('textbox', { name: /^Cliente/ });
      await Promise.all([cliente(a.page).waitFor(), cliente(b.page).waitFor()]);

      // A: the customer's name, the first line's quantity, the notes
      const quantidade = venda.itens[0]!.quantidade + 1;
      await cliente(a.page).fill('Cliente da Gestora');
      await a.page.locator('input[name="itens.0.quantidade"]').fill(String(quantidade));
      await a.page.getByRole('textbox', { name: /^Observações/ }).fill('Nota da gestora');
      await a.page.getByRole('button', { name: /^Salvar$/ }).click();
      await a.page
        .getByText(/salva:/)
        .first()
        .waitFor();

      // B: the customer's name and e-mail
      await cliente(b.page).fill('Cliente do Multi');
      await b.page.getByRole('textbox', { name: /^E-mail/ }).fill('multi.cliente@exemplo.com.br');
      await b.page.getByRole('button', { name: /^Salvar$/ }).click();

      await mergeView(b.page).waitFor();
      const itens = fieldBlock(b.page, 'Itens');
      expect(await itens.textContent()).toContain('Só a outra pessoa alterou');
      expect(await itens.getByRole('button', { name: /^Versão atual/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await expect
        .poll(() => b.page.locator('input[name="itens.0.quantidade"]').inputValue())
        .toMatch(new RegExp(`^${quantidade}(,0+)?$`));
      expect(await b.page.getByRole('textbox', { name: /^Observações/ }).inputValue()).toBe(
        'Nota da gestora',
      );
      const nome = fieldBlock(b.page, 'Cliente');
      expect(await nome.textContent()).toContain('Vocês dois alteraram');
      await expect.poll(() => nome.textContent()).toMatch(/Alterado por Gestora Alfa em /);

      // B takes A's name (by keyboard) and keeps its e-mail
      await tabTo(
        b.page,
        (el) => el.text.startsWith('Versão atual') && el.text.includes('Cliente da Gestora'),
      );
      await b.page.keyboard.press('Space');
      await expect.poll(() => cliente(b.page).inputValue()).toBe('Cliente da Gestora');
      await b.page.keyboard.press('ControlOrMeta+Enter');
      await b.page
        .getByText(/salva:/)
        .first()
        .waitFor();

      const saved = await api<Venda>(b.page, `/empresas/1/vendas/${venda.id}`);
      expect(saved.clienteNome).toBe('Cliente da Gestora');
      expect(saved.clienteEmail).toBe('multi.cliente@exemplo.com.br');
      expect(saved.observacoes).toBe('Nota da gestora');
      expect(saved.itens[0]?.quantidade).toBe(quantidade);
      expect(saved.itens).toHaveLength(venda.itens.length);
      // the merge is over once saved
      await expect.poll(() => mergeView(b.page).count()).toBe(0);
      expect(errorsB()).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
