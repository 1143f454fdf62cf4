import { describe, expect, it } from 'vitest';
import { applyMaskChange, caretAfterDigits, formatMasked, type MaskKind, maxDigits } from './masks';

/** Types `keys` one by one at the end, as a browser would before the input re-renders. */
function typeAll(kind: MaskKind, keys: string) {
  let digits = '';
  let text = '';
  for (const key of keys) {
    const next = applyMaskChange(kind, digits, {
      text: text + key,
      caret: text.length + 1,
      inputType: 'insertText',
    });
    digits = next.digits;
    text = next.text;
    expect(next.caret).toBe(text.length);
  }
  return { digits, text };
}

describe('formatMasked', () => {
  it('shows each mask, leaving out literals after the last digit', () => {
    expect(formatMasked('cpf', '52998224725')).toBe('529.982.247-25');
    expect(formatMasked('cpf', '529')).toBe('529');
    expect(formatMasked('cpf', '5299')).toBe('529.9');
    expect(formatMasked('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatMasked('cep', '01001000')).toBe('01001-000');
    expect(formatMasked('telefone', '1')).toBe('(1');
    expect(formatMasked('telefone', '1133334444')).toBe('(11) 3333-4444');
    expect(formatMasked('telefone', '11987654321')).toBe('(11) 98765-4321');
    expect(formatMasked('cpf', '')).toBe('');
  });

  it('grows a CPF into a CNPJ and a landline into a mobile', () => {
    expect(formatMasked('cpfCnpj', '52998224725')).toBe('529.982.247-25');
    expect(formatMasked('cpfCnpj', '529982247251')).toBe('52.998.224/7251');
    expect(formatMasked('cpfCnpj', '11222333000181')).toBe('11.222.333/0001-81');
  });

  it('knows each mask capacity', () => {
    expect([
      maxDigits('cpf'),
      maxDigits('cnpj'),
      maxDigits('cpfCnpj'),
      maxDigits('telefone'),
      maxDigits('cep'),
    ]).toEqual([11, 14, 14, 11, 8]);
  });
});

describe('caretAfterDigits', () => {
  it('counts digits, not characters', () => {
    expect(caretAfterDigits('(11) 98765-4321', 0)).toBe(0);
    expect(caretAfterDigits('(11) 98765-4321', 2)).toBe(3);
    expect(caretAfterDigits('(11) 98765-4321', 3)).toBe(6);
    expect(caretAfterDigits('(11) 98765-4321', 11)).toBe(15);
  });
});

describe('applyMaskChange', () => {
  it('keeps every typed digit of every mask', () => {
    expect(typeAll('cnpj', '11222333000181')).toEqual({
      digits: '11222333000181',
      text: '11.222.333/0001-81',
    });
    expect(typeAll('cpfCnpj', '52998224725')).toEqual({ digits: '52998224725', text: '529.982.247-25' });
    expect(typeAll('telefone', '11987654321')).toEqual({ digits: '11987654321', text: '(11) 98765-4321' });
    expect(typeAll('cep', '01001000')).toEqual({ digits: '01001000', text: '01001-000' });
  });

  it('refuses a digit typed into a full field, wherever the caret is', () => {
    const full = '529.982.247-25';
    // a 12th digit typed after the 3rd: the typed one goes, the CPF stays
    const middle = applyMaskChange('cpf', '52998224725', {
      text: '5299.982.247-25',
      caret: 4,
      inputType: 'insertText',
    });
    expect(middle).toEqual({ digits: '52998224725', text: full, caret: 3 });
    const end = applyMaskChange('cpf', '52998224725', {
      text: `${full}9`,
      caret: full.length + 1,
      inputType: 'insertText',
    });
    expect(end.digits).toBe('52998224725');
  });

  it('inserts a digit in the middle and keeps the caret after it', () => {
    // '(11) 9876' with a 5 typed after the 9
    const next = applyMaskChange('telefone', '119876', {
      text: '(11) 95876',
      caret: 7,
      inputType: 'insertText',
    });
    expect(next).toEqual({ digits: '1195876', text: '(11) 9587-6', caret: 7 });
  });

  it('Backspace over a separator removes the digit before it', () => {
    // '123.456.789-09' with the caret after the '-': Backspace took only the '-'
    const next = applyMaskChange('cpf', '12345678909', {
      text: '123.456.78909',
      caret: 11,
      inputType: 'deleteContentBackward',
    });
    expect(next).toEqual({ digits: '1234567809', text: '123.456.780-9', caret: 10 });
  });

  it('Delete over a separator removes the digit after it', () => {
    const next = applyMaskChange('cpf', '12345678909', {
      text: '123456.789-09',
      caret: 3,
      inputType: 'deleteContentForward',
    });
    expect(next).toEqual({ digits: '1235678909', text: '123.567.890-9', caret: 3 });
  });

  it('Backspace on a digit removes just that digit', () => {
    const next = applyMaskChange('cep', '01001000', {
      text: '01001-00',
      caret: 8,
      inputType: 'deleteContentBackward',
    });
    expect(next).toEqual({ digits: '0100100', text: '01001-00', caret: 8 });
  });

  it('takes a paste or an autofill whole, punctuation and all', () => {
    expect(
      applyMaskChange('cnpj', '', { text: '11.222.333/0001-81', caret: 18, inputType: 'insertFromPaste' }),
    ).toEqual({ digits: '11222333000181', text: '11.222.333/0001-81', caret: 18 });
    expect(applyMaskChange('telefone', '', { text: '+55 11 98765-4321', caret: 17 })).toEqual({
      digits: '11987654321',
      text: '(11) 98765-4321',
      caret: 15,
    });
    expect(
      applyMaskChange('telefone', '', { text: '011 3333-4444', caret: 13, inputType: 'insertFromPaste' })
        .digits,
    ).toBe('1133334444');
    expect(
      applyMaskChange('cpfCnpj', '', { text: 'CPF: 529.982.247-25', caret: 19, inputType: 'insertFromPaste' })
        .digits,
    ).toBe('52998224725');
  });

  it('ignores what is no digit', () => {
    const next = applyMaskChange('cpf', '529', { text: '529a', caret: 4, inputType: 'insertText' });
    expect(next).toEqual({ digits: '529', text: '529', caret: 3 });
  });
});
