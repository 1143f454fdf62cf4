import { describe, expect, it } from 'vitest';
import { normalizeRegister, type RegisterModel } from '../../core/schema/model';
import campoExtraSchema from '../../schemas/campo-extra.schema.json';
import pdvSchema from '../../schemas/pdv.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import sistemaSchema from '../../schemas/sistema.schema.json';
import { fieldValidators } from './validation';

const produto = normalizeRegister(produtoSchema);
const pdv = normalizeRegister(pdvSchema);
const sistema = normalizeRegister(sistemaSchema);

/** The first message the field's validators give for `value`, as react-admin would show it. */
function check(model: RegisterModel, name: string, value: unknown): string | undefined {
  const field = model.fieldsByName.get(name);
  if (!field) throw new Error(`sem campo ${name}`);
  for (const validator of fieldValidators(field)) {
    const message = validator(value, {}, { source: name } as never);
    if (message) return String(message);
  }
  return undefined;
}

describe('fieldValidators', () => {
  it('requires the required fields, in the server words, and marks them for the asterisk', () => {
    expect(check(produto, 'nome', '')).toBe('Campo obrigatório.');
    expect(check(produto, 'nome', null)).toBe('Campo obrigatório.');
    expect(check(produto, 'preco', undefined)).toBe('Campo obrigatório.');
    const [first] = fieldValidators(produto.fieldsByName.get('nome')!);
    expect((first as { isRequired?: boolean }).isRequired).toBe(true);
    // optional: empty is fine
    expect(check(produto, 'descricao', null)).toBeUndefined();
    expect(check(produto, 'categoria', '')).toBeUndefined();
  });

  it('takes false as an answer to a required yes/no', () => {
    expect(check(produto, 'ativo', false)).toBeUndefined();
  });

  it('checks lengths and patterns', () => {
    expect(check(produto, 'nome', 'A')).toBe('Deve ter pelo menos 2 caracteres.');
    expect(check(produto, 'nome', 'x'.repeat(121))).toBe('Deve ter no máximo 120 caracteres.');
    expect(check(produto, 'codigo', 'a b')).toBe('Formato inválido.');
    expect(check(produto, 'codigo', 'CTRL-15')).toBeUndefined();
  });

  it('checks limits in the field’s own terms', () => {
    expect(check(produto, 'preco', -1)).toBe('Deve ser maior ou igual a R$\u00a00,00.');
    expect(check(produto, 'preco', 10_000_000)).toBe('Deve ser menor ou igual a R$\u00a09.999.999,99.');
    expect(check(produto, 'preco', 1.005)).toBe('Use no máximo duas casas decimais.');
    expect(check(produto, 'preco', 0.3)).toBeUndefined();
    expect(check(produto, 'comissaoPercentual', 101)).toBe('Deve ser menor ou igual a 100%.');
    expect(check(produto, 'comissaoPercentual', Number.NaN)).toBe('Deve ser um número.');
  });

  it('checks the formats with the validators the server uses (src/schema/formats.ts)', () => {
    expect(check(pdv, 'cnpj', '11222333000180')).toBe('CNPJ inválido.');
    expect(check(pdv, 'cnpj', '11222333000181')).toBeUndefined();
    expect(check(pdv, 'telefone', '1133334444')).toBeUndefined();
    expect(check(pdv, 'telefone', '2033334444')).toBe('Telefone inválido: informe DDD e número.');
    expect(check(pdv, 'cep', '00000000')).toBe('CEP inválido.');
    expect(check(pdv, 'uf', 'XX')).toBe('UF inválida.');
    expect(check(pdv, 'email', 'loja@exemplo')).toBe('Informe um e-mail válido.');
    expect(check(pdv, 'email', 'loja@exemplo.com.br')).toBeUndefined();
    expect(check(sistema, 'url', 'portal.operadora')).toBe('Informe um endereço válido.');
    expect(check(sistema, 'url', 'https://portal.operadora.com.br')).toBeUndefined();
  });

  it('x-requiredWhen: a "Lista de opções" needs an option, as the server says; other types need none', () => {
    const campo = normalizeRegister(campoExtraSchema);
    const opcoes = campo.fieldsByName.get('opcoes');
    if (!opcoes) throw new Error('sem opcoes');
    const first = (value: unknown, values: Record<string, unknown>) =>
      fieldValidators(opcoes)
        .map((v) => v(value, values, { source: 'opcoes' } as never))
        .find(Boolean);
    expect(first([], { tipo: 'LISTA' })).toBe('Informe pelo menos 1 item.');
    expect(first(undefined, { tipo: 'LISTA' })).toBe('Informe pelo menos 1 item.');
    expect(first(null, { tipo: 'LISTA' })).toBe('Informe pelo menos 1 item.');
    expect(first([{ valor: 'A' }], { tipo: 'LISTA' })).toBeUndefined();
    expect(first([], { tipo: 'TEXTO' })).toBeUndefined();
    // the server's side: the same rule in the write schemas, as an if/then
    expect(campo.writeSchema.allOf).toEqual([
      {
        if: { required: ['tipo'], properties: { tipo: { enum: ['LISTA'] } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then
        then: { required: ['opcoes'], properties: { opcoes: { type: 'array', minItems: 1 } } },
      },
    ]);
    // on update, judged on the stored record with the body merged into it (a partial body skips none)
    expect(campo.mergedSchema.allOf).toEqual(campo.writeSchema.allOf);
    expect(campo.updateSchema.allOf).toBeUndefined();
  });

  it('gives read-only fields no validators', () => {
    expect(fieldValidators(produto.fieldsByName.get('createdAt')!)).toEqual([]);
  });
});
