/**
 * Masks for values kept as digits only (documents, phones, CEP), applied by the input on every change: the text on
 * screen is always derived from the digits, and the caret is placed by counting digits, so no keystroke is lost at
 * any typing speed and paste or autofill land whole. Pure functions; MaskedInput (src/schema/inputs.tsx) uses them.
 *
 * A mask is a list of patterns, shortest first ('#' is a digit, anything else is shown as is): the value takes
 * the first pattern with room for its digits, so a CPF grows into a CNPJ and a landline into a mobile as digits
 * come. A new format is one more entry in MASKS.
 */

export const MASKS = {
  cpf: ['###.###.###-##'],
  cnpj: ['##.###.###/####-##'],
  cpfCnpj: ['###.###.###-##', '##.###.###/####-##'],
  telefone: ['(##) ####-####', '(##) #####-####'],
  cep: ['#####-###'],
} as const satisfies Record<string, readonly string[]>;

export type MaskKind = keyof typeof MASKS;

const slots = (pattern: string) => pattern.split('#').length - 1;

/** The most digits the mask holds: 14 for a CPF-or-CNPJ. */
export function maxDigits(kind: MaskKind): number {
  const patterns = MASKS[kind];
  return slots(patterns[patterns.length - 1] ?? '');
}

function patternFor(kind: MaskKind, count: number): string {
  const patterns: readonly string[] = MASKS[kind];
  return patterns.find((p) => slots(p) >= count) ?? patterns[patterns.length - 1] ?? '';
}

/**
 * The digits as shown: `formatMasked('cpf', '1234')` → '123.4'. Literals after the last digit are left out, so
 * Backspace always removes a digit.
 */
export function formatMasked(kind: MaskKind, digits: string): string {
  if (digits === '') return '';
  const pattern = patternFor(kind, digits.length);
  let text = '';
  let used = 0;
  for (const char of pattern) {
    if (used === digits.length) break;
    if (char === '#') text += digits[used++];
    else text += char;
  }
  return text;
}

/** The position just after the `count`-th digit of `text` (0 for none). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '') && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Digits that came whole (paste, autofill) with more than the mask holds: a phone's country code (+55) is dropped,
 * then the extra digits at the end.
 */
function fitWhole(kind: MaskKind, digits: string): string {
  const fitted =
    kind === 'telefone' && digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
  return fitted.slice(0, maxDigits(kind));
}

export interface MaskChange {
  /** The input's text after the browser applied the keystroke, paste or autofill. */
  text: string;
  /** Where the browser left the caret in it. */
  caret: number;
  /** The InputEvent's inputType ('insertText', 'deleteContentBackward', 'insertFromPaste' …), if any. */
  inputType?: string;
}

export interface MaskResult {
  digits: string;
  text: string;
  caret: number;
}

/**
 * What an edit leaves: the digits the form keeps, the text to show and where the caret goes.
 *
 * - Typing past the mask's capacity drops the digits just typed (a full CPF-or-CNPJ refuses a 15th), never others.
 * - A paste or autofill longer than the mask is fitted (`+55 11 98765-4321` → 11987654321); a phone loses a
 *   leading 0 (no DDD starts with one).
 * - Backspace (Delete) over a separator removes the digit before (after) it, as if the separator were not there.
 *
 * @example applyMaskChange('cpf', '123', { text: '1234', caret: 4, inputType: 'insertText' })
 *   // { digits: '1234', text: '123.4', caret: 5 }
 */
export function applyMaskChange(kind: MaskKind, previous: string, change: MaskChange): MaskResult {
  const { text, inputType } = change;
  const caret = Math.max(0, Math.min(change.caret, text.length));
  let digits = text.replace(/\D/g, '');
  let before = text.slice(0, caret).replace(/\D/g, '').length;

  if (digits === previous && text.length < formatMasked(kind, previous).length) {
    // only a separator went: take the digit beside it as well
    if (inputType === 'deleteContentBackward' && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    } else if (inputType === 'deleteContentForward' && before < digits.length) {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    }
  }

  if (kind === 'telefone') {
    // no DDD starts with 0: a leading 0 is the trunk prefix (0 11 …), typed or pasted out of habit
    const zeros = digits.length - digits.replace(/^0+/, '').length;
    digits = digits.slice(zeros);
    before = Math.max(0, before - zeros);
  }

  const max = maxDigits(kind);
  if (digits.length > max) {
    if (inputType === 'insertText' || inputType === 'insertCompositionText') {
      const extra = digits.length - max;
      const from = Math.max(0, before - extra);
      digits = digits.slice(0, from) + digits.slice(before);
      before = from;
    } else {
      const atEnd = caret === text.length;
      digits = fitWhole(kind, digits);
      before = atEnd ? digits.length : Math.min(before, digits.length);
    }
  }
  const shown = formatMasked(kind, digits);
  return { digits, text: shown, caret: caretAfterDigits(shown, before) };
}
