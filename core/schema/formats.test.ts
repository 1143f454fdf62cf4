import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { FORMAT_MESSAGES, FORMATS, isCnpj, isCpf, isTelefone, onlyDigits } from './formats.ts';

const valid = (format: string, value: string) => FORMATS[format]?.(value);

describe('onlyDigits', () => {
  it('strips masks', () => {
    expect(onlyDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('')).toBe('');
  });
});

describe('cpf', () => {
  it('accepts real check digits, digits only', () => {
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('11144477735')).toBe(true);
    expect(isCpf(onlyDigits('529.982.247-25'))).toBe(true);
  });
  it('refuses wrong check digits, masks, other lengths and repeated digits', () => {
    expect(isCpf('52998224724')).toBe(false);
    expect(isCpf('52998224715')).toBe(false);
    expect(isCpf('529.982.247-25')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(isCpf('529982247250')).toBe(false);
    expect(isCpf('00000000000')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
    expect(isCpf('')).toBe(false);
  });
});

describe('cnpj', () => {
  it('accepts real check digits, digits only', () => {
    expect(isCnpj('11222333000181')).toBe(true);
    // Banco do Brasil
    expect(isCnpj('00000000000191')).toBe(true);
  });
  it('refuses wrong check digits, masks, other lengths and repeated digits', () => {
    expect(isCnpj('11222333000182')).toBe(false);
    expect(isCnpj('11222333000191')).toBe(false);
    expect(isCnpj('11.222.333/0001-81')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
    expect(isCnpj('99999999999999')).toBe(false);
  });
});

describe('cpf-cnpj', () => {
  it('takes either by length', () => {
    expect(valid('cpf-cnpj', '52998224725')).toBe(true);
    expect(valid('cpf-cnpj', '11222333000181')).toBe(true);
    expect(valid('cpf-cnpj', '52998224724')).toBe(false);
    expect(valid('cpf-cnpj', '11222333000182')).toBe(false);
    expect(valid('cpf-cnpj', '123456789012')).toBe(false);
  });
});

describe('telefone', () => {
  it('accepts mobiles (11 digits, 9 first) and landlines (10 digits, 2–5 first) with a real DDD', () => {
    expect(isTelefone('11987654321')).toBe(true);
    expect(isTelefone('1133334444')).toBe(true);
    expect(isTelefone('61991234567')).toBe(true);
    expect(isTelefone('4832223333')).toBe(true);
  });
  it('refuses masks, unknown DDDs, wrong lengths and prefixes', () => {
    expect(isTelefone('(11) 98765-4321')).toBe(false);
    expect(isTelefone('20987654321')).toBe(false);
    expect(isTelefone('01987654321')).toBe(false);
    expect(isTelefone('11887654321')).toBe(false);
    expect(isTelefone('1193334444')).toBe(false);
    expect(isTelefone('987654321')).toBe(false);
    expect(isTelefone('119876543210')).toBe(false);
  });
});

describe('cep, uf, cor', () => {
  it('cep: 8 digits', () => {
    expect(valid('cep', '01310100')).toBe(true);
    expect(valid('cep', '01310-100')).toBe(false);
    expect(valid('cep', '0131010')).toBe(false);
    expect(valid('cep', '00000000')).toBe(false);
  });
  it('uf: the 27 units, upper case', () => {
    for (const uf of ['SP', 'RJ', 'DF', 'TO', 'AC']) expect(valid('uf', uf)).toBe(true);
    for (const uf of ['sp', 'XX', 'S', 'SPP', '']) expect(valid('uf', uf)).toBe(false);
  });
  it('cor: #rrggbb', () => {
    expect(valid('cor', '#1565c0')).toBe(true);
    expect(valid('cor', '#A1B2C3')).toBe(true);
    for (const cor of ['1565c0', '#156', '#1565c0ff', '#gggggg', 'red'])
      expect(valid('cor', cor)).toBe(false);
  });
});

describe('messages and ajv', () => {
  it('every format has a Portuguese message', () => {
    expect(Object.keys(FORMAT_MESSAGES).sort()).toEqual(Object.keys(FORMATS).sort());
    expect(FORMAT_MESSAGES.cpf).toBe('CPF inválido.');
  });
  it('plugs into ajv as format functions', () => {
    const ajv = new Ajv({ formats: FORMATS, allErrors: true });
    const validate = ajv.compile({
      type: 'object',
      properties: { cnpj: { type: 'string', format: 'cnpj' }, uf: { type: 'string', format: 'uf' } },
    });
    expect(validate({ cnpj: '11222333000181', uf: 'MG' })).toBe(true);
    expect(validate({ cnpj: '11222333000180', uf: 'mg' })).toBe(false);
    expect(validate.errors?.map((e) => e.params)).toEqual([{ format: 'cnpj' }, { format: 'uf' }]);
  });
});
