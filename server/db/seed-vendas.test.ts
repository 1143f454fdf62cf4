import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf } from '../../core/schema/formats.ts';
import { cnpjOf, cpfOf } from './seed-vendas.ts';

describe('demo documents', () => {
  it('are valid CPFs and CNPJs, different for different numbers', () => {
    const cpfs = Array.from({ length: 200 }, (_, n) => cpfOf(n * 7919));
    const cnpjs = Array.from({ length: 200 }, (_, n) => cnpjOf(n * 7919));
    for (const cpf of cpfs) expect(isCpf(cpf), cpf).toBe(true);
    for (const cnpj of cnpjs) expect(isCnpj(cnpj), cnpj).toBe(true);
    expect(new Set(cpfs).size).toBe(200);
    expect(new Set(cnpjs).size).toBe(200);
  });
});
