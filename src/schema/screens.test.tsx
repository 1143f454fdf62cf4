// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import campoExtraSchema from '../../schemas/campo-extra.schema.json';
import pdvSchema from '../../schemas/pdv.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import {
  allowApiRefusals,
  allowStaleMuiPropWarning,
  fakeApi,
  modelOf,
  renderRegisters,
  setViewport,
} from './testUtils';

const produto = modelOf(produtoSchema);
const pdv = modelOf(pdvSchema);
const campoExtra = modelOf(campoExtraSchema);
// a register that points at produtos, to see references drawn by the target's recordRepresentation
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
      'x-filter': true,
    },
    inicio: { type: 'string', format: 'date', title: 'Início', 'x-list': 2, 'x-filter': 'range' },
    valor: { type: ['number', 'null'], title: 'Valor', 'x-widget': 'currency', 'x-list': 3 },
  },
});

const PRODUTOS = [
  {
    codigo: 'CTRL-15',
    nome: 'Plano Controle 15 GB',
    categoria: 'PLANO',
    preco: 1234.5,
    comissaoPercentual: 12.5,
    ativo: true,
  },
  {
    codigo: 'CHIP',
    nome: 'Chip pré-pago',
    categoria: 'ACESSORIO',
    preco: 10,
    comissaoPercentual: null,
    ativo: false,
  },
];

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

/** The text field labelled `label` (the asterisk of a required one aside). */
const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** The helper or error text under an input. */
function helperOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('list', () => {
  it('shows the x-list columns in order, with BRL prices, enum labels and yes/no', async () => {
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos' });
    // the first test pays the import of the lazily loaded screens: a busy machine needs more than a second
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos' })).toBeTruthy();
    // a writer's list is an editable grid (src/inline)
    const table = await screen.findByRole('grid', { name: 'Produtos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Código', 'Nome', 'Categoria', 'Preço', 'Ativo']);
    const row = within(table).getByText('CTRL-15').closest('tr')!;
    expect(within(row).getByText('R$ 1.234,50')).toBeTruthy();
    expect(within(row).getByText('Plano')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar' })).toBeTruthy();
    // sorted by x-defaultSort (nome ASC)
    expect(api.calls.find((c) => c.method === 'getList')?.params).toMatchObject({
      sort: { field: 'nome', order: 'ASC' },
    });
  });

  it('says there is nothing yet, and offers to create when allowed', async () => {
    const api = fakeApi([produto]);
    renderRegisters({ api, models: [produto], path: '/produtos' });
    expect(await screen.findByText('Nenhum produto cadastrado ainda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar produto' })).toBeTruthy();
  });

  it('a reader gets the list without create, and the records open read-only', async () => {
    const api = fakeApi([produto], { produtos: PRODUTOS });
    const { location } = renderRegisters({ api, models: [produto], path: '/produtos', canWrite: false });
    await screen.findByText('CTRL-15');
    expect(screen.queryByRole('link', { name: /Criar/ })).toBeNull();
    await userEvent.setup().click(screen.getByText('CTRL-15'));
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos/1/show'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto CTRL-15 – Plano Controle 15 GB' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
  });

  it('draws an enum with x-enumColors as a chip of its colour, in the list and on the show page', async () => {
    const tarefa = modelOf({
      $id: 'Tarefa',
      type: 'object',
      additionalProperties: false,
      'x-resource': 'tarefas',
      'x-scope': 'empresa',
      'x-primaryKey': 'tarefaId',
      'x-permission': 'CADASTRAR_AUXILIARES',
      'x-label': { singular: 'Tarefa', plural: 'Tarefas', gender: 'f' },
      'x-recordRepresentation': 'nome',
      required: ['nome'],
      properties: {
        nome: { type: 'string', title: 'Nome', 'x-list': 1 },
        situacao: {
          type: 'string',
          title: 'Situação',
          enum: ['aberta', 'feita', 'parada'],
          'x-enumLabels': { aberta: 'Aberta', feita: 'Feita', parada: 'Parada' },
          'x-enumColors': { aberta: 'warning', feita: 'success' },
          'x-list': 2,
        },
      },
    });
    const api = fakeApi([tarefa], {
      tarefas: [
        { nome: 'Ligar', situacao: 'aberta' },
        { nome: 'Enviar', situacao: 'feita' },
        { nome: 'Esperar', situacao: 'parada' },
      ],
    });
    renderRegisters({ api, models: [tarefa], path: '/tarefas', canWrite: false });
    const chip = (label: string) => screen.getByText(label).closest('.MuiChip-root')?.className ?? '';
    await screen.findByText('Ligar');
    expect(chip('Aberta')).toContain('MuiChip-colorWarning');
    expect(chip('Feita')).toContain('MuiChip-colorSuccess');
    // a value without a colour: a plain chip, its label still
    expect(chip('Parada')).toContain('MuiChip-colorDefault');
    await userEvent.setup().click(screen.getByText('Enviar'));
    await screen.findByRole('heading', { level: 1, name: /Enviar/ });
    expect(chip('Feita')).toContain('MuiChip-colorSuccess');
  });

  it('a reader asking for the create page is turned away', async () => {
    const api = fakeApi([produto]);
    renderRegisters({ api, models: [produto], path: '/produtos/create', canWrite: false });
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
  });

  it('on a phone, one line per record named by its recordRepresentation', async () => {
    setViewport(true);
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos' });
    expect(await screen.findByText('CTRL-15 – Plano Controle 15 GB')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches with q and offers the schema filters, ranges as two inputs', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos' });
    await screen.findByText('CTRL-15');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'chip');
    // typed slower than the search's debounce (a loaded machine), a call for "chi" may go first: the last is "chip"
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ filter: { q: 'chip' } }));
    await waitFor(() => expect(screen.queryByText('CTRL-15')).toBeNull());
    expect(screen.getByText('CHIP')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(['Nome', 'Categoria', 'Preço a partir de', 'Preço até', 'Ativo']);
    // and the current query may be saved
    expect(screen.getByRole('menuitem', { name: /Salvar consulta atual/ })).toBeTruthy();
  });

  it('names references by the target register on screen; Exportar asks the server for the file', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto, meta], {
      produtos: PRODUTOS,
      metas: [{ produtoId: 1, inicio: '2026-03-01', valor: 1234.5 }],
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    // jsdom cannot follow a download link
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRegisters({ api, models: [produto, meta], path: '/metas' });
    expect(await screen.findByText('CTRL-15 – Plano Controle 15 GB')).toBeTruthy();
    expect(screen.getByText('01/03/2026')).toBeTruthy();

    // the file, references named, comes from the server's stream (tests/api/export.test.ts): here, its request
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('\uFEFFProduto\r\nCTRL-15 – Plano Controle 15 GB\r\n', { status: 200 });
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(/\/metas\/export(\?|$)/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('deletes the selected rows after a confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos' });
    const row = (await screen.findByText('CHIP')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Excluir');
    expect(api.calls.some((c) => c.method === 'deleteMany')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.db.produtos?.map((p) => p.codigo)).toEqual(['CTRL-15']));
  });

  it('lets the user choose the columns, the other fields offered hidden', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos' });
    await screen.findByText('CHIP');
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    const shown = (await screen.findAllByRole('option')).map((option) => {
      const toggle = within(option).getByRole('switch') as HTMLInputElement;
      return `${option.textContent}:${toggle.checked ? 'on' : 'off'}`;
    });
    expect(shown).toEqual(expect.arrayContaining(['Preço:on', 'Descrição:off', 'Criado em:off']));
  });
});

