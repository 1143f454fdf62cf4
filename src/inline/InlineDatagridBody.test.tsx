// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import produtoSchema from '../../schemas/produto.schema.json';
import {
  allowApiRefusals,
  allowStaleMuiPropWarning,
  fakeApi,
  modelOf,
  renderRegisters,
  setViewport,
} from '../schema/testUtils';
import { conflictMessage } from './InlineRow';

const produto = modelOf(produtoSchema);

/** Two products, listed by name: Chip (row 0) before Plano (row 1). */
const buildProdutos = () => [
  { codigo: 'CTRL-15', nome: 'Plano Controle', categoria: 'PLANO', preco: 1234.5, ativo: true },
  { codigo: 'CHIP', nome: 'Chip pré-pago', categoria: 'ACESSORIO', preco: 10, ativo: false },
];

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

async function renderList(options: { canWrite?: boolean } = {}) {
  const api = fakeApi([produto], { produtos: buildProdutos() });
  const view = renderRegisters({ api, models: [produto], path: '/produtos', ...options });
  await screen.findByText('Chip pré-pago', undefined, { timeout: 60_000 });
  return { api, ...view, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'Produtos' });
/** The cell of row `row` (0 = first record) in the column whose class is `column-<source>`. */
const cell = (row: number, source: string) =>
  grid().querySelector<HTMLElement>(`tr[data-row="${row}"] > td.column-${source}`) as HTMLElement;
const updates = (api: { calls: Array<{ method: string; params: unknown }> }) =>
  api.calls.filter((c) => c.method === 'update').map((c) => c.params as { id: number; data: object });

