// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createI18nProvider,
  getStoredLocale,
  i18nProvider,
  LOCALE_STORAGE_KEY,
  mergeMessages,
  setStoredLocale,
} from './i18nProvider';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('mergeMessages', () => {
  it('lets the override win key by key and keeps keys only the base has', () => {
    const merged = mergeMessages(
      { ra: { auth: { sign_in: 'Sign in', logout: 'Logout' }, extra: 'Extra' } },
      { ra: { auth: { sign_in: 'Entrar' } } },
    );
    expect(merged).toEqual({ ra: { auth: { sign_in: 'Entrar', logout: 'Logout' }, extra: 'Extra' } });
  });
});

describe('i18nProvider', () => {
  it('speaks Brazilian Portuguese on the login form', () => {
    expect(i18nProvider.getLocale()).toBe('pt-br');
    expect(i18nProvider.translate('ra.auth.email')).toBe('E-mail');
    expect(i18nProvider.translate('ra.auth.password')).toBe('Senha');
    expect(i18nProvider.translate('ra.auth.sign_in')).toBe('Entrar');
  });

  it('translates the react-admin 5 keys the Portuguese package lacks', () => {
    expect(i18nProvider.translate('ra.action.reset')).toBe('Redefinir');
    expect(i18nProvider.translate('ra.validation.unique')).toBe('Este valor já está em uso');
  });

  it('fills react-admin 5 placeholders and Portuguese plurals (0 and 1 singular)', () => {
    const provider = createI18nProvider('pt-br');
    expect(
      provider.translate('ra.message.delete_title', { name: 'Venda', recordRepresentation: '#12' }),
    ).toBe('Excluir Venda #12');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Registro excluído');
    expect(provider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 registros excluídos');
  });

  it('sorts by a label as written when it opens with an acronym, lower-cased otherwise', () => {
    const provider = createI18nProvider('pt-br');
    const sortBy = (field: string) =>
      provider.translate('ra.sort.sort_by', {
        field,
        field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
        order: 'crescente',
      });
    expect(sortBy('CPF/CNPJ')).toBe('Ordenar por CPF/CNPJ crescente');
    expect(sortBy('Preço')).toBe('Ordenar por preço crescente');
  });

  it('translates the app namespace', () => {
    expect(i18nProvider.translate('app.menu.equipe_usuarios')).toBe('Equipe e usuários');
    expect(i18nProvider.translate('app.validation.invalid_date')).toBe('Data inválida');
  });

  it('offers Portuguese and English', () => {
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'pt-br', name: 'Português' },
      { locale: 'en', name: 'English' },
    ]);
  });
});

describe('the remembered locale', () => {
  it('is pt-br when nothing, or something unknown, is stored', () => {
    expect(getStoredLocale()).toBe('pt-br');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(getStoredLocale()).toBe('pt-br');
  });

  it('is read back after setStoredLocale', () => {
    setStoredLocale('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(getStoredLocale()).toBe('en');
  });

  it('is where a new provider starts, in English with the app texts too', () => {
    setStoredLocale('en');
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.reset')).toBe('Reset');
    expect(provider.translate('app.confirm.title')).toBe('Confirmation');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is updated by every change of language', async () => {
    const provider = createI18nProvider('pt-br');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(provider.translate('app.page.reload')).toBe('Reload');
    await provider.changeLocale('pt-br');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-br');
    expect(provider.translate('app.page.reload')).toBe('Recarregar');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('falls back to pt-br for an unknown locale', async () => {
    const provider = createI18nProvider('en');
    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('pt-br');
  });
});
