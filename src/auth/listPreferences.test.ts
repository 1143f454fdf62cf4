// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { registerNavigate } from '../app/navigation';
import { http } from '../data/http';
import { setIsAuth } from './authState';
import { clearListPreferences } from './listPreferences';
import { logout } from './logout';
import { storeTokens, storeUsuario } from './session';

const prefs = {
  'RaStore.version': '1',
  'RaStore.locale': '"pt-br"',
  'RaStore.vendas.listParams': '{"perPage":50}',
  'RaStore.preferences.vendas.datagrid.omit': '["cliente"]',
  'RaStore.negociacoes.visao': '"lista"',
};

beforeEach(() => {
  localStorage.clear();
  for (const [k, v] of Object.entries(prefs)) localStorage.setItem(k, v);
  localStorage.setItem('colorMode', 'dark');
});

describe('list preferences at logout', () => {
  it('clears every react-admin store key but the language, and nothing of the app', () => {
    clearListPreferences();
    expect(Object.keys(localStorage).sort()).toEqual(['RaStore.locale', 'colorMode']);
  });

  it('are gone after "Sair", so the next user starts from the defaults', async () => {
    http.defaults.adapter = async (config) => ({
      data: '',
      status: 204,
      statusText: '',
      headers: {},
      config,
    });
    registerNavigate((to) => window.history.pushState(null, '', to));
    window.history.replaceState(null, '', '/e/1/vendas');
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    storeUsuario({
      usuarioId: 7,
      nomeCompleto: 'Maria Souza',
      email: 'maria@alfa.com.br',
      papelSistema: 'USUARIO',
      empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
    });
    setIsAuth(true);
    await logout();
    expect(localStorage.getItem('RaStore.preferences.vendas.datagrid.omit')).toBeNull();
    expect(localStorage.getItem('RaStore.vendas.listParams')).toBeNull();
    expect(localStorage.getItem('RaStore.locale')).toBe('"pt-br"');
  });
});
