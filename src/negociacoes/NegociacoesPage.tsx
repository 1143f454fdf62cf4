import HandshakeIcon from '@mui/icons-material/Handshake';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  type RaRecord,
  SimpleList,
  Title,
  TopToolbar,
  useStore,
  useTranslate,
} from 'react-admin';
import { formatCurrency } from '../../core/schema/display';
import { fieldLabel } from '../../core/schema/labels';
import { useIsMobile } from '../app/appState';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { List } from '../components/List';
import { CsvExportButton } from '../export/CsvExportButton';
import { dataField, filterInputs, RecordLinkField } from '../schema/elements';
import { useRegisterListProps } from '../schema/screenParts';
import type { RegisterScreenProps } from '../schema/screens';
import { TrashBulkDeleteButton, TrashLinkButton } from '../trash/buttons';
import type { BoardFilter } from './BoardFilters';
import { ETAPA_LABELS, isEtapa } from './etapas';
import { NegociacoesBoard } from './NegociacoesBoard';

type ViewMode = 'quadro' | 'lista';

interface ListParams {
  filter?: BoardFilter;
  displayedFilters?: Record<string, boolean>;
  page?: number;
  [key: string]: unknown;
}

function NoNegociacoes({ canWrite }: { canWrite: boolean }) {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <HandshakeIcon color="disabled" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {t('app.negociacoes.vazio.nenhuma')}
      </Typography>
      {canWrite ? (
        <CreateButton variant="contained" label={t('app.negociacoes.nova')} />
      ) : (
        <Typography color="text.secondary">{t('app.negociacoes.vazio.aparecerao')}</Typography>
      )}
    </Box>
  );
}

/** The list view: the schema's columns, sort, filters, CSV, bulk delete; a line per record on a phone. */
function NegociacoesList({ model, canWrite, storeKey }: RegisterScreenProps) {
  const isMobile = useIsMobile();
  const filters = useMemo(() => filterInputs(model), [model]);
  const listProps = useRegisterListProps(model, storeKey);
  const nome = model.fieldsByName.get('clienteNome');
  const t = useTranslate();
  return (
    <List
      {...listProps}
      title={t('app.negociacoes.titulo')}
      filters={useFiltrosMoveis(filters)}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvExportButton />
        </TopToolbar>
      }
      empty={<NoNegociacoes canWrite={canWrite} />}
    >
      {isMobile ? (
        <SimpleList
          primaryText={(r: RaRecord) => String(r.clienteNome ?? '')}
          secondaryText={(r: RaRecord) =>
            [isEtapa(r.etapa) ? ETAPA_LABELS[r.etapa] : '', formatCurrency(r.valorEstimado)]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="edit"
        />
      ) : (
        <Datagrid
          rowClick="edit"
          bulkActionButtons={canWrite ? <TrashBulkDeleteButton model={model} /> : false}
        >
          {model.listColumns.map((f) =>
            f === nome ? (
              <RecordLinkField
                key={f.name}
                source={f.name}
                label={fieldLabel(model, f)}
                sortable={f.sortable}
                type="edit"
              >
                {dataField(model, f, { inList: true })}
              </RecordLinkField>
            ) : (
              dataField(model, f, { inList: true })
            ),
          )}
        </Datagrid>
      )}
    </List>
  );
}

/**
 * The negotiations page: the board by stage (the default) or the list, the choice remembered per company; and a
 * way to the trash for who may see it (VER_LIXEIRA). The board and the list share their filters (the list's store), so a
 * search made in one is there in the other.
 */
export function NegociacoesPage({ model, canWrite, storeKey }: RegisterScreenProps) {
  const chave = storeKey ?? model.resource;
  const [escolhida, setVisao] = useStore<ViewMode | 'lixeira'>(`${chave}.visao`, 'quadro');
  // 'lixeira' was a view of this page before the trash had its own (/negociacoes/lixeira): a stored one is the board
  const visao: ViewMode = escolhida === 'lixeira' ? 'quadro' : escolhida;
  // the list's own store entry (react-admin's List keeps sort, filters and page there)
  const [params, setParams] = useStore<ListParams>(storeKey ?? `${model.resource}.listParams`, {});
  const filtros = params.filter ?? {};
  const t = useTranslate();

  return (
    // inline-size containment: the board scrolls sideways inside the page instead of widening the whole layout
    <Box sx={{ pb: 2, contain: 'inline-size' }}>
      {visao !== 'lista' && <Title title={t('app.negociacoes.titulo')} />}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          mt: { xs: 1, sm: 2 },
          mb: 1,
          px: { xs: 1, sm: 0 },
        }}
      >
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('app.negociacoes.titulo')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={visao}
          onChange={(_, v: ViewMode | null) => v && setVisao(v)}
          aria-label={t('app.negociacoes.visao.exibicao')}
        >
          <ToggleButton value="quadro" aria-label={t('app.negociacoes.visao.quadro_aria')}>
            <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            {t('app.negociacoes.visao.quadro')}
          </ToggleButton>
          <ToggleButton value="lista" aria-label={t('app.negociacoes.visao.lista')}>
            <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            {t('app.negociacoes.visao.lista')}
          </ToggleButton>
        </ToggleButtonGroup>
        {/* the deleted negotiations: the generic trash screen (src/trash), /negociacoes/lixeira */}
        <TrashLinkButton model={model} />
        {canWrite && <CreateButton variant="contained" label={t('app.negociacoes.nova')} />}
      </Stack>
      {visao === 'quadro' && (
        <NegociacoesBoard
          model={model}
          canWrite={canWrite}
          filtros={filtros}
          onFiltros={(filter) =>
            setParams({
              ...params,
              filter,
              // the list shows an input for each filter in use
              displayedFilters: {
                ...params.displayedFilters,
                ...Object.fromEntries(Object.keys(filter).map((k) => [k, true])),
              },
              page: 1,
            })
          }
        />
      )}
      {visao === 'lista' && <NegociacoesList model={model} canWrite={canWrite} storeKey={storeKey} />}
    </Box>
  );
}
