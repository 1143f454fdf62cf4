import AddIcon from '@mui/icons-material/Add';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo, useState } from 'react';
import {
  BooleanInput,
  CreateButton,
  Datagrid,
  type DataProvider,
  DataProviderContext,
  FunctionField,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
  useListContext,
  useLocale,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCpfCnpj, formatCurrency, formatDay, formatMoment } from '../../core/schema/display';
import { useIsMobile } from '../app/appState';
import { BulkEditButton } from '../bulk/BulkEditButton';
import { useAcesso } from '../company/AcessoContext';
import { DateInput } from '../components/DateInputs';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { List } from '../components/List';
import { apiErrorText } from '../data/apiError';
import { CsvExportButton } from '../export/CsvExportButton';
import { CsvImportButton } from '../import/CsvImportButton';
import { searchFilterInput } from '../schema/elements';
import { useRegisterListProps } from '../schema/screenParts';
import type { RegisterScreenProps } from '../schema/screens';
import { TrashLinkButton } from '../trash/buttons';
import { alterarStatus, fetchTotal, serverFilter, type VendaRecord, type VendaStatusRecord } from './api';
import { LookupInput, type LookupOption } from './LookupInput';
import { StatusChip } from './StatusChip';
import { type Lookups, useLookups, useOptions } from './useLookups';

/**
 * The sales list: filters always in view (period, status, seller, team, origin, point of sale, a search over
 * customer, document and number), the count and sum of what they select, sortable columns, CSV, a status change
 * for many sales at once (REALIZAR_AUTOMACOES) and a way to the trash (VER_LIXEIRA, src/trash); one line per sale on
 * a phone.
 */

/**
 * The company dataProvider with the sales filter translated for the server (the search box's number and document,
 * cleared multi-selects): the list, its CSV export and the total then ask for the very same sales.
 */
function useVendasDataProvider(): DataProvider {
  const base = useContext(DataProviderContext) as DataProvider;
  return useMemo(
    () => ({
      ...base,
      getList: (resource, params) =>
        base.getList(
          resource,
          resource === 'vendas' ? { ...params, filter: serverFilter(params.filter ?? {}) } : params,
        ),
    }),
    [base],
  );
}

/** A filter that picks any number of a company list's entries, always in view like the rest of the row. */
function lookupFilter(source: string, label: string, options: readonly LookupOption[], minWidth: number) {
  return (
    <LookupInput
      key={source}
      source={source}
      label={label}
      options={options}
      multiple
      alwaysOn
      sx={{ minWidth }}
    />
  );
}

function useFilters(lookups: Lookups) {
  const options = useOptions(lookups);
  const t = useTranslate();
  return useMemo(
    () => [
      searchFilterInput(t('app.vendas.filtros.busca'), t('app.vendas.filtros.busca_aria')),
      <DateInput
        key="data_gte"
        source="data_gte"
        label={t('app.vendas.filtros.de')}
        alwaysOn
        sx={{ width: 170 }}
      />,
      <DateInput
        key="data_lte"
        source="data_lte"
        label={t('app.vendas.filtros.ate')}
        alwaysOn
        sx={{ width: 170 }}
      />,
      lookupFilter('vendaStatusId', t('app.vendas.filtros.status'), options.status, 200),
      lookupFilter('vendedorId', t('app.vendas.filtros.vendedor'), options.perfis, 200),
      lookupFilter('equipeId', t('app.vendas.filtros.equipe'), options.equipes, 180),
      lookupFilter('origemId', t('app.vendas.filtros.origem'), options.origens, 180),
      lookupFilter('pdvId', t('app.vendas.filtros.pdv'), options.pdvs, 200),
      // behind 'Adicionar filtro', and shown with their value when a report's drill-down sets them (issue 13)
      <LookupInput
        key="produtoId"
        source="produtoId"
        label={t('app.vendas.filtros.produto')}
        options={options.produtos}
        multiple
        sx={{ minWidth: 220 }}
      />,
      <BooleanInput
        key="nosTotais"
        source="nosTotais"
        label={t('app.vendas.filtros.nos_totais')}
        helperText={false}
      />,
    ],
    [options, t],
  );
}

export function VendaList(props: RegisterScreenProps) {
  const t = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: { xs: 1, sm: 2 }, px: { xs: 1, sm: 0 } }}>
        <Typography variant="h5" component="h1">
          {t('app.vendas.titulo')}
        </Typography>
      </Box>
      <VendasAtivas {...props} />
    </Box>
  );
}

