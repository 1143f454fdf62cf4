import { describe, expect, it } from 'vitest';
import equipeSchema from '../../schemas/equipe.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import { recordTitle } from './labels';
import { type JsonSchemaObject, normalizeRegister } from './model';

const equipe = normalizeRegister(equipeSchema as JsonSchemaObject);
const produto = normalizeRegister(produtoSchema as JsonSchemaObject);

describe('recordTitle', () => {
  it('puts the singular before the name, once', () => {
    expect(recordTitle(produto, { codigo: 'CTRL-15', nome: 'Plano Controle' })).toBe(
      'Produto CTRL-15 – Plano Controle',
    );
    expect(recordTitle(equipe, { nome: 'Equipe Norte' })).toBe('Equipe Norte');
    expect(recordTitle(equipe, { nome: 'equipe sul' })).toBe('equipe sul');
    expect(recordTitle(equipe, { nome: 'Vendas Centro' })).toBe('Equipe Vendas Centro');
  });
});