describe('inline editing: keyboard model', () => {
  it('is one Tab stop, and the arrows, Home and End move the focused cell', async () => {
    const { user } = await renderList();
    const body = grid().querySelector('tbody') as HTMLElement;
    const tabbable = [...body.querySelectorAll<HTMLElement>('a, button, input, [tabindex]')].filter(
      (el) => el.tabIndex >= 0,
    );
    expect(tabbable).toHaveLength(1);
    // that one cell is the first record's link column, which then follows the arrows
    expect(tabbable[0]).toBe(cell(0, 'codigo'));
    tabbable[0]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-col')).toBe('0');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell(0, 'nome'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(1, 'nome'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(1, 'ativo'));
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-col')).toBe('0');
    // the stop moved with the focus: still one
    expect(body.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('Enter edits the row, Tab walks its editable cells and wraps, Shift+Tab goes back', async () => {
    const { user } = await renderList();
    cell(0, 'nome').focus();
    await user.keyboard('{Enter}');
    const row = cell(0, 'nome').closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByRole('textbox', { name: /Nome/ })),
    );
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(row).getByRole('combobox', { name: /Categoria/ }));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(row).getByRole('textbox', { name: /Preço/ }));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(row).getByRole('switch', { name: /Ativo/ }));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(row).getByRole('textbox', { name: /Nome/ }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(within(row).getByRole('switch', { name: /Ativo/ }));
    // the code (unique) and the other row stay text
    expect(within(row).queryByRole('textbox', { name: /Código/ })).toBeNull();
    expect(within(cell(1, 'nome')).queryByRole('textbox')).toBeNull();
  });

  it('Enter saves only the changed fields with the updatedAt it read; the row shows the saved values', async () => {
    const { api, user } = await renderList();
    await user.click(cell(0, 'nome'));
    const row = cell(0, 'nome').closest('tr') as HTMLElement;
    const nome = within(row).getByRole('textbox', { name: /Nome/ });
    await waitFor(() => expect(document.activeElement).toBe(nome));
    await user.clear(nome);
    await user.type(nome, 'Chip 5G');
    await user.keyboard('{Tab}{Tab}');
    await user.clear(within(row).getByRole('textbox', { name: /Preço/ }));
    await user.keyboard('1000{Tab} {Enter}');
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull());
    expect(updates(api)).toEqual([
      {
        id: 2,
        data: { nome: 'Chip 5G', preco: 1000, ativo: true, updatedAt: '2026-03-01T12:00:00.000Z' },
        previousData: expect.objectContaining({ id: 2 }),
      },
    ]);
    expect(row.textContent).toContain('Chip 5G');
    expect(row.textContent).toContain('R$\u00a01.000,00');
    // the focus is back on the cell Enter was pressed in, for the next move
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 'ativo')));
  });

  it("a select's open menu keeps its own Enter: the first picks the option, the next saves the row", async () => {
    const { api, user } = await renderList();
    cell(0, 'categoria').focus();
    await user.keyboard('{Enter}');
    const select = within(cell(0, 'categoria')).getByRole('combobox', { name: /Categoria/ });
    await waitFor(() => expect(document.activeElement).toBe(select));
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Serviço' });
    option.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(updates(api)).toEqual([]);
    expect(select.textContent).toBe('Serviço');
    await waitFor(() => expect(document.activeElement).toBe(select));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(updates(api)).toHaveLength(1));
    expect(updates(api)[0]?.data).toEqual({ categoria: 'SERVICO', updatedAt: '2026-03-01T12:00:00.000Z' });
  });

  it("a reference is picked in the form's autocomplete; Enter in its open list picks, the next Enter saves", async () => {
    const meta = modelOf({
      $id: 'Meta',
      type: 'object',
      additionalProperties: false,
      'x-resource': 'metas',
      'x-scope': 'empresa',
      'x-primaryKey': 'metaId',
      'x-permission': 'CADASTRAR_AUXILIARES',
      'x-label': { singular: 'Meta', plural: 'Metas', gender: 'f' },
      required: ['produtoId', 'inicio'],
      properties: {
        produtoId: {
          type: 'integer',
          title: 'Produto',
          'x-reference': { resource: 'produtos' },
          'x-list': 1,
        },
        inicio: { type: 'string', format: 'date', title: 'Início', 'x-list': 2 },
      },
    });
    const api = fakeApi([produto, meta], {
      produtos: buildProdutos(),
      metas: [{ produtoId: 1, inicio: '2026-03-01' }],
    });
    renderRegisters({ api, models: [produto, meta], path: '/metas' });
    const user = userEvent.setup();
    const metas = await screen.findByRole('grid', { name: 'Metas' }, { timeout: 60_000 });
    const produtoCell = metas.querySelector('tr[data-row="0"] > td.column-produtoId') as HTMLElement;
    await within(produtoCell).findByText('CTRL-15 – Plano Controle');
    produtoCell.focus();
    await user.keyboard('{Enter}');
    const box = await within(produtoCell).findByRole('combobox', { name: /Produto/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.clear(box);
    await user.type(box, 'Chip');
    await screen.findByRole('option', { name: 'CHIP – Chip pré-pago' }, { timeout: 60_000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(box).toHaveProperty('value', 'CHIP – Chip pré-pago'));
    expect(updates(api)).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(updates(api)).toHaveLength(1));
    expect(updates(api)[0]?.data).toEqual({ produtoId: 2, updatedAt: '2026-03-01T12:00:00.000Z' });
  });

  it('pessimistic: the row says it is saving until the server answers, then shows what it kept', async () => {
    const api = fakeApi([produto], { produtos: buildProdutos() });
    const update = api.dataProvider.update;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.dataProvider.update = (async (...args: Parameters<typeof update>) => {
      await answered;
      return update(...args);
    }) as typeof update;
    renderRegisters({ api, models: [produto], path: '/produtos' });
    await screen.findByText('Chip pré-pago', undefined, { timeout: 60_000 });
    const user = userEvent.setup();
    await user.click(cell(0, 'nome'));
    const nome = within(cell(0, 'nome')).getByRole('textbox', { name: /Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Chip 6G{Enter}');
    const row = cell(0, 'nome').closest('tr') as HTMLElement;
    await waitFor(() => expect(row.getAttribute('aria-busy')).toBe('true'));
    expect(within(row).getByRole('status').textContent).toBe('Salvando…');
    // still the typed value, not yet the list's
    expect(nome).toHaveProperty('value', 'Chip 6G');
    answer();
    await waitFor(() => expect(row.getAttribute('aria-busy')).toBeNull());
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(row.textContent).toContain('Chip 6G');
    expect(within(row).getByRole('status').textContent).toBe('Salvo.');
  });

  it('Esc drops the row’s edits and calls nothing', async () => {
    const { api, user } = await renderList();
    cell(1, 'preco').focus();
    await user.keyboard('{Enter}');
    const row = cell(1, 'preco').closest('tr') as HTMLElement;
    const preco = within(row).getByRole('textbox', { name: /Preço/ });
    await waitFor(() => expect(document.activeElement).toBe(preco));
    await user.clear(preco);
    await user.type(preco, '5');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull());
    expect(row.textContent).toContain('R$\u00a01.234,50');
    expect(updates(api)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'preco')));
  });

  it('refuses at the cell what the form refuses, before calling the API', async () => {
    const { api, user } = await renderList();
    await user.click(cell(0, 'nome'));
    const nome = within(cell(0, 'nome')).getByRole('textbox', { name: /Nome/ });
    await user.clear(nome);
    await user.type(nome, 'X{Enter}');
    await waitFor(() => expect(cell(0, 'nome').textContent).toContain('Deve ter pelo menos 2 caracteres.'));
    expect(nome.getAttribute('aria-invalid')).toBe('true');
    expect(updates(api)).toEqual([]);
  });

  it('a 400 puts the server’s message at its cell and keeps the typing', async () => {
    allowApiRefusals();
    const { api, user } = await renderList();
    api.failNext(
      'update',
      new HttpError('Os dados enviados são inválidos.', 400, {
        message: 'Os dados enviados são inválidos.',
        errors: { preco: 'Preço fora da tabela.' },
      }),
    );
    await user.click(cell(0, 'preco'));
    const preco = within(cell(0, 'preco')).getByRole('textbox', { name: /Preço/ });
    await user.clear(preco);
    await user.type(preco, '77{Enter}');
    await waitFor(() => expect(cell(0, 'preco').textContent).toContain('Preço fora da tabela.'));
    expect(preco).toHaveProperty('value', '77');
  });

  it('a 409 keeps the typing, says someone changed the record, and saves on the reloaded row', async () => {
    allowApiRefusals();
    const { api, user } = await renderList();
    // someone changes the chip's price after the list was read (a new object: the list holds the old one)
    const rows = api.db.produtos ?? [];
    rows[1] = { ...(rows[1] as (typeof rows)[number]), preco: 12, updatedAt: '2026-03-09T10:00:00.000Z' };
    await user.click(cell(0, 'nome'));
    const nome = within(cell(0, 'nome')).getByRole('textbox', { name: /Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Chip novo{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(conflictMessage());
    expect(nome).toHaveProperty('value', 'Chip novo');
    const reload = within(alert).getByRole('button', { name: 'Recarregar linha' });
    await waitFor(() => expect(document.activeElement).toBe(reload));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // the untouched price shows the other person's value; the typed name stays
    await waitFor(() =>
      expect(within(cell(0, 'preco')).getByRole('textbox', { name: /Preço/ })).toHaveProperty(
        'value',
        '12,00',
      ),
    );
    expect(within(cell(0, 'nome')).getByRole('textbox', { name: /Nome/ })).toHaveProperty(
      'value',
      'Chip novo',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.db.produtos?.[1]).toMatchObject({ nome: 'Chip novo', preco: 12 }));
    expect(updates(api).at(-1)?.data).toEqual({ nome: 'Chip novo', updatedAt: '2026-03-09T10:00:00.000Z' });
  });

  it('the record still opens: from its link column, and by Ctrl+Enter on any cell', async () => {
    const { location, user } = await renderList();
    await user.click(within(cell(0, 'codigo')).getByRole('link', { name: 'CHIP' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos/2'));
    cleanup();
    const second = await renderList();
    cell(1, 'nome').focus();
    await second.user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(second.location.current?.pathname).toBe('/produtos/1'));
  });

  it('a reader gets react-admin’s table, read-only', async () => {
    await renderList({ canWrite: false });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
