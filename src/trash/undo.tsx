import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import { apiErrorText } from '../data/apiError';
import { movedText, restoredText, trashWords } from './texts';

/** Long enough to read the message, find Desfazer and reach it by keyboard (Tab) on a slow day. */
export const UNDO_DURATION = 10_000;

/** The company data provider's restore (src/company/dataProvider.ts): POST {resource}/{id}/restaurar per id. */
interface Restoring {
  restaurar(resource: string, params: { ids: readonly Identifier[] }): Promise<{ data: unknown[] }>;
}

/**
 * After a delete of an x-trash register (pessimistic: the server has already moved the records), the message
 * "Produto movido para a lixeira." with Desfazer, which takes them back out (POST …/restaurar, one per id) and
 * refreshes what shows the register. Not react-admin's `undoable` mode, which only delays the call in the browser:
 * here the server decides the delete, and the undo is a restore.
 *
 * @example const undo = useTrashUndo(); … onSuccess: () => undo(model, [record.id])
 */
export function useTrashUndo() {
  const dataProvider = useDataProvider() as unknown as Restoring;
  const queryClient = useQueryClient();
  const notify = useNotify();
  // the app's notification area (src/layout/Notifications.tsx); outside one (a unit test) these do nothing
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (model: Pick<RegisterModel, 'resource' | 'label'>, ids: readonly Identifier[]) => {
      const restore = async (key: string | number) => {
        closeSnackbar(key);
        try {
          await dataProvider.restaurar(model.resource, { ids });
          await queryClient.invalidateQueries({ queryKey: [model.resource] });
          const text = restoredText(model, ids.length);
          notify(text, { type: 'success', messageArgs: { _: text } });
        } catch (error) {
          const text = apiErrorText(error, trashWords().undoFailed);
          notify(text, { type: 'error', messageArgs: { _: text } });
        }
      };
      enqueueSnackbar(movedText(model, ids.length), {
        variant: 'default',
        autoHideDuration: UNDO_DURATION,
        action: (key) => (
          <Button color="inherit" size="small" onClick={() => void restore(key)}>
            {trashWords().undo}
          </Button>
        ),
      });
    },
    [dataProvider, queryClient, notify, enqueueSnackbar, closeSnackbar],
  );
}
