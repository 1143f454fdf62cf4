// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { fakePessoasApi, renderPessoas } from '../usuarios/testUtils';

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

const nome = () => screen.getByRole('textbox', { name: /^Nome( \*)?$/ }) as HTMLInputElement;

describe('perfis', () => {
  it('lists the profiles with the user’s e-mail, role, team and state; a name opens the profile', async () => {
    const user = userEvent.setup();
    const { location } = renderPessoas(fakePessoasApi(), '/perfis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfis' })).toBeTruthy();
    const carla = (await screen.findByText('Carla Dias')).closest('tr') as HTMLElement;
    expect(within(carla).getByText('carla.dias@alfa.com.br')).toBeTruthy();
    // the role and the team are references (to papeis, to the teams register), named once read
    expect(await within(carla).findByText('Equipe Sul')).toBeTruthy();
    expect(await within(carla).findByText('Vendedor')).toBeTruthy();
    expect(within(carla).getByText('Desativado')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Carla Dias' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/perfis/5'));
  });

  it('served by the profiles’ own routes: no create, import, row selection or in-place editing; their export', async () => {
    const user = userEvent.setup();
    renderPessoas(fakePessoasApi(), '/perfis');
    const carla = (await screen.findByText('Carla Dias')).closest('tr') as HTMLElement;
    // born from an invitation; never deleted, so no row checkboxes for a bulk delete
    expect(screen.queryByRole('link', { name: /Criar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Importar/ })).toBeNull();
    expect(within(carla).queryByRole('checkbox')).toBeNull();
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('\uFEFFNome\r\nCarla Dias\r\n', { status: 200 });
    });
    try {
      // sorted by the team: the routes know a reference's column by the name it shows
      await user.click(screen.getByRole('button', { name: /equipe/i }));
      await user.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const url = new URL(asked[0] ?? '', 'http://x');
      expect(url.pathname).toBe('/api/perfis/empresas/1/admin/export');
      expect(url.searchParams.get('sort')).toBe('["equipeNome","ASC"]');
      expect(url.searchParams.has('columns')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('changes name, role and team by PATCH …/admin, and activates after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    const { location } = renderPessoas(fake, '/perfis/5');
    await screen.findByRole('heading', { level: 1, name: 'Perfil Carla Dias' });
    const section = await screen.findByRole('region', { name: 'Situação' });
    expect(within(section).getByText('Convite aceito')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Carla Dias' }).getAttribute('href')).toBe(
      '/usuarios/5',
    );

    await user.click(within(section).getByRole('button', { name: 'Ativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(within(section).getByText('Ativo')).toBeTruthy());
    expect(fake.requests.some((r) => r.method === 'POST' && r.url === '/perfis/5/ativar')).toBe(true);

    await waitFor(() => expect(nome().value).toBe('Carla Dias'));
    await user.clear(nome());
    await user.type(nome(), 'Carla D.');
    // no team: the team input emptied
    const equipe = screen.getByRole('combobox', { name: /Equipe/ }) as HTMLInputElement;
    await waitFor(() => expect(equipe.value).toBe('Equipe Sul'));
    await user.clear(equipe);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/perfis'));
    expect(fake.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/perfis/empresas/1/5/admin',
      body: { nome: 'Carla D.', equipeId: null },
    });
    expect(await screen.findByText('Carla D.')).toBeTruthy();
  });
});
