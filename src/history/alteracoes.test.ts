import { describe, expect, it } from 'vitest';
import { companyMenu, pageOf } from '../company/pages';
import { COMPANY_REGISTERS } from '../schema/registry';
import { ACOES, RECURSOS } from './AlteracoesPage';

describe('Alterações', () => {
  it('is a menu entry of Configuração for those who configure the company (ADMIN passes every check)', () => {
    const entry = companyMenu(COMPANY_REGISTERS).find((e) => e.path === 'alteracoes');
    expect(entry).toMatchObject({
      label: 'Alterações',
      group: 'configuracao',
      permissoes: ['CONFIGURAR_EMPRESA'],
    });
    expect(pageOf('alteracoes')?.permissao).toBe('CONFIGURAR_EMPRESA');
  });

  it('filters by every company register, users and profiles, by their Portuguese names, and by each action', () => {
    const ids = RECURSOS.map((r) => r.id);
    for (const m of COMPANY_REGISTERS) expect(ids).toContain(m.resource);
    expect(ids).toEqual(expect.arrayContaining(['usuarios', 'perfis']));
    expect(RECURSOS.find((r) => r.id === 'produtos')?.name).toBe('Produtos');
    expect(ACOES.map((a) => a.id)).toEqual(['criado', 'alterado', 'excluido', 'restaurado']);
  });
});