describe('create', () => {
  it('checks required, length and pattern at the field, in Portuguese, before calling the API', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto]);
    renderRegisters({ api, models: [produto], path: '/produtos/create' });
    const codigo = await screen.findByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(document.activeElement).toBe(codigo));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(helperOf(codigo)).toBe('Campo obrigatório.'));
    expect(helperOf(input('Preço'))).toBe('Campo obrigatório.');

    await user.type(codigo, 'a b');
    await user.type(input('Nome'), 'A');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(helperOf(input('Nome'))).toBe('Deve ter pelo menos 2 caracteres.'));
    expect(helperOf(codigo)).toBe('Formato inválido.');
    expect(api.calls.filter((c) => c.method === 'create')).toEqual([]);
  });

  it('checks formats with the shared validators, and keeps masked documents as digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi([pdv]);
    renderRegisters({ api, models: [pdv], path: '/pdvs/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'LJ1');
    await user.type(input('Nome'), 'Loja Centro');
    const cnpj = input('CNPJ');
    await user.type(cnpj, '11222333000180');
    expect((cnpj as HTMLInputElement).value).toBe('11.222.333/0001-80');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(helperOf(cnpj)).toBe('CNPJ inválido.'));

    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.db.pdvs).toHaveLength(1));
    expect(api.db.pdvs?.[0]).toMatchObject({
      codigo: 'LJ1',
      nome: 'Loja Centro',
      cnpj: '11222333000181',
      ativo: true,
    });
  });

  it('puts a server 400 at its field', async () => {
    allowApiRefusals();
    const user = userEvent.setup();
    const api = fakeApi([produto]);
    api.failNext(
      'create',
      new HttpError('Dados inválidos.', 400, {
        message: 'Dados inválidos.',
        errors: { nome: 'Nome reservado.' },
      }),
    );
    renderRegisters({ api, models: [produto], path: '/produtos/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'P1');
    await user.type(input('Nome'), 'Plano');
    await user.type(input('Preço'), '1000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(helperOf(input('Nome'))).toBe('Nome reservado.'));
    expect(input('Nome')).toHaveProperty('value', 'Plano');
  });

  it('puts a taken x-unique value (409) at its field', async () => {
    allowApiRefusals();
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto], path: '/produtos/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'CHIP');
    await user.type(input('Nome'), 'Outro chip');
    await user.type(input('Preço'), '500');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(helperOf(input('Código'))).toBe('Já existe um registro com este código.'));
    expect(api.db.produtos).toHaveLength(2);
  });

  it("'Salvar e criar outro' saves and leaves an empty form, defaults back, cursor in the first input", async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto]);
    const { location } = renderRegisters({ api, models: [produto], path: '/produtos/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'P1');
    await user.type(input('Nome'), 'Plano Um');
    await user.type(input('Preço'), '1234,56');
    expect(input('Preço')).toHaveProperty('value', '1234,56');
    await user.click(screen.getByRole('switch', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar e criar outro' }));

    await waitFor(() => expect(api.db.produtos).toHaveLength(1));
    expect(api.db.produtos?.[0]).toMatchObject({
      codigo: 'P1',
      nome: 'Plano Um',
      preco: 1234.56,
      ativo: false,
    });
    await waitFor(() => expect(input('Código')).toHaveProperty('value', ''));
    expect(input('Nome')).toHaveProperty('value', '');
    expect(input('Preço')).toHaveProperty('value', '');
    expect(screen.getByRole('switch', { name: 'Ativo' })).toHaveProperty('checked', true);
    await waitFor(() => expect(document.activeElement).toBe(input('Código')));
    expect(location.current?.pathname).toBe('/produtos/create');
  });
});

