// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '../app/navigation';
import { wireSession } from '../app/wireSession';
import { http } from '../data/http';
import { getIsAuth, setIsAuth } from './authState';
import { ReauthDialog } from './ReauthDialog';
import { getReauthState, pageControl, reauthenticate, SessionEndedError } from './reauth';
import { storeTokens, storeUsuario } from './session';

// The dialog over a page that must survive it: a form with typed text and the focus in it. The server is a
// fake fetch for POST /api/auth/login (the dialog signs in like the login page) and a fake axios adapter for
// the app's own calls.

const maria = {
  usuarioId: 7,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  papelSistema: 'USUARIO' as const,
  empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
};
const joao = { ...maria, usuarioId: 8, nomeCompleto: 'João Lima', email: 'joao@alfa.com.br' };

type Answer = { status: number; data: unknown; headers?: Record<string, string> } | 'network';
let answers: Answer[] = [];
let logins: unknown[] = [];
let apiCalls: { url: string; auth: unknown; body: unknown }[] = [];
const navigate = vi.fn();
const originalAdapter = http.defaults.adapter;
// as main.tsx does at app start
wireSession();

function Page() {
  const [nome, setNome] = useState('');
  return (
    <form aria-label="Novo produto">
      <label>
        Nome
        <input value={nome} onChange={(e) => setNome(e.target.value)} />
      </label>
    </form>
  );
}

function renderApp() {
  // A fresh cache per test, as in the app (the dialog must not need it, and must not clear it).
  const client = new QueryClient();
  client.setQueryData(['produtos'], ['PQ-01']);
  const view = render(
    <QueryClientProvider client={client}>
      <ReauthDialog />
      <Page />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

async function storageEvent(key: string | null, newValue: string | null) {
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

const tokensOf = (n: number) => ({ accessToken: `A${n}`, refreshToken: `R${n}` });

beforeEach(() => {
  localStorage.clear();
  answers = [];
  logins = [];
  apiCalls = [];
  navigate.mockReset();
  registerNavigate(navigate);
  window.history.replaceState(null, '', '/e/1/produtos/create');
  storeTokens(tokensOf(1));
  storeUsuario(maria);
  setIsAuth(true);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    logins.push({ url, body: JSON.parse(String(init.body)) });
    const next = answers.shift() ?? { status: 500, data: {} };
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.data), {
      status: next.status,
      headers: { 'content-type': 'application/json', ...next.headers },
    });
  });
  // The app's API: only A2 (the token of the new sign-in) is still good.
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    apiCalls.push({ url: config.url ?? '', auth: config.headers.get('Authorization') ?? null, body });
    const ok = config.url === '/auth/logout' || config.headers.get('Authorization') === 'Bearer A2';
    const response = {
      data: ok ? { id: 1, ...body } : {},
      status: ok ? 200 : 401,
      statusText: '',
      headers: {},
      config,
    };
    if (ok) return response;
    throw new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', config, null, response);
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.defaults.adapter = originalAdapter;
  registerNavigate(null);
});

/** The dialog closed and done fading out (its last updates land inside waitFor's act). */
const dialogGone = () => waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull());

/** Types into the page's form and leaves the focus there, as a user in the middle of a form. */
async function fillPage(user: ReturnType<typeof userEvent.setup>) {
  const nome = screen.getByLabelText('Nome');
  await user.click(nome);
  await user.keyboard('Pão de Queijo');
  return nome as HTMLInputElement;
}

