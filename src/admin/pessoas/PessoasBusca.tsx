import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TablePagination, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The search and pages of a company's people in the admin area: the server searches (name, e-mail, role, team,
 * accent- and case-insensitive) and pages (`filter.q`, `range` of GET /perfis/empresas/{id}/admin), so a company
 * of thousands answers one page at a time.
 */

export interface PessoasBusca {
  /** The search sent (the typed text, once typing pauses). */
  q: string;
  typed: string;
  setTyped(text: string): void;
  page: number;
  setPage(page: number): void;
  perPage: number;
  setPerPage(perPage: number): void;
}

/** What is typed goes to the server once typing pauses for this long, and the list starts again at page one. */
const PAUSA_MS = 300;

export function usePessoasBusca(): PessoasBusca {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  // a company's people usually fit in one page; a large one is paged by the server
  const [perPage, setPerPage] = useState(100);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(0);
    }, PAUSA_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { q, typed, setTyped, page, setPage, perPage, setPerPage };
}

export function PessoasBuscaCampo({ busca }: { busca: PessoasBusca }) {
  const t = useTranslate();
  const label = t('app.admin.pessoas.buscar_pessoas');
  return (
    <TextField
      type="search"
      size="small"
      value={busca.typed}
      onChange={(event) => busca.setTyped(event.target.value)}
      placeholder={label}
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function PessoasPaginacao({ busca, total }: { busca: PessoasBusca; total: number }) {
  const t = useTranslate();
  if (total <= busca.perPage && busca.page === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={busca.page}
      rowsPerPage={busca.perPage}
      rowsPerPageOptions={[25, 100, 500]}
      onPageChange={(_, page) => busca.setPage(page)}
      onRowsPerPageChange={(event) => {
        busca.setPerPage(Number(event.target.value));
        busca.setPage(0);
      }}
      labelRowsPerPage={t('ra.navigation.page_rows_per_page')}
    />
  );
}