function VendasAtivas({ model, canWrite, storeKey }: RegisterScreenProps) {
  const isMobile = useIsMobile();
  const { can } = useAcesso();
  const lookups = useLookups();
  const filters = useFilters(lookups);
  const dataProvider = useVendasDataProvider();
  const statusById = useMemo(() => new Map(lookups.status.map((s) => [s.id, s])), [lookups.status]);
  const vendedorById = useMemo(
    () => new Map(lookups.perfis.map((p) => [Number(p.id), p.nome])),
    [lookups.perfis],
  );
  const listProps = useRegisterListProps(model, storeKey);
  const automacoes = can('REALIZAR_AUTOMACOES');
  const t = useTranslate();

  return (
    <DataProviderContext.Provider value={dataProvider}>
      <List
        {...listProps}
        title={t('app.vendas.titulo')}
        filters={useFiltrosMoveis(filters)}
        actions={
          <TopToolbar>
            {canWrite && <CreateButton label={t('app.vendas.nova')} />}
            {/* in the generic lists' order (src/schema/screens.tsx): import, export, trash */}
            {canWrite && <CsvImportButton model={model} />}
            <CsvExportButton />
            {/* the deleted sales: the generic trash screen (src/trash), /vendas/lixeira */}
            <TrashLinkButton model={model} />
          </TopToolbar>
        }
        empty={<NoVendas canWrite={canWrite} />}
      >
        <TotalBar />
        {isMobile ? (
          <SimpleList<VendaRecord>
            primaryText={(r) => t('app.vendas.linha', { numero: r.numero, cliente: r.clienteNome })}
            secondaryText={(r) =>
              `${formatDay(r.data)} · ${vendedorById.get(r.vendedorId) ?? ''} · ${formatCurrency(r.total)}`
            }
            // a long status name ("Pendente de documentação") ends in an ellipsis instead of running off a phone
            tertiaryText={(r) => (
              <Box component="span" sx={{ display: 'inline-flex', maxWidth: '10rem' }}>
                <StatusChip status={statusById.get(r.vendaStatusId)} id={r.vendaStatusId} />
              </Box>
            )}
            rowClick="edit"
            empty={<NoResults />}
          />
        ) : (
          <Datagrid
            rowClick="edit"
            bulkActionButtons={
              canWrite || automacoes ? (
                <>
                  {canWrite && <BulkEditButton model={model} serverFilter={serverFilter} />}
                  {automacoes && <BulkStatusButton status={lookups.status} />}
                </>
              ) : (
                false
              )
            }
            empty={<NoResults />}
          >
            <FunctionField<VendaRecord>
              source="numero"
              label={t('app.vendas.colunas.numero')}
              render={(r) => <NumeroLink record={r} />}
            />
            <FunctionField<VendaRecord>
              source="data"
              label={t('app.vendas.colunas.data')}
              render={(r) => formatDay(r.data)}
            />
            <TextField source="clienteNome" label={t('app.vendas.colunas.cliente')} />
            <FunctionField<VendaRecord>
              source="clienteDocumento"
              label={t('app.vendas.colunas.documento')}
              render={(r) => formatCpfCnpj(r.clienteDocumento)}
            />
            <FunctionField<VendaRecord>
              source="vendedorId"
              label={t('app.vendas.colunas.vendedor')}
              render={(r) => vendedorById.get(r.vendedorId) ?? ''}
            />
            <FunctionField<VendaRecord>
              source="vendaStatusId"
              label={t('app.vendas.colunas.status')}
              render={(r) => <StatusChip status={statusById.get(r.vendaStatusId)} id={r.vendaStatusId} />}
            />
            <FunctionField<VendaRecord>
              source="total"
              label={t('app.vendas.colunas.total')}
              textAlign="right"
              render={(r) => formatCurrency(r.total)}
            />
          </Datagrid>
        )}
      </List>
    </DataProviderContext.Provider>
  );
}

/** The number, as a link to the sale: Tab reaches it and Enter opens it (the row click is the mouse's). */
function NumeroLink({ record }: { record: VendaRecord }) {
  const createPath = useCreatePath();
  const t = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component={RouterLink}
        to={createPath({ resource: 'vendas', id: record.id, type: 'edit' })}
        onClick={(e: React.MouseEvent) => e.stopPropagation()}
        sx={{ color: 'inherit', fontWeight: 500 }}
      >
        {record.numero}
      </Box>
      {record.auditadaEm && (
        <Tooltip title={t('app.vendas.auditada_em', { momento: formatMoment(record.auditadaEm) })}>
          <VerifiedIcon fontSize="inherit" color="success" aria-label={t('app.vendas.auditada')} />
        </Tooltip>
      )}
    </Box>
  );
}

