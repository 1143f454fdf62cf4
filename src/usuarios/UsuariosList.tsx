import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
  CreateButton,
  Datagrid,
  ExportButton,
  type Exporter,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIsMobile } from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { RecordLinkField } from '../schema/elements';
import { ADMIN_META } from './provider';
import { SITUACOES, type UsuarioRecord } from './records';
import { downloadTable, PageHeading, SituacaoChip, usePapeis } from './shared';

/**
 * The company's users (SPEC §2 /usuarios). Built on react-admin's List over the `usuarios` resource (the admin
 * view, `meta.admin`): the same table, sorting, paging, remembered filters, CSV and phone layout as the register
 * screens, so an admin meets one way of working everywhere. The search and filters run over the one array the
 * API answers (src/usuarios/provider.ts), accent- and case-insensitive.
 */

const exporter: Exporter = (records: UsuarioRecord[]) =>
  downloadTable(
    'usuarios',
    ['Nome', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação'],
    records.map((u) => [
      u.nomeCompleto,
      u.email,
      u.matricula,
      u.papelNome,
      u.equipeNome,
      SITUACOES.find((s) => s.id === u.situacao)?.name,
    ]),
  );

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Convidar usuário" />
      <ExportButton />
    </TopToolbar>
  );
}

export function UsuariosList() {
  const { empresaId } = useAcesso();
  const isMobile = useIsMobile();
  const papeis = usePapeis();
  const filters = useMemo(
    () => [
      // a placeholder is no label: screen readers get the name too
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Buscar"
        slotProps={{ htmlInput: { 'aria-label': 'Buscar' } }}
      />,
      // on screen from the start: one Tab away, no "add filter" menu to open first
      <SelectInput
        key="papelId"
        source="papelId"
        label="Papel"
        alwaysOn
        choices={(papeis.data ?? []).map((p) => ({ id: p.papelId, name: p.nome }))}
        emptyText="Todos"
      />,
      <SelectInput
        key="situacao"
        source="situacao"
        label="Situação"
        alwaysOn
        choices={[...SITUACOES]}
        emptyText="Todas"
      />,
    ],
    [papeis.data],
  );

  return (
    <Box>
      <PageHeading>Usuários</PageHeading>
      <List
        resource="usuarios"
        title="Usuários"
        filters={filters}
        sort={{ field: 'nomeCompleto', order: 'ASC' }}
        perPage={25}
        storeKey={`e${empresaId}.usuarios`}
        // the admin view; refetched on arrival when stale or invalidated (the app's cache never refetches on mount)
        queryOptions={{ meta: ADMIN_META, refetchOnMount: true }}
        exporter={exporter}
        actions={<Actions />}
        empty={false}
      >
        {isMobile ? (
          <SimpleList<UsuarioRecord>
            primaryText={(u) => u.nomeCompleto}
            secondaryText={(u) => [u.email, u.papelNome].filter(Boolean).join(' · ')}
            tertiaryText={(u) => <SituacaoChip situacao={u.situacao} />}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            {/* the name opens the user from the keyboard too (Tab to it, Enter): row clicks are mouse-only */}
            <RecordLinkField source="nomeCompleto" label="Nome" sortable type="edit">
              <TextField source="nomeCompleto" />
            </RecordLinkField>
            <TextField source="email" label="E-mail" />
            <TextField source="matricula" label="Matrícula" emptyText="—" />
            <TextField source="papelNome" label="Papel" emptyText="—" />
            <TextField source="equipeNome" label="Equipe" emptyText="—" />
            <FunctionField<UsuarioRecord>
              source="situacao"
              label="Situação"
              render={(u) => <SituacaoChip situacao={u.situacao} />}
            />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
