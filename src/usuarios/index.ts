import { lazyPage } from '../routing/lazyPage';
import type { RegisterFieldInputProps, RegisterSectionProps } from '../schema/overrides';

/**
 * The usuarios override (src/schema/overrides.ts): the generic list, filters, sort and forms drawn from
 * usuario.schema.json and perfil.schema.json (src/usuarios/models.ts) stay; what docs/produto.md §7 shapes is here:
 * the calls of its own (GET …/admin, POST /usuarios/empresas/{id} inviting, PATCH …/{usuarioId} with only what
 * changed, through provider.ts), the invitation's words, the role ladder, a first password on the invitation only,
 * and under the form the user's profile here with Ativar / Desativar. Loaded with the page.
 */

const parts = () => import('./parts');
const perfilNaEmpresa = () => import('./PerfilNaEmpresa');

export const ownRoutes = {
  formFields: ['nomeCompleto', 'email', 'matricula', 'papelId', 'equipeId', 'senha'],
  // a password is the user's own once invited: the invitation may set a first one, no edit changes it
  createOnly: ['senha'],
  // the admin view (provider.ts ADMIN_META)
  meta: { admin: true },
  exportPath: '/api/usuarios/empresas/{empresaId}/admin/export',
  // the routes sort a reference by the name it shows (core/usuarios/columns.ts)
  sortBy: { papelId: 'papelNome', equipeId: 'equipeNome' },
  history: lazyPage<RegisterSectionProps, 'UsuarioHistory'>(parts, 'UsuarioHistory'),
  editToolbar: lazyPage<RegisterSectionProps, 'PessoaEditToolbar'>(parts, 'PessoaEditToolbar'),
} as const;

export const createTexts = {
  title: 'app.usuarios.convidar_usuario',
  intro: 'app.usuarios.convite_explica',
  save: 'app.usuarios.convidar',
  saveAndAdd: 'app.usuarios.convidar_continuar',
  created: 'app.usuarios.convite_enviado',
} as const;

export const fieldInputs = {
  // the role ladder: only the roles below one's own
  papelId: lazyPage<RegisterFieldInputProps, 'PapelInput'>(parts, 'PapelInput'),
};
export const formSection = lazyPage(perfilNaEmpresa, 'UsuarioForaDeAlcance');
export const editSection = lazyPage(perfilNaEmpresa, 'PerfilNaEmpresa');
