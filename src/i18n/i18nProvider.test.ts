import { describe, expect, it } from 'vitest';
import { i18nProvider, mergeMessages } from './i18nProvider';

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

  it('falls back to English for react-admin 5 keys the Portuguese package lacks', () => {
    // ra.action.reset is newer than ra-language-pt-br 1.5.
    expect(i18nProvider.translate('ra.action.reset')).toBe('Reset');
  });
});