describe('keyboard and references', () => {
  it('focuses the first input, tabs in schema order and saves on Enter', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto]);
    renderRegisters({ api, models: [produto], path: '/produtos/create' });
    const codigo = await screen.findByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(document.activeElement).toBe(codigo));
    await user.keyboard('P1');
    await user.tab();
    expect(document.activeElement).toBe(input('Nome'));
    await user.keyboard('Plano');
    await user.tab();
    expect(document.activeElement).toBe(input('Descrição'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.tab();
    expect(document.activeElement).toBe(input('Preço'));
    await user.keyboard('9,90{Enter}');
    await waitFor(() => expect(api.db.produtos).toHaveLength(1));
    expect(api.db.produtos?.[0]).toMatchObject({ codigo: 'P1', nome: 'Plano', preco: 9.9, ativo: true });
  });

  it('picks a referenced record by its name and stores its id', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto, meta], { produtos: PRODUTOS });
    renderRegisters({ api, models: [produto, meta], path: '/metas/create' });
    const autocomplete = await screen.findByRole('combobox', { name: 'Produto' });
    await user.type(autocomplete, 'Chip');
    await user.click(await screen.findByRole('option', { name: 'CHIP – Chip pré-pago' }));
    await user.click(screen.getByRole('group', { name: 'Início' }));
    await user.keyboard('01032026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.db.metas).toHaveLength(1));
    expect(api.db.metas?.[0]).toMatchObject({ produtoId: 2, inicio: '2026-03-01' });
  });
});

describe('arrays of objects', () => {
  it('edits a list of options item by item', async () => {
    const user = userEvent.setup();
    const api = fakeApi([campoExtra]);
    renderRegisters({ api, models: [campoExtra], path: '/campos-extras/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Posição' }), '3');
    await user.type(input('Rótulo'), 'Cor do aparelho');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Lista de opções' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(await screen.findByRole('textbox', { name: 'Opção' }), 'Preto');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.db['campos-extras']).toHaveLength(1));
    expect(api.db['campos-extras']?.[0]).toMatchObject({
      slot: 3,
      rotulo: 'Cor do aparelho',
      tipo: 'LISTA',
      opcoes: [{ valor: 'Preto' }],
      obrigatorio: false,
      ativo: true,
    });
  });
});

