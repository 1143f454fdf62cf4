import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreatePath,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PerfilRecord } from '../usuarios/records';
import {
  equipeChoices,
  PageHeading,
  PerfilAcoes,
  papelChoices,
  SaveFailureAlert,
  SituacaoChip,
  useEquipes,
  useManageablePapel,
  useNotifyText,
  usePapeis,
  useSaveFailure,
} from '../usuarios/shared';

/**
 * One profile (SPEC §2 /perfis/{perfilId}): its name, role and team changed by PATCH …/admin, and Ativar /
 * Desativar. Whether the invitation was accepted is the user's own answer, so it is shown, not edited.
 */

const validarNome = [required('Campo obrigatório.'), maxLength(120, 'No máximo 120 caracteres.')];

function Heading() {
  const record = useRecordContext<PerfilRecord>();
  return <PageHeading>{record ? `Perfil ${record.nome}` : 'Perfil'}</PageHeading>;
}

function Inputs() {
  const record = useRecordContext<PerfilRecord>();
  const papeis = usePapeis();
  const equipes = useEquipes();
  const manageable = useManageablePapel();
  const papelOptions = useMemo(
    () => papelChoices(papeis.data, manageable, record?.papelId),
    [papeis.data, manageable, record?.papelId],
  );
  const equipeOptions = useMemo(
    () => equipeChoices(equipes.data, record?.equipeId, record?.equipeNome),
    [equipes.data, record?.equipeId, record?.equipeNome],
  );
  const outOfReach = record !== undefined && !manageable(record.papelId);
  return (
    <>
      {outOfReach && (
        <Alert severity="info" sx={{ width: '100%', mb: 2 }}>
          O papel deste perfil ({record.papelNome}) não está abaixo do seu: só quem tem um papel acima dele
          pode alterá-lo.
        </Alert>
      )}
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
  const manageable = useManageablePapel();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="perfil-situacao" sx={{ maxWidth: 720, px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="perfil-situacao" variant="h6" component="h2" gutterBottom>
        Situação
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SituacaoChip situacao={record.situacao} />
        <Typography>{record.aceito ? 'Convite aceito' : 'Convite ainda não aceito'}</Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>
        {record.usuario ? (
          <>
            Usuário:{' '}
            <Link
              component={RouterLink}
              to={createPath({ resource: 'usuarios', id: record.usuario.usuarioId, type: 'edit' })}
            >
              {record.usuario.nomeCompleto}
            </Link>{' '}
            ({record.usuario.email})
          </>
        ) : (
          'Perfil sem usuário.'
        )}
      </Typography>
      <PerfilAcoes
        perfilId={record.perfilId}
        ativo={record.ativo}
        nome={record.nome}
        disabled={!manageable(record.papelId)}
      />
    </Box>
  );
}

function EditToolbar() {
  const record = useRecordContext<PerfilRecord>();
  const manageable = useManageablePapel();
  return (
    <Toolbar>
      <SaveButton disabled={record && !manageable(record.papelId) ? true : undefined} />
    </Toolbar>
  );
}

export function PerfilEdit({ perfilId }: { perfilId: number }) {
  const failure = useSaveFailure();
  const notify = useNotifyText();
  const redirect = useRedirect();
  return (
    <Box>
      <Edit
        resource="perfis"
        id={perfilId}
        title="Perfil"
        mutationMode="pessimistic"
        queryOptions={{ refetchOnMount: true }}
        mutationOptions={{
          onMutate: failure.clear,
          onError: failure.onError,
          // our own onSuccess replaces react-admin's, redirect included
          onSuccess: () => {
            notify('Perfil salvo.');
            redirect('list', 'perfis');
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }} toolbar={<EditToolbar />}>
          <Heading />
          <SaveFailureAlert message={failure.message} />
          <Inputs />
        </SimpleForm>
        <Situacao />
      </Edit>
    </Box>
  );
}
