import { Box, InputAdornment, TextField } from '@mui/material';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FieldTitle, InputHelperText, type InputProps, useInput } from 'react-admin';
import { onlyDigits } from '../../core/schema/formats';
import { schemaLocale } from '../../core/schema/localize';
import { applyMaskChange, formatMasked, type MaskChange, type MaskKind } from '../lib/masks';
import { numberWriting, parseMoneyBR, parseNumberBR, readsBackAs } from '../lib/money';

/**
 * Inputs react-admin lacks, for the kinds of the schemas: money and percentages written as in Brazil (1.000,50),
 * documents and phones behind a mask, colours. All are react-admin inputs (useInput): validation, errors from the server and
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
      // as react-admin's own inputs: the helper line is kept (an empty one) unless helperText is false, so these
      // fields are spaced like the stock ones beside them and an error does not push the form down
      helperText:
        helperText !== false || invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : null,
    },
  };
}

/** Two form values are the same number (NaN, the value of text that is no number, equal to itself). */
const sameNumber = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The text of a number input: while the user types it is exactly what they typed (so the caret never moves and a
 * half-typed '12,' stays), the form holding what it reads as; on leaving it is rewritten by `shown` when that
 * reads back as the same number. A value set from elsewhere (a product's price, a reset) replaces the typed text.
 */
function useNumberText(
  field: { value: unknown; onChange: (value: unknown) => void; onBlur: () => void },
  parse: (text: string) => number | null,
  shown: (value: number) => string,
) {
  const [typed, setTyped] = useState<{ text: string; value: number | null } | null>(null);
  const value = field.value as number | null | undefined;
  const text =
    typed && sameNumber(typed.value, value)
      ? typed.text
      : typeof value === 'number' && Number.isFinite(value)
        ? shown(value)
        : '';
  const change = (next: string) => {
    const parsed = parse(next);
    setTyped({ text: next, value: parsed });
    field.onChange(parsed);
  };
  const blur = () => {
    // text that is no number, or has more decimals than shown, stays as typed beside the validator's message
    const keep =
      typed !== null &&
      sameNumber(typed.value, value) &&
      typeof value === 'number' &&
      !readsBackAs(shown(value), value, parse);
    if (typed && !keep) setTyped(null);
    field.onBlur();
  };
  // a paste is applied here, not left to the browser: the same for a paste event a script sends (a password
  // manager, a test), which browsers do not insert themselves. An amount pasted over the whole text, or beside text
  // it does not continue, replaces it ('R$ 1.234,56' over '5,00' is 1.234,56); otherwise it goes in at the caret.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    if (pasted === '' || input.readOnly) return;
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const combined = input.value.slice(0, start) + pasted + input.value.slice(end);
    const alone = parse(pasted);
    const joined = parse(combined);
    const replaces = (start === 0 && end === input.value.length) || joined === null || Number.isNaN(joined);
    if (replaces && alone !== null && Number.isFinite(alone))
      change(readsBackAs(shown(alone), alone, parse) ? shown(alone) : pasted.trim());
    else change(combined);
  };
  return { text, change, blur, paste };
}

/**
 * Money in reais, read as a person in Brazil writes it: '1000' is R$ 1.000,00, '12,5' is R$ 12,50, a pasted
 * '1.234,56' or 'R$ 1.234,56' is 1234.56 (parseMoneyBR). The text is left as typed while the cursor is in it and
 * formatted (1.000,00) on leaving. In English it is read and written the English way: '1,234.5' is 1234.5, shown
 * as 1,234.50 (parseNumberEN; the app's language is the models', schemaLocale, which every render follows). The form holds a number, null for nothing, NaN for text that is no number
 * (which the validators refuse).
 *
 * @example <CurrencyInput source="preco" label="Preço" />
 */
export function CurrencyInput(props: SchemaInputProps) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  const writing = numberWriting(schemaLocale());
  const { text, change, blur, paste } = useNumberText(field, writing.parse, writing.money);

  return (
    <TextField
      {...textField}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={blur}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        // on the <input> itself (TextField's own props go to its outer box): the handler reads its selection
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', readOnly: props.readOnly, onPaste: paste },
      }}
    />
  );
}

/** '12,5', '12.5', '1.234,5', '12,5%' → the number; null for nothing; NaN for what is no number. */
export const parseDecimal = parseNumberBR;
/** The amount of a pasted or typed money text; kept under its old name for the callers of this module. */
export const parseMoney = parseMoneyBR;

/**
 * A decimal number typed the Brazilian way (12,5), in English the English way (12.5), with an optional unit after
 * it ('%'). While focused the text
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
  const writing = numberWriting(schemaLocale());
  const { text, change, blur, paste } = useNumberText(field, writing.parse, writing.decimal);

  return (
    <TextField
      {...textField}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={blur}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          autoComplete: 'off',
          readOnly: props.readOnly,
          onPaste: paste,
        },
      }}
    />
  );
}

export type { MaskKind };

/**
 * A document, phone or CEP typed behind its mask (123.456.789-09, (11) 91234-5678, 01001-000) and kept in the form
 * as digits only, which is what the API stores and validates. CPF-or-CNPJ and phones switch mask by length.
 *
 * No masking library: the text is derived from the digits on every change, in React's own change handler, and
 * the caret is put back after the same number of digits (src/lib/masks.ts). Nothing else writes the input, so a
 * keystroke can never be overwritten by a stale value, at any typing speed; paste and autofill go the same way.
 *
 * @example <MaskedInput source="cnpj" label="CNPJ" mask="cnpj" />
 */
export function MaskedInput({ mask: kind, ...props }: SchemaInputProps & { mask: MaskKind }) {
  const { input, textField } = useTextField(props);
  const { field } = input;
  const digits = typeof field.value === 'string' ? onlyDigits(field.value) : '';
  const element = useRef<HTMLInputElement | null>(null);
  // where the caret goes once the new text is on screen; a state so that an edit that leaves the digits as they
  // were (a letter typed, a full field) still renders, and the caret is put back
  const [caret, setCaret] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    const node = element.current;
    if (caret && node && node === node.ownerDocument.activeElement)
      node.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const fieldRef = textField.inputRef;
  const inputRef = useMemo(() => mergeRefs<HTMLInputElement>(element, fieldRef), [fieldRef]);

  const apply = (change: MaskChange) => {
    const result = applyMaskChange(kind, digits, change);
    setCaret({ at: result.caret });
    field.onChange(result.digits === '' ? null : result.digits);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    apply({
      text: target.value,
      caret: target.selectionStart ?? target.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
  };
  // a paste is applied here rather than left to the browser: the same result, also for a paste event a script
  // (a password manager, a test) sends, which browsers do not insert themselves
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    if (pasted === '' || props.readOnly) return;
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? target.value.length;
    apply({
      text: target.value.slice(0, start) + pasted + target.value.slice(end),
      caret: start + pasted.length,
      inputType: 'insertFromPaste',
    });
  };

  return (
    <TextField
      {...textField}
      inputRef={inputRef}
      value={formatMasked(kind, digits)}
      onChange={onChange}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', readOnly: props.readOnly, onPaste },
      }}
    />
  );
}

/** Merges refs: react-hook-form focuses the input through one, the caret is placed through the other. */
function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
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
                aria-label={schemaLocale() === 'en' ? 'Choose colour' : 'Escolher cor'}
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