describe('a list of options required by the type (x-requiredWhen)', () => {
  it('says at the field that a "Lista de opções" needs an option, and saves once it has one', async () => {
    const user = userEvent.setup();
    const api = fakeApi([campoExtra]);
    renderRegisters({ api, models: [campoExtra], path: '/campos-extras/create' });
    await user.type(await screen.findByRole('textbox', { name: 'Posição' }), '4');
    await user.type(input('Rótulo'), 'Plano escolhido');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Lista de opções' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe pelo menos 1 item.')).toBeTruthy();
    expect(api.db['campos-extras'] ?? []).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(await screen.findByRole('textbox', { name: 'Opção' }), 'Básico');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.db['campos-extras']).toHaveLength(1));
    expect(api.db['campos-extras']?.[0]).toMatchObject({
      slot: 4,
      tipo: 'LISTA',
      opcoes: [{ valor: 'Básico' }],
    });
  });
});

describe('edit', () => {
  it('shows where the record sits: a trail to the list, named by recordRepresentation', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    const { location } = renderRegisters({ api, models: [produto], path: '/produtos/1' });
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
    await within(trail).findByText('CTRL-15 – Plano Controle 15 GB');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Produto CTRL-15 – Plano Controle 15 GB' }),
    ).toBeTruthy();
    await user.click(within(trail).getByRole('link', { name: 'Produtos' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos'));
  });

  it('sends back the updatedAt it read, and only writable fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    const { location } = renderRegisters({ api, models: [produto], path: '/produtos/1' });
    const nome = await screen.findByDisplayValue('Plano Controle 15 GB');
    await user.clear(nome);
    await user.type(nome, 'Plano Controle 20 GB');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos'));
    const put = api.calls.find((c) => c.method === 'update')?.params as { data: Record<string, unknown> };
    expect(put.data).toEqual({
      codigo: 'CTRL-15',
      nome: 'Plano Controle 20 GB',
      descricao: null,
      categoria: 'PLANO',
      preco: 1234.5,
      comissaoPercentual: 12.5,
      ativo: true,
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('a 409 (someone saved first) keeps what was typed and opens the merge against the new version', async () => {
    allowApiRefusals();
    const user = userEvent.setup();
    const api = fakeApi([produto], { produtos: PRODUTOS });
    const { location } = renderRegisters({ api, models: [produto], path: '/produtos/1' });
    const nome = await screen.findByDisplayValue('Plano Controle 15 GB', undefined, { timeout: 60_000 });
    // another user changes the name and the category meanwhile
    Object.assign(api.db.produtos![0]!, {
      nome: 'Outro nome',
      categoria: 'SERVICO',
      updatedAt: '2026-03-09T10:00:00.000Z',
    });
    await user.clear(nome);
    await user.type(nome, 'Meu nome');
    await user.clear(input('Preço'));
    await user.type(input('Preço'), '9,99');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const merge = await screen.findByRole(
      'region',
      {
        name: 'Outra pessoa alterou este registro enquanto você editava.',
      },
      { timeout: 60_000 },
    );
    expect(merge.textContent).toContain('continuam no formulário');
    expect(location.current?.pathname).toBe('/produtos/1');
    expect(api.db.produtos?.[0]?.nome).toBe('Outro nome');
    // both changed the name: mine stays until the user chooses
    const nomeRow = await within(merge).findByRole('group', { name: /^Nome/ });
    expect(
      within(nomeRow)
        .getByRole('button', { name: /Minha versão\s*Meu nome/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(nomeRow)
        .getByRole('button', { name: /Versão atual\s*Outro nome/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(input('Nome')).toHaveProperty('value', 'Meu nome');
    // only they changed the category: taken at once; only I changed the price: mine, as R$
    const precoRow = within(merge).getByRole('group', { name: /^Preço/ });
    expect(precoRow.textContent).toContain('R$\u00a09,99');
    expect(within(merge).getByRole('group', { name: /^Categoria/ }).textContent).toContain(
      'Só a outra pessoa alterou',
    );

    // the user takes their name, and saves against the new version
    await user.click(within(nomeRow).getByRole('button', { name: /Versão atual/ }));
    await waitFor(() => expect(input('Nome')).toHaveProperty('value', 'Outro nome'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos'));
    expect(api.db.produtos?.[0]).toMatchObject({ nome: 'Outro nome', preco: 9.99, categoria: 'SERVICO' });
  });
});
