import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import {
  authorOf,
  type ChangeAuthor,
  type ConflictChoice,
  type ConflictField,
  type ConflictRow,
  choiceOf,
  type HistoryEntry,
  threeWay,
} from './merge';

/**
 * The headless half of the conflict merge: given the form (react-hook-form), the values it started from and the
 * stored version someone else saved, it compares the three, puts the other person's changes to untouched fields
 * into the form, keeps everything typed, and offers per field "mine", "theirs" or an edit in the form's own input.
 * The save that follows goes against the stored version's `updatedAt` (the caller's part: `updatedAt` here).
 *
 * @example
 *   const merge = useConflictMerge({ form, fields: [{ path: 'nome', label: 'Nome' }] });
 *   // on a 409:
 *   await merge.open({ base: recordAsLoaded, load: async () => fetchCurrent(), history: () => fetchHistorico() });
 *   // merge.rows → [{ path: 'nome', kind: 'both', mine: 'B', theirs: 'C', choice: 'mine', author: {…} }]
 *   merge.choose('nome', 'theirs');
 */

/** The stored version, as form values, and its updatedAt (what the next save must carry). */
export interface TheirVersion {
  values: unknown;
  updatedAt: string;
}

export interface OpenMerge {
  /**
   * The values the form started from, in the form's shape; a merge already made counts as the new start. `null`
   * when unknown (a draft restored from an older version): then every difference is a choice.
   */
  base: unknown;
  /** The updatedAt of `base`: history entries after it are the other person's. */
  since?: string | null;
  /** Reads the stored version (a fresh GET, never a cached copy). */
  load: () => Promise<TheirVersion>;
  /** Reads the record's history (docs/contrato.md §5 historico); a failure or 404 leaves only "when". */
  history?: () => Promise<HistoryEntry[]>;
}

export interface MergeRow extends ConflictRow {
  /** What the form holds now, read live. */
  current: unknown;
  choice: ConflictChoice;
  /** Who changed it on their side and when; null for a field only I changed. */
  author: ChangeAuthor | null;
}

export type MergeStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Opened {
  rows: ConflictRow[];
  since: string | null;
  theirs: TheirVersion;
  history: HistoryEntry[] | null;
}

export interface ConflictMerge {
  status: MergeStatus;
  /** The rows to decide, choices first; empty while idle or loading. */
  rows: MergeRow[];
  /** The updatedAt the next save must send (the stored version's), once the merge is open. */
  updatedAt: string | null;
  /** The values of the stored version, once read (the base of a later conflict). */
  theirValues: unknown;
  /** Whether the history named who changed things (false: only when is known). */
  knowsWho: boolean;
  open(args: OpenMerge): Promise<void>;
  /** Puts one version in the form: mine, theirs, or both together where the field combines them. */
  choose(path: string, which: 'mine' | 'theirs' | 'combined'): void;
  /** Every field I changed back to my version (the fields only they changed keep theirs). */
  keepAllMine(): void;
  /** Every field to the stored version: what I typed is dropped, by choice. */
  takeAllTheirs(): void;
  /** Puts the cursor in the field's own input, to edit the value there. */
  edit(path: string): void;
  /** Closes the merge (after a successful save, or when the record is read anew). */
  close(): void;
}

type Form<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'getValues' | 'setValue' | 'setFocus' | 'control' | 'clearErrors'
>;

