import type { PerfilRecord } from '../../core/usuarios/records';
import { PessoasList } from '../usuarios/PessoasList';
import { ADMIN_META } from '../usuarios/provider';

/**
 * The company's profiles (docs/produto.md §2 /perfis): PessoasList over `perfis` (GET /perfis/empresas/{id}/admin). A
 * profile may have no user (a placeholder for a person without an account), so the list names the profile.
 */
export function PerfisList() {
  return <PessoasList<PerfilRecord> resource="perfis" title="app.usuarios.perfis" meta={ADMIN_META} />;
}
