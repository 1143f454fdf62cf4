import { describe, expect, it } from 'vitest';
import { companyPath, loginPath, parseEmpresaId, safeRedirect } from './paths';

describe('parseEmpresaId (docs/produto.md §2)', () => {
  it('reads integers, -1 for anything else, undefined when absent', () => {
    expect(parseEmpresaId('1')).toBe(1);
    expect(parseEmpresaId('42')).toBe(42);
    expect(parseEmpresaId(undefined)).toBeUndefined();
    expect(parseEmpresaId('')).toBeUndefined();
    for (const bad of ['abc', '1a', '-3', '0', '1.5', ' 1', '99999999999'])
      expect(parseEmpresaId(bad), bad).toBe(-1);
  });
});

describe('loginPath and safeRedirect', () => {
  it('adds the redirect unless the path is the root', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
    expect(loginPath('/e/1/vendas?x=1')).toBe('/login?redirect=%2Fe%2F1%2Fvendas%3Fx%3D1');
    expect(loginPath('/login?redirect=/x')).toBe('/login');
  });

  it('keeps redirects inside the app', () => {
    expect(safeRedirect('/e/1/vendas')).toBe('/e/1/vendas');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('/logout')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });

  it('builds company paths', () => {
    expect(companyPath(3)).toBe('/e/3');
    expect(companyPath(3, 'vendas')).toBe('/e/3/vendas');
    expect(companyPath(3, '/usuarios/me')).toBe('/e/3/usuarios/me');
  });
});
