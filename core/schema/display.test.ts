import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  formatCurrency,
  formatDay,
  formatMoneyAmount,
  formatNumber,
  formatPercent,
  formatTelefone,
} from './display';

describe('numbers the Brazilian way', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1234, 0)).toBe('1.234');
    expect(formatMoneyAmount(1234.5)).toBe('1.234,50');
    expect(formatMoneyAmount('99.9')).toBe('99,90');
    expect(formatCurrency(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatPercent(12.5)).toBe('12,5%');
  });

  it('shows nothing for no value', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatDay(null)).toBe('');
  });
});

describe('documents and phones', () => {
  it('masks whole values', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatTelefone('11912345678')).toBe('(11) 91234-5678');
    expect(formatTelefone('1133334444')).toBe('(11) 3333-4444');
  });

  it('shows what is stored when it does not fit the mask', () => {
    expect(formatCpf('123')).toBe('123');
  });
});
