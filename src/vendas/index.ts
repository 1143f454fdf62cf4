import { lazyPage } from '../routing/lazyPage';

/**
 * The vendas override (src/schema/overrides.ts): the sale is more than a register's form can say (item lines
 * made for the keyboard, the company's extra fields, the running total, audit, trash, conversion from a
 * negotiation), so all four screens are its own. Loaded with the page, not with the company's app.
 */
export const list = lazyPage(() => import('./VendaList'), 'VendaList');
export const create = lazyPage(() => import('./VendaForm'), 'VendaCreate');
export const edit = lazyPage(() => import('./VendaForm'), 'VendaEdit');
export const show = lazyPage(() => import('./VendaForm'), 'VendaShow');
