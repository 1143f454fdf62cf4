import { Typography } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { limitsOf } from '../../core/usuarios/columns';
import type { PerfilRecord } from '../../core/usuarios/records';
import {
  EditLink,
  OutOfReachNotice,
  PessoaEdit,
  SituacaoSection,
  usePapelEquipeChoices,
} from '../usuarios/PessoaEdit';
import { PerfilAcoes } from '../usuarios/shared';

/**
 * One profile (docs/produto.md §2 /perfis/{perfilId}): its name, role and team changed by PATCH …/admin, and Ativar /
 * Desativar. Whether the invitation was accepted is the user's own answer, so it is shown, not edited.
 */

// message keys: react-admin translates a validator's message (and its args) at the input
const validarNome = [
  required('app.usuarios.validacao.obrigatorio'),
  maxLength(limitsOf('perfil', 'nome').maxLength ?? 120, 'app.usuarios.validacao.max'),
];

function Inputs() {
  const { papeis, equipes, papelOptions, equipeOptions } = usePapelEquipeChoices();
  return (
    <>
      <OutOfReachNotice what="perfil" />
      <TextInput source="nome" label="app.usuarios.campos.nome" validate={validarNome} autoFocus fullWidth />
      <SelectInput
        source="papelId"
        label="app.usuarios.campos.papel"
        choices={papelOptions}
        validate={required('app.usuarios.validacao.papel')}
        isPending={papeis.isPending}
        fullWidth
      />
      <SelectInput
        source="equipeId"
        label="app.usuarios.campos.equipe"
        choices={equipeOptions}
        emptyText="app.usuarios.sem_equipe"
        isPending={equipes.isPending}
        fullWidth
      />
    </>
  );
}

function Situacao() {
  const record = useRecordContext<PerfilRecord>();
  const t = useTranslate();
  if (!record) return null;
  return (
    <SituacaoSection
      id="perfil-situacao"
      title={t('app.usuarios.campos.situacao')}
      situacao={record.situacao}
      summary={
        <Typography>
          {record.aceito ? t('app.usuarios.convite_aceito') : t('app.usuarios.convite_nao_aceito')}
        </Typography>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {record.usuario ? (
          <>
            {t('app.usuarios.usuario_rotulo')}{' '}
            <EditLink resource="usuarios" id={record.usuario.usuarioId}>
              {record.usuario.nomeCompleto}
            </EditLink>{' '}
            ({record.usuario.email})
          </>
        ) : (
          t('app.usuarios.perfil_sem_usuario')
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
  const t = useTranslate();
  return (
    <PessoaEdit<PerfilRecord>
      resource="perfis"
      id={perfilId}
      title={t('app.usuarios.perfil')}
      name={(p) => p.nome}
      saved={t('app.usuarios.perfil_salvo')}
      aside={<Situacao />}
    >
      <Inputs />
    </PessoaEdit>
  );
}
