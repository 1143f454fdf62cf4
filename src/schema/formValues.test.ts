import { describe, expect, it } from 'vitest';
import { normalizeRegister } from '../../core/schema/model';
import produtoSchema from '../../schemas/produto.schema.json';
import { createDefaults, formFields, writableValues } from './formValues';

const produto = normalizeRegister(produtoSchema);

describe('form values', () => {
  it('offers the writable fields in schema order', () => {
    expect(formFields(produto).map((f) => f.name)).toEqual([
      'codigo',
      'nome',
      'descricao',
      'categoria',
      'preco',
      'comissaoPercentual',
      'ativo',
    ]);
  });

  it('starts a new record with the x-defaults', () => {
    expect(createDefaults(produto)).toEqual({ ativo: true });
  });

  it('sends on create only what was filled, and on edit the whole record with its updatedAt', () => {
    const form = {
      id: 1,
      produtoId: 1,
      empresaId: 2,
      codigo: 'P',
      nome: 'Plano',
      preco: 10,
      createdAt: 'c',
      updatedAt: 'u',
    };
    expect(writableValues(produto, form)).toEqual({ codigo: 'P', nome: 'Plano', preco: 10 });
    expect(writableValues(produto, form, { editing: true })).toEqual({
      codigo: 'P',
      nome: 'Plano',
      descricao: null,
      categoria: null,
      preco: 10,
      comissaoPercentual: null,
      ativo: null,
      updatedAt: 'u',
    });
    const { updatedAt: _, ...withoutVersion } = form;
    expect(
      writableValues(produto, withoutVersion, { editing: true, previousData: { updatedAt: 'v' } }),
    ).toMatchObject({
      updatedAt: 'v',
    });
  });
});
