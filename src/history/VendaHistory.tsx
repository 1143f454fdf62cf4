import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RegisterModel } from '../../core/schema/model';
import { sameValue } from '../conflicts/merge';
import type { CampoExtraRecord, VendaRecord } from '../vendas/api';
import { toFormValues, type VendaFormValues } from '../vendas/formModel';
import { subjectOf } from './describe';
import { focusInput, type HistoryRestore, RecordHistory } from './RecordHistory';

/** The sale's fields its form edits (the API's names; the seller only for those who may change it). */
const FIELDS = [
  'clienteNome',
  'clienteDocumento',
  'clienteTelefone',
  'clienteEmail',
  'data',
  'vendaStatusId',
  'vendedorId',
  'equipeId',
  'origemId',
  'pdvId',
  'sistemaId',
  'itens',
  'extras',
  'observacoes',
] as const;

/** Where the cursor goes for a field that is a list of inputs. */
const FIRST_INPUT: Record<string, string> = { itens: 'itens.0.produtoId', extras: 'extras.0.valor' };

const NO_DEFAULTS = { hoje: '', vendedorId: null, equipeId: null, vendaStatusId: null };

/**
 * The sale's history (src/vendas/VendaForm.tsx): the sale's values go back into its form through the form's own
 * shape (toFormValues: items as lines, extras by active field), so a restored version reads exactly as one opened.
 */
export function VendaHistory({
  model,
  record,
  campos,
  editable,
  vendedorEditable,
}: {
  model: RegisterModel;
  record: VendaRecord;
  /** Every extra field of the company (the form lines up the active ones). */
  campos: readonly CampoExtraRecord[];
  /** False on the show page and on an audited sale one may not change. */
  editable: boolean;
  vendedorEditable: boolean;
}) {
  const subject = useMemo(() => subjectOf(model), [model]);
  const form = useFormContext<VendaFormValues>();
  const restore = useMemo<HistoryRestore | undefined>(() => {
    if (!editable) return undefined;
    const writable = FIELDS.filter((f) => f !== 'vendedorId' || vendedorEditable);
    const set = form.setValue as unknown as (name: string, value: unknown, options: object) => void;
    const get = form.getValues as unknown as (name: string) => unknown;
    return {
      writable: new Set<string>(writable),
      put(values, names) {
        const asForm = toFormValues(values as Partial<VendaRecord>, campos, NO_DEFAULTS) as unknown as Record<
          string,
          unknown
        >;
        for (const name of names) {
          if (!(name in asForm)) continue;
          if (!sameValue(get(name), asForm[name]))
            set(name, asForm[name], { shouldDirty: true, shouldTouch: true });
        }
      },
      focus: (name) =>
        focusInput(FIRST_INPUT[name] ?? name, (n) => (form.setFocus as unknown as (n: string) => void)(n)),
    };
  }, [editable, vendedorEditable, form, campos]);
  return (
    <RecordHistory
      resource="vendas"
      id={record.id}
      subject={subject}
      current={record as unknown as Record<string, unknown>}
      restore={restore}
      name={model.represent(record as unknown as Record<string, unknown>)}
    />
  );
}
