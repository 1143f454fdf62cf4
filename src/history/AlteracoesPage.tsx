import { Box, Card, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import {
  AutocompleteInput,
  Datagrid,
  FilterButton,
  FunctionField,
  type RaRecord,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { schemaLocale } from '../../core/schema/localize';
import { useIsMobile } from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { registerReadPermissions, registerWritePermissions } from '../company/pages';
import { DateInput } from '../components/DateInputs';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { List } from '../components/List';
import { COMPANY_REGISTERS } from '../schema/registry';
import { type DescribedEntry, describeEntry, type HistoryEntry, type NameOf, referencesIn } from './describe';
import { ChangeLine } from './HistoryEntries';
import { singularOf, subjectOfResource } from './subjects';
import { ALTERACOES_TEXTS as A } from './texts';
import { useReferenceNames } from './useHistory';

/**
 * "Alterações": every change in the company, newest first (GET /api/empresas/{empresaId}/historico, react-admin's
 * simple REST dialect), filtered by who, which register, what action, when and the record's name; each row reads
 * like the record's own history and opens the record. For those who configure the company (CONFIGURAR_EMPRESA) and
 * administrators: the menu entry and the route are declared in src/company/pages.tsx.
 */

/** An entry of the company-wide list. */
export interface AlteracaoRecord extends HistoryEntry, RaRecord {
  id: number;
  recurso: string;
  registroId: number;
  /** The record's current name; null once it no longer exists. */
  registro: string | null;
}

/** A choice whose name is read in the app's language when shown (schemaLocale follows it). */
const choice = (id: string, pt: string, en: () => string) => ({
  id,
  get name() {
    return schemaLocale() === 'en' ? en() : pt;
  },
});

export const ACOES = [
  choice('criado', 'Criação', () => 'Creation'),
  choice('alterado', 'Alteração', () => 'Change'),
  choice('excluido', 'Exclusão', () => 'Deletion'),
  choice('restaurado', 'Restauração', () => 'Restoration'),
];

/** The registers one may filter by: the company's, users and profiles, by name. */
export const RECURSOS = [
  ...COMPANY_REGISTERS.map((m) => ({
    id: m.resource,
    // the model's label follows the language
    get name() {
      return m.label.plural;
    },
  })),
  choice('usuarios', 'Usuários', () => 'Users'),
  choice('perfis', 'Perfis', () => 'Profiles'),
].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/** On a phone the dates wait behind "Adicionar filtro": five inputs at once would fill the screen. */
const filtersFor = (isMobile: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={A.search} />,
  <ReferenceInput key="usuarioId" source="usuarioId" reference="usuarios" alwaysOn>
    <AutocompleteInput label={A.who} optionText="nomeCompleto" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="recurso" source="recurso" label={A.register} choices={RECURSOS} alwaysOn />,
  <SelectInput key="acao" source="acao" label={A.action} choices={ACOES} />,
  <DateInput
    key="em_gte"
    source="em_gte"
    label={A.from}
    alwaysOn={!isMobile}
    helperText={false}
    sx={{ width: 170 }}
  />,
  <DateInput
    key="em_lte"
    source="em_lte"
    label={A.to}
    alwaysOn={!isMobile}
    helperText={false}
    sx={{ width: 170 }}
  />,
];

/** Where a record opens for this user (its edit page if they may write it, else its show page), or null. */
function useRecordPath() {
  const basename = useBasename();
  const { can } = useAcesso();
  return useMemo(() => {
    const pages = new Map<string, string>();
    for (const m of COMPANY_REGISTERS) {
      if (!registerReadPermissions(m).every((p) => can(p))) continue;
      pages.set(m.resource, registerWritePermissions(m).every((p) => can(p)) ? '' : '/show');
    }
    if (can('CADASTRAR_USUARIOS')) {
      pages.set('usuarios', '');
      pages.set('perfis', '');
    }
    return (entry: AlteracaoRecord): string | null => {
      const suffix = pages.get(entry.recurso);
      if (suffix === undefined || entry.registro === null) return null;
      return `${basename}/${entry.recurso}/${entry.registroId}${suffix}`;
    };
  }, [basename, can]);
}

/** Every reference on the page, read once per register. */
function usePageNames(entries: readonly AlteracaoRecord[]): NameOf {
  const references = useMemo(() => {
    const all = new Map<string, Set<string | number>>();
    for (const entry of entries)
      for (const [resource, ids] of referencesIn([entry], subjectOfResource(entry.recurso))) {
        const set = all.get(resource) ?? new Set<string | number>();
        for (const id of ids) set.add(id);
        all.set(resource, set);
      }
    return all;
  }, [entries]);
  return useReferenceNames(references);
}

function useDescribed(): { entries: AlteracaoRecord[]; describe: (e: AlteracaoRecord) => DescribedEntry } {
  const { data } = useListContext<AlteracaoRecord>();
  const entries = data ?? [];
  const nameOf = usePageNames(entries);
  return {
    entries,
    describe: (e) => describeEntry(e, subjectOfResource(e.recurso), nameOf),
  };
}

function RecordName({ entry, path }: { entry: AlteracaoRecord; path: string | null }) {
  const name = entry.registro ?? A.gone(entry.registroId);
  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary">
        {singularOf(entry.recurso)}{' '}
      </Typography>
      {path ? (
        <Link
          component={RouterLink}
          to={path}
          variant="body2"
          // the company's colour is a light theme's: on a dark page its lighter shade keeps the link readable
          sx={{
            overflowWrap: 'anywhere',
            color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : undefined),
          }}
        >
          {name}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
    </>
  );
}

function Changes({ described }: { described: DescribedEntry }) {
  return (
    <>
      <Typography variant="body2">
        {described.sentence.charAt(0).toUpperCase() + described.sentence.slice(1)}
      </Typography>
      {described.changes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {described.changes.map((c) => (
            <ChangeLine key={c.name} change={c} />
          ))}
        </Box>
      )}
    </>
  );
}

function DesktopTable() {
  const { describe } = useDescribed();
  const pathOf = useRecordPath();
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={(_id, _resource, record) => pathOf(record as AlteracaoRecord) ?? false}
      sx={{ '& td': { verticalAlign: 'top' } }}
    >
      <FunctionField<AlteracaoRecord>
        source="em"
        label={A.when}
        sortable
        render={(r) => describe(r).when}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FunctionField<AlteracaoRecord> label={A.who} sortable={false} render={(r) => describe(r).who} />
      <FunctionField<AlteracaoRecord>
        label={A.record}
        sortable={false}
        render={(r) => <RecordName entry={r} path={pathOf(r)} />}
      />
      <FunctionField<AlteracaoRecord>
        label={A.what}
        sortable={false}
        render={(r) => <Changes described={describe(r)} />}
      />
    </Datagrid>
  );
}

