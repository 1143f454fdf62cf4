import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Button, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNomes } from './useNomes';

/** The list's filter values (shared by the board and the list: the same store). */
export type FiltrosQuadro = Record<string, unknown>;

const BOARD_KEYS = ['q', 'vendedorId', 'equipeId'];
const SEARCH_DELAY_MS = 400;

interface Opcao {
  id: number;
  nome: string;
}

/**
 * The board's filters: the free search (customer name or document), the seller and the team. Other filters set
 * in the list view (stage aside) still apply, and a button clears them.
 */
export function FiltrosDoQuadro({
  filtros,
  onFiltros,
}: {
  filtros: FiltrosQuadro;
  onFiltros: (filtros: FiltrosQuadro) => void;
}) {
  const { vendedores, equipes } = useNomes();
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

  const vendedor = vendedores.find((v) => v.id === Number(filtros.vendedorId)) ?? null;
  const equipe = equipes.find((e) => e.id === Number(filtros.equipeId)) ?? null;
  const outros = Object.keys(filtros).filter((k) => !BOARD_KEYS.includes(k) && k !== 'etapa');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="Cliente ou CPF/CNPJ"
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
      <Autocomplete<Opcao, false, false, false>
        size="small"
        options={vendedores}
        value={vendedor}
        onChange={(_, v) => mudar('vendedorId', v?.id)}
        getOptionLabel={(o) => o.nome}
        getOptionKey={(o) => o.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        autoHighlight
        noOptionsText="Ninguém com este nome"
        renderInput={(params) => <TextField {...params} label="Vendedor" />}
        sx={{ minWidth: 220 }}
      />
      <Autocomplete<Opcao, false, false, false>
        size="small"
        options={equipes}
        value={equipe}
        onChange={(_, e) => mudar('equipeId', e?.id)}
        getOptionLabel={(o) => o.nome}
        getOptionKey={(o) => o.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        autoHighlight
        noOptionsText="Nenhuma equipe"
        renderInput={(params) => <TextField {...params} label="Equipe" />}
        sx={{ minWidth: 200 }}
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
          Limpar os outros filtros da lista ({outros.length})
        </Button>
      )}
    </Box>
  );
}
