import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { normalizeRegister } from '../../core/schema/model';
import campoExtra from '../../schemas/campo-extra.schema.json' with { type: 'json' };
import produto from '../../schemas/produto.schema.json' with { type: 'json' };
import venda from '../../schemas/venda.schema.json' with { type: 'json' };
import { bulkFields, countText, doneText, loteData, versionsOf } from './bulk';

const produtos = normalizeRegister(produto);
const vendas = normalizeRegister(venda);
const campos = normalizeRegister(campoExtra);

describe('bulkFields', () => {
  it('offers the writable fields many records may share: no unique, natural key, list or read-only one', () => {
    expect(bulkFields(produtos).map((f) => f.name)).toEqual([
      'nome',
      'descricao',
      'categoria',
      'preco',
      'comissaoPercentual',
      'ativo',
    ]);
    const sale = bulkFields(vendas).map((f) => f.name);
    expect(sale).toContain('vendaStatusId');
    expect(sale).toContain('observacoes');
    // a sale's items and extras are each sale's own; its number and total the server's
    for (const name of ['itens', 'extras', 'numero', 'total']) expect(sale).not.toContain(name);
    // a campo extra's slot names it (x-createOnly); its options are a list
    expect(bulkFields(campos).map((f) => f.name)).toEqual(['rotulo', 'tipo', 'obrigatorio', 'ativo']);
  });
});

describe('texts', () => {
  it('counts in Portuguese, by gender and number', () => {
    expect(countText(produtos, 1)).toBe('1 produto');
    expect(countText(produtos, 1000)).toBe('1.000 produtos');
    expect(doneText(produtos, 30)).toBe('30 produtos alterados.');
    expect(doneText(vendas, 1)).toBe('1 venda alterada.');
    expect(doneText(vendas, 2)).toBe('2 vendas alteradas.');
  });
});

describe('loteData', () => {
  it('sends each chosen field, an empty input as null (cleared)', () => {
    const fields = bulkFields(produtos).filter((f) => ['descricao', 'preco', 'ativo'].includes(f.name));
    expect(loteData(fields, { preco: 12.5, descricao: '', ativo: false, nome: 'não escolhido' })).toEqual({
      descricao: null,
      preco: 12.5,
      ativo: false,
    });
  });
});

describe('versionsOf', () => {
  it('reads the updatedAt of the selected records from every list and record held, the newest read winning', () => {
    const client = new QueryClient();
    const old = { id: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
    client.setQueryData(['produtos', 'getList', { page: 1 }], {
      data: [old, { id: 2, updatedAt: 'b' }],
      total: 2,
    });
    client.setQueryData(['produtos', 'getOne', { id: '1' }], {
      id: 1,
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    client.setQueryData(['produtos', 'getMany', { ids: [3] }], [{ id: 3, updatedAt: 'c' }]);
    client.setQueryData(['origens', 'getList', {}], { data: [{ id: 1, updatedAt: 'outro' }], total: 1 });
    // the getOne was read last
    const state = client.getQueryCache().find({ queryKey: ['produtos', 'getOne', { id: '1' }] })?.state;
    if (state) state.dataUpdatedAt = Date.now() + 1000;
    expect(versionsOf(client, 'produtos', [1, 3, 9])).toEqual({
      1: '2026-02-01T00:00:00.000Z',
      3: 'c',
    });
  });
});
