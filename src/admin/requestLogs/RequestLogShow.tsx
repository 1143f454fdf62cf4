import {
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  type TranslateFunction,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDuration, formatLogMoment, type RequestLogRecord } from './format';
import { StatusChip } from './StatusChip';

function Title() {
  const record = useRecordContext<RequestLogRecord>();
  const t = useTranslate();
  return <>{record ? t('app.admin.logs.requisicao_n', { id: record.id }) : t('app.admin.logs.requisicao')}</>;
}

const orNone = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
/** 'Ana Souza (nº 7)'; the number alone when the name is gone; '—' for none. */
const named = (t: TranslateFunction, nome: string | null | undefined, id: number | null) =>
  id === null ? '—' : nome ? `${nome} (${t('app.admin.logs.n', { id })})` : t('app.admin.logs.n', { id });

/** One log with every field; no edit or delete: the log is the server's record of what happened. */
export function RequestLogShow() {
  const t = useTranslate();
  return (
    <Show resource="request-logs" title={<Title />} actions={false}>
      <SimpleShowLayout>
        <NumberField source="id" label="app.admin.logs.numero" options={{ useGrouping: false }} />
        <FunctionField
          source="createdAt"
          label="app.admin.logs.data_hora"
          render={(r: RequestLogRecord) => formatLogMoment(r.createdAt)}
        />
        <TextField source="method" label="app.admin.logs.metodo" />
        <TextField source="path" label="app.admin.logs.caminho" sx={{ wordBreak: 'break-all' }} />
        <TextField
          source="rota"
          label="app.admin.logs.rota"
          emptyText="app.admin.logs.sem_rota"
          sx={{ wordBreak: 'break-all' }}
        />
        <StatusChip source="status" label="app.admin.logs.status" />
        <FunctionField
          source="durationMs"
          label="app.admin.logs.duracao"
          render={(r: RequestLogRecord) => formatDuration(r.durationMs)}
        />
        <FunctionField
          source="usuarioId"
          label="app.admin.logs.usuario"
          render={(r: RequestLogRecord) => named(t, r.usuarioNome, r.usuarioId)}
        />
        <FunctionField
          source="empresaId"
          label="app.admin.logs.empresa"
          render={(r: RequestLogRecord) => named(t, r.empresaNome, r.empresaId)}
        />
        <FunctionField source="ip" label="IP" render={(r: RequestLogRecord) => orNone(r.ip)} />
      </SimpleShowLayout>
    </Show>
  );
}
