import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setSchemaLocale } from '../schema/localize';
import { type JsonSchemaObject, normalizeRegister } from '../schema/model';
import { camposDaLinha, linhaDaPessoa, linhaDoRegistro, pessoaDosValores } from './linhas';

// A search hit's line, written from its raw values in the models' language: what the server writes in Portuguese
// and the app again in English.

const schema = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas', name), 'utf8')) as JsonSchemaObject;
const venda = normalizeRegister(schema('venda.schema.json'));
const negociacao = normalizeRegister(schema('negociacao.schema.json'));
const produto = normalizeRegister(schema('produto.schema.json'));
const models = [venda, negociacao, produto];

afterEach(() => setSchemaLocale('pt-br', models));

describe("a register hit's line", () => {
  const valores = { data: '2026-03-01', total: 1234.5, clienteDocumento: '52998224725' };

  it('in Portuguese: the date, the amount and the document the Brazilian way', () => {
    expect(linhaDoRegistro(venda, valores)).toBe('01/03/2026 · R$\u00a01.234,50 · 529.982.247-25');
  });

  it('in English: the amount and the stage follow the language', () => {
    setSchemaLocale('en', models);
    expect(linhaDoRegistro(venda, valores)).toBe('01/03/2026 · R$1,234.50 · 529.982.247-25');
    expect(
      linhaDoRegistro(negociacao, { etapa: 'PROPOSTA', valorEstimado: 10000, clienteDocumento: null }),
    ).toBe('Proposal · R$10,000.00');
    setSchemaLocale('pt-br', models);
    expect(
      linhaDoRegistro(negociacao, { etapa: 'PROPOSTA', valorEstimado: 10000, clienteDocumento: null }),
    ).toBe('Proposta · R$\u00a010.000,00');
  });

  it('other registers show the searched fields their title does not, and nothing for no value', () => {
    expect(camposDaLinha(produto).some((f) => produto.representationFields.includes(f))).toBe(false);
    expect(linhaDoRegistro(venda, { data: null, total: null, clienteDocumento: '' })).toBeNull();
  });
});

describe("a person's line", () => {
  const pessoa = { papel: 'Vendedor', email: 'ana@alfa.com.br', pendente: true, ativo: false };

  it('tells a pending invitation and an inactive profile, in the language of the models', () => {
    expect(linhaDaPessoa(pessoa)).toBe('Vendedor · ana@alfa.com.br · convite pendente · inativo');
    setSchemaLocale('en', models);
    expect(linhaDaPessoa(pessoa)).toBe('Vendedor · ana@alfa.com.br · invitation pending · inactive');
    expect(linhaDaPessoa({ ...pessoa, pendente: false, ativo: true })).toBe('Vendedor · ana@alfa.com.br');
  });

  it('reads a person back from the values only when they are all there and of their types', () => {
    expect(pessoaDosValores(pessoa)).toEqual(pessoa);
    expect(pessoaDosValores({ ...pessoa, pendente: 'sim' })).toBeNull();
    expect(pessoaDosValores({ email: 'x@y.z' })).toBeNull();
  });
});
