import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  DatagridConfigurable,
  FunctionField,
  List,
  NumberField,
  SelectColumnsButton,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateInput } from '../../components/DateInputs';
import { ExportarButton } from '../../export/ExportarButton';
import { RecordLinkField, searchFilterInput } from '../../schema/elements';
import { requestLogApiFilter } from './dataProvider';
import { formatDuration, formatLogMoment, METHODS, type RequestLogRecord, STATUS_CLASSES } from './format';
import { StatusChip } from './StatusChip';

export const REQUEST_LOGS_TITLE = 'Logs de requisições';

// Every filter stays on screen: an admin reading logs filters all the time, and there are few of them.
const FILTERS: ReactElement[] = [
  searchFilterInput('Buscar no caminho'),
  <SelectInput key="method" source="method" label="Método" choices={METHODS} alwaysOn />,
  <SelectInput key="statusClass" source="statusClass" label="Status" choices={STATUS_CLASSES} alwaysOn />,
  // days, in the user's time zone: withRequestLogFilters turns them into the instants the API compares
  <DateInput key="createdAt_gte" source="createdAt_gte" label="De" alwaysOn />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="Até" alwaysOn />,
];

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
        filters={FILTERS}
        actions={<Actions />}
        exporter={false}
        empty={<Empty />}
        // new calls arrive all the time: read afresh whenever the page opens
        queryOptions={{ refetchOnMount: 'always' }}
      >
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
            <TextField source="path" sx={{ wordBreak: 'break-all' }} />
          </RecordLinkField>
          <StatusChip source="status" label="Status" sortable />
          <FunctionField
            source="durationMs"
            label="Duração"
            sortable
            textAlign="right"
            render={(r: RequestLogRecord) => formatDuration(r.durationMs)}
          />
          <NumberField source="usuarioId" label="Usuário" sortable={false} options={{ useGrouping: false }} />
          <NumberField source="empresaId" label="Empresa" sortable={false} options={{ useGrouping: false }} />
          <TextField source="ip" label="IP" sortable={false} />
        </DatagridConfigurable>
      </List>
    </Box>
  );
}
