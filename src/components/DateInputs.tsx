import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { FieldTitle, InputHelperText, type InputProps, useInput, type Validator } from 'react-admin';
import {
  type DateValue,
  isWithinRange,
  MAX_DATE,
  MIN_DATE,
  toApiDate,
  toApiDateTime,
  toDayjs,
} from '../../core/lib/dates';
import { DatesProvider } from './DatesProvider';

/**
 * What the form holds while the typed text is not a whole date yet (31/12/AAAA). It fails validation with
 * 'Data inválida', so it never reaches the API; keeping null instead would let an unfinished date pass as
 * "no date" (or read as "Obrigatório").
 */
export const INVALID_DATE_VALUE = 'Invalid Date';

/** The translation key of the validation message (docs/produto.md §5: 'Data inválida'). */
export const INVALID_DATE_MESSAGE = 'app.validation.invalid_date';

export interface DateInputProps extends Omit<InputProps<string | null>, 'format' | 'parse' | 'type'> {
  /** The earliest accepted day, as an API date; 1900-01-01 by default. */
  minDate?: string;
  /** The latest accepted day, as an API date; 2099-12-31 by default. */
  maxDate?: string;
  helperText?: ReactNode | false;
  className?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The validator both inputs add to the caller's: a value must be a real date between `min` and `max`.
 * Exported for forms that validate a date typed some other way.
 */
export function validateDate(min: string = MIN_DATE, max: string = MAX_DATE): Validator {
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    // A record may carry a Date already converted by the data layer (docs/produto.md §3); anything else is not a date.
    const isDateLike = typeof value === 'string' || value instanceof Date;
    return isDateLike && isWithinRange(value as DateValue, min, max) ? undefined : INVALID_DATE_MESSAGE;
  };
}

type Kind = 'date' | 'datetime';

function useDateInput(props: DateInputProps, kind: Kind) {
  const {
    label,
    helperText,
    validate,
    minDate = MIN_DATE,
    maxDate = MAX_DATE,
    source,
    resource,
    disabled,
    readOnly,
    className,
    fullWidth,
    sx,
    ...inputOptions
  } = props;

  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);

  const validators = useMemo(() => {
    const own = Array.isArray(validate) ? validate : validate ? [validate] : [];
    const inRange = validateDate(minDate, maxDate);
    // A date typed only in part (31/12/AAAA) leaves the picker's value null, which alone would pass as "no date"
    // and be saved empty; its sections still hold what was typed. Checked first, so such a date reads
    // 'Data inválida' rather than a required input's 'Obrigatório'.
    const whole: Validator = (value, values, inputProps) => {
      const typedInPart = fieldRef.current?.getSections().some((section) => section.value !== '') ?? false;
      if ((value === null || value === undefined || value === '') && typedInPart) return INVALID_DATE_MESSAGE;
      return inRange(value, values, inputProps);
    };
    return [whole, ...own];
  }, [validate, minDate, maxDate]);

  const { field, fieldState, id, isRequired } = useInput({
    ...inputOptions,
    source,
    resource,
    disabled,
    readOnly,
    validate: validators,
  });

  // react-hook-form focuses the first invalid input on submit through this ref; the picker has no single
  // <input> to focus, so it gets an object that focuses the field's first section.
  const registerRef = field.ref;
  useEffect(() => {
    registerRef({ focus: () => fieldRef.current?.focusField(0) });
  }, [registerRef]);

  // The picker rebuilds its sections whenever the value it is given is not the very object it last had, which
  // would wipe a half-typed date. So the value it sent goes back as is while the form still holds the text made
  // from it (text also loses what the value carries beyond it, milliseconds say), and a value from the record
  // is parsed once per change, not once per render.
  const lastSent = useRef<{ text: string | null; value: Dayjs | null } | null>(null);
  const formValue: unknown = field.value === '' ? null : field.value;
  const parsedFormValue = useMemo(() => toDayjs(formValue as DateValue | null), [formValue]);
  const pickerValue =
    lastSent.current !== null && lastSent.current.text === formValue
      ? lastSent.current.value
      : parsedFormValue;

  const onChange = (value: Dayjs | null) => {
    let text: string | null = null;
    if (value !== null) {
      if (!value.isValid()) text = INVALID_DATE_VALUE;
      else text = kind === 'date' ? toApiDate(value) : toApiDateTime(value);
    }
    lastSent.current = { text, value };
    field.onChange(text);
  };

  const invalid = fieldState.invalid;
  const min = useMemo(() => toDayjs(minDate), [minDate]);
  const max = useMemo(() => toDayjs(maxDate), [maxDate]);

  return {
    value: pickerValue,
    onChange,
    minDate: min?.isValid() ? min : undefined,
    maxDate: max?.isValid() ? max : undefined,
    disabled,
    readOnly,
    className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
    label:
      label === '' || label === false ? undefined : (
        <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
      ),
    slotProps: {
      field: { fieldRef },
      textField: {
        id,
        name: field.name,
        onBlur: field.onBlur,
        error: invalid,
        fullWidth,
        sx,
        helperText:
          helperText !== false || invalid ? (
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
          ) : null,
      },
    },
  };
}

/**
 * A react-admin date input on MUI X's DatePicker: typed as DD/MM/AAAA or picked from a calendar, kept in the
 * form as the API's 'YYYY-MM-DD' (null when empty), 'Data inválida' for an unfinished, impossible or out-of-range
 * date (1900-01-01 to 2099-12-31 unless minDate/maxDate say otherwise).
 *
 * @example
 * <DateInput source="inicio" validate={required()} />
 */
export const DateInput = (props: DateInputProps) => {
  const pickerProps = useDateInput(props, 'date');
  return (
    <DatesProvider>
      <DatePicker format="DD/MM/YYYY" {...pickerProps} />
    </DatesProvider>
  );
};

/**
 * Like <DateInput />, for a date and time (DD/MM/AAAA hh:mm, 24-hour clock), kept in the form as the API's
 * 'YYYY-MM-DDTHH:mm:ss' in local time.
 *
 * @example
 * <DateTimeInput source="agendadoPara" />
 */
export const DateTimeInput = (props: DateInputProps) => {
  const pickerProps = useDateInput(props, 'datetime');
  return (
    <DatesProvider>
      <DateTimePicker format="DD/MM/YYYY HH:mm" ampm={false} {...pickerProps} />
    </DatesProvider>
  );
};
