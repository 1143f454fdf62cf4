import { lazyPage } from '../routing/lazyPage';
import type { RegisterScreenProps } from '../schema/screens';

/**
 * The negociacoes override (src/schema/overrides.ts): the list becomes the board by stage (with the list view a
 * toggle away, the trash at /negociacoes/lixeira), and create and edit become the negotiation page, with the customer, the seller under
 * the permissions, the timeline of notes and "Converter em venda". The generic show page stays. Loaded with the
 * page, not with the company's app.
 */
export const list = lazyPage<RegisterScreenProps, 'NegociacoesPage'>(
  () => import('./NegociacoesPage'),
  'NegociacoesPage',
);
export const create = lazyPage<RegisterScreenProps, 'NegociacaoCreate'>(
  () => import('./NegociacaoForm'),
  'NegociacaoCreate',
);
export const edit = lazyPage<RegisterScreenProps, 'NegociacaoEdit'>(
  () => import('./NegociacaoForm'),
  'NegociacaoEdit',
);

export type { Etapa, NegociacaoRecord, Nota } from './etapas';
