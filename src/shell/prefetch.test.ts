import { describe, expect, it } from 'vitest';
import type { RegisterModel } from '../../core/schema/model';
import type { PageDef } from '../company/pages';
import { isRegisterPath } from '../routing/registerPath';
import { firstGenericList, firstPageParams, listResourceOf } from './prefetch';

const model = (resource: string) =>
  ({ resource, defaultSort: { field: 'nome', order: 'ASC' } }) as unknown as RegisterModel;
const page = (path: string) => ({ path }) as PageDef;

describe('firstGenericList', () => {
  const pages = ['inicio', 'vendas', 'clientes', 'produtos'].map(page);
  const registers = [model('produtos'), model('clientes'), model('vendas')];

  it('takes the menu order, skipping pages without a register, overridden lists and unreadable ones', () => {
    const pick = (canRead: (m: RegisterModel) => boolean, overridden: string[]) =>
      firstGenericList(pages, registers, canRead, (r) => overridden.includes(r))?.resource;
    expect(pick(() => true, ['vendas'])).toBe('clientes');
    expect(pick((m) => m.resource !== 'clientes', ['vendas'])).toBe('produtos');
    expect(pick(() => true, [])).toBe('vendas');
    expect(pick(() => false, [])).toBeUndefined();
  });

  it('asks for the generic list first page (useRegisterListProps)', () => {
    expect(firstPageParams(model('produtos'))).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nome', order: 'ASC' },
      filter: {},
    });
  });
});

describe('isRegisterPath', () => {
  it('tells a register page of a company from the rest', () => {
    expect(isRegisterPath('/e/1/produtos')).toBe(true);
    expect(isRegisterPath('/e/12/produtos/7')).toBe(true);
    expect(isRegisterPath('/e/1')).toBe(false);
    expect(isRegisterPath('/e/1/')).toBe(false);
    expect(isRegisterPath('/admin/empresas')).toBe(false);
    expect(isRegisterPath('/login')).toBe(false);
  });
});

describe('listResourceOf', () => {
  it("names the register of a link to one of this company's lists, nothing else", () => {
    expect(listResourceOf('/e/1/produtos', 1)).toBe('produtos');
    expect(listResourceOf('/e/1/formas-pagamento/', 1)).toBe('formas-pagamento');
    expect(listResourceOf('/e/2/produtos', 1)).toBeNull();
    expect(listResourceOf('/e/1/produtos/3', 1)).toBeNull();
    expect(listResourceOf('/e/1/produtos?x=1', 1)).toBeNull();
    expect(listResourceOf('/e/1', 1)).toBeNull();
    expect(listResourceOf('https://x.y/e/1/produtos', 1)).toBeNull();
  });
});
