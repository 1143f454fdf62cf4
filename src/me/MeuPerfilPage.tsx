import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../core/lib/dates';
import type { SessionUser } from '../../core/session/types';
import { useAcesso } from '../company/AcessoContext';
import { readApiError } from '../data/apiError';
import { http } from '../data/http';
import { DraftOffer } from '../drafts/DraftOffer';
import { useFormDraft } from '../drafts/useFormDraft';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { ConviteActions, useResponderConvite } from '../session/Convites';
import { setSessionUser } from '../session/setSessionUser';
import { needsTermos } from '../shell/TermosGate';
import { meTexts } from './texts';

const useT = () => useAreaTranslate('me', meTexts);

type FieldErrors = Record<string, string>;

/** The server's `{ message, errors[] }` (docs/contrato.md §6) as a message and errors by field (src/data/apiError.ts). */
function apiErrors(error: unknown): { message: string; fields: FieldErrors } {
  const failure = readApiError(error);
  return { message: failure.message ?? 'ra.notification.http_error', fields: failure.fields };
}

/**
 * PATCH /usuarios/me for one of the page's forms: the session user follows, and a refusal puts the server's
 * messages at the form's fields (what was typed stays).
 */
function useSaveMe(setErrors: (errors: FieldErrors) => void) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await http.patch<SessionUser>('/usuarios/me', body)).data,
    onSuccess: (data) => setSessionUser(client, data),
    onError: (error) => {
      const { message, fields } = apiErrors(error);
      setErrors(fields);
      notify(message, { type: 'error' });
    },
  });
}

interface DadosValues {
  nomeCompleto: string;
  matricula: string;
}

function DadosCard({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const t = useT();
  // a react-hook-form form, so what is typed is kept as a draft (src/drafts) until saved
  const form = useForm<DadosValues>({
    defaultValues: {
      nomeCompleto: user.nomeCompleto,
      matricula: user.matricula === null ? '' : String(user.matricula),
    },
  });
  const { nomeCompleto: nome, matricula } = useWatch({ control: form.control }) as DadosValues;
  const setField = (name: keyof DadosValues, value: string) =>
    form.setValue(name, value, { shouldDirty: true });
  const draft = useFormDraft({
    resource: 'usuarios-me',
    recordId: user.usuarioId,
    form,
    baseUpdatedAt: user.updatedAt ?? null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveMe(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!nome.trim()) local.nomeCompleto = t('required');
    if (matricula && !/^\d+$/.test(matricula)) local.matricula = t('matricula_digits');
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { nomeCompleto: nome.trim(), matricula: matricula ? Number(matricula) : null },
      {
        onSuccess: () => {
          draft.clear();
          notify(t('saved'), { type: 'success', messageArgs: { _: t('saved') } });
        },
      },
    );
  };
  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader title={t('my_data')} />
      <CardContent>
        <DraftOffer draft={draft} />
        <Stack spacing={2}>
          <TextField label={t('email')} value={user.email} disabled helperText={t('email_help')} />
          <TextField
            label={t('full_name')}
            value={nome}
            onChange={(e) => setField('nomeCompleto', e.target.value)}
            required
            error={!!errors.nomeCompleto}
            helperText={errors.nomeCompleto}
          />
          <TextField
            label={t('matricula')}
            value={matricula}
            onChange={(e) => setField('matricula', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.matricula}
            helperText={errors.matricula}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SenhaCard() {
  const notify = useNotify();
  const t = useT();
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveMe(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!senhaAtual) local.senhaAtual = t('current_password_missing');
    if (novaSenha.length < 8) local.novaSenha = t('password_short');
    if (confirmacao !== novaSenha) local.confirmacao = t('password_mismatch');
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { senhaAtual, novaSenha },
      {
        onSuccess: () => {
          setSenhaAtual('');
          setNovaSenha('');
          setConfirmacao('');
          notify(t('password_changed'), { type: 'success', messageArgs: { _: t('password_changed') } });
        },
      },
    );
  };
  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader title={t('change_password')} />
      <CardContent>
        <Stack spacing={2}>
          {[
            ['senhaAtual', t('current_password'), senhaAtual, setSenhaAtual, 'current-password'],
            ['novaSenha', t('new_password'), novaSenha, setNovaSenha, 'new-password'],
            ['confirmacao', t('confirm_password'), confirmacao, setConfirmacao, 'new-password'],
          ].map(([name, label, value, set, autoComplete]) => (
            <TextField
              key={name as string}
              type="password"
              name={name as string}
              label={label as string}
              autoComplete={autoComplete as string}
              value={value as string}
              onChange={(e) => (set as (v: string) => void)(e.target.value)}
              error={!!errors[name as string]}
              helperText={errors[name as string]}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('change_password')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function TermosCard({ user }: { user: SessionUser }) {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: async () => (await http.post<SessionUser>('/usuarios/me/aceitar-termos')).data,
    onSuccess: (data) => setSessionUser(client, data),
  });
  const aceite = user.aceiteTermos;
  const t = useT();
  return (
    <Card>
      <CardHeader title={t('terms')} />
      <CardContent>
        {aceite?.versao ? (
          <Alert severity={needsTermos(user) ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {t('terms_accepted', {
              versao: aceite.versao,
              data: aceite.data ? formatDate(aceite.data) : '—',
            })}
            {needsTermos(user) && t('terms_waiting', { versao: user.versaoTermos })}
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('terms_never')}
          </Alert>
        )}
        {needsTermos(user) && (
          <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
            {t('accept_terms')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ConvitesCard({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const { hash } = useLocation();
  const t = useT();
  // the user menu's "Convites pendentes (n)" comes here (#convites)
  useEffect(() => {
    if (hash === '#convites') document.getElementById('convites')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const responder = useResponderConvite({
    onSuccess: (acao) =>
      notify(acao === 'aceitar' ? t('invite_accepted') : t('invite_refused'), { type: 'success' }),
    onError: (error) => notify(apiErrors(error).message, { type: 'error' }),
  });
  return (
    <Card id="convites">
      <CardHeader title={t('companies')} />
      <CardContent>
        <List dense disablePadding>
          {user.perfis.map((p) => (
            <ListItem
              key={p.perfilId}
              disableGutters
              secondaryAction={
                !p.aceito && p.ativo ? (
                  <ConviteActions perfilId={p.perfilId} responder={responder} size="small" />
                ) : undefined
              }
            >
              <ListItemText primary={p.empresa.nome} secondary={p.papelNome} />
              {!p.ativo && <Chip size="small" label={t('inactive')} sx={{ mr: 1 }} />}
              {p.ativo && !p.aceito && (
                <Chip size="small" color="warning" label={t('invite_pending')} sx={{ mr: 18 }} />
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** /e/{id}/usuarios/me: own name and matrícula, password, terms, invitations (no extra permission). */
export function MeuPerfilPage() {
  const { user } = useAcesso();
  const t = useT();
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Title title={t('title')} />
      <DadosCard key={user.updatedAt ?? user.usuarioId} user={user} />
      <SenhaCard />
      <TermosCard user={user} />
      <ConvitesCard user={user} />
    </Box>
  );
}