function PhoneList() {
  const { entries, describe } = useDescribed();
  const pathOf = useRecordPath();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={A.title}>
      {entries.map((entry) => {
        const d = describe(entry);
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {d.who}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' · '}
                {d.when}
              </Box>
            </Typography>
            <Box>
              <RecordName entry={entry} path={pathOf(entry)} />
            </Box>
            <Changes described={d} />
          </Box>
        );
      })}
    </Box>
  );
}

function Empty(): ReactNode {
  return (
    <Card sx={{ p: 3, textAlign: 'center', width: '100%' }}>
      <Typography>{A.none}</Typography>
    </Card>
  );
}

export function AlteracoesPage() {
  const isMobile = useIsMobile();
  const { empresaId } = useAcesso();
  const filters = useMemo(() => filtersFor(isMobile), [isMobile]);
  return (
    <Stack>
      <Typography variant="h5" component="h1" sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 } }}>
        {A.title}
      </Typography>
      <List<AlteracaoRecord>
        resource="historico"
        title={A.title}
        filters={useFiltrosMoveis(filters)}
        sort={{ field: 'em', order: 'DESC' }}
        perPage={25}
        storeKey={`e${empresaId}.alteracoes`}
        exporter={false}
        empty={<Empty />}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
      >
        {isMobile ? <PhoneList /> : <DesktopTable />}
      </List>
    </Stack>
  );
}
