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
import { isAxiosError } from 'axios';
import { type FormEvent, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { http } from '../data/http';
import { DraftOffer } from '../drafts/DraftOffer';
import { useFormDraft } from '../drafts/useFormDraft';
import { formatDate } from '../lib/dates';
import { ConviteActions, useResponderConvite } from '../session/Convites';
import { setSessionUser } from '../session/setSessionUser';
import type { SessionUser } from '../session/types';
import { needsTerms } from '../shell/TermsGate';

type FieldErrors = Record<string, string>;

/** The server's `{ message, errors[] }` (CONTRACT.md §6) as a message and errors by field. */
function apiErrors(error: unknown): { message: string; fields: FieldErrors } {
  if (isAxiosError<{ message?: string; errors?: Array<{ field: string; message: string }> }>(error)) {
    const body = error.response?.data;
    return {
      message: body?.message ?? error.message,
      fields: Object.fromEntries((body?.errors ?? []).map((e) => [e.field, e.message])),
    };
  }
  return { message: String(error), fields: {} };
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
    if (!nome.trim()) local.nomeCompleto = 'Campo obrigatório.';
    if (matricula && !/^\d+$/.test(matricula)) local.matricula = 'A matrícula tem só números.';
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { nomeCompleto: nome.trim(), matricula: matricula ? Number(matricula) : null },
      {
        onSuccess: () => {
          draft.clear();
          notify('Dados salvos.', { type: 'success' });
        },
      },
    );
  };
  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader title="Meus dados" />
      <CardContent>
        <DraftOffer draft={draft} />
        <Stack spacing={2}>
          <TextField
            label="E-mail"
            value={user.email}
            disabled
            helperText="Para mudar o e-mail, fale com o administrador."
          />
          <TextField
            label="Nome completo"
            value={nome}
            onChange={(e) => setField('nomeCompleto', e.target.value)}
            required
            error={!!errors.nomeCompleto}
            helperText={errors.nomeCompleto}
          />
          <TextField
            label="Matrícula"
            value={matricula}
            onChange={(e) => setField('matricula', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.matricula}
            helperText={errors.matricula}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Salvar
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SenhaCard() {
  const notify = useNotify();
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveMe(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!senhaAtual) local.senhaAtual = 'Informe a senha atual.';
    if (novaSenha.length < 8) local.novaSenha = 'Deve ter pelo menos 8 caracteres.';
    if (confirmacao !== novaSenha) local.confirmacao = 'A confirmação não confere com a nova senha.';
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { senhaAtual, novaSenha },
      {
        onSuccess: () => {
          setSenhaAtual('');
          setNovaSenha('');
          setConfirmacao('');
          notify('Senha trocada. As outras sessões foram encerradas.', { type: 'success' });
        },
      },
    );
  };
  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader title="Trocar senha" />
      <CardContent>
        <Stack spacing={2}>
          {[
            ['senhaAtual', 'Senha atual', senhaAtual, setSenhaAtual, 'current-password'],
            ['novaSenha', 'Nova senha', novaSenha, setNovaSenha, 'new-password'],
            ['confirmacao', 'Confirme a nova senha', confirmacao, setConfirmacao, 'new-password'],
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
              Trocar senha
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
  return (
    <Card>
      <CardHeader title="Termos de uso" />
      <CardContent>
        {aceite?.versao ? (
          <Alert severity={needsTerms(user) ? 'warning' : 'success'} sx={{ mb: 2 }}>
            Você aceitou a versão {aceite.versao} em {aceite.data ? formatDate(aceite.data) : '—'}.
            {needsTerms(user) && ` A versão ${user.versaoTermos} aguarda o seu aceite.`}
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Você ainda não aceitou os termos de uso.
          </Alert>
        )}
        {needsTerms(user) && (
          <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
            Aceitar os termos de uso
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ConvitesCard({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const { hash } = useLocation();
  // the user menu's "Convites pendentes (n)" comes here (#convites)
  useEffect(() => {
    if (hash === '#convites') document.getElementById('convites')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const responder = useResponderConvite({
    onSuccess: (acao) =>
      notify(acao === 'aceitar' ? 'Convite aceito.' : 'Convite recusado.', { type: 'success' }),
    onError: (error) => notify(apiErrors(error).message, { type: 'error' }),
  });
  return (
    <Card id="convites">
      <CardHeader title="Minhas empresas e convites" />
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
              {!p.ativo && <Chip size="small" label="Inativo" sx={{ mr: 1 }} />}
              {p.ativo && !p.aceito && (
                <Chip size="small" color="warning" label="Convite pendente" sx={{ mr: 18 }} />
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
      <Title title="Meu perfil" />
      <DadosCard key={user.updatedAt ?? user.usuarioId} user={user} />
      <SenhaCard />
      <TermosCard user={user} />
      <ConvitesCard user={user} />
    </Box>
  );
}
