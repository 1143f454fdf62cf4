import { useGetList, useTranslate } from 'react-admin';

interface PerfilNome {
  id: number;
  nome: string;
  equipeId: number | null;
}
interface EquipeNome {
  id: number;
  nome: string;
}

/**
 * The company's sellers (every member's profile: `perfis` without meta, which any member may read) and teams, by
 * name: for the cards, the filters and the seller and team inputs. Read once and shared through the cache.
 */
export function useNomes() {
  const t = useTranslate();
  const perfis = useGetList<PerfilNome>('perfis', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'nome', order: 'ASC' },
  });
  const equipes = useGetList<EquipeNome>('equipes', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'nome', order: 'ASC' },
  });
  const vendedores = perfis.data ?? [];
  const times = equipes.data ?? [];
  const porPerfil = new Map(vendedores.map((p) => [p.id, p.nome]));
  return {
    vendedores,
    equipes: times,
    nomeDoVendedor: (id: number | null | undefined) =>
      id === null || id === undefined
        ? ''
        : (porPerfil.get(id) ?? (perfis.isPending ? '…' : t('app.negociacoes.quadro.perfil', { id }))),
  };
}
