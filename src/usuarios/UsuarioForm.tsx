import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  Create,
  Edit,
  email,
  maxLength,
  minLength,
  PasswordInput,
  type RaRecord,
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
import { useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../lib/dates';
import { ADMIN_META } from './provider';
import type { UsuarioRecord } from './records';
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
} from './shared';

/**
 * Inviting a user (POST /usuarios/empresas/{id}) and changing one (PATCH …/{usuarioId}), on react-admin's
 * Create / Edit with a SimpleForm: validation at the fields, the server's `errors[]` at theirs, Enter submits, a
 * warning before leaving with unsaved changes, and pessimistic saves, so a refusal leaves everything typed in
 * place. Only the fields that changed are sent (the provider compares with the record read).
 */

const OBRIGATORIO = 'Campo obrigatório.';
const MATRICULA_MAX = 2147483647;

/** The matrícula is typed as text (what was typed stays, even when wrong) and must be a whole number. */
export function validarMatricula(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const typed = String(value).trim();
  if (!/^\d+$/.test(typed)) return 'A matrícula deve ser um número inteiro, só com algarismos.';
  if (Number(typed) > MATRICULA_MAX) return `A matrícula vai até ${MATRICULA_MAX}.`;
  return undefined;
}

const validarNome = [required(OBRIGATORIO), maxLength(120, 'No máximo 120 caracteres.')];
const validarEmail = [
  required(OBRIGATORIO),
  email('Informe um e-mail válido.'),
  maxLength(254, 'No máximo 254 caracteres.'),
];
const validarPapel = required('Escolha o papel.');
const validarSenha = [
  minLength(8, 'Deve ter pelo menos 8 caracteres.'),
  maxLength(200, 'No máximo 200 caracteres.'),
];

function UsuarioInputs({ creating }: { creating: boolean }) {
  const record = useRecordContext<UsuarioRecord>();
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
  const full = { fullWidth: true } as const;
  return (
    <>
      <TextInput source="nomeCompleto" label="Nome completo" validate={validarNome} autoFocus {...full} />
      <TextInput
        source="email"
        label="E-mail"
        validate={validarEmail}
        // not type="email": the browser's own bubble would stop the submit before our message at the field
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off', spellCheck: false } }}
        {...full}
      />
      <TextInput
        source="matricula"
        label="Matrícula"
        validate={validarMatricula}
        format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        helperText="Opcional. Só algarismos."
      />
      <SelectInput
        source="papelId"
        label="Papel"
        choices={papelOptions}
        validate={validarPapel}
        isPending={papeis.isPending}
        helperText="Só os papéis abaixo do seu podem ser atribuídos."
        {...full}
      />
      <SelectInput
        source="equipeId"
        label="Equipe"
        choices={equipeOptions}
        emptyText="Sem equipe"
        isPending={equipes.isPending}
        helperText={
          !equipes.isPending && equipeOptions.length === 0 ? 'Nenhuma equipe disponível no momento.' : ' '
        }
        {...full}
      />
      {creating && (
        <PasswordInput
          source="senha"
          label="Senha inicial"
          validate={validarSenha}
          autoComplete="new-password"
          helperText="Opcional. Pelo menos 8 caracteres."
          {...full}
        />
      )}
    </>
  );
}

/** 'Convidar e continuar': invites, then empties the form for the next person and puts the cursor back in Nome. */
function InviteAndContinueButton({ onError }: { onError: (error: unknown) => void }) {
  const { reset, setFocus } = useFormContext();
  const notify = useNotifyText();
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label="Convidar e continuar"
      alwaysEnable
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          reset();
          notify(`Convite enviado para ${(data as UsuarioRecord).email}.`);
          setTimeout(() => setFocus('nomeCompleto'), 0);
        },
        onError,
      }}
    />
  );
}

