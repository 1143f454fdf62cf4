import { Box } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  type RaRecord,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { SITUACOES, type Situacao } from '../../core/usuarios/records';
import { useIsMobile } from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { ExportarButton } from '../export/ExportarButton';
import { RecordLinkField, searchFilterInput } from '../schema/elements';
import type { ADMIN_META, EquipeOpcao, PessoasResource } from './provider';
import { PageHeading, SituacaoChip, usePapeis } from './shared';

/**
 * The one list the users and the profiles screens are built on: react-admin's List over `usuarios` or `perfis`,
 * with the same search and filters, order, paging, remembered filters, CSV and phone layout, so an admin meets
 * one way of working on both (and on the register screens). The columns between the name and the role are each
 * screen's own.
 */

/** What every row of both lists has: the phone line and the shared columns read these. */
interface PessoaRow extends RaRecord {
  email: string | null;
  papelNome: string | null;
  situacao: Situacao | null;
}

/** A state's name, as the lists show it, for the CSV. */
export const situacaoNome = (situacao: Situacao | null) => SITUACOES.find((s) => s.id === situacao)?.name;

/** The search, the role and the state, on screen from the start; the team, when the company has teams. */
function usePessoasFilters(equipes: readonly EquipeOpcao[] | undefined) {
  const papeis = usePapeis();
  return useMemo(
    () => [
      searchFilterInput(),
      // on screen from the start: one Tab away, no "add filter" menu to open first
      <SelectInput
        key="papelId"
        source="papelId"
        label="app.usuarios.campos.papel"
        alwaysOn
        choices={(papeis.data ?? []).map((p) => ({ id: p.papelId, name: p.nome }))}
        // the roles' names are the company's data: shown as they are
        translateChoice={false}
        emptyText="app.usuarios.filtros.todos"
      />,
      <SelectInput
        key="situacao"
        source="situacao"
        label="app.usuarios.campos.situacao"
        alwaysOn
        choices={SITUACOES.map((s) => ({ id: s.id, name: `app.usuarios.situacao.${s.id}` }))}
        emptyText="app.usuarios.filtros.todas"
      />,
      ...(equipes?.length
        ? [
            <SelectInput
              key="equipeId"
              source="equipeId"
              label="app.usuarios.campos.equipe"
              choices={equipes.map((e) => ({ id: e.equipeId, name: e.nome }))}
              translateChoice={false}
              emptyText="app.usuarios.filtros.todas"
            />,
          ]
        : []),
    ],
    [papeis.data, equipes],
  );
}

export function PessoasList<R extends PessoaRow>({
  resource,
  title,
  nameSource,
  createLabel,
  meta,
  equipes,
  children,
}: {
  resource: PessoasResource;
  /** The page's title and heading. */
  title: string;
  /** The name: the first column (a link to the record), the default order, the phone line's first text. */
  nameSource: keyof R & string;
  /** The create button's label; no button without one. */
  createLabel?: string;
  /** The list's query meta (the admin view of `usuarios`). */
  meta?: typeof ADMIN_META;
  /** The teams offered as a filter; no team filter without them. */
  equipes?: readonly EquipeOpcao[];
  /** The columns between the name and the role. */
  children: ReactNode;
}) {
  const { empresaId } = useAcesso();
  const isMobile = useIsMobile();
  const filters = usePessoasFilters(equipes);
  const t = useTranslate();
  return (
    <Box>
      <PageHeading>{t(title, { _: title })}</PageHeading>
      <List
        resource={resource}
        title={title}
        filters={useFiltrosMoveis(filters)}
        sort={{ field: nameSource, order: 'ASC' }}
        perPage={25}
        storeKey={`e${empresaId}.${resource}`}
        // refetched on arrival when stale or invalidated (the app's cache never refetches on mount)
        queryOptions={{ meta, refetchOnMount: true }}
        // the file comes from the server, filtered and sorted as here (src/export)
        exporter={false}
        actions={
          <TopToolbar>
            {createLabel && <CreateButton label={createLabel} />}
            <ExportarButton
              path={`/api/${resource}/empresas/${empresaId}/admin/export`}
              fallbackName={resource}
            />
          </TopToolbar>
        }
        empty={false}
      >
        {isMobile ? (
          <SimpleList<R>
            primaryText={(r) => String(r[nameSource])}
            secondaryText={(r) => [r.email, r.papelNome].filter(Boolean).join(' · ')}
            tertiaryText={(r) => <SituacaoChip situacao={r.situacao} />}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            {/* the name opens the record from the keyboard too (Tab to it, Enter): row clicks are mouse-only */}
            <RecordLinkField source={nameSource} label="app.usuarios.campos.nome" sortable type="edit">
              <TextField source={nameSource} />
            </RecordLinkField>
            {children}
            <TextField source="papelNome" label="app.usuarios.campos.papel" emptyText="—" />
            <TextField source="equipeNome" label="app.usuarios.campos.equipe" emptyText="—" />
            <FunctionField<R>
              source="situacao"
              label="app.usuarios.campos.situacao"
              render={(r) => <SituacaoChip situacao={r.situacao} />}
            />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
