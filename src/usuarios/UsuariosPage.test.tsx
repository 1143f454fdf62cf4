// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { acessoGestor, fakePessoasApi, PAPEIS, renderPessoas } from './testUtils';

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

/** A text input by its label (a required one's asterisk aside). */
const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) }) as HTMLInputElement;

/** The helper or error text under an input. */
function helperOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Picks an option of a MUI select by keyboard-free clicks (the e2e test drives it by keyboard). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  // by its text: the empty choice ("Todas") is named "clear value" for screen readers
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// typing, debounced filters and form round trips take a few seconds in jsdom
describe('usuarios list', () => {
  it('shows name, e-mail, matrícula, role, team and state; the name opens the user', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    const { location } = renderPessoas(fake, '/usuarios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' })).toBeTruthy();
    await screen.findByText('João Araújo');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    // the columns of usuario.schema.json and perfil.schema.json (x-list), in their order
    expect(headers).toEqual(['Nome completo', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação']);
    const joao = rowOf('João Araújo');
    expect(within(joao).getByText('joao.araujo@alfa.com.br')).toBeTruthy();
    expect(within(joao).getByText('5001')).toBeTruthy();
    // role and team are references (to papeis, to the teams register), named once read
    expect(await within(joao).findByText('Vendedor')).toBeTruthy();
    expect(await within(joao).findByText('Equipe Norte')).toBeTruthy();
    expect(within(joao).getByText('Ativo')).toBeTruthy();
    expect(within(rowOf('Bruno Souza')).getByText('Convite pendente')).toBeTruthy();
    expect(within(rowOf('Carla Dias')).getByText('Desativado')).toBeTruthy();
    // sorted by name
    const names = screen.getAllByRole('link').map((a) => a.textContent);
    expect(names.filter((n) => /Ana|Bruno|Carla/.test(n ?? ''))).toEqual([
      'Ana Lima',
      'Bruno Souza',
      'Carla Dias',
    ]);
    expect(screen.getByRole('link', { name: 'Convidar usuário' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'João Araújo' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/usuarios/2'));
  });

  it('searches without accents or case', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    renderPessoas(fake, '/usuarios');
    await screen.findByText('João Araújo');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'JOAO arau');
    await waitFor(() => expect(screen.queryByText('Ana Lima')).toBeNull());
    expect(screen.getByText('João Araújo')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    await screen.findByText('Ana Lima');
  });

  it('filters by state and role', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    renderPessoas(fake, '/usuarios');
    await screen.findByText('João Araújo');
    // the schemas' filters (x-filter), added from the list's filter menu
    const addFilter = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name }));
    };
    await addFilter('Situação');
    await choose(user, /Situação/, 'Convite pendente');
    await waitFor(() => expect(screen.queryByText('Ana Lima')).toBeNull());
    expect(screen.getByText('Bruno Souza')).toBeTruthy();
    expect(fake.requests.at(-1)?.params).toMatchObject({ filter: '{"situacao":"pendente"}' });

    // the select's empty choice: any state
    await user.click(await screen.findByRole('combobox', { name: /Situação/ }));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0] as HTMLElement);
    await screen.findByText('Ana Lima');
    await addFilter('Papel');
    await choose(user, /Papel/, 'Supervisor');
    await waitFor(() => expect(screen.queryByText('João Araújo')).toBeNull());
    expect(await screen.findByText('Ana Lima')).toBeTruthy();
  });

  it('sorts by a column', async () => {
    const user = userEvent.setup();
    renderPessoas(fakePessoasApi(), '/usuarios');
    await screen.findByText('João Araújo');
    await user.click(screen.getByRole('button', { name: /matrícula/i }));
    await waitFor(() => {
      const first = screen.getAllByRole('row')[1];
      expect(first?.textContent).toContain('Gestor Alfa');
    });
  });
});

