import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { type Cor, corOuPadrao } from '../theme/cores';
import { useThemePreview } from '../theme/ThemeRoot';
import {
  type Aparencia,
  aparenciaDe,
  type EmpresaDetalhe,
  empresaQueryKey,
  fetchEmpresa,
  mensagemDeErro,
  salvarAparencia,
} from './api';

export interface AparenciaEditor {
  status: 'pending' | 'error' | 'success';
  empresa: EmpresaDetalhe | undefined;
  loadError: string | null;
  /** What is on screen: the saved appearance with the unsaved changes on top. */
  atual: Aparencia;
  dirty: boolean;
  saving: boolean;
  setCor: (cor: Cor) => void;
  setIcone: (icone: string | null) => void;
  salvar: () => void;
  descartar: () => void;
}

const VAZIA: Aparencia = { cor: null, icone: null };

/**
 * The appearance page's state: loads the company, keeps the unsaved choice, previews its colour in the live
 * theme while the page is open, saves with PUT /empresas/{id}/aparencia.
 *
 * The preview stays on the shown colour (saved or not) until the page unmounts: after a save the shell's own
 * colour catches up through `onSaved` without a flash of the old one.
 */
export function useAparenciaEditor(
  empresaId: number,
  onSaved?: (aparencia: Aparencia) => void,
): AparenciaEditor {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { setPreviewCor } = useThemePreview();
  const query = useQuery({ queryKey: empresaQueryKey(empresaId), queryFn: () => fetchEmpresa(empresaId) });
  // null: nothing changed. Kept apart from the saved value, so a refetch never overwrites a pending choice
  // and "Descartar" is just forgetting it.
  const [draft, setDraft] = useState<Aparencia | null>(null);

  const salva = query.data ? aparenciaDe(query.data) : VAZIA;
  const atual = draft ?? salva;
  const dirty = draft !== null && (draft.cor !== salva.cor || draft.icone !== salva.icone);

  const corPrevia = query.data ? corOuPadrao(atual.cor) : null;
  useEffect(() => {
    setPreviewCor(corPrevia);
  }, [corPrevia, setPreviewCor]);
  // Leaving the page, saved or not, hands the colour back to the company's.
  useEffect(() => () => setPreviewCor(null), [setPreviewCor]);

  const mutation = useMutation({
    mutationFn: (aparencia: Aparencia) => salvarAparencia(empresaId, aparencia),
    onSuccess: (empresa) => {
      queryClient.setQueryData(empresaQueryKey(empresaId), empresa);
      setDraft(null);
      notify('Aparência salva.', { type: 'success' });
      onSaved?.(aparenciaDe(empresa));
    },
    onError: (error) => notify(mensagemDeErro(error), { type: 'error' }),
  });

  return {
    status: query.status,
    empresa: query.data,
    loadError: query.error ? mensagemDeErro(query.error) : null,
    atual,
    dirty,
    saving: mutation.isPending,
    setCor: (cor) => setDraft({ ...atual, cor }),
    setIcone: (icone) => setDraft({ ...atual, icone }),
    salvar: () => mutation.mutate(atual),
    descartar: () => setDraft(null),
  };
}
