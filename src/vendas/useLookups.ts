import { useMemo } from 'react';
import { type RaRecord, useGetList } from 'react-admin';
import type { AdicionalRecord, CampoExtraRecord, PerfilRef, ProdutoRecord, VendaStatusRecord } from './api';
import type { LookupOption } from './LookupInput';

/**
 * The company's lists a sale picks from, each read once (500 at most, the API's page limit) and kept by
 * react-admin's cache: typing in the pickers then filters in the browser, with no call per keystroke.
 */

const ALL = { page: 1, perPage: 500 };

function useAll<T extends RaRecord>(resource: string, sortField: string, enabled = true) {
  const { data, isPending, error } = useGetList<T>(
    resource,
    { pagination: ALL, sort: { field: sortField, order: 'ASC' } },
    { enabled },
  );
  return { data: data ?? EMPTY, isPending: enabled && isPending, error };
}

const EMPTY: never[] = [];

interface Named extends RaRecord {
  nome: string;
  ativo?: boolean;
}

export function useLookups() {
  const status = useAll<VendaStatusRecord>('venda-status', 'ordem');
  const produtos = useAll<ProdutoRecord>('produtos', 'nome');
  const adicionais = useAll<AdicionalRecord>('adicionais', 'nome');
  const campos = useAll<CampoExtraRecord>('campos-extras', 'slot');
  const perfis = useAll<PerfilRef & RaRecord>('perfis', 'nome');
  const equipes = useAll<Named>('equipes', 'nome');
  const origens = useAll<Named>('origens', 'nome');
  const pdvs = useAll<Named>('pdvs', 'nome');
  const sistemas = useAll<Named>('sistemas', 'nome');
  const all = [status, produtos, adicionais, campos, perfis, equipes, origens, pdvs, sistemas];
  return {
    isPending: all.some((l) => l.isPending),
    error: all.find((l) => l.error)?.error ?? null,
    status: status.data,
    produtos: produtos.data,
    adicionais: adicionais.data,
    campos: campos.data,
    perfis: perfis.data,
    equipes: equipes.data,
    origens: origens.data,
    pdvs: pdvs.data,
    sistemas: sistemas.data,
  };
}

export type Lookups = ReturnType<typeof useLookups>;

/** Records as picker options; inactive ones are kept (a stored value names them) but not offered. */
export function namedOptions(records: readonly Named[]): LookupOption[] {
  return records.map((r) => ({ id: Number(r.id), label: r.nome, hidden: r.ativo === false }));
}

export function statusOptions(records: readonly VendaStatusRecord[]): LookupOption[] {
  return records.map((r) => ({ id: r.id, label: r.nome, hidden: !r.ativo, color: r.cor }));
}

/** 'CTRL-15 – Plano Controle 15 GB': the code first, so typing either finds it. */
export function codedOptions(records: readonly ProdutoRecord[]): LookupOption[] {
  return records.map((r) => ({ id: r.id, label: `${r.codigo} – ${r.nome}`, hidden: !r.ativo }));
}

export function useOptions(lookups: Lookups) {
  const { status, produtos, adicionais, perfis, equipes, origens, pdvs, sistemas } = lookups;
  return useMemo(
    () => ({
      status: statusOptions(status),
      produtos: codedOptions(produtos),
      adicionais: codedOptions(adicionais),
      perfis: namedOptions(perfis),
      equipes: namedOptions(equipes),
      origens: namedOptions(origens),
      pdvs: namedOptions(pdvs),
      sistemas: namedOptions(sistemas),
    }),
    [status, produtos, adicionais, perfis, equipes, origens, pdvs, sistemas],
  );
}
