import { TextField } from 'react-admin';
import type { PerfilRecord } from '../../core/usuarios/records';
import { PessoasList } from '../usuarios/PessoasList';
import { ADMIN_META } from '../usuarios/provider';
import { useEquipes } from '../usuarios/shared';

/**
 * The company's profiles (SPEC §2 /perfis): PessoasList, as for the users, over `perfis`
 * (GET /perfis/empresas/{id}/admin). A profile may have no user (a placeholder for a person without an account),
 * so the list names the profile, not the user.
 */

export function PerfisList() {
  const equipes = useEquipes();
  return (
    <PessoasList<PerfilRecord>
      resource="perfis"
      title="app.usuarios.perfis"
      nameSource="nome"
      equipes={equipes.data}
      meta={ADMIN_META}
    >
      <TextField source="email" label="app.usuarios.campos.email_usuario" emptyText="—" />
    </PessoasList>
  );
}
