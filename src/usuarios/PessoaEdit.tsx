import { Box } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Edit, type RaRecord, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { RegisterFormDraft } from '../drafts/RegisterFormDraft';
import { PessoaHistory } from '../history/PessoaHistory';
import type { ADMIN_META, PessoasResource } from './provider';
import {
  equipeChoices,
  PageHeading,
  papelChoices,
  SaveFailureAlert,
  useEquipes,
  useManageablePapel,
  usePapeis,
  useSaveThenList,
} from './shared';

/**
 * The edit page a user and a profile share: react-admin's Edit with a pessimistic SimpleForm, the heading by the
 * record's name, the save refused up front when the record's role is out of the editor's reach, and below the
 * form a section on the profile's state.
 */

/** What a user and a profile record both have: their role and team. */
interface PessoaRecord extends RaRecord {
  papelId: number | null;
  papelNome: string | null;
  equipeId: number | null;
  equipeNome: string | null;
}

/** The role and team selects' choices for the record in the form, its current ones kept (see papelChoices). */
export function usePapelEquipeChoices() {
  const record = useRecordContext<PessoaRecord>();
  const papeis = usePapeis();
  const equipes = useEquipes();
  const manageable = useManageablePapel();
  const papelOptions = useMemo(
    () => papelChoices(papeis.data, manageable, record?.papelId),
    [papeis.data, manageable, record?.papelId],
  );
  const equipeOptions = useMemo(
    () => equipeChoices(equipes.data, record?.equipeId, record?.equipeNome),
    [equipes.data, record?.equipeId, record?.equipeNome],
  );
  return { papeis, equipes, papelOptions, equipeOptions };
}

function EditHeading<R extends PessoaRecord>({
  title,
  name,
}: {
  title: string;
  name: (record: R) => string;
}) {
  const record = useRecordContext<R>();
  return <PageHeading>{record ? `${title} ${name(record)}` : title}</PageHeading>;
}

function EditToolbar() {
  const record = useRecordContext<PessoaRecord>();
  const manageable = useManageablePapel();
  return (
    <Toolbar>
      <SaveButton disabled={record?.papelId != null && !manageable(record.papelId) ? true : undefined} />
    </Toolbar>
  );
}

export function PessoaEdit<R extends PessoaRecord>({
  resource,
  id,
  title,
  name,
  saved,
  meta,
  notice,
  children,
  aside,
}: {
  resource: PessoasResource;
  id: number;
  /** The page's title, and its heading before the record's name. */
  title: string;
  name: (record: R) => string;
  /** The notification after a save. */
  saved: string;
  /** The read's and the save's meta (the admin view of `usuarios`). */
  meta?: typeof ADMIN_META;
  /** Between the heading and a failed save's message. */
  notice?: ReactNode;
  /** The inputs, below a failed save's message. */
  children: ReactNode;
  /** Below the form. */
  aside: ReactNode;
}) {
  const { failure, mutationOptions } = useSaveThenList(resource, () => saved, meta);
  return (
    <Box>
      <Edit
        resource={resource}
        id={id}
        title={title}
        mutationMode="pessimistic"
        queryOptions={{ meta, refetchOnMount: true }}
        mutationOptions={mutationOptions}
      >
        <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }} toolbar={<EditToolbar />}>
          <EditHeading<R> title={title} name={name} />
          <PessoaHistory resource={resource} id={id} />
          <RegisterFormDraft resource={resource} />
          {notice}
          <SaveFailureAlert message={failure.message} />
          {children}
        </SimpleForm>
        {aside}
      </Edit>
    </Box>
  );
}