export function UsuarioCreate() {
  const notify = useNotifyText();
  const redirect = useRedirect();
  const failure = useSaveFailure();
  return (
    <Box>
      <Create
        resource="usuarios"
        title="Convidar usuário"
        mutationOptions={{
          onMutate: failure.clear,
          onError: failure.onError,
          // our own onSuccess replaces react-admin's, redirect included
          onSuccess: (data: UsuarioRecord) => {
            notify(`Convite enviado para ${data.email}.`);
            redirect('list', 'usuarios');
          },
        }}
      >
        <SimpleForm
          warnWhenUnsavedChanges
          sx={{ maxWidth: 720 }}
          // enabled on an untouched form too: Enter on an empty form says what is missing, at the fields
          toolbar={
            <Toolbar sx={{ gap: 1 }}>
              <SaveButton label="Convidar" alwaysEnable />
              <InviteAndContinueButton onError={failure.onError} />
            </Toolbar>
          }
        >
          <PageHeading>Convidar usuário</PageHeading>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            O usuário recebe um perfil pendente nesta empresa e passa a ter acesso quando aceitar o convite.
            Um e-mail já cadastrado reaproveita a conta existente.
          </Typography>
          <SaveFailureAlert message={failure.message} />
          <UsuarioInputs creating />
        </SimpleForm>
      </Create>
    </Box>
  );
}

function EditHeading() {
  const record = useRecordContext<UsuarioRecord>();
  return <PageHeading>{record ? `Usuário ${record.nomeCompleto}` : 'Usuário'}</PageHeading>;
}

/** The role of the user being edited lies at or above the editor's own: the server refuses every change. */
function OutOfReachNotice() {
  const record = useRecordContext<UsuarioRecord>();
  const manageable = useManageablePapel();
  if (!record || record.papelId === null || manageable(record.papelId)) return null;
  return (
    <Alert severity="info" sx={{ width: '100%', mb: 2 }}>
      O papel deste usuário ({record.papelNome ?? 'sem nome'}) não está abaixo do seu: só quem tem um papel
      acima dele pode alterá-lo.
    </Alert>
  );
}

function EditToolbar() {
  const record = useRecordContext<UsuarioRecord>();
  const manageable = useManageablePapel();
  return (
    <Toolbar>
      <SaveButton disabled={record?.papelId != null && !manageable(record.papelId) ? true : undefined} />
    </Toolbar>
  );
}

/** The user's profile in this company, with Ativar / Desativar. */
function PerfilCard() {
  const record = useRecordContext<UsuarioRecord>();
  const manageable = useManageablePapel();
  const createPath = useCreatePath();
  if (!record?.perfil) return null;
  const { perfil } = record;
  return (
    <Box component="section" aria-labelledby="perfil-empresa" sx={{ maxWidth: 720, px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box>
        <Typography id="perfil-empresa" variant="h6" component="h2" gutterBottom>
          Perfil nesta empresa
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <SituacaoChip situacao={record.situacao} />
          <Typography>
            {[record.papelNome, record.equipeNome].filter(Boolean).join(' · ') || 'Sem papel'}
          </Typography>
          {perfil.createdAt && (
            <Typography color="text.secondary">convidado em {formatDate(perfil.createdAt)}</Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PerfilAcoes
            perfilId={perfil.perfilId}
            ativo={perfil.ativo}
            nome={record.nomeCompleto}
            disabled={!manageable(perfil.papelId)}
          />
          <Link
            component={RouterLink}
            to={createPath({ resource: 'perfis', id: perfil.perfilId, type: 'edit' })}
          >
            Abrir o perfil
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}

export function UsuarioEdit({ usuarioId }: { usuarioId: number }) {
  const failure = useSaveFailure();
  const notify = useNotifyText();
  const redirect = useRedirect();
  return (
    <Box>
      <Edit
        resource="usuarios"
        id={usuarioId}
        title="Usuário"
        mutationMode="pessimistic"
        queryOptions={{ meta: ADMIN_META, refetchOnMount: true }}
        mutationOptions={{
          meta: ADMIN_META,
          onMutate: failure.clear,
          onError: failure.onError,
          onSuccess: () => {
            notify('Usuário salvo.');
            redirect('list', 'usuarios');
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }} toolbar={<EditToolbar />}>
          <EditHeading />
          <OutOfReachNotice />
          <SaveFailureAlert message={failure.message} />
          <UsuarioInputs creating={false} />
        </SimpleForm>
        <PerfilCard />
      </Edit>
    </Box>
  );
}
