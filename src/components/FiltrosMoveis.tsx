import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { cloneElement, type ReactElement, useMemo, useState } from 'react';
import { FilterContext, FilterForm, useListContext } from 'react-admin';
import { useIsMobile } from '../app/appState';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { componentsTexts } from './texts';

// On a phone (≤ 600 px, docs/produto.md §9) a list's filters fold into a "Filtros" button that opens a bottom sheet with the
// same inputs: seven stacked filters pushed the first sale below the fold. The sheet is react-admin's own
// FilterForm over the list's own filter state (FilterLiveForm merges its values into the list's filterValues), so
// nothing is duplicated; the search box stays in the toolbar. The desktop keeps its filters as they are.

const BUSCA = 'q';
const BOTAO = '__filtros';

const vazio = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The list's `filters` as a phone shows them: the search box and a "Filtros" button (itself a filter element, so
 * it sits in react-admin's filter bar with no change to the list's actions). On larger screens, `filters` as given.
 *
 * @example <List filters={useFiltrosMoveis(filters)}>
 */
export function useFiltrosMoveis(filters: ReactElement[]): ReactElement[] {
  const pequeno = useIsMobile();
  return useMemo(() => {
    if (!pequeno) return filters;
    const source = (f: ReactElement) => (f.props as { source?: string }).source;
    const outros = filters.filter((f) => source(f) !== BUSCA);
    if (outros.length === 0) return filters;
    return [
      ...filters.filter((f) => source(f) === BUSCA),
      <FiltrosButton key={BOTAO} source={BOTAO} alwaysOn filtros={outros} />,
    ];
  }, [pequeno, filters]);
}

/** The "Filtros" button with how many of its filters are set, and the sheet holding them. */
function FiltrosButton({ filtros }: { source: string; alwaysOn: boolean; filtros: ReactElement[] }) {
  const { filterValues, setFilters } = useListContext();
  const [aberto, setAberto] = useState(false);
  const t = useAreaTranslate('components', componentsTexts);
  const sources = useMemo(() => filtros.map((f) => (f.props as { source: string }).source), [filtros]);
  // every one shown in the sheet, with no "remove" button of its own
  const noSheet = useMemo(
    () => filtros.map((f) => cloneElement(f, { alwaysOn: true, defaultValue: undefined } as object)),
    [filtros],
  );
  const ativos = sources.filter((s) => !vazio((filterValues as Record<string, unknown>)[s])).length;
  const limpar = () => {
    const restantes = { ...(filterValues as Record<string, unknown>) };
    for (const s of sources) delete restantes[s];
    setFilters(restantes);
  };

  return (
    <>
      <Badge badgeContent={ativos} color="primary" overlap="rectangular" data-testid="filtros-badge">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setAberto(true)}
          aria-haspopup="dialog"
          sx={{ minHeight: 40 }}
        >
          {t('filters')}
        </Button>
      </Badge>
      <Drawer
        anchor="bottom"
        open={aberto}
        onClose={() => setAberto(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('filters'),
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Stack direction="row" sx={{ px: 2, pt: 2, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('filters')}
          </Typography>
          <Button onClick={limpar} disabled={ativos === 0}>
            {t('clear')}
          </Button>
          <Button variant="contained" onClick={() => setAberto(false)} sx={{ ml: 1 }}>
            {t('show_results')}
          </Button>
        </Stack>
        <Box
          sx={{
            px: 2,
            pb: 3,
            overflowY: 'auto',
            // one input a line, the whole width
            '& form': { flexDirection: 'column', alignItems: 'stretch', minHeight: 0 },
            '& .filter-field > *:first-of-type': { width: '100%' },
          }}
        >
          <FilterContext.Provider value={noSheet}>
            <FilterForm />
          </FilterContext.Provider>
        </Box>
      </Drawer>
    </>
  );
}