describe('inviting a user', () => {
  it('says at the fields what is missing or wrong, in Portuguese, then invites', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    const { location } = renderPessoas(fake, '/usuarios/create');
    await screen.findByRole('heading', { level: 1, name: 'Convidar usuário' });
    // the first field has the focus; Enter on the empty form says what is missing
    await waitFor(() => expect(document.activeElement).toBe(input('Nome completo')));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(helperOf(input('Nome completo'))).toContain('Campo obrigatório.'));
    expect(helperOf(input('E-mail'))).toContain('Campo obrigatório.');

    await user.type(input('Nome completo'), 'Zé Novo');
    await user.type(input('E-mail'), 'nao-e-email');
    await user.type(input('Matrícula'), '12a');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(helperOf(input('E-mail'))).toContain('Informe um e-mail válido.'));
    // typed as text (what was typed stays), its digits only
    expect(helperOf(input('Matrícula'))).toContain('Formato inválido.');
    expect(input('Matrícula').value).toBe('12a');
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);

    // the role select offers only the roles below the user's own
    await user.click(screen.getByRole('combobox', { name: /Papel/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Gerente', 'Supervisor', 'Auditor', 'Vendedor']);
    await user.click(await screen.findByRole('option', { name: 'Vendedor' }));
    await choose(user, /Equipe/, 'Equipe Sul');

    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'ze.novo@alfa.com.br');
    await user.clear(input('Matrícula'));
    await user.type(input('Matrícula'), '777{Enter}');
    await waitFor(() => expect(location.current?.pathname).toBe('/usuarios'));
    expect(fake.requests.find((r) => r.method === 'POST')?.body).toEqual({
      nomeCompleto: 'Zé Novo',
      email: 'ze.novo@alfa.com.br',
      papelId: 5,
      matricula: 777,
      equipeId: 2,
    });
    expect(await screen.findByText('Convite enviado para ze.novo@alfa.com.br.')).toBeTruthy();
    const novo = (await screen.findByText('Zé Novo')).closest('tr') as HTMLElement;
    expect(within(novo).getByText('Convite pendente')).toBeTruthy();
  });

  it('a 409 (already in this company) shows at the e-mail and keeps what was typed', async () => {
    allowApiRefusals();
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    const { location } = renderPessoas(fake, '/usuarios/create');
    await screen.findByRole('heading', { level: 1, name: 'Convidar usuário' });
    await user.type(input('Nome completo'), 'Ana de Novo');
    await user.type(input('E-mail'), 'ana.lima@alfa.com.br');
    await choose(user, /Papel/, 'Vendedor');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    await waitFor(() =>
      expect(helperOf(input('E-mail'))).toContain('Este usuário já tem um perfil nesta empresa.'),
    );
    expect(input('Nome completo').value).toBe('Ana de Novo');
    expect(input('E-mail').value).toBe('ana.lima@alfa.com.br');
    expect(location.current?.pathname).toBe('/usuarios/create');
  });

  it('"Convidar e continuar" empties the form for the next person', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    renderPessoas(fake, '/usuarios/create');
    await screen.findByRole('heading', { level: 1, name: 'Convidar usuário' });
    await user.type(input('Nome completo'), 'Primeira Pessoa');
    await user.type(input('E-mail'), 'primeira@alfa.com.br');
    await choose(user, /Papel/, 'Vendedor');
    await user.type(screen.getByLabelText(/Senha inicial/), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Convidar e continuar' }));
    await waitFor(() => expect(input('Nome completo').value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(input('Nome completo')));
    expect(fake.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ senha: 'segredo123' });
  });
});

describe('a user’s page', () => {
  it('sends only what changed, and a 403 for someone of other companies is shown, keeping the form', async () => {
    allowApiRefusals();
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    const { location } = renderPessoas(fake, '/usuarios/6');
    await screen.findByRole('heading', { level: 1, name: 'Usuário Multi Empresa' });
    await waitFor(() => expect(input('Nome completo').value).toBe('Multi Empresa'));
    await user.clear(input('Nome completo'));
    await user.type(input('Nome completo'), 'Outro Nome{Enter}');
    expect(
      await screen.findByText(
        'Este usuário também pertence a outras empresas: só ele pode alterar os próprios dados.',
      ),
    ).toBeTruthy();
    expect(input('Nome completo').value).toBe('Outro Nome');
    expect(location.current?.pathname).toBe('/usuarios/6');
    expect(fake.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ nomeCompleto: 'Outro Nome' });

    // the role alone is theirs to change here
    await user.clear(input('Nome completo'));
    await user.type(input('Nome completo'), 'Multi Empresa');
    await choose(user, /Papel/, 'Supervisor');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/usuarios'));
    expect(fake.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ papelId: 3 });
  });

  it('deactivates the profile after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = fakePessoasApi();
    renderPessoas(fake, '/usuarios/2');
    const section = await screen.findByRole('region', { name: 'Perfil nesta empresa' });
    expect(within(section).getByText('Ativo')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar perfil' });
    expect(fake.requests.some((r) => r.url.endsWith('/desativar'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(within(section).getByText('Desativado')).toBeTruthy());
    expect(fake.requests.some((r) => r.method === 'POST' && r.url === '/perfis/2/desativar')).toBe(true);
    // once the dialog is gone (it hides the page from screen readers while open)
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Ativar' })).toBeTruthy());
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { location } = renderPessoas(fakePessoasApi(), '/usuarios/2');
    await waitFor(() => expect(input('Nome completo').value).toBe('João Araújo'));
    await user.type(input('Nome completo'), ' Filho');
    await user.click(screen.getByRole('link', { name: 'Abrir o perfil' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(location.current?.pathname).toBe('/usuarios/2');
    expect(input('Nome completo').value).toBe('João Araújo Filho');
  });

  it('a user of a role not below one’s own is shown, not offered for change', async () => {
    const fake = fakePessoasApi();
    // a Supervisor may only give Vendedor: Ana (Supervisor) is a peer
    renderPessoas(fake, '/usuarios/3', { ...acessoGestor(), papel: PAPEIS[2]! });
    expect(await screen.findByText(/não está abaixo do seu/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Desativar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('/usuarios/me is still the own profile page', async () => {
    renderPessoas(fakePessoasApi(), '/usuarios/me');
    expect(await screen.findByText('Meu perfil')).toBeTruthy();
  });

  it('works while the teams register does not answer: the others still named', async () => {
    allowApiRefusals();
    const fake = fakePessoasApi();
    fake.semEquipes = true;
    renderPessoas(fake, '/usuarios');
    const joao = (await screen.findByText('João Araújo')).closest('tr') as HTMLElement;
    expect(await within(joao).findByText('Vendedor')).toBeTruthy();
    expect(within(joao).getByText('joao.araujo@alfa.com.br')).toBeTruthy();
  });
});