export function useConflictMerge<T extends FieldValues>({
  form,
  fields,
}: {
  form: Form<T>;
  fields: readonly ConflictField[];
}): ConflictMerge {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [status, setStatus] = useState<MergeStatus>('idle');
  // the latest open() wins: an older one that answers late is ignored
  const attempt = useRef(0);
  // loose paths: the hook works on any form's values (a dot path, not T's typed paths)
  const set = form.setValue as unknown as (path: string, value: unknown, options?: object) => void;
  const clearErrors = form.clearErrors as unknown as (path: string) => void;

  const put = useCallback(
    (path: string, value: unknown) => {
      set(path, value, { shouldDirty: true, shouldTouch: true });
      clearErrors(path);
    },
    [set, clearErrors],
  );

  const open = useCallback(
    async ({ base, since = null, load, history }: OpenMerge) => {
      const mine = attempt.current + 1;
      attempt.current = mine;
      setStatus('loading');
      try {
        const [theirs, entries] = await Promise.all([
          load(),
          history ? history().catch(() => null) : Promise.resolve(null),
        ]);
        if (attempt.current !== mine) return;
        const { rows } = threeWay(fields, base, form.getValues(), theirs.values);
        // what only they changed comes in at once: the user never touched it
        for (const row of rows)
          if (row.kind === 'theirs') put(row.path, row.theirs);
          else if (row.combined !== undefined) put(row.path, row.combined);
        setOpened({ rows, since, theirs, history: Array.isArray(entries) ? entries : null });
        setStatus('ready');
      } catch {
        if (attempt.current === mine) setStatus('failed');
      }
    },
    [fields, form, put],
  );

  // re-render as the user edits (the rows say what the form holds now); read from getValues, always current
  const watched = useWatch({
    control: form.control as UseFormReturn<FieldValues>['control'],
    disabled: opened === null,
  });
  const getValue = form.getValues as unknown as (path: string) => unknown;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `watched` is the trigger, getValues the reading
  const rows = useMemo<MergeRow[]>(() => {
    if (!opened) return [];
    return opened.rows.map((row) => {
      const current = getValue(row.path);
      return {
        ...row,
        current,
        choice: choiceOf(row, current),
        author:
          row.kind === 'mine'
            ? null
            : authorOf(row.historyKey, opened.history, opened.since, opened.theirs.updatedAt),
      };
    });
  }, [opened, watched, getValue]);

  const byPath = useCallback((path: string) => opened?.rows.find((r) => r.path === path), [opened]);
  const choose = useCallback(
    (path: string, which: 'mine' | 'theirs' | 'combined') => {
      const row = byPath(path);
      if (!row) return;
      if (which === 'combined' && row.combined === undefined) return;
      put(path, which === 'mine' ? row.mine : which === 'theirs' ? row.theirs : row.combined);
    },
    [byPath, put],
  );
  const keepAllMine = useCallback(() => {
    for (const row of opened?.rows ?? []) if (row.kind !== 'theirs') put(row.path, row.mine);
  }, [opened, put]);
  const takeAllTheirs = useCallback(() => {
    for (const row of opened?.rows ?? []) put(row.path, row.theirs);
  }, [opened, put]);
  const edit = useCallback(
    (path: string) => (form.setFocus as unknown as (path: string) => void)(path),
    [form],
  );
  const close = useCallback(() => {
    attempt.current += 1;
    setOpened(null);
    setStatus('idle');
  }, []);

  return {
    status,
    rows,
    updatedAt: opened?.theirs.updatedAt ?? null,
    theirValues: opened?.theirs.values,
    knowsWho: Boolean(opened?.history),
    open,
    choose,
    keepAllMine,
    takeAllTheirs,
    edit,
    close,
  };
}

/** A dataProvider that may answer a record's history (src/company/dataProvider.ts `historico`). */
export type WithHistorico = {
  historico?: (resource: string, params: { id: unknown }) => Promise<unknown>;
};

/**
 * A record's history through the dataProvider, for "who changed it"; a provider without one (or a bad answer)
 * fails, and the merge then says only when.
 */
export async function loadHistory(
  dataProvider: WithHistorico,
  resource: string,
  id: unknown,
): Promise<HistoryEntry[]> {
  if (typeof dataProvider.historico !== 'function') throw new Error('sem histórico');
  const entries = await dataProvider.historico(resource, { id });
  if (!Array.isArray(entries)) throw new Error('histórico inválido');
  return entries as HistoryEntry[];
}

/**
 * What every form with a merge does around it: each new 409 opens (or refreshes) the merge, and the stored
 * version's updatedAt goes into the form, so the next save goes against it.
 */
export function useMergeFollowsConflict(
  conflict: boolean,
  open: () => void,
  updatedAt: string | null | undefined,
  setUpdatedAt: (updatedAt: string) => void,
) {
  const wasConflict = useRef(false);
  useEffect(() => {
    if (conflict && !wasConflict.current) open();
    wasConflict.current = conflict;
  }, [conflict, open]);
  useEffect(() => {
    if (updatedAt) setUpdatedAt(updatedAt);
  }, [updatedAt, setUpdatedAt]);
}
