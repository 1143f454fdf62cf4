import { Box, InputAdornment, TextField } from '@mui/material';
import { format as applyMask, type MaskOptions, useMask } from '@react-input/mask';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FieldTitle, InputHelperText, type InputProps, useInput } from 'react-admin';
import { formatMoneyAmount } from './display';
import { onlyDigits } from './formats';

/**
 * Inputs react-admin lacks, for the kinds of the schemas: money typed as on a till, percentages, documents and
 * phones behind a mask, colours. All are react-admin inputs (useInput): validation, errors from the server and
 * the dirty state behave like the stock ones.
 */

export interface SchemaInputProps extends Omit<InputProps, 'format' | 'parse'> {
  helperText?: ReactNode;
  className?: string;
  fullWidth?: boolean;
  autoFocus?: boolean;
}

/** What MUI's TextField needs from useInput, the same way for every input here. */
function useTextField(props: SchemaInputProps) {
  const {
    label,
    helperText,
    source,
    resource,
    fullWidth,
    autoFocus,
    disabled,
    readOnly,
    className,
    ...rest
  } = props;
  const input = useInput({ ...rest, source, resource, disabled, readOnly, format: (v: unknown) => v });
  const { field, fieldState, id, isRequired } = input;
  const invalid = fieldState.invalid;
  return {
    input,
    textField: {
      id,
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: invalid,
      disabled,
      fullWidth,
      autoFocus,
      className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
      label:
        label === '' || label === false ? undefined : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ),
      helperText:
        helperText || invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : null,
    },
  };
}

/** Merges refs: react-hook-form focuses the input through one, a mask listens through the other. */
function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

const MAX_CENTS_DIGITS = 15;

/**
 * '1.234,56', 'R$ 1.234,56', '1234.56', '1234,5' → 1234.56; null for no digits. What a pasted amount may look
 * like: a comma (or a dot followed by one or two digits) marks the cents, other dots and spaces group thousands.
 */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[^\d,.-]/g, '');
  if (!/\d/.test(clean)) return null;
  const negative = clean.startsWith('-');
  let integer = clean;
  let fraction = '';
  const comma = clean.lastIndexOf(',');
  const dot = clean.lastIndexOf('.');
  if (comma >= 0) {
    integer = clean.slice(0, comma);
    fraction = clean.slice(comma + 1);
  } else if (dot >= 0 && clean.length - dot - 1 <= 2) {
    integer = clean.slice(0, dot);
    fraction = clean.slice(dot + 1);
  }
  const value = Number(`${onlyDigits(integer) || '0'}.${onlyDigits(fraction).slice(0, 2) || '0'}`);
  return negative ? -value : value;
}

/**
 * Money in reais, typed as on a till: digits fill from the cents (1 → 0,01, 12 → 0,12, 1234 → 12,34), the
 * thousands grouped as they come, so the amount on screen is always the amount saved. A pasted '1.234,56' or
 * '1234.56' is read as written. The form holds a number (or null).
 *
 * @example <CurrencyInput source="preco" label="Preço" />
 */
export function CurrencyInput(props: SchemaInputProps) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  const value = typeof field.value === 'number' ? field.value : null;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value).replace(/^0+/, '').slice(0, MAX_CENTS_DIGITS);
    field.onChange(digits === '' ? null : Number(digits) / 100);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    field.onChange(parseMoney(event.clipboardData.getData('text')));
  };

  return (
    <TextField
      {...textField}
      value={value === null ? '' : formatMoneyAmount(value)}
      onChange={onChange}
      onPaste={onPaste}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}

/**
 * '12,5', '12.5', '1.234,5' → the number; null for nothing; NaN for what is no number (the validator says so).
 * A comma is the decimal separator and dots then group thousands, as in pt-BR; without a comma, dots in groups
 * of three ('1.000') group thousands and a lone dot ('12.5', a numeric keypad's) marks the decimals.
 */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(/\s|%/g, '');
  if (clean === '') return null;
  let normal = clean;
  if (clean.includes(',')) normal = clean.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(clean)) normal = clean.replace(/\./g, '');
  return /^-?\d*\.?\d*$/.test(normal) && /\d/.test(normal) ? Number(normal) : Number.NaN;
}

/** 1234.5 → '1234,5': no thousands dots while editing, so what is shown reads back as the same number. */
const editableNumber = (value: number) => String(value).replace('.', ',');

