import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// The negotiations board (a card moved to another stage with the keyboard only, kept after a reload), a note added
// to a negotiation, "Converter em venda" leading to the sale form, and "Minha equipe" with its members' sales.

const e2e = startedForThisFile();

interface Negociacao {
  id: number;
  clienteNome: string;
  etapa: string;
  notas: Array<{ data: string; texto: string }>;
}
interface EquipeDetalhe {
  nome: string;
  supervisor: { nomeCompleto: string } | null;
  membros: Array<{ perfilId: number; nomeCompleto: string }>;
}

/** The customers on the cards of one column of the board. */
async function cartoesDa(page: Page, etapa: string): Promise<string[]> {
  return page
    .getByRole('region', { name: etapa, exact: true })
    .locator('[data-card-id] .MuiTypography-subtitle2')
    .allTextContents();
}

describe('negociacoes: board, notes, conversion; minha equipe', () => {
  it('moves a card with the keyboard, adds a note, converts, and shows the team', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/negociacoes' });
    await page.getByRole('heading', { name: 'Negociações', level: 1 }).waitFor();
    const prospeccao = page.getByRole('region', { name: 'Prospecção', exact: true });
    await prospeccao.locator('[data-card-id]').first().waitFor();
    const primeiro = prospeccao.locator('[data-card-id]').first();
    const id = Number(await primeiro.getAttribute('data-card-id'));
    const antes = await api<Negociacao>(page, `/empresas/1/negociacoes/${id}`);
    expect(antes.etapa).toBe('PROSPECCAO');

    // Tab to the card, Space picks it up, → to the next column, Space drops it
    await tabTo(page, (el) => el.role === 'button' && el.text.startsWith(antes.clienteNome), 120);
    // what a screen reader hears (dnd-kit's live region), also the sign that each key was taken
    const anunciado = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent ?? '').join(' '),
      );
    await page.keyboard.press('Space');
    await expect.poll(anunciado).toContain(`${antes.clienteNome} sobre a coluna Prospecção`);
    // dnd-kit's keyboard sensor listens for the arrows from a setTimeout(0) after the pick-up: one more turn of the
    // page's timers, so on a busy machine the arrow is not pressed before anyone listens for it
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await expect.poll(anunciado).toContain(`${antes.clienteNome} sobre a coluna Proposta`);
    await page.keyboard.press('Space');
    await expect.poll(anunciado).toContain(`${antes.clienteNome} movida para Proposta`);
    await expect.poll(() => cartoesDa(page, 'Proposta')).toContain(antes.clienteNome);
    await expect
      .poll(async () => (await api<Negociacao>(page, `/empresas/1/negociacoes/${id}`)).etapa)
      .toBe('PROPOSTA');
    // the focus stays on the moved card, ready for another move
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card-id')))
      .toBe(String(id));

    // after a reload, from the server
    await page.reload();
    await page
      .getByRole('region', { name: 'Proposta', exact: true })
      .locator('[data-card-id]')
      .first()
      .waitFor();
    expect(await cartoesDa(page, 'Proposta')).toContain(antes.clienteNome);
    expect(await cartoesDa(page, 'Prospecção')).not.toContain(antes.clienteNome);

    // Enter on the card opens it; a note is typed, Ctrl+Enter adds it, Salvar saves it with the record
    await tabTo(page, (el) => el.role === 'button' && el.text.startsWith(antes.clienteNome), 120);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/e/1/negociacoes/${id}$`));
    await page.getByRole('heading', { name: `Negociação ${antes.clienteNome}` }).waitFor();
    await tabTo(page, (el) => el.label.startsWith('Nova anotação'), 120);
    const texto = 'Cliente pediu uma proposta com desconto à vista.';
    await typeSlowly(page, texto);
    await page.keyboard.press('Control+Enter');
    await page.getByText('Não salva').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Negociação salva.').waitFor();
    await expect
      .poll(async () =>
        (await api<Negociacao>(page, `/empresas/1/negociacoes/${id}`)).notas.map((n) => n.texto),
      )
      .toContain(texto);
    await page.reload();
    const historico = page.getByRole('list', { name: 'Anotações, da mais recente à mais antiga' });
    await historico.waitFor();
    // newest first
    expect((await historico.locator('li p').first().textContent())?.trim()).toBe(texto);

    // "Converter em venda" leads to the sale form for this negotiation (the sale form is the sales pages' own)
    await page.getByRole('button', { name: 'Converter em venda' }).click();
    await page.waitForURL(new RegExp(`/e/1/vendas/create\\?negociacao=${id}$`));
    // …prefilled with the negotiation's customer; a product and the required extra field, Ctrl+Enter saves
    await expect.poll(() => page.locator('input[name="clienteNome"]').inputValue()).toBe(antes.clienteNome);
    await page.locator('input[name="itens.0.produtoId"]').click();
    await typeSlowly(page, 'ctrl-15');
    await page.getByRole('option', { name: /CTRL-15/ }).waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.label.startsWith('Forma de pagamento'));
    await typeSlowly(page, 'pix');
    await page.getByRole('option', { name: 'Pix' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/e\/1\/vendas\/\d+$/);
    const vendaId = Number(/vendas\/(\d+)$/.exec(page.url())?.[1]);
    // both linked, the negotiation won
    const convertida = await api<Negociacao & { vendaId: number | null }>(
      page,
      `/empresas/1/negociacoes/${id}`,
    );
    expect(convertida).toMatchObject({ vendaId, etapa: 'GANHA' });
    const venda = await api<{ negociacaoId: number; clienteNome: string }>(
      page,
      `/empresas/1/vendas/${vendaId}`,
    );
    expect(venda).toMatchObject({ negociacaoId: id, clienteNome: antes.clienteNome });

    // Minha equipe: the team, its supervisor and every member with this month's sales
    const equipe = await api<EquipeDetalhe>(page, '/empresas/1/equipes/1');
    await page.goto(`${e2e.server.url}/e/1/minhas-equipes/1`);
    await page.getByRole('heading', { name: equipe.nome, level: 1 }).waitFor();
    expect(await page.getByLabel('Supervisor da equipe').textContent()).toBe(
      equipe.supervisor?.nomeCompleto ?? 'Sem supervisor',
    );
    const tabela = page.getByRole('table');
    await expect.poll(() => tabela.locator('tbody tr').count()).toBe(equipe.membros.length);
    // every figure read (the manager sees everyone's): no "…" left, no "—"
    await expect.poll(() => tabela.locator('tbody').textContent()).not.toContain('…');
    expect(await tabela.locator('tbody').textContent()).not.toContain('—');
    expect(await tabela.locator('tfoot').textContent()).toMatch(/Total da equipe\d+R\$/);
    for (const m of equipe.membros)
      expect(await tabela.locator('tbody').textContent()).toContain(m.nomeCompleto);

    expect(errors()).toEqual([]);
  });
});
