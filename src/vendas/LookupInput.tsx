import {
  Autocomplete,
  type AutocompleteRenderInputParams,
  Box,
  type FilterOptionsState,
  TextField,
} from '@mui/material';
import {
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useMemo,
} from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

/**
 * A react-admin input (useInput: validation, server errors, dirty state) that picks one record — or several,
 * `multiple` — from a list already loaded: the company's statuses, sellers, products… Typing filters by every word
 * of the option's text, accents and case aside, so 'ctrl 15' finds 'CTRL-15 – Plano Controle 15 GB'; the first
 * match is highlighted, so Enter takes it.
 */

export interface LookupOption {
  /** The value the form holds: a record's id, or a text (an extra field's list option). */
  id: number | string;
  /** What the option reads and what typing searches. */
  label: string;
  /** Options that are kept for a stored value but not offered (an inactive product). */
  hidden?: boolean;
  /** Drawn before the label (a status colour). */
  color?: string;
}

export interface LookupInputProps {
  source: string;
  label: string;
  options: readonly LookupOption[];
  multiple?: boolean;
  validate?: Validator | Validator[];
  readOnly?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  /** After the user picks (not when the form is reset). */
  onPicked?: (value: LookupOption | null) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** How many options are listed at most while typing (long catalogues stay fast). */
  limit?: number;
  sx?: object;
  className?: string;
  /** The option's text in a filter bar is `alwaysOn`; passed by react-admin's FilterForm, not used here. */
  alwaysOn?: boolean;
}

/** Lowercase, without accents: how typed text and options are compared. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The options whose text holds every typed word. */
export function matchOptions<T extends { label: string }>(
  options: readonly T[],
  typed: string,
  limit = 50,
): T[] {
  const words = normalize(typed)
    .split(/[\s–-]+/)
    .filter(Boolean);
  const found: T[] = [];
  for (const option of options) {
    const text = normalize(option.label);
    if (words.every((w) => text.includes(w))) found.push(option);
    if (found.length >= limit) break;
  }
  return found;
}

const Swatch = ({ color }: { color: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }}
  />
);

const getOptionLabel = (o: LookupOption) => o.label;
const isOptionEqualToValue = (a: LookupOption, b: LookupOption) => a.id === b.id;
const renderOption = (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: LookupOption) => {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={key} {...rest}>
      {option.color && <Swatch color={option.color} />}
      {option.label}
    </Box>
  );
};

export function LookupInput({
  source,
  label,
  options,
  multiple = false,
  validate,
  readOnly,
  helperText,
  autoFocus,
  onPicked,
  onKeyDown,
  inputRef,
  limit = 50,
  sx,
  className,
}: LookupInputProps) {
  const t = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source, validate, readOnly });
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  // hidden ones stay among the options, so a stored value still finds its label, but are never offered
  const filterOptions = useCallback(
    (list: LookupOption[], state: FilterOptionsState<LookupOption>) =>
      matchOptions(
        list.filter((o) => !o.hidden),
        state.inputValue,
        limit,
      ),
    [limit],
  );
  const invalid = fieldState.invalid;
  // one ref for the life of the input: a new one each render makes MUI re-attach the input and lose the
  // highlighted option (Enter would then pick nothing)
  const fieldRef = field.ref;
  const refs = useCallback(
    (el: HTMLInputElement | null) => {
      fieldRef(el);
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
    },
    [fieldRef, inputRef],
  );
  const common = {
    id,
    options: options as LookupOption[],
    filterOptions,
    autoHighlight: true,
    openOnFocus: false,
    readOnly,
    getOptionLabel,
    isOptionEqualToValue,
    onBlur: field.onBlur,
    // an undefined onKeyDown would replace MUI's own (Enter then picks nothing): passed only when given
    ...(onKeyDown ? { onKeyDown } : {}),
    sx,
    className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
    noOptionsText: t('app.vendas.nada_encontrado'),
    renderOption,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={field.name}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        error={invalid}
        autoFocus={autoFocus}
        inputRef={refs}
        helperText={
          helperText || invalid ? (
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
          ) : undefined
        }
      />
    ),
  };

  if (multiple) {
    const ids: Array<number | string> = Array.isArray(field.value)
      ? (field.value as Array<number | string>)
      : field.value === null || field.value === undefined || field.value === ''
        ? []
        : [field.value as number | string];
    const value = ids.map((v) => byId.get(v) ?? { id: v, label: String(v) });
    return (
      <Autocomplete<LookupOption, true>
        {...common}
        multiple
        disableCloseOnSelect
        filterSelectedOptions
        value={value}
        onChange={(_, picked) => field.onChange(picked.map((o) => o.id))}
      />
    );
  }
  const current =
    field.value === null || field.value === undefined || field.value === '' ? null : field.value;
  const value =
    current === null
      ? null
      : (byId.get(current as number | string) ?? { id: current as number | string, label: String(current) });
  return (
    <Autocomplete<LookupOption, false>
      {...common}
      value={value}
      onChange={(_, picked) => {
        field.onChange(picked?.id ?? null);
        onPicked?.(picked);
      }}
    />
  );
}
