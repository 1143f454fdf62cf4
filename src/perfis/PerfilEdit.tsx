import { Typography } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import {
  EditLink,
  OutOfReachNotice,
  PessoaEdit,
  SituacaoSection,
  usePapelEquipeChoices,
} from '../usuarios/PessoaEdit';
import type { PerfilRecord } from '../usuarios/records';
import { PerfilAcoes } from '../usuarios/shared';

/**
 * One profile (SPEC §2 /perfis/{perfilId}): its name, role and team changed by PATCH …/admin, and Ativar /
 * Desativar. Whether the invitation was accepted is the user's own answer, so it is shown, not edited.
 */

const validarNome = [required('Campo obrigatório.'), maxLength(120, 'No máximo 120 caracteres.')];

function Inputs() {
  const { papeis, equipes, papelOptions, equipeOptions } = usePapelEquipeChoices();
  return (
    <>
      <OutOfReachNotice what="perfil" />
      <TextInput source="nome" label="Nome" validate={validarNome} autoFocus fullWidth />
      <SelectInput
        source="papelId"
        label="Papel"
        choices={papelOptions}
        validate={required('Escolha o papel.')}
        isPending={papeis.isPending}
        fullWidth
      />
      <SelectInput
        source="equipeId"
        label="Equipe"
        choices={equipeOptions}
        emptyText="Sem equipe"
        isPending={equipes.isPending}
        fullWidth
      />
    </>
  );
}

function Situacao() {
  const record = useRecordContext<PerfilRecord>();
  if (!record) return null;
  return (
    <SituacaoSection
      id="perfil-situacao"
      title="Situação"
      situacao={record.situacao}
      summary={<Typography>{record.aceito ? 'Convite aceito' : 'Convite ainda não aceito'}</Typography>}
    >
      <Typography sx={{ mb: 2 }}>
        {record.usuario ? (
          <>
            Usuário:{' '}
            <EditLink resource="usuarios" id={record.usuario.usuarioId}>
              {record.usuario.nomeCompleto}
            </EditLink>{' '}
            ({record.usuario.email})
          </>
        ) : (
          'Perfil sem usuário.'
        )}
      </Typography>
      <PerfilAcoes
        perfilId={record.perfilId}
        papelId={record.papelId}
        ativo={record.ativo}
        nome={record.nome}
      />
    </SituacaoSection>
  );
}

export function PerfilEdit({ perfilId }: { perfilId: number }) {
  return (
    <PessoaEdit<PerfilRecord>
      resource="perfis"
      id={perfilId}
      title="Perfil"
      name={(p) => p.nome}
      saved="Perfil salvo."
      aside={<Situacao />}
    >
      <Inputs />
    </PessoaEdit>
  );
}
