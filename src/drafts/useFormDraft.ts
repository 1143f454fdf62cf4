import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getStoredUsuario } from '../auth/session';
import { AcessoContext } from '../company/AcessoContext';
import {
  type DraftOwner,
  draftKey,
  readDraft,
  removeDraft,
  type StoredDraft,
  sameValues,
  writeDraft,
} from './draftStore';

/** Longest a change waits before it is written; pagehide, a hidden tab and leaving the form write at once. */
export const DRAFT_WRITE_DELAY_MS = 300;

// Not what the user typed: a draft that differs from the record only here is no draft.
const NOT_TYPED = ['updatedAt'] as const;

export interface UseFormDraftOptions<T extends FieldValues> {
  /** The resource, e.g. 'vendas', 'produtos', 'usuarios', 'me'. */
  resource: string;
  /** The record being edited; null or undefined for a new one (stored as 'novo'). */
  recordId?: string | number | null;
  /** The form (react-hook-form, which react-admin's forms are too). */
  form: UseFormReturn<T>;
  /** The record's updatedAt as the form loaded it; stored with the draft, as the base a later save must name. */
  baseUpdatedAt?: string | null;
  /** False on a read-only page: no draft is kept nor offered. */
  enabled?: boolean;
  /** Whose draft; by default the signed-in user in the current company (or 'admin' outside any company). */
  owner?: DraftOwner | null;
  /** The clock, for tests. */
  now?: () => Date;
}

export interface FormDraft {
  /** A draft kept from an earlier visit, waiting for "Restaurar" or "Descartar"; null when there is none. */
  offer: { savedAt: Date } | null;
  /** Puts the draft's values in the form (dirty against the stored record) and keeps it as the new draft. */
  restore(): void;
  /** Drops the offered draft; the form keeps the stored record. */
  discard(): void;
  /** After a successful save: drops the draft and any write still waiting. */
  clear(): void;
  /**
   * The updatedAt a save must send: the restored draft's base (so a record changed since meets the 409), until
   * the form adopts another version of the record; undefined when no draft was restored.
   */
  baseUpdatedAt: string | undefined;
}

/** The signed-in user and the company of the page, from the company's context or the stored session. */
export function useDraftOwner(): DraftOwner | null {
  const acesso = useContext(AcessoContext);
  const usuarioId = acesso?.user.usuarioId ?? getStoredUsuario()?.usuarioId;
  if (usuarioId === undefined) return null;
  return { usuarioId, empresaId: acesso?.empresaId ?? 'admin' };
}

interface Restored {
  /** The restored draft's base. */
  base: string | null;
  /** The record's updatedAt the form had when it was restored: another one means a newer base was adopted. */
  recordBase: string | null;
}

/** The base a write stores: the restored draft's while the form keeps the same record, else the record's. */
function baseOf({ baseUpdatedAt, restored }: { baseUpdatedAt?: string | null; restored: Restored | null }) {
  if (restored && restored.recordBase === (baseUpdatedAt ?? null)) return restored.base;
  return baseUpdatedAt ?? null;
}

const asRecord = (values: unknown) => (values ?? {}) as Record<string, unknown>;

/**
 * Keeps a form's unsaved values in the browser while it is dirty, and offers them back when the form opens again
 * (after a reload, a crash, a closed tab or a lost session). Each change is written within
 * {@link DRAFT_WRITE_DELAY_MS}, and at once when the page is hidden or left; a form back to the stored values has
 * no draft. While a draft is offered nothing is written over it: the user chooses first.
 *
 * @example
 *   const form = useFormContext<ProdutoValues>();
 *   const draft = useFormDraft({ resource: 'produtos', recordId: record?.id, form, baseUpdatedAt: record?.updatedAt });
 *   // after a successful save: draft.clear(); on screen: <DraftOffer draft={draft} />
 */
