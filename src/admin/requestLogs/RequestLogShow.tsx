import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { formatDuration, formatLogMoment, type RequestLogRecord } from './format';
import { StatusChip } from './StatusChip';

function Title() {
  const record = useRecordContext<RequestLogRecord>();
  return <>{record ? `Requisição nº ${record.id}` : 'Requisição'}</>;
}

const orNone = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
/** 'Ana Souza (nº 7)'; the number alone when the name is gone; '—' for none. */
const named = (nome: string | null | undefined, id: number | null) =>
  id === null ? '—' : nome ? `${nome} (nº ${id})` : `nº ${id}`;

/** One log with every field; no edit or delete: the log is the server's record of what happened. */
export function RequestLogShow() {
  return (
    <Show resource="request-logs" title={<Title />} actions={false}>
      <SimpleShowLayout>
        <NumberField source="id" label="Número" options={{ useGrouping: false }} />
        <FunctionField
          source="createdAt"
          label="Data/hora"
          render={(r: RequestLogRecord) => formatLogMoment(r.createdAt)}
        />
        <TextField source="method" label="Método" />
        <TextField source="path" label="Caminho" sx={{ wordBreak: 'break-all' }} />
        <TextField
          source="rota"
          label="Rota"
          emptyText="(nenhuma: caminho sem rota)"
          sx={{ wordBreak: 'break-all' }}
        />
        <StatusChip source="status" label="Status" />
        <FunctionField
          source="durationMs"
          label="Duração"
          render={(r: RequestLogRecord) => formatDuration(r.durationMs)}
        />
        <FunctionField
          source="usuarioId"
          label="Usuário"
          render={(r: RequestLogRecord) => named(r.usuarioNome, r.usuarioId)}
        />
        <FunctionField
          source="empresaId"
          label="Empresa"
          render={(r: RequestLogRecord) => named(r.empresaNome, r.empresaId)}
        />
        <FunctionField source="ip" label="IP" render={(r: RequestLogRecord) => orNone(r.ip)} />
      </SimpleShowLayout>
    </Show>
  );
}
