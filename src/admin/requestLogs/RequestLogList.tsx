import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactElement, useState } from 'react';
import {
  AutocompleteInput,
  DatagridConfigurable,
  FunctionField,
  List,
  ReferenceInput,
  SelectColumnsButton,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useIsMobile } from '../../app/appState';
import { DateTimeInput } from '../../components/DateInputs';
import { useFiltrosMoveis } from '../../components/FiltrosMoveis';
import { ExportarButton } from '../../export/ExportarButton';
import { RecordLinkField, searchFilterInput } from '../../schema/elements';
import { requestLogApiFilter } from './dataProvider';
import { formatDuration, formatLogMoment, METHODS, type RequestLogRecord, STATUS_CLASSES } from './format';
import { RotasResumo } from './RotasResumo';
import { StatusChip } from './StatusChip';

export const REQUEST_LOGS_TITLE = 'Logs de requisições';

// Every filter stays on screen: an admin reading logs filters all the time, and there are few of them.
const FILTERS: ReactElement[] = [
  searchFilterInput('Buscar no caminho'),
  <SelectInput key="method" source="method" label="Método" choices={METHODS} alwaysOn />,
  <SelectInput key="statusClass" source="statusClass" label="Status" choices={STATUS_CLASSES} alwaysOn />,
  <TextInput key="pessoa" source="pessoa" label="Pessoa (nome ou e-mail)" alwaysOn resettable />,
  <ReferenceInput key="empresaId" source="empresaId" reference="empresas" alwaysOn>
    <AutocompleteInput label="Empresa" optionText="nome" />
  </ReferenceInput>,
  // moments in the user's time zone: withRequestLogFilters turns them into the instants the API compares
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" label="De" alwaysOn />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" label="Até" alwaysOn />,
  <TextInput key="rota" source="rota" label="Rota (padrão)" alwaysOn resettable />,
];

type Vista = 'lista' | 'rotas';

/** The logs one by one, or their latency by route over the same filters. */
function Vistas() {
  const [vista, setVista] = useState<Vista>('lista');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={vista}
        onChange={(_e, v: Vista | null) => v && setVista(v)}
        aria-label="Ver"
        sx={{ m: 1 }}
      >
        <ToggleButton value="lista">Requisições</ToggleButton>
        <ToggleButton value="rotas">Latência por rota</ToggleButton>
      </ToggleButtonGroup>
      {vista === 'rotas' ? <RotasResumo onRota={() => setVista('lista')} /> : <Grade />}
    </>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      <ExportarButton path="/api/admin/request-logs/export" mapFilter={requestLogApiFilter} />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p">
        Nenhuma requisição registrada ainda.
      </Typography>
    </Box>
  );
}

function Grade() {
  const isMobile = useIsMobile();
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
        label="Data/hora"
        sortable
        render={(r: RequestLogRecord) => formatLogMoment(r.createdAt)}
      />
      <TextField source="method" label="Método" sortable />
      {/* the path opens the log from the keyboard too (Tab, Enter): row clicks are mouse-only */}
      <RecordLinkField source="path" label="Caminho" sortable type="show">
        <TextField source="path" sx={{ overflowWrap: 'anywhere' }} />
      </RecordLinkField>
      <StatusChip source="status" label="Status" sortable />
      <FunctionField
        source="durationMs"
        label="Duração"
        sortable
        textAlign="right"
        sx={{ whiteSpace: 'nowrap' }}
        render={(r: RequestLogRecord) => formatDuration(r.durationMs)}
      />
      <FunctionField
        source="usuarioNome"
        label="Usuário"
        sortable={false}
        render={(r: RequestLogRecord) => r.usuarioNome ?? (r.usuarioId === null ? '—' : `nº ${r.usuarioId}`)}
      />
      <FunctionField
        source="empresaNome"
        label="Empresa"
        sortable={false}
        render={(r: RequestLogRecord) => r.empresaNome ?? (r.empresaId === null ? '—' : `nº ${r.empresaId}`)}
      />
      <TextField source="ip" label="IP" sortable={false} />
    </DatagridConfigurable>
  );
}

/** /admin/request-logs: every API call, newest first, read-only (the server writes them, nobody edits them). */
export function RequestLogList() {
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 } }}>
        {REQUEST_LOGS_TITLE}
      </Typography>
      <List
        resource="request-logs"
        title={REQUEST_LOGS_TITLE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={useFiltrosMoveis(FILTERS)}
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
