import { describe, expect, it } from 'vitest';
import {
  formatDecimalBR,
  formatDecimalEN,
  formatMoneyBR,
  formatMoneyEN,
  parseMoneyBR,
  parseNumberBR,
  parseNumberEN,
  readsBackAs,
} from './money';

describe('parseMoneyBR', () => {
  it('reads whole reais as reais, never as cents', () => {
    expect(parseMoneyBR('1000')).toBe(1000);
    expect(parseMoneyBR('1')).toBe(1);
    expect(parseMoneyBR('0')).toBe(0);
  });

  it('takes the comma as the decimal separator', () => {
    expect(parseMoneyBR('12,5')).toBe(12.5);
    expect(parseMoneyBR('12,50')).toBe(12.5);
    expect(parseMoneyBR(',5')).toBe(0.5);
    // half-typed: '12,' is on its way to 12,50
    expect(parseMoneyBR('12,')).toBe(12);
  });

  it('reads pasted amounts as written, with the symbol, grouping and spaces', () => {
    expect(parseMoneyBR('1.234,56')).toBe(1234.56);
    expect(parseMoneyBR('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoneyBR('R$\u00a01.234,56')).toBe(1234.56);
    expect(parseMoneyBR(' 1.234.567,89 ')).toBe(1234567.89);
    expect(parseMoneyBR('1234,56')).toBe(1234.56);
    expect(parseMoneyBR('1,234.56')).toBe(1234.56);
  });

  it('reads a lone dot as the keypad decimal point, dots in groups of three as thousands', () => {
    expect(parseMoneyBR('12.5')).toBe(12.5);
    expect(parseMoneyBR('1234.56')).toBe(1234.56);
    expect(parseMoneyBR('1.000')).toBe(1000);
    expect(parseMoneyBR('1.234.567')).toBe(1234567);
  });

  it('keeps extra decimals for the validator instead of rounding them away', () => {
    expect(parseMoneyBR('12,345')).toBe(12.345);
  });

  it('gives null for nothing and NaN for what is no amount, never another number', () => {
    expect(parseMoneyBR('')).toBeNull();
    expect(parseMoneyBR('  ')).toBeNull();
    expect(parseMoneyBR('R$ ')).toBeNull();
    for (const text of ['abc', '12a', '1,2,3', '1.23,4', '1.234.5', '1,234,5.6', '-', ',', '1.2.3,4'])
      expect(parseMoneyBR(text), text).toBeNaN();
  });

  it('reads a minus sign', () => {
    expect(parseMoneyBR('-12,5')).toBe(-12.5);
  });
});

describe('parseNumberBR', () => {
  it('reads percentages and decimals the same way', () => {
    expect(parseNumberBR('12,5%')).toBe(12.5);
    expect(parseNumberBR('12,5 %')).toBe(12.5);
    expect(parseNumberBR('3')).toBe(3);
    expect(parseNumberBR('doze')).toBeNaN();
  });
});

describe('formatting', () => {
  it('writes an amount with grouping and two decimals', () => {
    expect(formatMoneyBR(1000)).toBe('1.000,00');
    expect(formatMoneyBR(12.5)).toBe('12,50');
    expect(formatMoneyBR(1234567.89)).toBe('1.234.567,89');
    expect(formatMoneyBR(0)).toBe('0,00');
  });

  it('writes a decimal without grouping, all its digits', () => {
    expect(formatDecimalBR(1234.5)).toBe('1234,5');
    expect(formatDecimalBR(3)).toBe('3');
    expect(formatDecimalBR(0.125)).toBe('0,125');
  });

  it('every formatted amount reads back as itself', () => {
    for (const value of [0, 0.01, 0.1, 1, 12.5, 999.99, 1000, 1234.56, 9999999.99])
      expect(parseMoneyBR(formatMoneyBR(value)), String(value)).toBe(value);
    expect(readsBackAs(formatMoneyBR(12.345), 12.345)).toBe(false);
    expect(readsBackAs(formatMoneyBR(12.34), 12.34)).toBe(true);
  });
});

describe('parseNumberEN', () => {
  it('takes the dot as the decimal separator and commas as thousands', () => {
    expect(parseNumberEN('1234.5')).toBe(1234.5);
    expect(parseNumberEN('1,234.50')).toBe(1234.5);
    expect(parseNumberEN('R$ 1,234.56')).toBe(1234.56);
    expect(parseNumberEN('1,000')).toBe(1000);
    expect(parseNumberEN('1,234,567.89')).toBe(1234567.89);
    expect(parseNumberEN('.5')).toBe(0.5);
    expect(parseNumberEN('12.')).toBe(12);
    expect(parseNumberEN('-12.5')).toBe(-12.5);
    expect(parseNumberEN('12.5%')).toBe(12.5);
  });

  it('reads a lone comma not grouping thousands as decimals, and a pasted Brazilian amount', () => {
    expect(parseNumberEN('12,5')).toBe(12.5);
    expect(parseNumberEN('1.234,56')).toBe(1234.56);
  });

  it('gives null for nothing and NaN for what is no number, never another number', () => {
    expect(parseNumberEN('')).toBeNull();
    for (const text of ['abc', '1.2.3', '1,23.4', '1,234,5', '1.234.5,6', '-', '.'])
      expect(parseNumberEN(text), text).toBeNaN();
  });
});

describe('formatMoneyEN / formatDecimalEN', () => {
  it('write amounts with thousands commas and decimals without grouping, read back exactly', () => {
    expect(formatMoneyEN(1234.5)).toBe('1,234.50');
    expect(formatMoneyEN(0)).toBe('0.00');
    expect(formatDecimalEN(1234.5)).toBe('1234.5');
    expect(readsBackAs(formatMoneyEN(1234.5), 1234.5, parseNumberEN)).toBe(true);
    expect(readsBackAs(formatMoneyEN(12.345), 12.345, parseNumberEN)).toBe(false);
  });
});
