// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { Admin, type DataProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Perfil } from '../../core/generated/Perfil';
import equipeSchema from '../../schemas/equipe.schema.json';
import { ConfirmProvider } from '../components/confirm';
import { http } from '../data/http';
import { createI18nProvider } from '../i18n/i18nProvider';
import { withRegisterMessages } from '../schema/messages';
import { registerResource } from '../schema/resources';
import { allowStaleMuiPropWarning, fakeApi, modelOf, setViewport } from '../schema/testUtils';
import type { MembroEquipe } from './api';

const equipe = modelOf(equipeSchema);
// what resource `usuarios` is to the supervisor's reference input, as far as these screens care
const usuario = modelOf({
  $id: 'UsuarioDeTeste',
  type: 'object',
  additionalProperties: false,
  'x-resource': 'usuarios',
  'x-scope': 'empresa',
  'x-primaryKey': 'usuarioId',
  'x-permission': 'CADASTRAR_USUARIOS',
  'x-label': { singular: 'Usuário', plural: 'Usuários', gender: 'm' },
  'x-recordRepresentation': 'nomeCompleto',
  required: ['nomeCompleto'],
  properties: { nomeCompleto: { type: 'string', title: 'Nome', 'x-list': 1 } },
});
const models = [equipe, usuario];

const PAPEL: Record<number, string> = { 1: 'Supervisor', 2: 'Vendedor' };

/** A company profile; usuarioId follows perfilId, as in the fake users below. */
function buildPerfil(perfilId: number, nome: string, overrides: Partial<Perfil> = {}): Perfil {
  return {
    perfilId,
    usuarioId: perfilId,
    empresaId: 1,
    papelId: 2,
    aceito: true,
    ativo: true,
    nome,
    foto: null,
    equipeId: null,
    ...overrides,
  };
}

let perfis: Perfil[];

/** The server's answer for a team: its members are the profiles that point at it. */
function membrosDe(equipeId: number): MembroEquipe[] {
  return perfis
    .filter((p) => p.equipeId === equipeId)
    .map((p) => ({
      perfilId: p.perfilId,
      usuarioId: p.usuarioId,
      nomeCompleto: p.nome,
      foto: p.foto,
      papelNome: PAPEL[p.papelId] ?? '',
      ativo: p.ativo,
      aceito: p.aceito,
    }));
}

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;

function refused(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, null, {
    data: { message },
    status,
    statusText: '',
    headers: {},
    config,
  });
}

function setup({ path = '/equipes/1', canWrite = true } = {}) {
  perfis = [
    buildPerfil(1, 'Ana Supervisora', { papelId: 1, equipeId: 1 }),
    buildPerfil(2, 'Bruno Vendedor', { equipeId: 1 }),
    buildPerfil(3, 'Carla Pendente', { equipeId: 1, aceito: false }),
    buildPerfil(4, 'Diego Livre'),
    buildPerfil(5, 'Elisa da Sul', { equipeId: 2 }),
    buildPerfil(6, 'Fábio Inativo', { ativo: false }),
    buildPerfil(7, 'Gil Convidado', { aceito: false }),
  ];
  const api = fakeApi(models, {
    equipes: [
      {
        empresaId: 1,
        nome: 'Equipe Norte',
        supervisorId: 1,
        icone: null,
        supervisor: { usuarioId: 1, nomeCompleto: 'Ana Supervisora', foto: null },
      },
      {
        empresaId: 1,
        nome: 'Equipe Sul',
        supervisorId: 5,
        icone: null,
        supervisor: { usuarioId: 5, nomeCompleto: 'Elisa da Sul', foto: null },
      },
      // its supervisor's user is gone
      { empresaId: 1, nome: 'Equipe Nova', supervisorId: 99, icone: null, supervisor: null },
    ],
    usuarios: perfis.map((p) => ({ nomeCompleto: p.nome })),
  });
  const sync = () => {
    for (const row of api.db.equipes ?? []) row.membros = membrosDe(row.id);
  };
  sync();
  const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/perfis/empresas/1') return ok(structuredClone(perfis));
    throw refused(404, 'Não encontrado.');
  });
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string, body: unknown) => {
    const id = Number(/^\/perfis\/(\d+)\/alterar-equipe$/.exec(url)?.[1]);
    const perfil = perfis.find((p) => p.perfilId === id);
    if (!perfil) throw refused(404, 'Perfil não encontrado.');
    perfil.equipeId = (body as { equipeId: number | null }).equipeId;
    sync();
    return ok({ ...perfil });
  });
  // like the server, only GET one answers the people: the list's records (which react-admin also caches as the
  // records themselves) come without them
  const dataProvider: DataProvider = {
    ...api.dataProvider,
    getList: (resource, params) =>
      api.dataProvider.getList(resource, params).then(({ data, ...rest }) => ({
        ...rest,
        data: data.map(({ membros: _m, supervisor: _s, ...row }) => row as typeof row & { id: number }),
      })),
  };
  const i18nProvider = withRegisterMessages(createI18nProvider('pt-br'), models);
  render(
    // as in the app (src/shell/SignedInApp.tsx): the confirmation dialog around react-admin
    <ConfirmProvider>
      <TestMemoryRouter initialEntries={[path]}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
          {models.map((m) =>
            registerResource(m, { canRead: true, canWrite }, { forbidden: <p>Acesso negado</p> }),
          )}
        </Admin>
      </TestMemoryRouter>
    </ConfirmProvider>,
  );
  return { api, get, post };
}

