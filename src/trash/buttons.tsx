import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useContext } from 'react';
import {
  BulkDeleteButton,
  Button,
  DeleteButton,
  type Identifier,
  SaveButton,
  Toolbar,
  useBasename,
  useListContext,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { RegisterModel } from '../../core/schema/model';
import { AcessoContext } from '../company/AcessoContext';
import { trashWords } from './texts';
import { useTrashUndo } from './undo';

type Trashable = Pick<RegisterModel, 'resource' | 'label' | 'trash'>;

/**
 * The edit page's Excluir for a register with a trash: asks first (pessimistic, the server decides), then goes
 * back to the list with "Produto movido para a lixeira." and Desfazer. Without a trash, react-admin's own.
 */
export function TrashDeleteButton({ model }: { model: Trashable }) {
  const record = useRecordContext();
  const undo = useTrashUndo();
  const redirect = useRedirect();
  const form = useFormContext();
  if (!model.trash) return <DeleteButton mutationMode="pessimistic" />;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          if (record) undo(model, [record.id]);
          // the record is gone: its unsaved changes must not hold the redirect back
          form?.reset(undefined, { keepValues: true });
          redirect('list', model.resource);
        },
      }}
    />
  );
}

/** The edit form's bar: Salvar, and Excluir with its undo (react-admin's default bar, same places). */
export function TrashEditToolbar({ model }: { model: Trashable }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <TrashDeleteButton model={model} />
    </Toolbar>
  );
}

/** A list's bulk Excluir (asks first, pessimistic) with the undo of the whole selection. */
export function TrashBulkDeleteButton({ model }: { model: Trashable }) {
  const undo = useTrashUndo();
  const { onUnselectItems } = useListContext();
  if (!model.trash) return <BulkDeleteButton mutationMode="pessimistic" />;
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (_data: unknown, variables: { ids?: Identifier[] } | undefined) => {
          undo(model, variables?.ids ?? []);
          onUnselectItems(true);
        },
      }}
    />
  );
}

/** "Lixeira" in a register's list toolbar, for whoever may open it (VER_LIXEIRA). */
export function TrashLinkButton({ model }: { model: Trashable }) {
  const acesso = useOptionalAcesso();
  const basename = useBasename();
  if (!model.trash || !acesso?.can('VER_LIXEIRA')) return null;
  // react-admin's Button, as the toolbar's others (Criar, Exportar): same size and line
  return (
    <Button component={Link} to={`${basename}/${model.resource}/lixeira`} label={trashWords().trash}>
      <DeleteIcon />
    </Button>
  );
}

/** The company's access, or none outside a company (the platform admin area has no trash). */
const useOptionalAcesso = () => useContext(AcessoContext);
