// @vitest-environment jsdom
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '../app/navigation';
import { setIsAuth } from '../auth/authState';
import { logout } from '../auth/logout';
import { storeTokens, storeUsuario } from '../auth/session';
import { http } from '../data/http';
import { draftKey, writeDraft } from './draftStore';

// The drafts' rule at logout (README, "O que o navegador guarda"): an explicit "Sair" removes that user's drafts;
// a session lost under the user (keepDrafts) keeps them; another user's drafts are never touched.

const maria = {
  usuarioId: 7,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  papelSistema: 'USUARIO' as const,
  empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
};
const original = http.defaults.adapter;
const draft = { values: { nome: 'x' }, baseUpdatedAt: null, savedAt: '2026-11-24T12:00:00.000Z' };
const daMaria = draftKey({ usuarioId: 7, empresaId: 1, resource: 'produtos', recordId: 5 });
const daMariaNaBeta = draftKey({ usuarioId: 7, empresaId: 2, resource: 'vendas' });
const doJoao = draftKey({ usuarioId: 8, empresaId: 1, resource: 'produtos', recordId: 5 });

beforeEach(() => {
  localStorage.clear();
  registerNavigate(vi.fn((to: string) => window.history.pushState(null, '', to)));
  window.history.replaceState(null, '', '/e/1/produtos/5');
  storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
  storeUsuario(maria);
  setIsAuth(true);
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
    ({ data: '', status: 204, statusText: '', headers: {}, config }) as AxiosResponse;
  for (const key of [daMaria, daMariaNaBeta, doJoao]) writeDraft(key, draft);
});

afterEach(() => {
  http.defaults.adapter = original;
});

describe('drafts at logout', () => {
  it("an explicit logout removes the user's drafts in every company, and only theirs", async () => {
    await logout();
    expect(localStorage.getItem(daMaria)).toBeNull();
    expect(localStorage.getItem(daMariaNaBeta)).toBeNull();
    expect(localStorage.getItem(doJoao)).not.toBeNull();
  });

  it('a session lost under the user keeps their drafts for when they sign in again', async () => {
    await logout({ redirect: '/e/1/produtos/5', keepDrafts: true });
    expect(localStorage.getItem(daMaria)).not.toBeNull();
    expect(localStorage.getItem(daMariaNaBeta)).not.toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
