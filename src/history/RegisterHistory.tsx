import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import { formFields } from '../schema/formValues';
import { subjectOf } from './describe';
import { RecordHistory, useFormRestore } from './RecordHistory';

/**
 * The history of the record on a generic register page (src/schema/screens.tsx): inside the edit form it can put
 * values back into the form; on the show page it only reads.
 */
export function RegisterHistory({ model, editing = false }: { model: RegisterModel; editing?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  return editing ? <EditingHistory model={model} /> : <Reading model={model} />;
}

function Reading({ model }: { model: RegisterModel }) {
  const record = useRecordContext();
  const subject = useMemo(() => subjectOf(model), [model]);
  return (
    <RecordHistory
      resource={model.resource}
      id={record?.id}
      subject={subject}
      current={record}
      name={record ? model.represent(record) : undefined}
    />
  );
}

function EditingHistory({ model }: { model: RegisterModel }) {
  const record = useRecordContext();
  const subject = useMemo(() => subjectOf(model), [model]);
  // fixed after create (a natural key) is not the form's to change
  const writable = useMemo(
    () =>
      formFields(model)
        .filter((f) => !f.createOnly)
        .map((f) => f.name),
    [model],
  );
  const restore = useFormRestore(writable);
  return (
    <RecordHistory
      resource={model.resource}
      id={record?.id}
      subject={subject}
      current={record}
      restore={restore}
      name={record ? model.represent(record) : undefined}
    />
  );
}
