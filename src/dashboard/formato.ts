import { formatMoneyBR } from '../lib/money';

/** 12345.5 → 'R$ 12.345,50' (no-break space, as Intl writes it): the app's amount format with its symbol. */
export const brl = (value: number) => `R$\u00a0${formatMoneyBR(value)}`;