// MUI's first render and its transitions are slow on a busy machine.
describe('ReauthDialog', () => {
  it('a save whose session cannot be renewed waits for the password, then goes on; the page is untouched', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { client } = renderApp();
    const nome = await fillPage(user);

    // The refresh is refused (revoked elsewhere): the save waits instead of failing.
    answers = [];
    const save = http.post('/empresas/1/produtos', { codigo: 'PQ-02', nome: 'Pão de Queijo' });
    const dialog = await screen.findByRole('dialog', { name: 'Entre novamente para continuar' });
    expect(apiCalls.map((c) => c.url)).toEqual(['/empresas/1/produtos', '/auth/refresh-token']);

    // The same user, fixed; only the password is asked, and it has the focus.
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('maria@alfa.com.br');
    expect(email.readOnly).toBe(true);
    const senha = screen.getByLabelText(/^Senha/);
    await waitFor(() => expect(document.activeElement).toBe(senha));
    expect(dialog.textContent).toContain('Maria Souza');

    answers = [{ status: 200, data: { ...tokensOf(2), usuario: maria } }];
    await user.keyboard('demo1234{Enter}');

    expect(await save).toMatchObject({ data: { id: 1, codigo: 'PQ-02', nome: 'Pão de Queijo' } });
    expect(logins).toEqual([
      { url: '/api/auth/login', body: { email: 'maria@alfa.com.br', senha: 'demo1234' } },
    ]);
    // Replayed once, with the new token; stored as at login (localStorage and cookies).
    expect(apiCalls.at(-1)).toEqual({
      url: '/empresas/1/produtos',
      auth: 'Bearer A2',
      body: { codigo: 'PQ-02', nome: 'Pão de Queijo' },
    });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual(['A2', 'R2']);
    expect(document.cookie).toContain('accessToken=A2');
    expect(document.cookie).toContain('refreshToken=R2');
    await dialogGone();

    // Same element, same text, focus back where it was; nothing navigated, nothing logged out, cache kept.
    expect(screen.getByLabelText('Nome')).toBe(nome);
    expect(nome.value).toBe('Pão de Queijo');
    await waitFor(() => expect(document.activeElement).toBe(nome));
    expect(navigate).not.toHaveBeenCalled();
    expect(getIsAuth()).toBe(true);
    expect(client.getQueryData(['produtos'])).toEqual(['PQ-01']);
    expect(error.mock.calls).toEqual([['Falha ao renovar accessToken!']]);
  });

  it('a wrong password, a rate limit and no connection are told in Portuguese; the dialog stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    // Ended later by leaving: a handler from the start, or the rejection would count as unhandled.
    const waiting = reauthenticate().catch((e: unknown) => e);
    await screen.findByRole('dialog');

    answers = [{ status: 401, data: { message: 'E-mail ou senha inválidos.' } }];
    await user.keyboard('errada{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha inválidos.');
    // The wrong password is cleared, the focus stays in the field.
    const senha = screen.getByLabelText(/^Senha/) as HTMLInputElement;
    expect(senha.value).toBe('');

    answers = ['network'];
    await user.type(senha, 'outra{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
      ),
    );

    answers = [
      {
        status: 429,
        data: { message: 'Muitas tentativas de entrada. Tente novamente em 15 minuto(s).' },
        headers: { 'Retry-After': '900' },
      },
    ];
    await user.type(senha, 'mais uma{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Muitas tentativas de entrada. Tente novamente em 15 minuto(s).',
      ),
    );
    // Held off until the Retry-After: typing and Enter send nothing more.
    await user.type(senha, 'demo1234{Enter}');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', true);
    expect(logins).toHaveLength(3);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(getReauthState().open).toBe(true);
    expect(localStorage.getItem('accessToken')).toBe('A1');

    // (the user leaves; the waiting promise ends)
    await user.click(screen.getByRole('button', { name: 'Entrar com outro usuário' }));
    expect(await waiting).toBeInstanceOf(SessionEndedError);
  });

  it('"Entrar com outro usuário": the ordinary logout back to this path; waiting requests fail; drafts stay', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    localStorage.setItem('rascunho:7:1:produtos:novo', '{"values":{"nome":"Pão"}}');
    localStorage.setItem('colorMode', 'dark');
    const waiting = reauthenticate().catch((e: unknown) => e);
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Entrar com outro usuário' }));
    expect(await waiting).toBeInstanceOf(SessionEndedError);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fprodutos%2Fcreate', {
      replace: true,
    });
    expect(getIsAuth()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(localStorage.getItem('rascunho:7:1:produtos:novo')).toBe('{"values":{"nome":"Pão"}}');
    expect(localStorage.getItem('colorMode')).toBe('dark');
    await waitFor(() => expect(apiCalls.map((c) => c.url)).toEqual(['/auth/logout']));
  });

  it('another tab logs out: the dialog opens at once over the page; a sign-in of the same user there closes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    const nome = await fillPage(user);

    // The other tab's clearSession(): one event per key.
    localStorage.clear();
    for (const key of ['accessToken', 'refreshToken', 'usuario']) await storageEvent(key, null);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Senha/)));
    // Still Maria's password that is asked, though the stored copy is gone.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maria@alfa.com.br');
    expect(dialog.textContent).toContain('Maria Souza');
    expect(navigate).not.toHaveBeenCalled();
    expect(getIsAuth()).toBe(true);

    // Maria signs in again in the other tab: one key at a time, the user first (login.ts).
    storeUsuario(maria);
    await storageEvent('usuario', JSON.stringify(maria));
    expect(getReauthState().open).toBe(true);
    localStorage.setItem('accessToken', 'A2');
    await storageEvent('accessToken', 'A2');
    localStorage.setItem('refreshToken', 'R2');
    await storageEvent('refreshToken', 'R2');
    await dialogGone();
    expect(nome.value).toBe('Pão de Queijo');
    await waitFor(() => expect(document.activeElement).toBe(nome));
    expect(logins).toEqual([]);

    // and a request now goes with that token
    await expect(http.get('/empresas/1/produtos')).resolves.toMatchObject({ status: 200 });
  });

  it('another user signing in elsewhere discards this page instead', async () => {
    const discard = vi.spyOn(pageControl, 'discard').mockImplementation(() => {});
    renderApp();
    localStorage.clear();
    await storageEvent(null, null);
    await screen.findByRole('dialog');

    storeTokens(tokensOf(5));
    storeUsuario(joao);
    await storageEvent('usuario', JSON.stringify(joao));
    expect(discard).toHaveBeenCalledTimes(1);
    await dialogGone();

    // Even with no dialog open: another user's session never runs this page.
    discard.mockClear();
    storeUsuario({ ...joao, usuarioId: 9 });
    await storageEvent('usuario', 'x');
    expect(discard).toHaveBeenCalledTimes(1);
  });

  it("a save waiting on the dialog is never replayed with another user's token signed in elsewhere", async () => {
    const discard = vi.spyOn(pageControl, 'discard').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    // Maria's refresh fails: her (dead) tokens and her user stay stored while the dialog waits.
    let settled = false;
    void http.post('/empresas/1/produtos', { codigo: 'PQ-03' }).finally(() => {
      settled = true;
    });
    await screen.findByRole('dialog');
    // João signs in in a tab left on the login page: his user first, then his tokens.
    storeUsuario(joao);
    await storageEvent('usuario', JSON.stringify(joao));
    expect(discard).toHaveBeenCalledTimes(1);
    localStorage.setItem('accessToken', 'A2');
    await storageEvent('accessToken', 'A2');
    localStorage.setItem('refreshToken', 'R2');
    await storageEvent('refreshToken', 'R2');
    await dialogGone();
    // The page is being thrown away; Maria's save never went out with João's token.
    expect(apiCalls.filter((c) => c.auth === 'Bearer A2')).toEqual([]);
    expect(settled).toBe(false);
  });

  it('without the dialog mounted, a lost session is the plain logout with the way back', async () => {
    const waiting = reauthenticate();
    await expect(waiting).rejects.toBeInstanceOf(SessionEndedError);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fprodutos%2Fcreate', {
      replace: true,
    });
    expect(getIsAuth()).toBe(false);
  });
});
