import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { cloneElement, type ReactElement, useContext, useMemo, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  type Identifier,
  type RaRecord,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { formatMoment } from '../../core/schema/display';
import type { RegisterModel } from '../../core/schema/model';
import { useIsMobile } from '../app/appState';
import { AcessoContext } from '../company/AcessoContext';
import { List } from '../components/List';
import { apiErrorText } from '../data/apiError';
import { dataField, RestoreButton, searchFilterInput } from '../schema/elements';
import { registerIcon } from '../schema/icons';
import { RegisterBreadcrumbs } from '../schema/screenParts';
import { restoredText, trashTitle, trashWords } from './texts';

/** The company data provider's restore (src/company/dataProvider.ts). */
interface Restoring {
  restaurar(resource: string, params: { ids: readonly Identifier[] }): Promise<{ data: RaRecord[] }>;
}

/** A deleted record as the trash answers it: the record, when it went (deletedAt) and who put it there. */
interface TrashRecord extends RaRecord {
  deletedAt: string;
  excluidoPor: { usuarioId: number; nomeCompleto: string } | null;
}

/** Restores records and says so; refreshes every query of the register (its list, the trash, references). */
function useRestore(model: RegisterModel) {
  const dataProvider = useDataProvider() as unknown as Restoring;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const restore = async (ids: readonly Identifier[]) => {
    setBusy(true);
    try {
      await dataProvider.restaurar(model.resource, { ids });
      const text = restoredText(model, ids.length);
      notify(text, { type: 'success', messageArgs: { _: text } });
      return true;
    } catch (error) {
      const text = apiErrorText(error, trashWords().restoreFailed);
      notify(text, { type: 'error', messageArgs: { _: text } });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [model.resource] });
    }
  };
  return { restore, busy };
}

function RestoreRowButton({ model }: { model: RegisterModel }) {
  const record = useRecordContext<TrashRecord>();
  const { restore, busy } = useRestore(model);
  if (!record) return null;
  return (
    <RestoreButton
      label={`${trashWords().restore} ${model.represent(record)}`}
      disabled={busy}
      onClick={() => void restore([record.id])}
    />
  );
}

function RestoreSelectedButton({ model }: { model: RegisterModel }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { restore, busy } = useRestore(model);
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      disabled={busy || selectedIds.length === 0}
      onClick={async () => {
        if (await restore(selectedIds)) onUnselectItems(true);
      }}
    >
      {trashWords().restoreSelected}
    </Button>
  );
}

function TrashEmpty({ model }: { model: RegisterModel }) {
  const Icon = registerIcon(model.menu?.icon);
  const f = model.label.gender === 'f';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Icon color="disabled" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {trashWords().empty}
      </Typography>
      <Typography color="text.secondary">{trashWords().emptyHint(model.label.plural, f)}</Typography>
    </Box>
  );
}

/**
 * `/{resource}/lixeira`: the register's deleted records (GET {resource}/lixeira), newest first, with the list's
 * columns, who deleted each and when, a search, and Restaurar for one or the selected ones. For roles with
 * VER_LIXEIRA; restoring also needs the register's write permission (`canWrite`). Built from the schema, the same
 * for every register with `x-trash`.
 */
export function TrashList({ model, canWrite }: { model: RegisterModel; canWrite: boolean }) {
  const acesso = useContext(AcessoContext);
  const isMobile = useIsMobile();
  const filters = useMemo(
    () => (model.search.length > 0 ? [searchFilterInput(trashWords().search)] : []),
    [model],
  );
  if (!acesso?.can('VER_LIXEIRA')) return <Navigate to=".." replace />;
  const title = trashTitle(model);
  return (
    <Box>
      <Box sx={{ mt: { xs: 1, sm: 2 }, px: { xs: 1, sm: 0 } }}>
        <RegisterBreadcrumbs model={model} current={trashWords().trash} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
        {title}
      </Typography>
      <List
        resource={model.resource}
        title={title}
        // the trash's own query (src/company/dataProvider.ts), never mixed with the list's cache or its URL
        queryOptions={{ meta: { lixeira: true } }}
        disableSyncWithLocation
        storeKey={false}
        sort={model.defaultSort}
        filters={filters}
        actions={<TopToolbar />}
        empty={<TrashEmpty model={model} />}
        perPage={25}
      >
        <Datagrid
          rowClick={false}
          bulkActionButtons={canWrite ? <RestoreSelectedButton model={model} /> : false}
        >
          {isMobile ? (
            // a phone: the record's name, and who and when in one line under it
            <FunctionField
              label={model.label.singular}
              sortable={false}
              render={(r: TrashRecord) => (
                <>
                  <Typography variant="body2">{model.represent(r)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {`${trashWords().deletedAt} ${formatMoment(r.deletedAt)}${r.excluidoPor ? ` ${trashWords().by} ${r.excluidoPor.nomeCompleto}` : ''}`}
                  </Typography>
                </>
              )}
            />
          ) : (
            model.listColumns.map((f) =>
              // the trash comes newest first: its columns do not sort
              cloneElement(dataField(model, f, { inList: true }) as ReactElement<{ sortable?: boolean }>, {
                sortable: false,
              }),
            )
          )}
          {!isMobile && (
            <FunctionField
              label={trashWords().deletedBy}
              sortable={false}
              render={(r: TrashRecord) => r.excluidoPor?.nomeCompleto ?? '—'}
            />
          )}
          {!isMobile && (
            <FunctionField
              label={trashWords().deletedAt}
              sortable={false}
              render={(r: TrashRecord) => formatMoment(r.deletedAt)}
            />
          )}
          {canWrite && (
            <FunctionField
              label={trashWords().actions}
              sortable={false}
              textAlign="right"
              render={() => <RestoreRowButton model={model} />}
            />
          )}
        </Datagrid>
      </List>
    </Box>
  );
}
