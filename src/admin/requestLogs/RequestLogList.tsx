import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactElement, useMemo, useState } from 'react';
import {
  AutocompleteInput,
  DatagridConfigurable,
  FunctionField,
  ReferenceInput,
  SelectColumnsButton,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  type TranslateFunction,
  useTranslate,
} from 'react-admin';
import { useIsMobile } from '../../app/appState';
import { DateTimeInput } from '../../components/DateInputs';
import { useFiltrosMoveis } from '../../components/FiltrosMoveis';
import { List } from '../../components/List';
import { CsvExportButton } from '../../export/CsvExportButton';
import { RecordLinkField, searchFilterInput } from '../../schema/elements';
import { requestLogApiFilter } from './dataProvider';
import { formatDuration, formatLogMoment, METHODS, type RequestLogRecord, STATUS_CLASSES } from './format';
import { RotasResumo } from './RotasResumo';
import { StatusChip } from './StatusChip';

// a message key, as every label here: react-admin translates titles, labels and choices
export const REQUEST_LOGS_TITLE = 'app.admin.logs.titulo';

// Every filter stays on screen: an admin reading logs filters all the time, and there are few of them.
const filters = (t: TranslateFunction): ReactElement[] => [
  // the search's placeholder and name go as they are: translated here
  searchFilterInput(t('app.admin.logs.buscar')),
  <SelectInput key="method" source="method" label="app.admin.logs.metodo" choices={METHODS} alwaysOn />,
  <SelectInput
    key="statusClass"
    source="statusClass"
    label="app.admin.logs.status"
    choices={STATUS_CLASSES.map((c) => ({ id: c.id, name: `app.admin.logs.classes.${c.id}` }))}
    alwaysOn
  />,
  <TextInput key="pessoa" source="pessoa" label="app.admin.logs.pessoa" alwaysOn resettable />,
  <ReferenceInput key="empresaId" source="empresaId" reference="empresas" alwaysOn>
    <AutocompleteInput label="app.admin.logs.empresa" optionText="nome" />
  </ReferenceInput>,
  // moments in the user's time zone: withRequestLogFilters turns them into the instants the API compares
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" label="app.admin.logs.de" alwaysOn />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" label="app.admin.logs.ate" alwaysOn />,
  <TextInput key="rota" source="rota" label="app.admin.logs.rota_padrao" alwaysOn resettable />,
];

type Vista = 'lista' | 'rotas';

/** The logs one by one, or their latency by route over the same filters. */
function Vistas() {
  const [vista, setVista] = useState<Vista>('lista');
  const t = useTranslate();
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={vista}
        onChange={(_e, v: Vista | null) => v && setVista(v)}
        aria-label={t('app.admin.logs.ver')}
        sx={{ m: 1 }}
      >
        <ToggleButton value="lista">{t('app.admin.logs.requisicoes')}</ToggleButton>
        <ToggleButton value="rotas">{t('app.admin.logs.latencia')}</ToggleButton>
      </ToggleButtonGroup>
      {vista === 'rotas' ? <RotasResumo onRota={() => setVista('lista')} /> : <Grade />}
    </>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      <CsvExportButton path="/api/admin/request-logs/export" mapFilter={requestLogApiFilter} />
    </TopToolbar>
  );
}

function Empty() {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p">
        {t('app.admin.logs.nenhuma')}
      </Typography>
    </Box>
  );
}

function Grade() {
  const isMobile = useIsMobile();
  const t = useTranslate();
  // a phone: a line per request (the eight columns made the page 830 px wide at 390)
  if (isMobile)
    return (
      <SimpleList<RequestLogRecord>
        primaryText={(r) => `${r.method} ${r.path}`}
        secondaryText={(r) =>
          `${formatLogMoment(r.createdAt)} · ${r.status} · ${formatDuration(r.durationMs)}`
        }
        tertiaryText={(r) => r.usuarioNome ?? r.empresaNome ?? ''}
        rowClick="show"
        sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
      />
    );
  return (
    <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
      <FunctionField
        source="createdAt"
        label="app.admin.logs.data_hora"
        sortable
        render={(r: RequestLogRecord) => formatLogMoment(r.createdAt)}
      />
      <TextField source="method" label="app.admin.logs.metodo" sortable />
      {/* the path opens the log from the keyboard too (Tab, Enter): row clicks are mouse-only */}
      <RecordLinkField source="path" label="app.admin.logs.caminho" sortable type="show">
        <TextField source="path" sx={{ overflowWrap: 'anywhere' }} />
      </RecordLinkField>
      <StatusChip source="status" label="app.admin.logs.status" sortable />
      <FunctionField
        source="durationMs"
        label="app.admin.logs.duracao"
        sortable
        textAlign="right"
        sx={{ whiteSpace: 'nowrap' }}
        render={(r: RequestLogRecord) => formatDuration(r.durationMs)}
      />
      <FunctionField
        source="usuarioNome"
        label="app.admin.logs.usuario"
        sortable={false}
        render={(r: RequestLogRecord) =>
          r.usuarioNome ?? (r.usuarioId === null ? '—' : t('app.admin.logs.n', { id: r.usuarioId }))
        }
      />
      <FunctionField
        source="empresaNome"
        label="app.admin.logs.empresa"
        sortable={false}
        render={(r: RequestLogRecord) =>
          r.empresaNome ?? (r.empresaId === null ? '—' : t('app.admin.logs.n', { id: r.empresaId }))
        }
      />
      <TextField source="ip" label="IP" sortable={false} />
    </DatagridConfigurable>
  );
}

/** /admin/request-logs: every API call, newest first, read-only (the server writes them, nobody edits them). */
export function RequestLogList() {
  const t = useTranslate();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 } }}>
        {t(REQUEST_LOGS_TITLE)}
      </Typography>
      <List
        resource="request-logs"
        title={REQUEST_LOGS_TITLE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={useFiltrosMoveis(useMemo(() => filters(t), [t]))}
        actions={<Actions />}
        exporter={false}
        empty={<Empty />}
        // new calls arrive all the time: read afresh whenever the page opens
        queryOptions={{ refetchOnMount: 'always' }}
      >
        <Vistas />
      </List>
    </Box>
  );
}
