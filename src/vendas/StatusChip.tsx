import { Chip, useTheme } from '@mui/material';
import type { VendaStatusRecord } from './api';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A sale's status as a chip in the status colour (venda-status.cor), its text black or white, whichever reads
 * on it (the theme's contrast rule, WCAG).
 */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: VendaStatusRecord | undefined;
  size?: 'small' | 'medium';
}) {
  const theme = useTheme();
  if (!status) return null;
  const cor = HEX.test(status.cor) ? status.cor : theme.palette.grey[500];
  return (
    <Chip
      size={size}
      label={status.nome}
      sx={{ bgcolor: cor, color: theme.palette.getContrastText(cor), fontWeight: 500 }}
    />
  );
}
