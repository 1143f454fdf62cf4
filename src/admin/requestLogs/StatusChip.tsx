import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { type RequestLogRecord, statusColor } from './format';

/** A log's status as a coloured chip, so failures stand out in a long list. */
export function StatusChip(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<RequestLogRecord>();
  if (!record) return null;
  return <Chip size="small" label={record.status} color={statusColor(record.status)} variant="filled" />;
}
