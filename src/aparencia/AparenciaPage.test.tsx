// @vitest-environment jsdom
import { useTheme } from '@mui/material/styles';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { useState } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Aparencia } from '../../core/session/types';
import { http } from '../data/http';
import { ThemeRoot, useAppTheme } from '../theme/ThemeRoot';
import { buildTheme } from '../theme/theme';
import { AparenciaPage } from './AparenciaPage';
import type { EmpresaDetalhe } from './api';

function buildEmpresa(overrides: Partial<EmpresaDetalhe> = {}): EmpresaDetalhe {
  return {
    empresaId: 1,
    grupoId: 1,
    grupo: { grupoId: 1, nome: 'Grupo Exemplo' },
    nome: 'Alfa Telecom',
    aparencia: { cor: 'blue', icone: null },
    cnpj: '11222333000181',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;

/** The primary colour of the theme react-admin's pages get: what the preview must change. */
function Primaria() {
  return <output aria-label="primária">{useTheme().palette.primary.main}</output>;
}

/** The app as wired by the router: ThemeRoot outside, <Admin theme={useAppTheme(cor)}> inside. */
function Harness({ queryClient, onSaved }: { queryClient: QueryClient; onSaved?: (a: Aparencia) => void }) {
  const [mounted, setMounted] = useState(true);
  const theme = useAppTheme('blue');
  return (
    <AdminContext theme={theme} queryClient={queryClient}>
      <button type="button" onClick={() => setMounted(false)}>
        sair
      </button>
      {mounted && <AparenciaPage empresaId={1} {...(onSaved ? { onSaved } : {})} />}
      <Primaria />
      <Notification />
    </AdminContext>
  );
}

function renderPage(onSaved?: (aparencia: Aparencia) => void) {
  // a fresh client per test, and no retries: a failed load shows at once
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeRoot cor="blue">
      <Harness queryClient={queryClient} {...(onSaved ? { onSaved } : {})} />
    </ThemeRoot>,
  );
}

const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const primaria = () => screen.getByRole('status', { name: 'primária' }).textContent;
/** The primary the theme gives a colour; jsdom has no matchMedia, so the page is in the dark look. */
const primariaDe = (cor: string) => buildTheme('dark', cor).palette.primary.main;

beforeEach(() => {
  vi.spyOn(http, 'get').mockResolvedValue(ok(buildEmpresa()));
});
afterEach(cleanup);

describe('AparenciaPage', () => {
  it('shows the 16 colours with Portuguese names, the saved one pressed', async () => {
    renderPage();
    const azul = await screen.findByRole('button', { name: 'Azul' });
    expect(http.get).toHaveBeenCalledWith('/empresas/1');
    expect(pressed(azul)).toBe(true);
    const cores = screen.getByRole('group', { name: 'Cores' });
    const botoes = cores.querySelectorAll('button');
    expect(botoes).toHaveLength(16);
    expect([...botoes].filter(pressed)).toEqual([azul]);
    expect(pressed(screen.getByRole('button', { name: 'Laranja profundo' }))).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Salvar' }))).toBe(true);
  });

  it('previews a picked colour at once; Descartar and leaving the page restore it', async () => {
    const user = userEvent.setup({ delay: null });
    const put = vi.spyOn(http, 'put');
    renderPage();
    await screen.findByRole('button', { name: 'Azul' });
    expect(primaria()).toBe(primariaDe('blue'));

    await user.click(screen.getByRole('button', { name: 'Verde-azulado' }));
    expect(primaria()).toBe(primariaDe('teal'));
    expect(pressed(screen.getByRole('button', { name: 'Verde-azulado' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(primaria()).toBe(primariaDe('blue'));
    expect(pressed(screen.getByRole('button', { name: 'Azul' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Âmbar' }));
    expect(primaria()).toBe(primariaDe('amber'));
    await user.click(screen.getByRole('button', { name: 'sair' }));
    expect(primaria()).toBe(primariaDe('blue'));
    expect(put).not.toHaveBeenCalled();
  });

  it('saves colour and icon with PUT, notifies, and hands the result to onSaved', async () => {
    const user = userEvent.setup({ delay: null });
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue(ok(buildEmpresa({ aparencia: { cor: 'deepPurple', icone: 'CellTower' } })));
    const onSaved = vi.fn();
    renderPage(onSaved);
    await user.click(await screen.findByRole('button', { name: 'Roxo profundo' }));
    await user.click(screen.getByRole('button', { name: 'Telecomunicações' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(put).toHaveBeenCalledWith('/empresas/1/aparencia', { cor: 'deepPurple', icone: 'CellTower' });
    expect(await screen.findByText('Aparência salva.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ cor: 'deepPurple', icone: 'CellTower' });
    // saved: nothing left to save or discard, and the theme keeps the new colour
    expect(disabled(screen.getByRole('button', { name: 'Salvar' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Descartar' }))).toBe(true);
    expect(primaria()).toBe(primariaDe('deepPurple'));
  });

  it("shows the server's message when saving fails, and keeps the choice", async () => {
    const user = userEvent.setup({ delay: null });
    const response = {
      data: { message: 'Seu papel nesta empresa não tem a permissão CONFIGURAR_EMPRESA.' },
      status: 403,
    } as AxiosResponse;
    vi.spyOn(http, 'put').mockRejectedValue(
      new AxiosError('Request failed with status code 403', 'ERR_BAD_REQUEST', undefined, null, response),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rosa' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Seu papel nesta empresa não tem a permissão CONFIGURAR_EMPRESA.'),
    ).toBeTruthy();
    expect(pressed(screen.getByRole('button', { name: 'Rosa' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Salvar' }))).toBe(false);
    expect(primaria()).toBe(primariaDe('pink'));
  });

  it('works from the keyboard: Tab reaches the swatches, Enter and Space pick them', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Azul' });
    screen.getByRole('button', { name: 'sair' }).focus();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vermelho' }));
    await user.keyboard('{Enter}');
    expect(pressed(screen.getByRole('button', { name: 'Vermelho' }))).toBe(true);
    expect(primaria()).toBe(primariaDe('red'));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rosa' }));
    await user.keyboard(' ');
    expect(pressed(screen.getByRole('button', { name: 'Rosa' }))).toBe(true);
    expect(primaria()).toBe(primariaDe('pink'));
  });

  it('shows the load error instead of the form', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Network Error'));
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
