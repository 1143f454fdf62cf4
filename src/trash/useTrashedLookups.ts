import { useMemo } from 'react';
import { type RaRecord, useGetMany } from 'react-admin';

/** The lists a sale picks from (src/vendas/useLookups.ts), as far as this hook touches them. */
interface Lists {
  status: readonly RaRecord[];
  produtos: readonly RaRecord[];
  adicionais: readonly RaRecord[];
  equipes: readonly RaRecord[];
  origens: readonly RaRecord[];
  pdvs: readonly RaRecord[];
  sistemas: readonly RaRecord[];
}

interface VendaRefs {
  vendaStatusId?: unknown;
  equipeId?: unknown;
  origemId?: unknown;
  pdvId?: unknown;
  sistemaId?: unknown;
  itens?: ReadonlyArray<{ produtoId?: unknown; adicionais?: readonly unknown[] }> | null;
}

const ids = (values: readonly unknown[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0)),
];

/** The ids a list lacks, fetched by id (getMany answers records in the trash, with deletedAt). */
function useMissing(resource: string, list: readonly RaRecord[], wanted: readonly number[]) {
  const missing = useMemo(() => {
    const have = new Set(list.map((r) => Number(r.id)));
    return wanted.filter((id) => !have.has(id));
  }, [list, wanted]);
  const { data } = useGetMany(resource, { ids: missing }, { enabled: missing.length > 0 });
  return useMemo(() => {
    if (missing.length === 0 || !data?.length) return list;
    // named "(na lixeira)", and inactive: a picker shows the stored value by name but never offers it
    const trashed = data
      .filter((r) => r?.deletedAt)
      .map((r) => ({ ...r, nome: `${String(r.nome ?? r.id)} (na lixeira)`, ativo: false }));
    return trashed.length ? [...list, ...trashed] : list;
  }, [list, data, missing]);
}

/**
 * A sale's lists with the records it points at that went to the trash since (a product, a status, a team …):
 * the lists hold only live records, so without this the sale would show a bare number where the name was.
 *
 * @example const lookups = useTrashedLookups(useLookups(), venda);
 */
export function useTrashedLookups<L extends Lists>(lookups: L, venda: VendaRefs | null | undefined): L {
  const itens = venda?.itens ?? [];
  const wanted = useMemo(
    () => ({
      status: ids([venda?.vendaStatusId]),
      produtos: ids(itens.map((i) => i.produtoId)),
      adicionais: ids(itens.flatMap((i) => i.adicionais ?? [])),
      equipes: ids([venda?.equipeId]),
      origens: ids([venda?.origemId]),
      pdvs: ids([venda?.pdvId]),
      sistemas: ids([venda?.sistemaId]),
    }),
    [venda?.vendaStatusId, venda?.equipeId, venda?.origemId, venda?.pdvId, venda?.sistemaId, itens],
  );
  const status = useMissing('venda-status', lookups.status, wanted.status);
  const produtos = useMissing('produtos', lookups.produtos, wanted.produtos);
  const adicionais = useMissing('adicionais', lookups.adicionais, wanted.adicionais);
  const equipes = useMissing('equipes', lookups.equipes, wanted.equipes);
  const origens = useMissing('origens', lookups.origens, wanted.origens);
  const pdvs = useMissing('pdvs', lookups.pdvs, wanted.pdvs);
  const sistemas = useMissing('sistemas', lookups.sistemas, wanted.sistemas);
  return useMemo(
    () => ({ ...lookups, status, produtos, adicionais, equipes, origens, pdvs, sistemas }),
    [lookups, status, produtos, adicionais, equipes, origens, pdvs, sistemas],
  );
}
