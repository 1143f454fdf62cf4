import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import { formFields } from '../schema/formValues';
import { type HistoryEntry, subjectOf } from './describe';
import { InlineHistory, useFormRestore } from './RecordHistory';
import { ALTERACOES_TEXTS } from './texts';

/** An entry that only added notes: the notes list above already shows them. */
const onlyNotes = (entry: HistoryEntry) => {
  const names = Object.keys(entry.campos ?? {});
  return entry.acao === 'alterado' && names.length > 0 && names.every((n) => n === 'notas');
};

/**
 * A negotiation's changes, stage moves and conversion, in its "Histórico" under the notes (src/negociacoes). The
 * notes are a timeline that only grows, so no version takes them back.
 */
export function NegociacaoHistory({ model }: { model: RegisterModel }) {
  const record = useRecordContext();
  const subject = useMemo(() => subjectOf(model), [model]);
  const writable = useMemo(
    () =>
      formFields(model)
        .filter((f) => !f.createOnly && f.name !== 'notas')
        .map((f) => f.name),
    [model],
  );
  const restore = useFormRestore(writable);
  if (!record) return null;
  return (
    <InlineHistory
      title={ALTERACOES_TEXTS.negotiation}
      resource={model.resource}
      id={record.id}
      subject={subject}
      current={record}
      restore={restore}
      skip={onlyNotes}
    />
  );
}
