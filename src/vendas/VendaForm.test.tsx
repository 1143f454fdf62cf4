// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { acessoWith, mockHttp, ok, renderVendas, seedApi, venda } from './testUtils';

// typing key by key through MUI's inputs is slow in jsdom

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

// hidden: true, so a menu still closing (MUI hides the page behind it meanwhile) does not hide the lines
const item = (n: number) => screen.getByRole('group', { name: `Item ${n}`, hidden: true });
/** Text without the no-break space Intl puts after R$. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

/** Picks an option of an extra field's list by typing it, as on the product lines. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.type(screen.getByLabelText(label), option.slice(0, 3));
  await user.keyboard('{Enter}');
  expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option);
}

async function pickProduto(user: ReturnType<typeof userEvent.setup>, line: number, typed: string) {
  await user.type(within(item(line)).getByLabelText(/^Produto/), typed);
  await user.keyboard('{Enter}');
}

describe('nova venda', () => {
  it('enters the lines by keyboard: product by code, price filled in, Enter adds a line focused on its product', async () => {
    const api = seedApi([]);
    const user = userEvent.setup();
    const view = renderVendas({ api, path: '/vendas/create' });

    const nome = await screen.findByRole('textbox', { name: /^Cliente/ });
    await waitFor(() => expect(document.activeElement).toBe(nome));
    await user.type(nome, 'Maria da Silva');
    await user.type(screen.getByLabelText(/^CPF\/CNPJ/), '52998224725');
    expect((screen.getByLabelText(/^CPF\/CNPJ/) as HTMLInputElement).value).toBe('529.982.247-25');

    await pickProduto(user, 1, 'ctrl');
    expect((within(item(1)).getByLabelText(/^Preço unitário/) as HTMLInputElement).value).toBe('49,90');
    await user.click(within(item(1)).getByLabelText(/^Qtd/));
    await user.keyboard('{Control>}a{/Control}3{Enter}');
    // Enter on the last line's quantity: a second line, its product focused
    await waitFor(() => expect(document.activeElement).toBe(within(item(2)).getByLabelText(/^Produto/)));
    await user.keyboard('smart{Enter}');
    expect((within(item(2)).getByLabelText(/^Preço unitário/) as HTMLInputElement).value).toBe('1.299,00');
    await user.click(within(item(2)).getByLabelText(/^Preço unitário/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(item(3)).getByLabelText(/^Produto/)));

    // 3 × 49,90 + 1.299,00; the third, blank line counts for nothing
    expect(text(screen.getByLabelText('Total da venda'))).toBe('R$ 1.448,70');
    expect(text(within(item(1)).getByLabelText('Subtotal do item 1'))).toBe('R$ 149,70');

    // the required extra field (a list), then save
    await choose(user, /^Forma de pagamento/, 'Pix');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.db.vendas).toHaveLength(1));
    const [created] = api.calls.filter((c) => c.method === 'create' && c.resource === 'vendas');
    const body = (created?.params as { data: Record<string, unknown> } | undefined)?.data;
    expect(body).toMatchObject({
      clienteNome: 'Maria da Silva',
      clienteDocumento: '52998224725',
      vendedorId: 1,
      equipeId: 1,
      vendaStatusId: 1,
      itens: [
        { produtoId: 1, quantidade: 3, precoUnitario: 49.9, adicionais: [] },
        { produtoId: 3, quantidade: 1, precoUnitario: 1299, adicionais: [] },
      ],
      // active fields only, by slot: Número do contrato, Parcelas, Forma de pagamento
      extras: [
        { slot: 1, valor: null },
        { slot: 2, valor: null },
        { slot: 3, valor: 'Pix' },
      ],
    });
    // then the new sale opens
    await waitFor(() => expect(view.location.current?.pathname).toBe('/vendas/1'));
  });

  it('says what is missing at the fields, in Portuguese, and sends nothing', async () => {
    const api = seedApi([]);
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/create' });
    await screen.findByRole('textbox', { name: /^Cliente/ });
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findAllByText('Campo obrigatório.')).not.toHaveLength(0);
    expect(within(item(1)).getAllByText('Campo obrigatório.')).not.toHaveLength(0);
    expect(api.calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('puts the server errors of lines and extra fields at their inputs, keeping everything typed', async () => {
    allowApiRefusals();
    const api = seedApi([]);
    api.failNext(
      'create',
      new HttpError('Os dados enviados são inválidos.', 400, {
        message: 'Os dados enviados são inválidos.',
        errors: {
          'itens.0.produtoId': 'Produto não encontrado.',
          'extras.0.valor': 'Número do contrato: inválido.',
        },
      }),
    );
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/create' });
    await user.type(await screen.findByRole('textbox', { name: /^Cliente/ }), 'Maria');
    await user.type(screen.getByLabelText(/^CPF\/CNPJ/), '52998224725');
    await user.type(screen.getByLabelText(/^Número do contrato/), 'X');
    await pickProduto(user, 1, 'pos');
    await choose(user, /^Forma de pagamento/, 'Boleto');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await within(item(1)).findByText('Produto não encontrado.')).toBeTruthy();
    expect(screen.getByText('Número do contrato: inválido.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe('Maria');
    expect((within(item(1)).getByLabelText(/^Produto/) as HTMLInputElement).value).toBe(
      'POS-30 – Plano Pós 30 GB',
    );
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const api = seedApi([]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    const view = renderVendas({ api, path: '/vendas/create' });
    await user.type(await screen.findByRole('textbox', { name: /^Cliente/ }), 'Meio digitado');
    await user.click(screen.getByRole('link', { name: 'Vendas' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(view.location.current?.pathname).toBe('/vendas/create');
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe(
      'Meio digitado',
    );
  });

  it('leaves the seller to the server without DEFINIR_VENDEDOR, showing oneself', async () => {
    const api = seedApi([]);
    renderVendas({ api, path: '/vendas/create', acesso: acessoWith([]) });
    const vendedor = await screen.findByLabelText(/^Vendedor/);
    expect((vendedor as HTMLInputElement).value).toBe('Ana Gestora');
    expect((vendedor as HTMLElement).hasAttribute('readonly')).toBe(true);
    expect(
      screen.getByText('Você não pode escolher o vendedor desta venda: ela fica em seu nome.'),
    ).toBeTruthy();
  });
});

describe('venda existente', () => {
  it('changes the status and saves with the updatedAt it read', async () => {
    const api = seedApi([venda(7)]);
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/1' });
    expect(await screen.findByRole('heading', { name: 'Venda nº 7' })).toBeTruthy();
    const status = screen.getByLabelText(/^Status/);
    expect((status as HTMLInputElement).value).toBe('Digitada');
    await user.clear(status);
    await user.type(status, 'aprov{Enter}');
    expect((status as HTMLInputElement).value).toBe('Aprovada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls.map((c) => c.method)).toContain('update'));
    await waitFor(() => expect(api.db.vendas?.[0]?.vendaStatusId).toBe(2));
    const update = api.calls.find((c) => c.method === 'update');
    expect((update?.params as { data: Record<string, unknown> } | undefined)?.data).toMatchObject({
      vendaStatusId: 2,
      updatedAt: '2026-03-01T12:00:00.000Z',
      extras: [
        { slot: 1, valor: 'C-1' },
        { slot: 2, valor: null },
        { slot: 3, valor: 'Pix' },
      ],
    });
  });

  it('keeps the input on a 409 and says someone saved first', async () => {
    allowApiRefusals();
    const api = seedApi([venda(7)]);
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/1' });
    const nome = await screen.findByRole('textbox', { name: /^Cliente/ });
    // someone else saves meanwhile
    if (api.db.vendas?.[0]) api.db.vendas[0].updatedAt = '2026-03-02T12:00:00.000Z';
    await user.clear(nome);
    await user.type(nome, 'Outro Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Outra pessoa alterou esta venda enquanto você editava.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe('Outro Nome');
  });

  it('shows an audited sale read-only to whoever may not audit', async () => {
    const api = seedApi([venda(7, { auditadaEm: '2026-03-02T12:00:00.000Z', auditadaPorId: 9 })]);
    renderVendas({ api, path: '/vendas/1', acesso: acessoWith([]) });
    expect(await screen.findByText(/Esta venda foi auditada/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLElement).hasAttribute('readonly')).toBe(
      true,
    );
  });

  it('marks the sale audited for AUDITAR_VENDA', async () => {
    const api = seedApi([venda(7)]);
    const http = mockHttp({
      post: (url) =>
        url === '/empresas/1/vendas/1/auditoria'
          ? ok({
              ...api.db.vendas?.[0],
              auditadaEm: '2026-03-03T10:00:00.000Z',
              updatedAt: '2026-03-03T10:00:00.000Z',
            })
          : new Error(url),
    });
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/1' });
    await user.click(await screen.findByRole('button', { name: 'Marcar como auditada' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar' }));
    expect(await screen.findByText(/^Auditada em/)).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith('/empresas/1/vendas/1/auditoria');
    expect(await screen.findByRole('button', { name: 'Desfazer auditoria' })).toBeTruthy();
  });

  it('moves the sale to the trash after confirming', async () => {
    const api = seedApi([venda(7)]);
    const user = userEvent.setup();
    const view = renderVendas({ api, path: '/vendas/1' });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Mover a venda nº 7/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.db.vendas).toHaveLength(0));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/vendas'));
  });
});

describe('conversão de negociação', () => {
  it('prefills customer, seller and team from the negotiation and saves through converter', async () => {
    const api = seedApi([], {
      negociacoes: [
        {
          clienteNome: 'Empresa XPTO',
          clienteDocumento: '11222333000181',
          clienteTelefone: '11912345678',
          clienteEmail: 'contato@xpto.com.br',
          vendedorId: 2,
          equipeId: 2,
          etapa: 'NEGOCIACAO',
          valorEstimado: null,
          previsaoFechamento: null,
          notas: [],
          vendaId: null,
        },
      ],
    });
    const http = mockHttp({
      post: (url, body) => {
        if (url !== '/empresas/1/negociacoes/1/converter') return new Error(url);
        const created = { ...venda(42), ...(body as object), id: 2, vendaId: 2 };
        api.db.vendas?.push(created);
        return ok({ venda: created, negociacao: {} });
      },
    });
    const user = userEvent.setup();
    const view = renderVendas({ api, path: '/vendas/create?negociacao=1' });
    expect(await screen.findByRole('heading', { name: 'Converter negociação em venda' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe(
      'Empresa XPTO',
    );
    expect((screen.getByLabelText(/^CPF\/CNPJ/) as HTMLInputElement).value).toBe('11.222.333/0001-81');
    expect((screen.getByLabelText(/^Vendedor/) as HTMLInputElement).value).toBe('Bruno Vendedor');
    expect((screen.getByLabelText(/^Equipe/) as HTMLInputElement).value).toBe('Equipe Sul');

    await pickProduto(user, 1, 'pos');
    await choose(user, /^Forma de pagamento/, 'Pix');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(http.post).toHaveBeenCalled());
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({
      clienteNome: 'Empresa XPTO',
      vendedorId: 2,
      equipeId: 2,
      itens: [{ produtoId: 2, quantidade: 1, precoUnitario: 99.9, adicionais: [] }],
    });
    expect(api.calls.some((c) => c.method === 'create' && c.resource === 'vendas')).toBe(false);
    await waitFor(() => expect(view.location.current?.pathname).toBe('/vendas/2'));
  });
});
