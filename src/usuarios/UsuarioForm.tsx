import { Box, Stack, Typography } from '@mui/material';
import {
  Create,
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
  useRecordContext,
  useTranslate,
  type ValidationErrorMessage,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatDate } from '../../core/lib/dates';
import { limitsOf } from '../../core/usuarios/columns';
import type { UsuarioRecord } from '../../core/usuarios/records';
import { RegisterFormDraft } from '../drafts/RegisterFormDraft';
import { PessoaEdit, usePapelEquipeChoices } from './PessoaEdit';
import { EditLink, OutOfReachNotice, SituacaoSection } from './parts';
import { ADMIN_META } from './provider';
import { PageHeading, PerfilAcoes, SaveFailureAlert, useNotifyText, useSaveThenList } from './shared';

/**
 * Inviting a user (POST /usuarios/empresas/{id}) and changing one (PATCH …/{usuarioId}), on react-admin's
 * Create / Edit with a SimpleForm: validation at the fields, the server's `errors[]` at theirs, Enter submits, a
 * warning before leaving with unsaved changes, and pessimistic saves, so a refusal leaves everything typed in
 * place. Only the fields that changed are sent (the provider compares with the record read).
 */

// message keys: react-admin translates a validator's message (and its args) at the input
const OBRIGATORIO = 'app.usuarios.validacao.obrigatorio';
const MAX = 'app.usuarios.validacao.max';
const MATRICULA_MAX = limitsOf('usuario', 'matricula').maximum ?? 2147483647;
const NOME_MAX = limitsOf('usuario', 'nomeCompleto').maxLength ?? 120;
const EMAIL_MAX = limitsOf('usuario', 'email').maxLength ?? 254;

/** The matrícula is typed as text (what was typed stays, even when wrong) and must be a whole number. */
export function validarMatricula(value: unknown): ValidationErrorMessage | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const typed = String(value).trim();
  if (!/^\d+$/.test(typed)) return 'app.usuarios.validacao.matricula_inteiro';
  if (Number(typed) > MATRICULA_MAX)
    return { message: 'app.usuarios.validacao.matricula_max', args: { max: MATRICULA_MAX } };
  return undefined;
}

const validarNome = [required(OBRIGATORIO), maxLength(NOME_MAX, MAX)];
const validarEmail = [
  required(OBRIGATORIO),
  email('app.usuarios.validacao.email'),
  maxLength(EMAIL_MAX, MAX),
];
const validarPapel = required('app.usuarios.validacao.papel');
const validarSenha = [minLength(8, 'app.usuarios.validacao.min'), maxLength(200, MAX)];

function UsuarioInputs({ creating }: { creating: boolean }) {
  const { papeis, equipes, papelOptions, equipeOptions } = usePapelEquipeChoices();
  const full = { fullWidth: true } as const;
  const t = useTranslate();
  return (
    <>
      <TextInput
        source="nomeCompleto"
        label="app.usuarios.campos.nomeCompleto"
        validate={validarNome}
        autoFocus
        {...full}
      />
      <TextInput
        source="email"
        label="app.usuarios.campos.email"
        validate={validarEmail}
        // not type="email": the browser's own bubble would stop the submit before our message at the field
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off', spellCheck: false } }}
        {...full}
      />
      <TextInput
        source="matricula"
        label="app.usuarios.campos.matricula"
        validate={validarMatricula}
        format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        helperText="app.usuarios.ajuda.matricula"
      />
      <SelectInput
        source="papelId"
        label="app.usuarios.campos.papel"
        choices={papelOptions}
        validate={validarPapel}
        isPending={papeis.isPending}
        helperText="app.usuarios.ajuda.papel"
        {...full}
      />
      <SelectInput
        source="equipeId"
        label="app.usuarios.campos.equipe"
        choices={equipeOptions}
        emptyText="app.usuarios.sem_equipe"
        isPending={equipes.isPending}
        helperText={
          !equipes.isPending && equipeOptions.length === 0 ? t('app.usuarios.ajuda.sem_equipes') : ' '
        }
        {...full}
      />
      {creating && (
        <PasswordInput
          source="senha"
          label="app.usuarios.campos.senha"
          validate={validarSenha}
          autoComplete="new-password"
          helperText="app.usuarios.ajuda.senha"
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
  const t = useTranslate();
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label="app.usuarios.convidar_continuar"
      alwaysEnable
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          reset();
          notify(t('app.usuarios.convite_enviado', { email: (data as UsuarioRecord).email }));
          setTimeout(() => setFocus('nomeCompleto'), 0);
        },
        onError,
      }}
    />
  );
}

export function UsuarioCreate() {
  const t = useTranslate();
  // the notification after an invitation
  const { failure, mutationOptions } = useSaveThenList('usuarios', (data: UsuarioRecord) =>
    t('app.usuarios.convite_enviado', { email: data.email }),
  );
  return (
    <Box>
      <Create resource="usuarios" title="app.usuarios.convidar_usuario" mutationOptions={mutationOptions}>
        <SimpleForm
          warnWhenUnsavedChanges
          sx={{ maxWidth: 720 }}
          // enabled on an untouched form too: Enter on an empty form says what is missing, at the fields
          toolbar={
            <Toolbar sx={{ gap: 1 }}>
              <SaveButton label="app.usuarios.convidar" alwaysEnable />
              <InviteAndContinueButton onError={failure.onError} />
            </Toolbar>
          }
        >
          <PageHeading>{t('app.usuarios.convidar_usuario')}</PageHeading>
          <RegisterFormDraft resource="usuarios" />
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('app.usuarios.convite_explica')}
          </Typography>
          <SaveFailureAlert message={failure.message} />
          <UsuarioInputs creating />
        </SimpleForm>
      </Create>
    </Box>
  );
}

/** The user's profile in this company, with Ativar / Desativar. */
function PerfilCard() {
  const record = useRecordContext<UsuarioRecord>();
  const t = useTranslate();
  if (!record?.perfil) return null;
  const { perfil } = record;
  return (
    <SituacaoSection
      id="perfil-empresa"
      title={t('app.usuarios.perfil_empresa')}
      situacao={record.situacao}
      summary={
        <>
          <Typography>
            {[record.papelNome, record.equipeNome].filter(Boolean).join(' · ') || t('app.usuarios.sem_papel')}
          </Typography>
          {perfil.createdAt && (
            <Typography color="text.secondary">
              {t('app.usuarios.convidado_em', { data: formatDate(perfil.createdAt) })}
            </Typography>
          )}
        </>
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PerfilAcoes
          perfilId={perfil.perfilId}
          papelId={perfil.papelId}
          ativo={perfil.ativo}
          nome={record.nomeCompleto}
        />
        <EditLink resource="perfis" id={perfil.perfilId}>
          {t('app.usuarios.abrir_perfil')}
        </EditLink>
      </Stack>
    </SituacaoSection>
  );
}

export function UsuarioEdit({ usuarioId }: { usuarioId: number }) {
  const t = useTranslate();
  return (
    <PessoaEdit<UsuarioRecord>
      resource="usuarios"
      id={usuarioId}
      title={t('app.usuarios.usuario')}
      name={(u) => u.nomeCompleto}
      saved={t('app.usuarios.usuario_salvo')}
      meta={ADMIN_META}
      notice={<OutOfReachNotice what="usuário" />}
      aside={<PerfilCard />}
    >
      <UsuarioInputs creating={false} />
    </PessoaEdit>
  );
}
