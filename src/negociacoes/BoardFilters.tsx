import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Button, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNomes } from './useNomes';

/** The list's filter values (shared by the board and the list: the same store). */
export type BoardFilter = Record<string, unknown>;

const BOARD_KEYS = ['q', 'vendedorId', 'equipeId'];
const SEARCH_DELAY_MS = 400;

interface Option {
  id: number;
  nome: string;
}

/** A filter on one of the company's names (a seller, a team), held in the filters as its id. */
function NameFilter({
  rotulo,
  opcoes,
  valor,
  onChange,
  semOpcoes,
  largura,
}: {
  rotulo: string;
  opcoes: readonly Option[];
  valor: unknown;
  onChange: (id: number | undefined) => void;
  semOpcoes: string;
  largura: number;
}) {
  return (
    <Autocomplete<Option, false, false, false>
      size="small"
      options={opcoes}
      value={opcoes.find((o) => o.id === Number(valor)) ?? null}
      onChange={(_, o) => onChange(o?.id)}
      getOptionLabel={(o) => o.nome}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      autoHighlight
      noOptionsText={semOpcoes}
      renderInput={(params) => <TextField {...params} label={rotulo} />}
      sx={{ minWidth: largura }}
    />
  );
}

/**
 * The board's filters: the free search (customer name or document), the seller and the team. Other filters set
 * in the list view (stage aside) still apply, and a button clears them.
 */
export function BoardFilters({
  filtros,
  onFiltros,
}: {
  filtros: BoardFilter;
  onFiltros: (filtros: BoardFilter) => void;
}) {
  const { vendedores, equipes } = useNomes();
  const t = useTranslate();
  const [busca, setBusca] = useState(typeof filtros.q === 'string' ? filtros.q : '');
  const atuais = useRef(filtros);
  atuais.current = filtros;
  const enviar = useRef(onFiltros);
  enviar.current = onFiltros;

  const mudar = (chave: string, valor: unknown) => {
    const { [chave]: _antigo, ...resto } = atuais.current;
    enviar.current(
      valor === undefined || valor === null || valor === '' ? resto : { ...resto, [chave]: valor },
    );
  };

  // the search is sent once typing pauses, as react-admin's own search does
  useEffect(() => {
    const atual = typeof atuais.current.q === 'string' ? atuais.current.q : '';
    if (busca.trim() === atual) return;
    const timer = setTimeout(() => {
      const { q: _q, ...resto } = atuais.current;
      enviar.current(busca.trim() === '' ? resto : { ...resto, q: busca.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busca]);

  const outros = Object.keys(filtros).filter((k) => !BOARD_KEYS.includes(k) && k !== 'etapa');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label={t('app.negociacoes.filtros.buscar')}
        placeholder={t('app.negociacoes.filtros.busca_dica')}
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 220 }}
      />
      <NameFilter
        rotulo={t('app.negociacoes.filtros.vendedor')}
        opcoes={vendedores}
        valor={filtros.vendedorId}
        onChange={(id) => mudar('vendedorId', id)}
        semOpcoes={t('app.negociacoes.filtros.sem_vendedor')}
        largura={220}
      />
      <NameFilter
        rotulo={t('app.negociacoes.filtros.equipe')}
        opcoes={equipes}
        valor={filtros.equipeId}
        onChange={(id) => mudar('equipeId', id)}
        semOpcoes={t('app.negociacoes.filtros.sem_equipe')}
        largura={200}
      />
      {outros.length > 0 && (
        <Button
          size="small"
          onClick={() => {
            const mantidos = Object.fromEntries(
              Object.entries(filtros).filter(([k]) => BOARD_KEYS.includes(k)),
            );
            onFiltros(mantidos);
          }}
        >
          {t('app.negociacoes.filtros.limpar_outros', { n: outros.length })}
        </Button>
      )}
    </Box>
  );
}
