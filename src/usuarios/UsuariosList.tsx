import { TextField } from 'react-admin';
import type { UsuarioRecord } from '../../core/usuarios/records';
import { PessoasList } from './PessoasList';
import { ADMIN_META } from './provider';

/**
 * The company's users (SPEC §2 /usuarios): PessoasList, as for the profiles, over the `usuarios` resource (the
 * admin view, `meta.admin`). The search and filters run over the one array the API answers (src/usuarios/provider.ts),
 * accent- and case-insensitive.
 */

export function UsuariosList() {
  return (
    <PessoasList<UsuarioRecord>
      resource="usuarios"
      title="app.usuarios.usuarios"
      nameSource="nomeCompleto"
      createLabel="app.usuarios.convidar_usuario"
      meta={ADMIN_META}
    >
      <TextField source="email" label="app.usuarios.campos.email" />
      <TextField source="matricula" label="app.usuarios.campos.matricula" emptyText="—" />
    </PessoasList>
  );
}
