import { type Exporter, TextField } from 'react-admin';
import { PessoasList, situacaoNome } from '../usuarios/PessoasList';
import { ADMIN_META } from '../usuarios/provider';
import type { PerfilRecord } from '../usuarios/records';
import { downloadTable, useEquipes } from '../usuarios/shared';

/**
 * The company's profiles (SPEC §2 /perfis): PessoasList, as for the users, over `perfis`
 * (GET /perfis/empresas/{id}/admin). A profile may have no user (a placeholder for a person without an account),
 * so the list names the profile, not the user.
 */

const exporter: Exporter<PerfilRecord> = (records) =>
  downloadTable(
    'perfis',
    ['Nome', 'E-mail do usuário', 'Papel', 'Equipe', 'Convite aceito', 'Situação'],
    records.map((p) => [
      p.nome,
      p.email,
      p.papelNome,
      p.equipeNome,
      p.aceito ? 'Sim' : 'Não',
      situacaoNome(p.situacao),
    ]),
  );

export function PerfisList() {
  const equipes = useEquipes();
  return (
    <PessoasList<PerfilRecord>
      resource="perfis"
      title="Perfis"
      nameSource="nome"
      exporter={exporter}
      equipes={equipes.data}
      meta={ADMIN_META}
    >
      <TextField source="email" label="E-mail do usuário" emptyText="—" />
    </PessoasList>
  );
}
