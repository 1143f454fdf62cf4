import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type RaRecord,
  useDataProvider,
  useGetOne,
  useRecordContext,
  useResourceDefinitions,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fieldLabel } from '../../core/schema/labels';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { valueText } from '../schema/elements';
import { formFields } from '../schema/formValues';
import { ConflictMerge } from './ConflictMerge';
import type { ConflictField } from './merge';
import { CONFLICT_TEXTS } from './texts';
import {
  loadHistory,
  useConflictMerge,
  useMergeFollowsConflict,
  type WithHistorico,
} from './useConflictMerge';

/**
 * The conflict merge of a register form in react-admin's edit context (the generic edit, the negotiation): on a
 * 409 it reads the stored record with a fresh GET (not through the cache, whose change would reset the form), asks
 * the record's history who changed what, and opens the merge. The choices land in the form's own inputs and the
 * form's `updatedAt` becomes the stored one, so the next "Salvar" goes against the new version.
 */

/** A reference by its record's representation (the cache usually has it: the form's autocomplete read it). */
function ReferenceText({ resource, id }: { resource: string; id: unknown }) {
  const definitions = useResourceDefinitions();
  const { data } = useGetOne<RaRecord>(resource, { id: id as RaRecord['id'] }, { retry: false });
  const representation = definitions[resource]?.recordRepresentation;
  if (!data) return <>{String(id)}</>;
  if (typeof representation === 'function') return <>{String(representation(data))}</>;
  if (typeof representation === 'string') return <>{String(data[representation] ?? id)}</>;
  return <>{String(data.nome ?? id)}</>;
}

/** A value as the register shows it: money as R$, dates dd/mm/aaaa, enum labels, references by name. */
export function registerValue(field: FieldModel, value: unknown) {
  if (value === null || value === undefined || value === '') return null;
  if (field.kind === 'reference' && field.reference)
    return <ReferenceText resource={field.reference.resource} id={value} />;
  if (field.kind === 'array' && Array.isArray(value))
    return value
      .map((item) =>
        field.items && typeof item === 'object' && item !== null
          ? field.items
              .map((sub) => valueText(sub, (item as Record<string, unknown>)[sub.name]))
              .filter(Boolean)
              .join(' – ')
          : (field.enumLabels?.[String(item)] ?? String(item)),
      )
      .join('\n');
  if (field.kind === 'object') return JSON.stringify(value);
  return valueText(field, value) || String(value);
}

export function RegisterConflictMerge({
  model,
  conflict,
  title = CONFLICT_TEXTS.title,
  combine,
}: {
  model: RegisterModel;
  /** True once a save met a 409; each rise (false → true) reads the stored version again. */
  conflict: boolean;
  /** What happened, in the register's words. */
  title?: string;
  /** Fields whose two versions can be kept together (e.g. `{ notas: appendedItems }`); keep it stable. */
  combine?: Readonly<Record<string, NonNullable<ConflictField['combine']>>>;
}) {
  const form = useFormContext();
  const record = useRecordContext();
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & WithHistorico;
  const inputs = useMemo(() => formFields(model).filter((f) => f.kind !== 'password'), [model]);
  const fields = useMemo<ConflictField[]>(
    () => inputs.map((f) => ({ path: f.name, label: fieldLabel(model, f), combine: combine?.[f.name] })),
    [inputs, model, combine],
  );
  const byName = useMemo(() => new Map(inputs.map((f) => [f.name, f])), [inputs]);
  const merge = useConflictMerge({ form, fields });

  const open = useCallback(() => {
    if (!record) return;
    // a merge already made is where the form now starts from
    const base = (merge.theirValues as RaRecord | undefined) ?? record;
    // a draft restored from an older version (src/drafts) puts its base updatedAt in the form: its values are
    // not known, so every difference becomes a choice
    const held = form.getValues('updatedAt') as unknown;
    const known = typeof held !== 'string' || held === base.updatedAt;
    void merge.open({
      base: known ? base : null,
      since: known ? ((base.updatedAt as string | undefined) ?? null) : held,
      load: async () => {
        const { data } = await dataProvider.getOne(model.resource, { id: record.id });
        return { values: data, updatedAt: String(data.updatedAt) };
      },
      history: () => loadHistory(dataProvider, model.resource, record.id),
    });
  }, [record, merge, dataProvider, model.resource, form]);

  // the next save carries the stored version's updatedAt (writableValues sends the form's)
  const setUpdatedAt = useCallback((updatedAt: string) => form.setValue('updatedAt', updatedAt), [form]);
  useMergeFollowsConflict(conflict, open, merge.updatedAt, setUpdatedAt);

  // a saved (or reloaded) record resets the form: the merge is over
  const seen = useRef(record?.updatedAt);
  const { close } = merge;
  useEffect(() => {
    if (record?.updatedAt !== seen.current) {
      seen.current = record?.updatedAt;
      close();
    }
  }, [record?.updatedAt, close]);

  return (
    <ConflictMerge
      merge={merge}
      title={title}
      onRetry={open}
      format={(row, value) => {
        const field = byName.get(row.path);
        return field ? registerValue(field, value) : String(value ?? '');
      }}
    />
  );
}
