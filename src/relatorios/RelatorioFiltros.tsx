import { Box } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Form, type RaRecord, SelectInput, useGetList } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '../components/DateInputs';
import type { VendaStatusRecord } from '../vendas/api';
import { LookupInput } from '../vendas/LookupInput';
import { namedOptions, statusOptions } from '../vendas/useLookups';
import { type Consulta, cleanFilter, FILTER_KEYS, type FilterKey, PRESETS, type Preset } from './periodo';
import type { TipoRelatorio } from './types';

/**
 * The report's period (the presets, or two days) and the list filters that fit its type, in one row of inputs
 * that wraps on a phone. The form is only a view of the address (useConsulta): a change goes there, and a change
 * there (Back) comes back into the inputs.
 */

type Valores = { periodo: Preset; de: string | null; ate: string | null } & Partial<
  Record<FilterKey, Array<number | string>>
>;

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toValores(consulta: Consulta): Valores {
  return {
    periodo: consulta.periodo,
    de: consulta.de ?? null,
    ate: consulta.ate ?? null,
    ...consulta.filter,
  };
}

function toConsulta(valores: Valores): Consulta {
  const filter: Consulta['filter'] = {};
  for (const key of FILTER_KEYS) {
    const value = valores[key];
    if (Array.isArray(value)) filter[key] = value;
  }
  const out: Consulta = { periodo: valores.periodo, filter: cleanFilter(filter) };
  if (valores.periodo === 'personalizado') {
    if (typeof valores.de === 'string' && API_DATE.test(valores.de)) out.de = valores.de;
    if (typeof valores.ate === 'string' && API_DATE.test(valores.ate)) out.ate = valores.ate;
  }
  return out;
}

const same = (a: Consulta, b: Consulta) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the form and the address in step, both ways. */
function Sync({ consulta, onChange }: { consulta: Consulta; onChange(next: Consulta): void }) {
  const { reset, getValues } = useFormContext<Valores>();
  const valores = useWatch<Valores>() as Valores;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the address resets the inputs
  useEffect(() => {
    if (!same(toConsulta(getValues()), consulta)) reset(toValores(consulta));
  }, [consulta]);
  const next = toConsulta(valores);
  const changed = !same(next, consulta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `next` is new each render; `changed` says it differs
  useEffect(() => {
    if (changed) onChange(next);
  }, [changed, JSON.stringify(next)]);
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
  consulta: Consulta;
  onChange(next: Consulta): void;
}

export function RelatorioFiltros({ tipo, consulta, onChange }: RelatorioFiltrosProps) {
  const vendas = tipo !== 'NEGOCIACOES_POR_ETAPA';
  const options = useFilterOptions(vendas);
  // eslint-like note: the defaults only seed the form once; Sync resets it when the address changes
  const defaults = useMemo(() => toValores(consulta), [consulta]);
  return (
    <Form defaultValues={defaults} onSubmit={() => undefined} noValidate>
      <Sync consulta={consulta} onChange={onChange} />
      <Box
        role="group"
        aria-label="Período e filtros"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          alignItems: 'flex-start',
          '& .MuiFormHelperText-root:empty': { display: 'none' },
        }}
      >
        <SelectInput
          source="periodo"
          label="Período"
          choices={PRESETS as Array<{ id: Preset; name: string }>}
          helperText={false}
          sx={{ minWidth: 190 }}
        />
        {consulta.periodo === 'personalizado' && (
          <>
            <DateInput source="de" label="De" helperText={false} sx={{ width: 170 }} />
            <DateInput source="ate" label="Até" helperText={false} sx={{ width: 170 }} />
          </>
        )}
        {vendas && (
          <LookupInput
            source="vendaStatusId"
            label="Status"
            options={options.status}
            multiple
            sx={{ minWidth: 200, mt: 1 }}
          />
        )}
        <LookupInput
          source="vendedorId"
          label="Vendedor"
          options={options.perfis}
          multiple
          sx={{ minWidth: 200, mt: 1 }}
        />
        <LookupInput
          source="equipeId"
          label="Equipe"
          options={options.equipes}
          multiple
          sx={{ minWidth: 180, mt: 1 }}
        />
      </Box>
    </Form>
  );
}
