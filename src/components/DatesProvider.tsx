import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
// Loads dayjs's pt-br locale, which AdapterDayjs needs for adapterLocale="pt-br".
import '../lib/dates';

const ptBrLocaleText = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' setting for the whole app: dayjs, Brazilian formats (DD/MM/AAAA, 24-hour clock, weeks from
 * Sunday) and Portuguese texts. MUI X's own default range, 1900-01-01 to 2099-12-31, is the one of SPEC §5.
 *
 * @example
 * <DatesProvider><Admin …>…</Admin></DatesProvider>
 */
export const DatesProvider = ({ children }: { children?: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={ptBrLocaleText}>
    {children}
  </LocalizationProvider>
);
