import { describe, expect, it } from 'vitest';
import type { PerfilComEmpresa, SessionUser } from '../../core/session/types';
import { empresaDaSessao, emSuporte, landingPath, temPerfil } from './suporte';

const alfa = { empresaId: 1, nome: 'Alfa Telecom', aparencia: { cor: 'blue' as const, icone: 'Bolt' } };

function usuario(over: Partial<SessionUser> = {}): SessionUser {
  return {
    usuarioId: 7,
    nomeCompleto: 'Fulano',
    email: 'f@x.com.br',
    matricula: null,
    papelSistema: 'USUARIO',
    isAdmin: false,
    aceiteTermos: null,
    empresaPrincipal: alfa,
    perfilPrincipal: null,
    perfis: [],
    versaoTermos: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const perfilAlfa = { empresaId: 1, aceito: true, ativo: true, empresa: alfa } as PerfilComEmpresa;
const admin = usuario({ isAdmin: true, papelSistema: 'ADMIN' });

describe('support in and out', () => {
  it('lands an ADMIN on /admin, a member on the principal company, a user with no company nowhere', () => {
    expect(landingPath(admin)).toBe('/admin');
    expect(landingPath(usuario({ perfis: [perfilAlfa] }))).toBe('/e/1');
    expect(landingPath(usuario())).toBeUndefined();
  });

  it('is support only for an ADMIN without a profile in the company', () => {
    expect(emSuporte(admin, 2)).toBe(true);
    expect(emSuporte(usuario({ isAdmin: true, perfis: [perfilAlfa] }), 1)).toBe(false);
    expect(emSuporte(usuario({ perfis: [perfilAlfa] }), 2)).toBe(false);
    expect(emSuporte(admin, -1)).toBe(false);
    expect(temPerfil(usuario({ perfis: [perfilAlfa] }), 1)).toBe(true);
    expect(temPerfil(admin, 1)).toBe(false);
  });

  it("takes the company's name from the session, else a placeholder", () => {
    expect(empresaDaSessao(usuario({ perfis: [perfilAlfa] }), 1).nome).toBe('Alfa Telecom');
    expect(empresaDaSessao(admin, 1)).toEqual(alfa);
    expect(empresaDaSessao(admin, 3)).toEqual({ empresaId: 3, nome: 'Empresa 3', aparencia: null });
  });
});
