import { Button, Chip, Stack } from '@mui/material';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Papel } from '../../core/session/types';
import { SITUACOES, type Situacao } from '../../core/usuarios/records';
import { useAcesso } from '../company/AcessoContext';
import { useConfirm } from '../components/confirm';
import { apiErrorText } from '../data/apiError';
import type { PessoasDataProvider } from './provider';

/** What the user and profile screens share: choices, the state chip, the profile actions, save failures. */

export const usePessoasProvider = () => useDataProvider<PessoasDataProvider>();

/** A notification with our own (already Portuguese) text: no translation key to look up. */
export function useNotifyText() {
  const notify = useNotify();
  // a text or a message key: react-admin translates the notification, the text itself when it is no key
  return useCallback(
    (text: string, type: 'success' | 'error' | 'info' | 'warning' = 'success') =>
      notify(text, { type, messageArgs: { _: text } }),
    [notify],
  );
}

/** Every role (GET /papeis): global and rarely changed, so read once per company visit. */
export function usePapeis() {
  const provider = usePessoasProvider();
  const { empresaId } = useAcesso();
  return useQuery<Papel[]>({ queryKey: ['pessoas', empresaId, 'papeis'], queryFn: () => provider.papeis() });
}

/**
 * Whether the user may give (and take away) a role: only the roles below their own (papeisAbaixo), as the server
 * checks; ADMIN any.
 */
export function useManageablePapel(): (papelId: number | null | undefined) => boolean {
  const { isAdmin, papel } = useAcesso();
  return useCallback(
    (papelId) => papelId != null && (isAdmin || (papel?.papeisAbaixo.includes(papelId) ?? false)),
    [isAdmin, papel],
  );
}

export interface Choice {
  id: number;
  name: string;
  disabled?: boolean;
}

/**
 * The roles a select offers: those the user may give. The record's current role stays listed (disabled when it is
 * out of reach), so the select still says what it is.
 */
export function papelChoices(
  papeis: readonly Papel[] | undefined,
  manageable: (papelId: number) => boolean,
  current?: number | null,
): Choice[] {
  return (papeis ?? []).flatMap((p) => {
    const allowed = manageable(p.papelId);
    if (!allowed && p.papelId !== current) return [];
    return [{ id: p.papelId, name: p.nome, ...(allowed ? {} : { disabled: true }) }];
  });
}

const CHIP: Record<Situacao, { color: 'warning' | 'success' | 'default'; variant: 'outlined' | 'filled' }> = {
  pendente: { color: 'warning', variant: 'outlined' },
  ativo: { color: 'success', variant: 'outlined' },
  desativado: { color: 'default', variant: 'filled' },
};

export function SituacaoChip({ situacao }: { situacao: Situacao | null | undefined }) {
  const t = useTranslate();
  if (!situacao) return null;
  const nome = SITUACOES.find((s) => s.id === situacao)?.name ?? situacao;
  const label = t(`app.usuarios.situacao.${situacao}`, { _: nome });
  return <Chip size="small" label={label} {...CHIP[situacao]} />;
}

/**
 * After a profile changed, every list and record of users and profiles may be out of date: react-admin's
 * queries for both resources are invalidated (the active ones refetch). The session's own keys
 * (['usuarios', 'me'] …) are left alone.
 */
export function invalidatePessoas(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [resource, method] = query.queryKey;
      return (
        (resource === 'usuarios' || resource === 'perfis') &&
        typeof method === 'string' &&
        method.startsWith('get')
      );
    },
  });
}

/** The message of a failed call: the server's words when it said something (src/data/apiError.ts). */
export function errorMessage(error: unknown): string {
  // a message key when the server said nothing: useNotifyText and the alert translate it
  return apiErrorText(error, 'app.usuarios.erro_operacao');
}

/** Each action's words and colour: its button, the confirmation before it and the notice after it. */
const ACOES = {
  ativar: {
    label: 'app.usuarios.acoes.ativar',
    title: 'app.usuarios.acoes.ativar_titulo',
    color: 'success',
    consequence: 'app.usuarios.acoes.ativar_msg',
    done: 'app.usuarios.acoes.ativado',
  },
  desativar: {
    label: 'app.usuarios.acoes.desativar',
    title: 'app.usuarios.acoes.desativar_titulo',
    color: 'error',
    consequence: 'app.usuarios.acoes.desativar_msg',
    done: 'app.usuarios.acoes.desativado',
  },
} as const;

/**
 * Ativar / Desativar a profile (the one that applies), after the confirmation dialog. Disabled when the
 * profile's role (`papelId`) is out of the user's reach (the server would refuse).
 */
export function PerfilAcoes({
  perfilId,
  papelId,
  ativo,
  nome,
}: {
  perfilId: number;
  papelId: number;
  ativo: boolean;
  nome: string;
}) {
  const manageable = useManageablePapel();
  const provider = usePessoasProvider();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotifyText();
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const acao = ativo ? 'desativar' : 'ativar';
  const { label, title, color, consequence, done } = ACOES[acao];
  const run = async () => {
    const ok = await confirm({
      title: t(title),
      message: t(consequence, { nome }),
      confirmText: t(label),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await (acao === 'ativar' ? provider.ativarPerfil(perfilId) : provider.desativarPerfil(perfilId));
      await invalidatePessoas(queryClient);
      notify(t(done));
    } catch (error) {
      const text = errorMessage(error);
      notify(text, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        color={color}
        disabled={!manageable(papelId) || busy}
        onClick={() => void run()}
      >
        {t(label)}
      </Button>
    </Stack>
  );
}
