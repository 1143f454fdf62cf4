import { Box } from '@mui/material';
import { type ReactElement, useMemo } from 'react';
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
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { type PessoaColumn, type PessoasResource, pessoasColumns } from '../../core/usuarios/columns';
import type { Situacao } from '../../core/usuarios/records';
import { useIsMobile } from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { CsvExportButton } from '../export/CsvExportButton';
import { RecordLinkField, searchFilterInput } from '../schema/elements';
import type { ADMIN_META } from './provider';
import { PageHeading, SituacaoChip, useEquipes, usePapeis } from './shared';

/**
 * The one list the users and the profiles screens are built on, drawn from the schemas as a register's list is:
 * its columns, labels, filters, sortable columns and default order come from perfil.schema.json and
 * usuario.schema.json (core/usuarios/columns.ts: title, x-i18n, x-filter, x-sortable, x-reference, x-enumLabels),
 * and the server pages, searches, filters and sorts by the same columns (server/usuarios/pessoas-list.ts). What
 * stays the screens' own is what docs/produto.md §7 shapes: the invitation button and the profile's state chip.
 */

/** What every row of both lists has: the phone line reads these. */
interface PessoaRow extends RaRecord {
  email: string | null;
  papelNome: string | null;
  situacao: Situacao | null;
}

/** A column's label in the screen's language (x-i18n), Portuguese otherwise. */
function labelOf(column: PessoaColumn, locale: string): string {
  return column.i18n[locale] ?? column.i18n[locale.split('-')[0] ?? ''] ?? column.title;
}

/** The choices a reference filter offers: the roles, or the company's teams. */
function useReferenceChoices(): Record<string, Array<{ id: number; name: string }> | undefined> {
  const papeis = usePapeis();
  const equipes = useEquipes();
  return useMemo(
    () => ({
      papeis: papeis.data?.map((p) => ({ id: p.papelId, name: p.nome })),
      equipes: equipes.data?.map((e) => ({ id: e.equipeId, name: e.nome })),
    }),
    [papeis.data, equipes.data],
  );
}

/** The search and one select per x-filter column, on screen from the start (one Tab away, no menu first). */
function usePessoasFilters(resource: PessoasResource): ReactElement[] {
  const references = useReferenceChoices();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const selects = pessoasColumns(resource).columns.flatMap((column) => {
      if (!column.filter) return [];
      const choices = column.reference
        ? references[column.reference]
        : column.choices?.map((c) => ({ ...c, name: column.choicesI18n[locale]?.[c.id] ?? c.name }));
      // a reference filter with nothing to offer (a company without teams) is no filter
      if (!choices?.length && column.reference !== 'papeis') return [];
      return [
        <SelectInput
          key={column.property}
          source={column.property}
          label={labelOf(column, locale)}
          alwaysOn
          choices={choices ?? []}
          // the company's roles and teams, and the schema's labels, are shown as they are
          translateChoice={false}
          emptyText={column.kind === 'enum' ? 'app.usuarios.filtros.todas' : 'app.usuarios.filtros.todos'}
        />,
      ];
    });
    return [searchFilterInput(), ...selects];
  }, [resource, references, locale]);
}

/** A column's cell: the name links to the record, the state is a chip, the rest is text. */
function cellOf(column: PessoaColumn, first: boolean, locale: string): ReactElement {
  const common = { source: column.source, label: labelOf(column, locale), sortable: column.sortable };
  if (first)
    return (
      // the name opens the record from the keyboard too (Tab to it, Enter): row clicks are mouse-only
      <RecordLinkField key={column.source} {...common} type="edit">
        <TextField source={column.source} />
      </RecordLinkField>
    );
  if (column.kind === 'enum')
    return (
      <FunctionField<PessoaRow>
        key={column.source}
        {...common}
        render={(r) => <SituacaoChip situacao={r.situacao} />}
      />
    );
  return <TextField key={column.source} {...common} emptyText="—" />;
}

export function PessoasList<R extends PessoaRow>({
  resource,
  title,
  createLabel,
  meta,
}: {
  resource: PessoasResource;
  /** The page's title and heading. */
  title: string;
  /** The create button's label; no button without one. */
  createLabel?: string;
  /** The list's query meta (the admin view). */
  meta?: typeof ADMIN_META;
}) {
  const { empresaId } = useAcesso();
  const isMobile = useIsMobile();
  const filters = usePessoasFilters(resource);
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { columns, name, defaultSort } = pessoasColumns(resource);
  return (
    <Box>
      <PageHeading>{t(title, { _: title })}</PageHeading>
      <List
        resource={resource}
        title={title}
        filters={useFiltrosMoveis(filters)}
        sort={{ field: defaultSort[0], order: defaultSort[1] }}
        perPage={25}
        storeKey={`e${empresaId}.${resource}`}
        // refetched on arrival when stale or invalidated (the app's cache never refetches on mount)
        queryOptions={{ meta, refetchOnMount: true }}
        // the file comes from the server, filtered and sorted as here (src/export)
        exporter={false}
        actions={
          <TopToolbar>
            {createLabel && <CreateButton label={createLabel} />}
            <CsvExportButton
              path={`/api/${resource}/empresas/${empresaId}/admin/export`}
              fallbackName={resource}
            />
          </TopToolbar>
        }
        empty={false}
      >
        {isMobile ? (
          <SimpleList<R>
            primaryText={(r) => String(r[name] ?? '')}
            secondaryText={(r) => [r.email, r.papelNome].filter(Boolean).join(' · ')}
            tertiaryText={(r) => <SituacaoChip situacao={r.situacao} />}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            {columns.map((column, index) => cellOf(column, index === 0, locale))}
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
