import type { Theme } from '@mui/material/styles';
import { schemaLocale } from '../../core/schema/localize';
import { formatMoneyBR } from '../lib/money';

/** 12345.5 → 'R$ 12.345,50' (no-break space, as Intl writes it): the app's amount format with its symbol. */
export const brl = (value: number) =>
  `R$\u00a0${schemaLocale() === 'en' ? EN_AMOUNT.format(value) : formatMoneyBR(value)}`;

// in English the amount reads the English way (R$ 1,234.50), still in reais
const EN_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Link text on the page: on a dark page the lighter primary shade, as the app's other dark-mode links (contrast). */
export const linkSx = {
  color: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main),
};
