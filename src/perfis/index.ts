import { lazyPage } from '../routing/lazyPage';
import type { RegisterFieldInputProps, RegisterSectionProps } from '../schema/overrides';

/**
 * The perfis override (src/schema/overrides.ts): the generic list, filters, sort and edit form drawn from
 * perfil.schema.json (src/usuarios/models.ts) stay; what docs/produto.md §7 shapes is here: the calls of its own
 * (GET/PATCH /perfis/empresas/{id}/…/admin, through src/usuarios/provider.ts), the role ladder, the notice on a
 * profile out of reach, and under the form its state with Ativar / Desativar. Loaded with the page.
 */
export const ownRoutes = {
  // PATCH …/admin takes these; a profile's user and its state change by their own calls
  formFields: ['nome', 'papelId', 'equipeId'],
  // a profile is born from an invitation (/usuarios/create)
  create: false,
  // the admin view (src/usuarios/provider.ts ADMIN_META)
  meta: { admin: true },
  exportPath: '/api/perfis/empresas/{empresaId}/admin/export',
  // the routes sort a reference by the name it shows (core/usuarios/columns.ts)
  sortBy: { papelId: 'papelNome', equipeId: 'equipeNome' },
  history: lazyPage<RegisterSectionProps, 'PerfilHistory'>(
    () => import('../usuarios/parts'),
    'PerfilHistory',
  ),
} as const;

export const fieldInputs = {
  // the role ladder: only the roles below one's own
  papelId: lazyPage<RegisterFieldInputProps, 'PapelInput'>(() => import('../usuarios/parts'), 'PapelInput'),
};
export const formSection = lazyPage(() => import('./PerfilSituacao'), 'PerfilForaDeAlcance');
export const editSection = lazyPage(() => import('./PerfilSituacao'), 'PerfilSituacao');
