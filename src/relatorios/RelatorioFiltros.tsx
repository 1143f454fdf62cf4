import { Box } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, type RaRecord, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isWithinRange, MAX_DATE, MIN_DATE } from '../../core/lib/dates';
import { DateInput } from '../components/DateInputs';
import type { VendaStatusRecord } from '../vendas/api';
import { LookupInput } from '../vendas/LookupInput';
import { namedOptions, statusOptions } from '../vendas/useLookups';
import {
  cleanFilter,
  FILTER_KEYS,
  type FilterKey,
  PRESETS,
  type Preset,
  type RelatorioQuery,
} from './periodo';
import type { TipoRelatorio } from './types';

/**
 * The report's period (the presets, or two days) and the list filters that fit its type, in one row of inputs
 * that wraps on a phone. The form is only a view of the address (useRelatorioQuery): a change goes there, and a change
 * there (Back) comes back into the inputs.
 */

type FormValues = { periodo: Preset; de: string | null; ate: string | null } & Partial<
  Record<FilterKey, Array<number | string>>
>;

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
// a year typed in part (0202 on the way to 2026) is a date too: only a whole, plausible day leaves the form
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && API_DATE.test(value) && isWithinRange(value, MIN_DATE, MAX_DATE);

function toFormValues(consulta: RelatorioQuery): FormValues {
  return {
    periodo: consulta.periodo,
    de: consulta.de ?? null,
    ate: consulta.ate ?? null,
    ...consulta.filter,
  };
}

function toQuery(valores: FormValues): RelatorioQuery {
  const filter: RelatorioQuery['filter'] = {};
  for (const key of FILTER_KEYS) {
    const value = valores[key];
    if (Array.isArray(value)) filter[key] = value;
  }
  const out: RelatorioQuery = { periodo: valores.periodo, filter: cleanFilter(filter) };
  if (valores.periodo === 'personalizado') {
    if (isDay(valores.de)) out.de = valores.de;
    if (isDay(valores.ate)) out.ate = valores.ate;
  }
  return out;
}

const same = (a: RelatorioQuery, b: RelatorioQuery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the form and the address in step, both ways. The address follows the form a render later, so a change
 * coming back from the address that this form made is not reset into the inputs (that raced with the next
 * keystroke); only other changes (Back, a link) are.
 */
function Sync({
  consulta,
  onChange,
  typing,
}: {
  consulta: RelatorioQuery;
  onChange: RelatorioFiltrosProps['onChange'];
  /** True while the user is still in the inputs after changing a day: further days replace that entry. */
  typing: { current: boolean };
}) {
  const { reset, getValues } = useFormContext<FormValues>();
  const valores = useWatch<FormValues>() as FormValues;
  // what this form sent to the address and the address has not given back yet, oldest first
  const pending = useRef<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the address resets the inputs
  useEffect(() => {
    const at = pending.current.indexOf(JSON.stringify(consulta));
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    pending.current = [];
    if (!same(toQuery(getValues()), consulta)) reset(toFormValues(consulta));
  }, [consulta]);
  const next = toQuery(valores);
  const key = JSON.stringify(next);
  // a day being typed (or cleared) is not a period yet: the address, and Back, only get whole ones
  const incompleto =
    next.periodo === 'personalizado' && consulta.periodo === 'personalizado' && (!next.de || !next.ate);
  const changed = !incompleto && !same(next, consulta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `next`, new each render
  useEffect(() => {
    if (!changed || pending.current.at(-1) === key) return;
    pending.current.push(key);
    // typing a day passes through other whole days (01/11/2025 → 01/06/2025 → 01/06/2026): one history entry
    const soDias = same(
      { ...next, de: undefined, ate: undefined },
      { ...consulta, de: undefined, ate: undefined },
    );
    onChange(next, { replace: soDias && typing.current });
    typing.current = soDias;
  }, [changed, key]);
  return null;
}

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' as const } };

function useFilterOptions(vendas: boolean) {
  const status = useGetList<VendaStatusRecord & RaRecord>(
    'venda-status',
    { ...ALL, sort: { field: 'ordem', order: 'ASC' } },
    { enabled: vendas },
  );
  const perfis = useGetList<RaRecord & { nome: string }>('perfis', ALL);
  const equipes = useGetList<RaRecord & { nome: string; ativo?: boolean }>('equipes', ALL);
  return useMemo(
    () => ({
      status: statusOptions(status.data ?? []),
      perfis: namedOptions(perfis.data ?? []),
      equipes: namedOptions(equipes.data ?? []),
    }),
    [status.data, perfis.data, equipes.data],
  );
}

export interface RelatorioFiltrosProps {
  tipo: TipoRelatorio;
  consulta: RelatorioQuery;
  /** `replace`: the change continues the previous one (a day being typed), not a new history entry. */
  onChange(next: RelatorioQuery, options?: { replace: boolean }): void;
}

export function RelatorioFiltros({ tipo, consulta, onChange }: RelatorioFiltrosProps) {
  const vendas = tipo !== 'NEGOCIACOES_POR_ETAPA';
  const options = useFilterOptions(vendas);
  const t = useTranslate();
  // react-admin translates a choice's name: the message key, with the Portuguese name as fallback
  const periodos = useMemo(
    () => PRESETS.map((p) => ({ id: p.id, name: t(`app.relatorios.periodos.${p.id}`, { _: p.name }) })),
    [t],
  );
  // the first values only: react-admin resets a form whose defaultValues change, which raced with typing;
  // Sync brings later changes of the address in
  const [defaults] = useState(() => toFormValues(consulta));
  const typing = useRef(false);
  return (
    <Form defaultValues={defaults} onSubmit={() => undefined} noValidate>
      <Sync consulta={consulta} onChange={onChange} typing={typing} />
      <Box
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) typing.current = false;
        }}
        role="group"
        aria-label={t('app.relatorios.filtros.aria')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
          columnGap: 2,
          rowGap: 1.5,
          alignItems: 'start',
          // every input takes its cell; on a phone the period and the lists take the whole row, the days half
          '& > *': { width: '100%', minWidth: 0, m: 0 },
          '& > .ra-input-periodo, & > .ra-input-vendaStatusId, & > .ra-input-vendedorId, & > .ra-input-equipeId':
            {
              gridColumn: { xs: '1 / -1', sm: 'auto' },
            },
        }}
      >
        <SelectInput
          source="periodo"
          label={t('app.relatorios.filtros.periodo')}
          choices={periodos as Array<{ id: Preset; name: string }>}
          helperText={false}
        />
        {consulta.periodo === 'personalizado' && (
          <>
            <DateInput source="de" label={t('app.relatorios.filtros.de')} helperText={false} />
            <DateInput source="ate" label={t('app.relatorios.filtros.ate')} helperText={false} />
          </>
        )}
        {vendas && (
          <LookupInput
            source="vendaStatusId"
            label={t('app.relatorios.filtros.status')}
            options={options.status}
            multiple
          />
        )}
        <LookupInput
          source="vendedorId"
          label={t('app.relatorios.filtros.vendedor')}
          options={options.perfis}
          multiple
        />
        <LookupInput
          source="equipeId"
          label={t('app.relatorios.filtros.equipe')}
          options={options.equipes}
          multiple
        />
      </Box>
    </Form>
  );
}
