import { useCallback, useRef } from 'react';
import { useRecordContext, useRegisterMutationMiddleware } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DraftOffer } from './DraftOffer';
import { useFormDraft } from './useFormDraft';

/**
 * The draft of a react-admin form (inside `<SimpleForm>` of a `<Create>` or `<Edit>`): kept while it is dirty,
 * offered at the top when the form opens again, and dropped once the save succeeds (a mutation middleware, so
 * react-admin's own success handling — its message, its redirect — stays as it is).
 *
 * @example <SimpleForm><RegisterFormDraft resource="produtos" />…inputs…</SimpleForm>
 */
export function RegisterFormDraft({ resource, enabled = true }: { resource: string; enabled?: boolean }) {
  const form = useFormContext();
  const record = useRecordContext<{ id?: string | number; updatedAt?: string }>();
  const draft = useFormDraft({
    resource,
    recordId: record?.id ?? null,
    form,
    baseUpdatedAt: record?.updatedAt ?? null,
    enabled,
  });
  const clear = useRef(draft.clear);
  clear.current = draft.clear;
  const afterSave = useCallback(
    (resourceName: string, params: unknown, next: (resource: string, params: unknown) => unknown) =>
      Promise.resolve(next(resourceName, params)).then((result) => {
        clear.current();
        return result;
      }),
    [],
  );
  useRegisterMutationMiddleware(afterSave);
  return <DraftOffer draft={draft} />;
}
