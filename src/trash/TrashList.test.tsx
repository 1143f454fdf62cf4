// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import type { DataProvider, Identifier } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegisterModel } from '../../core/schema/model';
import { AcessoContext } from '../company/AcessoContext';
import { acesso } from '../negociacoes/testSetup';
import { COMPANY_REGISTERS } from '../schema/registry';
import {
  allowStaleMuiPropWarning,
  type FakeApi,
  fakeApi,
  renderRegisters,
  setViewport,
} from '../schema/testUtils';
import type { Permissao } from '../session/usePermissoes';

// The generic trash screen (/{resource}/lixeira) and the list's way to it, over the in-memory register API with
// the company provider's two trash calls added: getList with meta.lixeira, and restaurar.

// the screens load lazily: their first render in jsdom can take seconds on a busy machine
beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

const produtos = COMPANY_REGISTERS.find((m) => m.resource === 'produtos') as RegisterModel;
const models = [produtos];

interface TrashApi extends FakeApi {
  trash: Array<Record<string, unknown>>;
  restored: Identifier[][];
}

function trashApi(): TrashApi {
  const base = fakeApi(models, {
    produtos: [{ codigo: 'CTRL-15', nome: 'Plano Controle', preco: 49.9, ativo: true }],
  });
  const trash: Array<Record<string, unknown>> = [
    {
      id: 7,
      produtoId: 7,
      empresaId: 1,
      codigo: 'CAPA-01',
      nome: 'Capa de silicone',
      preco: 29.9,
      ativo: true,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
      deletedAt: '2026-03-05T10:00:00.000Z',
      excluidoPor: { usuarioId: 21, nomeCompleto: 'Ana Gestora' },
    },
  ];
  const restored: Identifier[][] = [];
  const dataProvider = {
    ...base.dataProvider,
    getList: (resource: string, params: { meta?: { lixeira?: boolean }; filter?: { q?: string } }) => {
      if (!params.meta?.lixeira) return base.dataProvider.getList(resource, params as never);
      const q = String(params.filter?.q ?? '').toLowerCase();
      const data = trash.filter((r) => !q || String(r.nome).toLowerCase().includes(q));
      return Promise.resolve({ data, total: data.length });
    },
    restaurar: (_resource: string, { ids }: { ids: Identifier[] }) => {
      restored.push([...ids]);
      const back = trash.filter((r) => ids.includes(r.id as Identifier));
      for (const r of back) trash.splice(trash.indexOf(r), 1);
      base.db.produtos?.push(...back.map((r) => ({ ...r, id: Number(r.id), deletedAt: null })));
      return Promise.resolve({ data: back });
    },
  } as unknown as DataProvider;
  return { ...base, dataProvider, trash, restored };
}

function renderTrash(api: TrashApi, path: string, permissoes: Permissao[], canWrite = true) {
  return renderRegisters({
    api,
    models,
    path,
    canWrite,
    wrap: (app: ReactNode) => (
      <SnackbarProvider>
        <AcessoContext.Provider value={acesso(permissoes)}>{app}</AcessoContext.Provider>
      </SnackbarProvider>
    ),
  });
}

describe('the trash screen', () => {
  it('lists the deleted records with their columns, who and when, and restores one', async () => {
    const api = trashApi();
    renderTrash(api, '/produtos/lixeira', ['VER_LIXEIRA']);
    // the page's own heading (react-admin's title says it again where there is no app bar)
    expect(await screen.findAllByRole('heading', { name: 'Lixeira de produtos' })).not.toHaveLength(0);
    const row = (await screen.findByText('Capa de silicone')).closest('tr') as HTMLElement;
    expect(within(row).getByText('CAPA-01')).toBeTruthy();
    expect(within(row).getByText('Ana Gestora')).toBeTruthy();
    expect(within(row).getByText(/05\/03\/2026/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Restaurar CAPA-01 – Capa de silicone' }));
    await waitFor(() => expect(api.restored).toEqual([[7]]));
    expect(await screen.findByText('Produto restaurado.')).toBeTruthy();
    // the trash is empty now, and says so
    expect(await screen.findByText('A lixeira está vazia.')).toBeTruthy();
  });

  it('restores the selected ones at once', async () => {
    const api = trashApi();
    renderTrash(api, '/produtos/lixeira', ['VER_LIXEIRA']);
    const row = (await screen.findByText('Capa de silicone', {}, { timeout: 60_000 })).closest(
      'tr',
    ) as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Restaurar selecionados' }));
    await waitFor(() => expect(api.restored).toEqual([[7]]));
  });

  it('offers no restore to a role that may not write the register', async () => {
    const api = trashApi();
    renderTrash(api, '/produtos/lixeira', ['VER_LIXEIRA'], false);
    await screen.findByText('Capa de silicone', {}, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: /^Restaurar/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('is not open without VER_LIXEIRA: back to the list', async () => {
    const api = trashApi();
    const { location } = renderTrash(api, '/produtos/lixeira', []);
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos'), { timeout: 60_000 });
    expect(api.calls.some((c) => (c.params as { meta?: unknown })?.meta)).toBe(false);
  });
});

describe("the list's Lixeira button", () => {
  it('is there for VER_LIXEIRA and opens the trash', async () => {
    const api = trashApi();
    const { location } = renderTrash(api, '/produtos', ['VER_LIXEIRA']);
    const link = await screen.findByRole('link', { name: 'Lixeira' }, { timeout: 60_000 });
    await userEvent.setup().click(link);
    await waitFor(() => expect(location.current?.pathname).toBe('/produtos/lixeira'));
  });

  it('is not there without it', async () => {
    renderTrash(trashApi(), '/produtos', []);
    await screen.findByText('Plano Controle', {}, { timeout: 60_000 });
    expect(screen.queryByRole('link', { name: 'Lixeira' })).toBeNull();
  });
});
