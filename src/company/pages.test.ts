import { describe, expect, it } from 'vitest';
import { normalizeRegister } from '../../core/schema/model';
import adicionalSchema from '../../schemas/adicional.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import { companyMenu, registerReadPermissions, registerWritePermissions } from './pages';

const produto = normalizeRegister(produtoSchema);
const adicional = normalizeRegister(adicionalSchema);

describe('companyMenu', () => {
  it('keeps the pages without a schema and draws the others from theirs', () => {
    const menu = companyMenu([produto]);
    const entry = menu.find((e) => e.path === 'produtos');
    expect(entry).toMatchObject({
      label: 'Produtos',
      group: 'cadastros',
      order: 10,
      permissoes: ['CADASTRAR_AUXILIARES'],
    });
    expect(menu.find((e) => e.path === 'vendas')).toMatchObject({ label: 'Vendas', permissoes: [] });
    // the public reports are every member's (issue 13): in the menu under Vendas, with no permission
    expect(menu.find((e) => e.path === 'meus-relatorios')).toMatchObject({
      label: 'Meus relatórios',
      group: 'vendas',
      permissoes: [],
    });
    expect(menu.find((e) => e.path === 'minhas-equipes')).toBeUndefined();
  });

  it('orders by group, then x-menu.order', () => {
    const menu = companyMenu([
      { ...adicional, menu: { group: 'cadastros', icon: 'PostAdd', order: 5 } },
      produto,
    ]);
    const cadastros = menu.filter((e) => e.group === 'cadastros').map((e) => e.path);
    expect(cadastros.slice(0, 2)).toEqual(['adicionais', 'produtos']);
    expect([...new Set(menu.map((e) => e.group))]).toEqual([
      'vendas',
      'cadastros',
      'equipe',
      'configuracao',
      'ajuda',
    ]);
  });

  it('leaves out a register with x-menu false, and adds one docs/produto.md §2 does not list', () => {
    expect(companyMenu([{ ...produto, menu: null }]).find((e) => e.path === 'produtos')).toBeUndefined();
    const novo = {
      ...produto,
      resource: 'formas-pagamento',
      label: { singular: 'Forma de pagamento', plural: 'Formas de pagamento', gender: 'f' as const },
      menu: { group: 'vendas' as const, icon: 'Payments', order: 30 },
      permission: 'CONFIGURAR_EMPRESA',
    };
    expect(companyMenu([novo]).find((e) => e.path === 'formas-pagamento')).toMatchObject({
      group: 'vendas',
      label: 'Formas de pagamento',
      permissoes: ['CONFIGURAR_EMPRESA'],
    });
  });
});

describe('register permissions', () => {
  it('reading needs the docs/produto.md §2 route permission and x-readPermission; writing adds x-permission', () => {
    expect(registerReadPermissions(produto)).toEqual(['CADASTRAR_AUXILIARES']);
    const other = { ...produto, resource: 'formas-pagamento', readPermission: 'VER_TODAS_VENDAS' };
    expect(registerReadPermissions(other)).toEqual(['VER_TODAS_VENDAS']);
    expect(registerWritePermissions(other)).toEqual(['VER_TODAS_VENDAS', 'CADASTRAR_AUXILIARES']);
    expect(registerReadPermissions({ ...other, readPermission: null })).toEqual([]);
  });
});
