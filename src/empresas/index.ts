import { lazyPage } from '../routing/lazyPage';

/**
 * The empresas override (src/schema/overrides.ts), admin area: the generic list, create and edit from
 * schemas/empresa.schema.json stay; the appearance is drawn with the Aparência page's own colour and icon
 * choosers, the Drive folder with its format message and a link, and the edit page adds the company's contracts
 * and domains as nested lists (issue 14). Loaded with the page.
 */
export const fieldInputs = {
  aparencia: lazyPage(() => import('./AparenciaInput'), 'AparenciaInput'),
  googleDriveFolderId: lazyPage(() => import('./DriveInput'), 'DriveInput'),
};
/** Contracts and domains are added on the company's page: a new company opens there once saved. */
export const createRedirect = 'edit' as const;
export const editSection = lazyPage(() => import('./EmpresaContratosDominios'), 'EmpresaContratosDominios');
