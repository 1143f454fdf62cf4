import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatCurrency, formatDay, formatNumber } from '../../core/schema/display';
import { fieldLabel } from '../../core/schema/labels';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { ConflictMerge } from '../conflicts/ConflictMerge';
import type { ConflictField } from '../conflicts/merge';
import {
  loadHistory,
  useConflictMerge,
  useMergeFollowsConflict,
  type WithHistorico,
} from '../conflicts/useConflictMerge';
import type { CampoExtraRecord, VendaRecord } from './api';
import { type ItemValues, meaningfulItems, toFormValues, type VendaFormValues } from './formModel';
import type { Lookups } from './useLookups';

/**
 * The conflict merge of the sale form (src/conflicts): on a 409 it reads the stored sale with a fresh GET, compares
 * it field by field with the sale as opened and as typed (the item lines as one field, "Itens"; each extra field
 * on its own), and puts the stored `updatedAt` in the form for the next save.
 */

const SCALARS = [
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
] as const;

const LAST = ['observacoes'] as const;

/** The lines that count: the blank line Enter leaves at the end is no change. */
const itemsForComparison = (value: unknown) =>
  Array.isArray(value)
    ? meaningfulItems(value as ItemValues[]).map((i) => ({
        produtoId: i.produtoId,
        quantidade: i.quantidade,
        precoUnitario: i.precoUnitario,
        adicionais: [...(i.adicionais ?? [])].sort((a, b) => a - b),
      }))
    : [];

const NO_DEFAULTS = { hoje: '', vendedorId: null, equipeId: null, vendaStatusId: null };

export function VendaConflictMerge({
  model,
  record,
  lookups,
  campos,
  conflict,
  title,
}: {
  model: RegisterModel;
  /** The sale as the form opened it. */
  record: VendaRecord;
  lookups: Lookups;
  /** The active extra fields, in the form's order. */
  campos: readonly CampoExtraRecord[];
  /** True once a save met a 409; each rise reads the stored sale again. */
  conflict: boolean;
  title: string;
}) {
  const t = useTranslate();
  const form = useFormContext<VendaFormValues>();
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & WithHistorico;
  const label = useCallback(
    (name: string) => fieldLabel(model, model.fieldsByName.get(name) as FieldModel),
    [model],
  );
  const fields = useMemo<ConflictField[]>(
    () => [
      ...SCALARS.map((name) => ({ path: name, label: label(name) })),
      { path: 'itens', label: t('app.vendas.itens.titulo'), normalize: itemsForComparison },
      ...campos.map((c, i) => ({ path: `extras.${i}.valor`, label: c.rotulo, historyKey: 'extras' })),
      ...LAST.map((name) => ({ path: name, label: label(name) })),
    ],
    [campos, label, t],
  );
  const merge = useConflictMerge({ form, fields });

  const names = useMemo(() => {
    const named = (rows: ReadonlyArray<{ id: unknown; nome?: string }>) =>
      new Map(rows.map((r) => [Number(r.id), r.nome ?? String(r.id)]));
    return {
      vendaStatusId: named(lookups.status),
      vendedorId: named(lookups.perfis as ReadonlyArray<{ id: unknown; nome?: string }>),
      equipeId: named(lookups.equipes),
      origemId: named(lookups.origens),
      pdvId: named(lookups.pdvs),
      sistemaId: named(lookups.sistemas),
      produtos: named(lookups.produtos),
      adicionais: named(lookups.adicionais),
    };
  }, [lookups]);

  const format = (path: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (path === 'itens')
      return (
        itemsForComparison(value)
          .map((i) => {
            const produto =
              names.produtos.get(Number(i.produtoId)) ?? t('app.vendas.itens.produto_n', { id: i.produtoId });
            const extras = i.adicionais.map((a) => names.adicionais.get(a) ?? String(a));
            return `${formatNumber(i.quantidade, 3)} × ${produto} ${t('app.vendas.itens.a')} ${formatCurrency(i.precoUnitario)}${
              extras.length ? ` + ${extras.join(', ')}` : ''
            }`;
          })
          .join('\n') || null
      );
    if (path === 'data') return formatDay(value);
    if (path in names) return names[path as keyof typeof names].get(Number(value)) ?? String(value);
    if (path.startsWith('extras.')) {
      const campo = campos[Number(path.split('.')[1])];
      if (campo?.tipo === 'BOOLEANO')
        return value === 'true' || value === true ? t('app.vendas.extras.sim') : t('app.vendas.extras.nao');
      if (campo?.tipo === 'NUMERO') return formatNumber(value, 10);
      if (campo?.tipo === 'DATA') return formatDay(value);
    }
    return String(value);
  };

  const toValues = useCallback(
    (venda: VendaRecord) => toFormValues(venda, lookups.campos, NO_DEFAULTS),
    [lookups.campos],
  );

  // a merge already made is where the form now starts from
  const base = useRef<VendaRecord>(record);
  const theirs = useRef<VendaRecord | null>(null);
  const open = useCallback(() => {
    const from = theirs.current ?? base.current;
    // a draft restored from an older version (src/drafts) puts its base updatedAt in the form: its values are
    // not known, so every difference becomes a choice
    const held = (form.getValues as (path: string) => unknown)('updatedAt');
    const known = typeof held !== 'string' || held === from.updatedAt;
    void merge.open({
      base: known ? toValues(from) : null,
      since: known ? from.updatedAt : held,
      load: async () => {
        const { data } = await dataProvider.getOne<VendaRecord>('vendas', { id: record.id });
        theirs.current = data;
        return { values: toValues(data), updatedAt: data.updatedAt };
      },
      history: () => loadHistory(dataProvider, 'vendas', record.id),
    });
  }, [merge, toValues, dataProvider, record.id, form]);

  // the next save carries the stored version's updatedAt (the page's submit reads the form's `updatedAt` first)
  const setUpdatedAt = useCallback(
    (updatedAt: string) => (form.setValue as (path: string, value: unknown) => void)('updatedAt', updatedAt),
    [form],
  );
  useMergeFollowsConflict(conflict, open, merge.updatedAt, setUpdatedAt);

  // a saved (or reloaded) sale resets the form: the merge is over
  const { close } = merge;
  useEffect(() => {
    if (record !== base.current) {
      base.current = record;
      theirs.current = null;
      close();
    }
  }, [record, close]);

  return (
    <ConflictMerge
      merge={merge}
      title={title}
      onRetry={open}
      format={(row, value) => format(row.path, value)}
    />
  );
}
