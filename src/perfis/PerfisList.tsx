import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
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
import { type PerfilRecord, SITUACOES } from '../usuarios/records';
import { downloadTable, PageHeading, SituacaoChip, useEquipes, usePapeis } from '../usuarios/shared';

/**
 * The company's profiles (SPEC §2 /perfis): react-admin's List over `perfis` (GET /perfis/empresas/{id}/admin),
 * like the users list and the register screens. A profile may have no user (a placeholder for a person without
 * an account), so the list names the profile, not the user.
 */

const exporter: Exporter = (records: PerfilRecord[]) =>
  downloadTable(
    'perfis',
    ['Nome', 'E-mail do usuário', 'Papel', 'Equipe', 'Convite aceito', 'Situação'],
    records.map((p) => [
      p.nome,
      p.email,
      p.papelNome,
      p.equipeNome,
      p.aceito ? 'Sim' : 'Não',
      SITUACOES.find((s) => s.id === p.situacao)?.name,
    ]),
  );

export function PerfisList() {
  const { empresaId } = useAcesso();
  const isMobile = useIsMobile();
  const papeis = usePapeis();
  const equipes = useEquipes();
  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Buscar"
        slotProps={{ htmlInput: { 'aria-label': 'Buscar' } }}
      />,
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
      ...(equipes.data?.length
        ? [
            <SelectInput
              key="equipeId"
              source="equipeId"
              label="Equipe"
              choices={equipes.data.map((e) => ({ id: e.equipeId, name: e.nome }))}
              emptyText="Todas"
            />,
          ]
        : []),
    ],
    [papeis.data, equipes.data],
  );
  return (
    <Box>
      <PageHeading>Perfis</PageHeading>
      <List
        resource="perfis"
        title="Perfis"
        filters={filters}
        sort={{ field: 'nome', order: 'ASC' }}
        perPage={25}
        storeKey={`e${empresaId}.perfis`}
        queryOptions={{ refetchOnMount: true }}
        exporter={exporter}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        empty={false}
      >
        {isMobile ? (
          <SimpleList<PerfilRecord>
            primaryText={(p) => p.nome}
            secondaryText={(p) => [p.email, p.papelNome].filter(Boolean).join(' · ')}
            tertiaryText={(p) => <SituacaoChip situacao={p.situacao} />}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <RecordLinkField source="nome" label="Nome" sortable type="edit">
              <TextField source="nome" />
            </RecordLinkField>
            <TextField source="email" label="E-mail do usuário" emptyText="—" />
            <TextField source="papelNome" label="Papel" emptyText="—" />
            <TextField source="equipeNome" label="Equipe" emptyText="—" />
            <FunctionField<PerfilRecord>
              source="situacao"
              label="Situação"
              render={(p) => <SituacaoChip situacao={p.situacao} />}
            />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
