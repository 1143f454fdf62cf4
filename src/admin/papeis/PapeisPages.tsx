import { Chip, Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  ReferenceArrayInput,
  required,
  SaveButton,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PERMISSAO_LABEL, PERMISSAO_LABEL_EN, PERMISSOES, type Permissao } from '../../../core/permissoes';
import type { Papel } from '../../../core/session/types';
import { useIsMobile } from '../../app/appState';
import { List } from '../../components/List';

// The platform admin's papéis (/admin/papeis, served by server/admin-papeis): the permissions offered are
// papel.schema.json's enum with its labels (core/generated/permissoes.ts), so a permission a new register names
// is offered here with no change to this screen.

/** A role as /admin/papeis answers it: the generated Papel with react-admin's id (its papelId). */
type PapelRecord = Papel & { id: number };

// a message key: react-admin translates titles and menu labels
export const PAPEIS_TITLE = 'app.admin.papeis.titulo';

/** A permission's label in the chosen language. */
function usePermissaoLabel(): (p: Permissao) => string {
  const [locale] = useLocaleState();
  const labels = locale === 'en' ? PERMISSAO_LABEL_EN : PERMISSAO_LABEL;
  return (p) => labels[p] ?? p;
}

/** A role's permissions in the order of the schema's enum, as the form lists them. */
const inSchemaOrder = (permissoes: readonly Permissao[]) => PERMISSOES.filter((p) => permissoes.includes(p));

function PermissoesField({ record }: { record: Papel }) {
  const label = usePermissaoLabel();
  const t = useTranslate();
  if (record.permissoes.length === 0) return <>{t('app.admin.papeis.nenhuma')}</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {inSchemaOrder(record.permissoes).map((p) => (
        <Chip key={p} size="small" label={label(p)} />
      ))}
    </Stack>
  );
}

export function PapeisList() {
  const t = useTranslate();
  const label = usePermissaoLabel();
  const mobile = useIsMobile();
  return (
    <List title={PAPEIS_TITLE} pagination={false} perPage={1000} exporter={false}>
      {mobile ? (
        <SimpleList<PapelRecord>
          primaryText={(r) => r.nome}
          secondaryText={(r) =>
            inSchemaOrder(r.permissoes).map(label).join(', ') || t('app.admin.papeis.nenhuma')
          }
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="nome" label="app.admin.papeis.nome" />
          <FunctionField<PapelRecord>
            label="app.admin.papeis.permissoes"
            sortable={false}
            render={(r) => <PermissoesField record={r} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

function PapelForm() {
  const label = usePermissaoLabel();
  const choices = PERMISSOES.map((id) => ({ id, name: label(id) }));
  return (
    // no delete: profiles hold their role, and the server serves no DELETE for papéis
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="nome" label="app.admin.papeis.nome" validate={required()} />
      <ReferenceArrayInput source="papeisAbaixo" reference="papeis" perPage={1000}>
        <AutocompleteArrayInput
          optionText="nome"
          label="app.admin.papeis.papeis_abaixo"
          helperText="app.admin.papeis.papeis_abaixo_dica"
        />
      </ReferenceArrayInput>
      <CheckboxGroupInput
        source="permissoes"
        label="app.admin.papeis.permissoes"
        helperText="app.admin.papeis.permissoes_dica"
        choices={choices}
        translateChoice={false}
        row={false}
      />
    </SimpleForm>
  );
}

/** "Papel Supervisor": the edit page's title. */
function PapelTitle() {
  const record = useRecordContext<PapelRecord>();
  const t = useTranslate();
  return <>{`${t('app.admin.papeis.papel')} ${record?.nome ?? ''}`.trim()}</>;
}

export function PapelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<PapelTitle />}>
      <PapelForm />
    </Edit>
  );
}

export function PapelCreate() {
  return (
    <Create redirect="list" record={{ papeisAbaixo: [], permissoes: [] }}>
      <PapelForm />
    </Create>
  );
}
