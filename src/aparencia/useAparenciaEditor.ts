import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { schemaLocale } from '../../core/schema/localize';
import type { Aparencia } from '../../core/session/types';
import { type FormDraft, useFormDraft } from '../drafts/useFormDraft';
import { type Cor, corOuPadrao } from '../theme/cores';
import { useThemePreview } from '../theme/ThemeRoot';
import {
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
  /** The unsaved choice kept from an earlier visit (src/drafts), offered back at the top of the page. */
  rascunho: FormDraft;
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
  const salva = query.data ? aparenciaDe(query.data) : VAZIA;
  // The unsaved choice lives in a react-hook-form form over the saved value: a refetch moves the saved value
  // without overwriting a pending choice (keepDirtyValues), "Descartar" resets to it, and the drafts module
  // keeps the choice across a reload.
  const form = useForm<Aparencia>({ values: salva, resetOptions: { keepDirtyValues: true } });
  const shown = useWatch({ control: form.control }) as Partial<Aparencia>;
  const atual: Aparencia = { cor: shown.cor ?? salva.cor, icone: shown.icone ?? salva.icone };
  const dirty = atual.cor !== salva.cor || atual.icone !== salva.icone;
  const rascunho = useFormDraft({
    resource: 'aparencia',
    recordId: empresaId,
    form,
    baseUpdatedAt: query.data?.updatedAt ?? null,
    enabled: query.status === 'success',
  });

  const corPrevia = query.data ? corOuPadrao(atual.cor) : null;
  useEffect(() => {
    setPreviewCor(corPrevia);
  }, [corPrevia, setPreviewCor]);
  // Leaving the page, saved or not, hands the colour back to the company's.
  useEffect(() => () => setPreviewCor(null), [setPreviewCor]);

  const mutation = useMutation({
    mutationFn: (aparencia: Aparencia) => salvarAparencia(empresaId, aparencia),
    onSuccess: (empresa) => {
      rascunho.clear();
      queryClient.setQueryData(empresaQueryKey(empresaId), empresa);
      form.reset(aparenciaDe(empresa), { keepDirtyValues: false });
      notify(schemaLocale() === 'en' ? 'Appearance saved.' : 'Aparência salva.', { type: 'success' });
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
    setCor: (cor) => form.setValue('cor', cor, { shouldDirty: true }),
    setIcone: (icone) => form.setValue('icone', icone, { shouldDirty: true }),
    salvar: () => mutation.mutate(atual),
    // an explicit reset drops the pending choice (the form's keepDirtyValues is for refetches only)
    descartar: () => form.reset(salva, { keepDirtyValues: false }),
    rascunho,
  };
}