export function useFormDraft<T extends FieldValues>({
  resource,
  recordId,
  form,
  baseUpdatedAt,
  enabled = true,
  owner: givenOwner,
  now = () => new Date(),
}: UseFormDraftOptions<T>): FormDraft {
  const contextOwner = useDraftOwner();
  const owner = givenOwner === undefined ? contextOwner : givenOwner;
  const key =
    enabled && owner
      ? draftKey({ usuarioId: owner.usuarioId, empresaId: owner.empresaId, resource, recordId })
      : null;

  const [offered, setOffered] = useState<{ key: string; draft: StoredDraft } | null>(null);
  const [restored, setRestored] = useState<Restored | null>(null);
  const offeredRef = useRef(offered);
  offeredRef.current = offered;

  // what the latest change wants written, and the timer that will write it
  const pending = useRef<{ key: string; values: Record<string, unknown> | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saved = useRef(false);
  // the latest options, for the subscription and the listeners set up once per key
  const latest = useRef({ form, baseUpdatedAt, now, restored });
  latest.current = { form, baseUpdatedAt, now, restored };

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const job = pending.current;
    pending.current = null;
    if (!job) return;
    if (job.values === null) {
      removeDraft(job.key);
      return;
    }
    // The form's own updatedAt (react-admin's forms hold the whole record) is what its save sends.
    const own = job.values.updatedAt;
    writeDraft(job.key, {
      values: job.values,
      baseUpdatedAt: typeof own === 'string' ? own : baseOf(latest.current),
      savedAt: latest.current.now().toISOString(),
    });
  }, []);

  // On opening: a stored draft that differs from what the form shows is offered; an identical one is dropped.
  useEffect(() => {
    const draft = key === null ? null : readDraft(key);
    let next: { key: string; draft: StoredDraft } | null = null;
    if (key !== null && draft && !sameValues(draft.values, latest.current.form.getValues(), NOT_TYPED))
      next = { key, draft };
    else if (key !== null && draft) removeDraft(key);
    // set at once too: the form's own first reset (react-admin's, in a parent's effect) comes before the next
    // render and must not write over the offered draft
    offeredRef.current = next;
    setOffered(next);
  }, [key]);

  // Every change: written soon if the form differs from the stored record, removed if it is back to it.
  // By `subscribe`, which is stable: useFormContext() hands out a new object at each render of the provider.
  const subscribe = form.subscribe;
  useEffect(() => {
    if (key === null) return;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values, type }) => {
        if (offeredRef.current?.key === key) return;
        // after a save, only the user's next keystroke starts a new draft: what the form does on its own then
        // (react-admin re-reading the record, a redirect) is not typing
        if (saved.current && type !== 'change') return;
        saved.current = false;
        const defaults = asRecord(latest.current.form.formState.defaultValues);
        const current = asRecord(values);
        const dirty = !sameValues(current, defaults);
        pending.current = { key, values: dirty ? structuredCloneSafe(current) : null };
        if (timer.current === null) timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
      },
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // Another tab's "Sair" removes this user's drafts, while this tab's form is still open behind the
    // re-authentication dialog: what it holds is written back, so choosing "Entrar com outro usuário" loses nothing.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || event.newValue !== null || offeredRef.current?.key === key) return;
      const current = asRecord(latest.current.form.getValues());
      if (sameValues(current, asRecord(latest.current.form.formState.defaultValues))) return;
      pending.current = { key, values: structuredCloneSafe(current) };
      flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('storage', onStorage);
      // leaving the form (or the record changing) writes what is waiting
      flush();
    };
  }, [key, subscribe, flush]);

  const restore = useCallback(() => {
    const current = offeredRef.current;
    if (!current) return;
    const { form: f, baseUpdatedAt: recordBase } = latest.current;
    const values: Record<string, unknown> = { ...asRecord(f.getValues()), ...current.draft.values };
    // The base goes into the values, where a form's save reads the updatedAt it sends (react-admin's forms hold
    // the record's; the sale form reads one there too), so a record changed since meets the 409.
    if (current.draft.baseUpdatedAt !== null) values.updatedAt = current.draft.baseUpdatedAt;
    setRestored({ base: current.draft.baseUpdatedAt, recordBase: recordBase ?? null });
    latest.current.restored = { base: current.draft.baseUpdatedAt, recordBase: recordBase ?? null };
    offeredRef.current = null;
    setOffered(null);
    // against the stored record's values, so the form is dirty, leaving asks first, and the draft is kept
    f.reset(values as T, { keepDefaultValues: true, keepDirtyValues: false });
  }, []);

  const discard = useCallback(() => {
    const current = offeredRef.current;
    if (!current) return;
    removeDraft(current.key);
    offeredRef.current = null;
    setOffered(null);
  }, []);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    saved.current = true;
    setRestored(null);
    latest.current.restored = null;
    if (key !== null) removeDraft(key);
  }, [key]);

  const restoredBase =
    restored && restored.recordBase === (baseUpdatedAt ?? null) ? (restored.base ?? undefined) : undefined;
  const offer = useMemo(
    () => (offered && offered.key === key ? { savedAt: new Date(offered.draft.savedAt) } : null),
    [offered, key],
  );
  return { offer, restore, discard, clear, baseUpdatedAt: restoredBase };
}

/** A copy of the values as they are now (the form mutates its own objects later). */
function structuredCloneSafe(values: Record<string, unknown>): Record<string, unknown> {
  try {
    return structuredClone(values);
  } catch {
    // a value that cannot be cloned (a File, a function) is not worth a draft: JSON keeps the rest
    return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  }
}
