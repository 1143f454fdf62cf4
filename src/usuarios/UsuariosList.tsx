import { type Exporter, TextField } from 'react-admin';
import { PessoasList, situacaoNome } from './PessoasList';
import { ADMIN_META } from './provider';
import type { UsuarioRecord } from './records';
import { downloadTable } from './shared';

/**
 * The company's users (SPEC §2 /usuarios): PessoasList, as for the profiles, over the `usuarios` resource (the
 * admin view, `meta.admin`). The search and filters run over the one array the API answers (src/usuarios/provider.ts),
 * accent- and case-insensitive.
 */

const exporter: Exporter<UsuarioRecord> = (records) =>
  downloadTable(
    'usuarios',
    ['Nome', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação'],
    records.map((u) => [
      u.nomeCompleto,
      u.email,
      u.matricula,
      u.papelNome,
      u.equipeNome,
      situacaoNome(u.situacao),
    ]),
  );

export function UsuariosList() {
  return (
    <PessoasList<UsuarioRecord>
      resource="usuarios"
      title="Usuários"
      nameSource="nomeCompleto"
      exporter={exporter}
      createLabel="Convidar usuário"
      meta={ADMIN_META}
    >
      <TextField source="email" label="E-mail" />
      <TextField source="matricula" label="Matrícula" emptyText="—" />
    </PessoasList>
  );
}
