import type { UsuarioRecord } from '../../core/usuarios/records';
import { PessoasList } from './PessoasList';
import { ADMIN_META } from './provider';

/**
 * The company's users (docs/produto.md §2 /usuarios): PessoasList over `usuarios` (the admin view, `meta.admin`), its
 * columns and filters from the schemas, paged, searched and sorted by the server.
 */
export function UsuariosList() {
  return (
    <PessoasList<UsuarioRecord>
      resource="usuarios"
      title="app.usuarios.usuarios"
      createLabel="app.usuarios.convidar_usuario"
      meta={ADMIN_META}
    />
  );
}
