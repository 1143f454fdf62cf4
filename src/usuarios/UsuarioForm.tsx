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
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RegisterFormDraft } from '../drafts/RegisterFormDraft';
import { formatDate } from '../lib/dates';
import { EditLink, OutOfReachNotice, PessoaEdit, SituacaoSection, usePapelEquipeChoices } from './PessoaEdit';
import { ADMIN_META } from './provider';
import type { UsuarioRecord } from './records';
import { PageHeading, PerfilAcoes, SaveFailureAlert, useNotifyText, useSaveThenList } from './shared';

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
  const { papeis, equipes, papelOptions, equipeOptions } = usePapelEquipeChoices();
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

/** The notification after an invitation. */
const convidado = (data: UsuarioRecord) => `Convite enviado para ${data.email}.`;

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
          notify(convidado(data as UsuarioRecord));
          setTimeout(() => setFocus('nomeCompleto'), 0);
        },
        onError,
      }}
    />
  );
}

export function UsuarioCreate() {
  const { failure, mutationOptions } = useSaveThenList('usuarios', convidado);
  return (
    <Box>
      <Create resource="usuarios" title="Convidar usuário" mutationOptions={mutationOptions}>
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
          <RegisterFormDraft resource="usuarios" />
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

/** The user's profile in this company, with Ativar / Desativar. */
function PerfilCard() {
  const record = useRecordContext<UsuarioRecord>();
  if (!record?.perfil) return null;
  const { perfil } = record;
  return (
    <SituacaoSection
      id="perfil-empresa"
      title="Perfil nesta empresa"
      situacao={record.situacao}
      summary={
        <>
          <Typography>
            {[record.papelNome, record.equipeNome].filter(Boolean).join(' · ') || 'Sem papel'}
          </Typography>
          {perfil.createdAt && (
            <Typography color="text.secondary">convidado em {formatDate(perfil.createdAt)}</Typography>
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
          Abrir o perfil
        </EditLink>
      </Stack>
    </SituacaoSection>
  );
}

export function UsuarioEdit({ usuarioId }: { usuarioId: number }) {
  return (
    <PessoaEdit<UsuarioRecord>
      resource="usuarios"
      id={usuarioId}
      title="Usuário"
      name={(u) => u.nomeCompleto}
      saved="Usuário salvo."
      meta={ADMIN_META}
      notice={<OutOfReachNotice what="usuário" />}
      aside={<PerfilCard />}
    >
      <UsuarioInputs creating={false} />
    </PessoaEdit>
  );
}
