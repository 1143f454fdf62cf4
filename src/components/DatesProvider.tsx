import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ptBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
// Loads dayjs's pt-br locale, which AdapterDayjs needs for adapterLocale="pt-br".
import '../../core/lib/dates';
import { getStoredLocale } from '../i18n/i18nProvider';

const ptBrLocaleText = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;
// English texts and placeholders (DD/MM/YYYY): the digits keep the Brazilian order in both languages, so a date
// reads the same after switching (03/04 stays the 3rd of April).
const enLocaleText = enUS.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' setting for the whole app: dayjs, Brazilian formats (DD/MM/AAAA, 24-hour clock, weeks from
 * Sunday) and Portuguese texts. MUI X's own default range, 1900-01-01 to 2099-12-31, is the one of docs/produto.md §5.
 *
 * @example
 * <DatesProvider><Admin …>…</Admin></DatesProvider>
 */
export const DatesProvider = ({ children }: { children?: ReactNode }) => {
  // read at render: a change of language re-renders the whole page (react-admin's I18nContextProvider)
  const english = getStoredLocale() === 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={english ? 'en' : 'pt-br'}
      localeText={english ? enLocaleText : ptBrLocaleText}
    >
      {children}
    </LocalizationProvider>
  );
};
