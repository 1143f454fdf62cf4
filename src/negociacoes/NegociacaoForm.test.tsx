// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { newestNotasFirst } from './etapas';
import { notaProblem } from './NotasTimeline';
import { api, negociacaoRow, renderNegociacoes } from './testSetup';

const rows = () => [
  negociacaoRow('Padaria Sol', 'PROPOSTA', 1000, {
    notas: [
      { data: '2026-03-01T10:00:00.000Z', texto: 'Primeiro contato com o cliente.' },
      { data: '2026-03-04T10:00:00.000Z', texto: 'Proposta enviada por e-mail.' },
    ],
  }),
  negociacaoRow('Loja Cometa', 'GANHA', 500, { vendaId: 77 }),
];

const LOAD = { timeout: 60_000 };

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

/** The texts of the timeline, in the order shown. */
const notas = () =>
  within(screen.getByRole('list', { name: 'Anotações, da mais recente à mais antiga' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('negociacoes: the negotiation page', () => {
  it('shows the timeline newest first and adds a note with Ctrl+Enter, saved with the record', async () => {
    const fake = api(rows());
    renderNegociacoes({ fake, path: '/negociacoes/1' });
    expect(await screen.findByRole('heading', { name: 'Negociação Padaria Sol' }, LOAD)).toBeTruthy();
    expect(notas()).toEqual(['Proposta enviada por e-mail.', 'Primeiro contato com o cliente.']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Nova anotação' }));
    await user.keyboard('Cliente pediu desconto.{Control>}{Enter}{/Control}');
    expect(notas()[0]).toBe('Cliente pediu desconto.');
    expect(screen.getByText('Não salva')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nova anotação' }) as HTMLTextAreaElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'update')).toBe(true));
    const update = fake.calls.find((c) => c.method === 'update')?.params as { data: Record<string, unknown> };
    const enviadas = update.data.notas as Array<{ texto: string; data: string }>;
    // stored oldest first: the new note last
    expect(enviadas.map((n) => n.texto)).toEqual([
      'Primeiro contato com o cliente.',
      'Proposta enviada por e-mail.',
      'Cliente pediu desconto.',
    ]);
    expect(Number.isNaN(Date.parse(enviadas[2]?.data ?? ''))).toBe(false);
    expect(update.data.updatedAt).toBe('2026-03-01T12:00:00.000Z');
    await waitFor(() => expect(screen.queryByText('Não salva')).toBeNull());
  });

  it('refuses an empty note at the box, in Portuguese', async () => {
    renderNegociacoes({ fake: api(rows()), path: '/negociacoes/1' });
    await screen.findByRole('heading', { name: 'Negociação Padaria Sol' }, LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar anotação' }));
    expect(screen.getByText('Escreva a anotação antes de adicionar.')).toBeTruthy();
    expect(notas()).toHaveLength(2);
  });

  it('keeps what was typed and says so when someone saved first (409)', async () => {
    const fake = api(rows());
    renderNegociacoes({ fake, path: '/negociacoes/1' });
    await screen.findByRole('heading', { name: 'Negociação Padaria Sol' }, LOAD);
    allowApiRefusals();
    fake.failNext(
      'update',
      new HttpError('O registro foi alterado por outra pessoa.', 409, {
        message: 'O registro foi alterado por outra pessoa.',
        errors: {},
      }),
    );
    const user = userEvent.setup();
    const nome = screen.getByRole('textbox', { name: /^Cliente/ });
    await user.clear(nome);
    await user.type(nome, 'Padaria Sol Nascente');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerta = await screen.findByText('Outra pessoa alterou esta negociação enquanto você editava.');
    expect(alerta).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe(
      'Padaria Sol Nascente',
    );
  });

  it('shows server errors at their fields', async () => {
    const fake = api(rows());
    renderNegociacoes({ fake, path: '/negociacoes/1' });
    await screen.findByRole('heading', { name: 'Negociação Padaria Sol' }, LOAD);
    allowApiRefusals();
    fake.failNext(
      'update',
      new HttpError('Os dados enviados são inválidos.', 400, {
        message: 'Os dados enviados são inválidos.',
        errors: { clienteEmail: 'Este e-mail foi recusado pelo servidor.' },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'a@b.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este e-mail foi recusado pelo servidor.')).toBeTruthy();
  });

  it('"Converter em venda" opens the sale form for this negotiation', async () => {
    const { location } = renderNegociacoes({ fake: api(rows()), path: '/negociacoes/1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Converter em venda' }, LOAD));
    await waitFor(() => expect(location.current?.pathname).toBe('/vendas/create'));
    expect(location.current?.search).toBe('?negociacao=1');
  });

  it('links to the sale once converted, instead', async () => {
    renderNegociacoes({ fake: api(rows()), path: '/negociacoes/2' });
    const link = await screen.findByRole('link', { name: 'Ver a venda' }, LOAD);
    expect(link.getAttribute('href')).toBe('/vendas/77');
    expect(screen.queryByRole('button', { name: 'Converter em venda' })).toBeNull();
  });

  it('lets only ALTERAR_VENDEDOR change the seller', async () => {
    renderNegociacoes({ fake: api(rows()), path: '/negociacoes/1' });
    const vendedor = await screen.findByRole('combobox', { name: /^Vendedor/ }, LOAD);
    // react-admin draws a read-only autocomplete disabled; the value is still sent
    expect((vendedor as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Você não pode trocar o vendedor desta negociação.')).toBeTruthy();
    cleanup();
    renderNegociacoes({ fake: api(rows()), path: '/negociacoes/1', permissoes: ['ALTERAR_VENDEDOR'] });
    const livre = await screen.findByRole('combobox', { name: /^Vendedor/ }, LOAD);
    expect((livre as HTMLInputElement).disabled).toBe(false);
  });

  it('creates a negotiation in one’s own name, with its first note', async () => {
    const fake = api(rows());
    const { location } = renderNegociacoes({ fake, path: '/negociacoes/create' });
    const user = userEvent.setup();
    const nome = await screen.findByRole('textbox', { name: /^Cliente/ }, LOAD);
    await user.type(nome, 'Açougue Boi');
    await user.click(screen.getByRole('textbox', { name: 'Nova anotação' }));
    await user.keyboard('Ligou pedindo orçamento.{Control>}{Enter}{/Control}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'create')).toBe(true));
    const create = fake.calls.find((c) => c.method === 'create')?.params as { data: Record<string, unknown> };
    expect(create.data).toMatchObject({ clienteNome: 'Açougue Boi', etapa: 'PROSPECCAO', vendedorId: 11 });
    expect(create.data).not.toHaveProperty('equipeId');
    expect((create.data.notas as Array<{ texto: string }>).map((n) => n.texto)).toEqual([
      'Ligou pedindo orçamento.',
    ]);
    await waitFor(() => expect(location.current?.pathname).toBe('/negociacoes/3'));
  });
});

describe('negociacoes: the timeline helpers', () => {
  it('orders newest first, keeping each note’s stored position', () => {
    const ordem = newestNotasFirst([
      { data: '2026-03-01T10:00:00Z', texto: 'a' },
      { data: '2026-03-03T10:00:00Z', texto: 'c' },
      { data: '2026-03-02T10:00:00Z', texto: 'b' },
    ]);
    expect(ordem.map((n) => [n.texto, n.indice])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 0],
    ]);
  });

  it('says what is wrong with a note', () => {
    expect(notaProblem('   ')).toBe('Escreva a anotação antes de adicionar.');
    expect(notaProblem('x'.repeat(4001))).toMatch(/no máximo 4000 caracteres/);
    expect(notaProblem('ok')).toBeNull();
  });
});