/** The Membros section and the names listed in it. */
async function membros() {
  const section = await screen.findByRole('region', { name: 'Membros' });
  const list = await within(section).findByRole('list', { name: 'Membros' });
  return {
    section,
    list,
    // asked again each time: the list is drawn anew when the team is read again
    nomes: () =>
      within(screen.getByRole('region', { name: 'Membros' }))
        .queryAllByRole('listitem')
        .map((li) => li.querySelector('.MuiListItemText-primary')?.textContent),
  };
}

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

describe('equipes: the Membros section', () => {
  it('shows the supervisor by name and the members with role and state, under the generic form', async () => {
    setup();
    // the generic edit form is still the base
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toBeTruthy();
    const { section, list, nomes } = await membros();
    expect(within(section).getByLabelText('Supervisor da equipe').textContent).toBe('Ana Supervisora');
    expect(nomes()).toEqual(['Ana Supervisora', 'Bruno Vendedor', 'Carla Pendente']);
    const carla = within(list).getByText('Carla Pendente').closest('li')!;
    expect(within(carla).getByText('Vendedor')).toBeTruthy();
    expect(within(carla).getByText('Convite pendente')).toBeTruthy();
    const ana = within(list).getByText('Ana Supervisora').closest('li')!;
    expect(within(ana).getByText('Ativo')).toBeTruthy();
    expect(within(ana).getAllByText('Supervisor')).toHaveLength(2); // her role and the team's supervisor mark
    expect(within(section).getByRole('button', { name: 'Remover Bruno Vendedor da equipe' })).toBeTruthy();
  });

  it('reads the people itself when the team is opened from the list', async () => {
    setup({ path: '/equipes' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Equipe Norte' }));
    const { section, nomes } = await membros();
    expect(within(section).getByLabelText('Supervisor da equipe').textContent).toBe('Ana Supervisora');
    expect(nomes()).toEqual(['Ana Supervisora', 'Bruno Vendedor', 'Carla Pendente']);
  });

  it('adds a member with the keyboard only, offering just the active people outside the team', async () => {
    const { post } = setup();
    const user = userEvent.setup();
    const { section, nomes } = await membros();
    const busca = within(section).getByRole('combobox', { name: 'Adicionar membro' });
    await user.click(busca);
    const options = await screen.findAllByRole('option');
    // not the members, nor the inactive profile, nor the pending invitation
    expect(options.map((o) => o.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Diego Livre',
      'Elisa da Sul',
    ]);
    expect(within(options[1]!).getByText('Hoje em: Equipe Sul')).toBeTruthy();
    await user.keyboard('dieg{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/perfis/4/alterar-equipe', { equipeId: 1 }));
    expect(await screen.findByText('Diego Livre entrou na equipe.')).toBeTruthy();
    await waitFor(() =>
      expect(nomes()).toEqual(['Ana Supervisora', 'Bruno Vendedor', 'Carla Pendente', 'Diego Livre']),
    );
    // the search is empty again, for the next one
    expect((busca as HTMLInputElement).value).toBe('');
  });

  it('asks before moving someone out of another team', async () => {
    const { post } = setup();
    const user = userEvent.setup();
    const { section, nomes } = await membros();
    await user.click(within(section).getByRole('combobox', { name: 'Adicionar membro' }));
    await screen.findAllByRole('option');
    await user.keyboard('elisa{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mudar de equipe' });
    expect(dialog.textContent).toContain(
      'Elisa da Sul está hoje em “Equipe Sul”. Mover para “Equipe Norte”?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('combobox', { name: 'Adicionar membro' }));
    await user.keyboard('elisa{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mudar de equipe' })).getByRole('button', {
        name: 'Mover',
      }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/perfis/5/alterar-equipe', { equipeId: 1 }));
    await waitFor(() => expect(nomes()).toContain('Elisa da Sul'));
  });

  it('removes a member after a confirmation', async () => {
    const { post } = setup();
    const user = userEvent.setup();
    const { section, nomes } = await membros();
    await user.click(within(section).getByRole('button', { name: 'Remover Bruno Vendedor da equipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover membro' });
    expect(dialog.textContent).toContain('Remover Bruno Vendedor de “Equipe Norte”?');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/perfis/2/alterar-equipe', { equipeId: null }));
    expect(await screen.findByText('Bruno Vendedor saiu da equipe.')).toBeTruthy();
    await waitFor(() => expect(nomes()).toEqual(['Ana Supervisora', 'Carla Pendente']));
  });

  it("shows the server's refusal and leaves the members as the server has them", async () => {
    const { post } = setup();
    post.mockRejectedValueOnce(refused(403, 'Você não tem permissão para alterar equipes.'));
    const user = userEvent.setup();
    const { section, nomes } = await membros();
    await user.click(within(section).getByRole('button', { name: 'Remover Bruno Vendedor da equipe' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover membro' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(await screen.findByText('Você não tem permissão para alterar equipes.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nomes()).toEqual(['Ana Supervisora', 'Bruno Vendedor', 'Carla Pendente']);
  });

  it('keeps what is being typed in the form above when the members change', async () => {
    setup();
    const user = userEvent.setup();
    const nome = await screen.findByRole('textbox', { name: /^Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Equipe Norte Nova');
    const { section, nomes } = await membros();
    await user.click(within(section).getByRole('combobox', { name: 'Adicionar membro' }));
    await screen.findAllByRole('option');
    await user.keyboard('diego{Enter}');
    await waitFor(() => expect(nomes()).toContain('Diego Livre'));
    expect((screen.getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe(
      'Equipe Norte Nova',
    );
  });

  it('on the show page of a reader, lists the people without the controls', async () => {
    setup({ path: '/equipes/1/show', canWrite: false });
    const { section, nomes } = await membros();
    expect(nomes()).toEqual(['Ana Supervisora', 'Bruno Vendedor', 'Carla Pendente']);
    expect(within(section).getByLabelText('Supervisor da equipe').textContent).toBe('Ana Supervisora');
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(within(section).queryByRole('button', { name: /Remover/ })).toBeNull();
  });

  it('says when a team has no one yet, or no supervisor', async () => {
    setup({ path: '/equipes/3' });
    const section = await screen.findByRole('region', { name: 'Membros' });
    expect(await within(section).findByText('Nenhum membro nesta equipe ainda.')).toBeTruthy();
    expect(within(section).getByLabelText('Supervisor da equipe').textContent).toBe('Sem supervisor');
  });
});