/**
 * A decimal number typed the Brazilian way (12,5), with an optional unit after it ('%'). While focused the text
 * is the user's (a half-typed '12,' stays as typed); on leaving it is rewritten from the number. The form holds a
 * number (or null), NaN for text that is no number, which the validators refuse.
 *
 * @example <DecimalInput source="comissaoPercentual" label="Comissão (%)" unit="%" />
 */
export function DecimalInput({
  unit,
  integer = false,
  ...props
}: SchemaInputProps & { unit?: string; integer?: boolean }) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  // The text being typed, kept as typed ('12,' is on its way to 12,5 but reads as 12): state, not a ref, since a
  // keystroke that leaves the number as it was must still re-render the controlled input.
  const [typed, setTyped] = useState<string | null>(null);
  const value = field.value as number | null | undefined;
  const shown = typed ?? (typeof value === 'number' && Number.isFinite(value) ? editableNumber(value) : '');

  return (
    <TextField
      {...textField}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(parseDecimal(event.target.value));
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          autoComplete: 'off',
          readOnly: props.readOnly,
        },
      }}
    />
  );
}

export type MaskKind = 'cpf' | 'cnpj' | 'cpfCnpj' | 'telefone' | 'cep';

const DIGIT = { _: /\d/ };
const MASKS = {
  cpf: '___.___.___-__',
  cnpj: '__.___.___/____-__',
  cep: '_____-___',
  landline: '(__) ____-____',
  mobile: '(__) _____-____',
} as const;

/** The mask for `digits`: the short form until one more digit than it holds is typed (CPF → CNPJ, fixo → celular). */
function maskFor(kind: MaskKind, digits: number): string {
  switch (kind) {
    case 'cpf':
      return MASKS.cpf;
    case 'cnpj':
      return MASKS.cnpj;
    case 'cep':
      return MASKS.cep;
    case 'cpfCnpj':
      return digits > 11 ? MASKS.cnpj : MASKS.cpf;
    case 'telefone':
      return digits > 10 ? MASKS.mobile : MASKS.landline;
  }
}

/**
 * A document, phone or CEP typed behind its mask (123.456.789-09, (11) 91234-5678, 01001-000) and kept in the form
 * as digits only, which is what the API stores and validates. CPF-or-CNPJ and phones switch mask by length.
 *
 * @example <MaskedInput source="cnpj" label="CNPJ" mask="cnpj" />
 */
export function MaskedInput({ mask: kind, ...props }: SchemaInputProps & { mask: MaskKind }) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  const digits = typeof field.value === 'string' ? onlyDigits(field.value) : '';

  const mask = maskFor(kind, digits.length);
  const options = useMemo<MaskOptions>(
    () => ({
      mask,
      replacement: DIGIT,
      // Each keystroke picks the mask for the digits it leaves, so a CPF grows into a CNPJ (and a landline into a
      // mobile) on the next digit instead of refusing it, and shrinks back on deleting.
      modify: ({ value, data, selectionStart, selectionEnd }) => {
        const next = onlyDigits(value.slice(0, selectionStart) + (data ?? '') + value.slice(selectionEnd));
        return { mask: maskFor(kind, next.length) };
      },
    }),
    [kind, mask],
  );
  const maskRef = useMask(options);
  const shown = digits === '' ? '' : applyMask(digits, { mask, replacement: DIGIT });
  const fieldRef = textField.inputRef;
  const inputRef = useMemo(() => mergeRefs<HTMLInputElement>(maskRef, fieldRef), [maskRef, fieldRef]);

  return (
    <TextField
      {...textField}
      inputRef={inputRef}
      value={shown}
      onChange={(event) => field.onChange(onlyDigits(event.target.value) || null)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as #rrggbb: typed, or picked from the browser's colour chooser beside it.
 *
 * @example <ColorInput source="cor" label="Cor" />
 */
export function ColorInput(props: SchemaInputProps) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  const text = typeof field.value === 'string' ? field.value : '';
  // react-hook-form keeps the typed text while it is not a colour yet; the chooser shows the last whole one
  const last = useRef(HEX.test(text) ? text : '#000000');
  useEffect(() => {
    if (HEX.test(text)) last.current = text.toLowerCase();
  }, [text]);

  return (
    <TextField
      {...textField}
      value={text}
      onChange={(event) => field.onChange(event.target.value.trim() || null)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label="Escolher cor"
                tabIndex={-1}
                value={HEX.test(text) ? text.toLowerCase() : last.current}
                disabled={textField.disabled}
                onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 7, autoComplete: 'off', spellCheck: false },
      }}
    />
  );
}