/** The count and sum of the sales the filters select (GET …/vendas/total), refreshed with them. */
function TotalBar() {
  const { filterValues } = useListContext();
  const { empresaId } = useAcesso();
  const t = useTranslate();
  const locale = useLocale() === 'en' ? 'en-US' : 'pt-BR';
  const filter = serverFilter(filterValues ?? {});
  const { data, isPending, error } = useQuery({
    queryKey: ['vendas', 'total', empresaId, filter],
    queryFn: () => fetchTotal(empresaId, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: true,
  });
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', gap: 3, px: 2, py: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
    >
      {error ? (
        <Typography color="error" variant="body2">
          {t('app.vendas.total.erro', { erro: (error as Error).message })}
        </Typography>
      ) : isPending || !data ? (
        <Typography variant="body2" color="text.secondary">
          {t('app.vendas.total.somando')}
        </Typography>
      ) : (
        // the totals rule, said where the sum is: cancelled sales are listed but not summed
        <Typography variant="body2">
          <strong data-testid="vendas-total">{formatCurrency(data.total)}</strong> {t('app.vendas.total.em')}{' '}
          <strong>{data.quantidade.toLocaleString(locale)}</strong>{' '}
          {t('app.vendas.total.vendas', { smart_count: data.quantidade === 1 ? 1 : 2 })}
          {data.foraDosTotais && data.foraDosTotais.quantidade > 0 && (
            <Box component="span" sx={{ color: 'text.secondary' }} data-testid="vendas-fora-do-total">
              {' · '}
              {data.foraDosTotais.quantidade.toLocaleString(locale)}{' '}
              {t('app.vendas.total.canceladas', { smart_count: data.foraDosTotais.quantidade })}{' '}
              {t('app.vendas.total.fora', { valor: formatCurrency(data.foraDosTotais.total) })}
            </Box>
          )}
        </Typography>
      )}
    </Box>
  );
}

function NoVendas({ canWrite }: { canWrite: boolean }) {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <ShoppingCartIcon color="disabled" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {t('app.vendas.vazio.titulo')}
      </Typography>
      {canWrite ? (
        <CreateButton variant="contained" label={t('app.vendas.vazio.primeira')} icon={<AddIcon />} />
      ) : (
        <Typography color="text.secondary">{t('app.vendas.vazio.aparecerao')}</Typography>
      )}
    </Box>
  );
}

function NoResults() {
  const { setFilters, filterValues } = useListContext();
  const filtered = Object.keys(serverFilter(filterValues ?? {})).length > 0;
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography gutterBottom>
        {filtered ? t('app.vendas.vazio.filtros') : t('app.vendas.vazio.nenhuma')}
      </Typography>
      {filtered && <Button onClick={() => setFilters({}, [])}>{t('app.vendas.vazio.limpar')}</Button>}
    </Box>
  );
}

/** REALIZAR_AUTOMACOES: the selected sales to one status, after a confirmation; says which were left as they were. */
function BulkStatusButton({ status }: { status: readonly VendaStatusRecord[] }) {
  const { selectedIds, onUnselectItems, data } = useListContext<VendaRecord>();
  const { empresaId } = useAcesso();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [chosen, setChosen] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  const active = status.filter((s) => s.ativo);
  const nome = status.find((s) => s.id === chosen)?.nome ?? '';
  const numeroOf = (id: number) => data?.find((r) => r.id === id)?.numero ?? id;
  const close = () => {
    setOpen(false);
    setStep('choose');
    setChosen('');
    setReport(null);
  };
  // the selection goes once the user has read the outcome: this button (and its dialog) goes with it
  const done = () => {
    close();
    onUnselectItems();
  };
  const apply = async () => {
    if (chosen === '') return;
    setBusy(true);
    try {
      const result = await alterarStatus(empresaId, selectedIds.map(Number), chosen);
      await queryClient.invalidateQueries({ queryKey: ['vendas'] });
      const text = t('app.vendas.lote.feito', {
        smart_count: result.alteradas.length === 1 ? 1 : 2,
        n: result.alteradas.length,
        status: nome,
      });
      notify(text, { type: 'success', messageArgs: { _: text } });
      if (result.ignoradas.length > 0)
        setReport(
          t('app.vendas.lote.ignoradas', {
            smart_count: result.ignoradas.length,
            numeros: result.ignoradas.map(numeroOf).join(', '),
          }),
        );
      else done();
    } catch (error) {
      const text = apiErrorText(error, t('app.vendas.lote.erro'));
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('app.vendas.lote.botao')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="status-lote-titulo" fullWidth maxWidth="xs">
        <DialogTitle id="status-lote-titulo">
          {t('app.vendas.lote.titulo', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          {report ? (
            <Alert severity="warning" role="alert">
              {report}
            </Alert>
          ) : step === 'choose' ? (
            <MuiTextField
              select
              autoFocus
              fullWidth
              margin="dense"
              label={t('app.vendas.lote.novo')}
              value={chosen}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {active.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  <StatusChip status={s} />
                </MenuItem>
              ))}
            </MuiTextField>
          ) : (
            <Typography>
              {t('app.vendas.lote.pergunta', { smart_count: selectedIds.length, status: nome })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          {report ? (
            <Button onClick={done} autoFocus>
              {t('app.vendas.lote.fechar')}
            </Button>
          ) : (
            <>
              <Button color="error" onClick={close}>
                {t('app.vendas.lote.cancelar')}
              </Button>
              {step === 'choose' ? (
                <Button variant="contained" disabled={chosen === ''} onClick={() => setStep('confirm')}>
                  {t('app.vendas.lote.continuar')}
                </Button>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => void apply()} autoFocus>
                  {t('app.vendas.lote.confirmar')}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
