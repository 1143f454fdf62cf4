import { Chip, useTheme } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useGetManyAggregate } from 'react-admin';
import { trashedName } from '../trash/texts';
import type { VendaStatusRecord } from './api';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Black or white text on `cor`, the one with the higher contrast (at least 4.5:1 on any colour but mid-greys). */
export function textColorOn(cor: string): '#000' | '#fff' {
  return getContrastRatio(cor, '#fff') >= getContrastRatio(cor, '#000') ? '#fff' : '#000';
}

/**
 * A sale's status as a chip in the status colour (venda-status.cor), its text black or white, whichever reads
 * on it (the theme's contrast rule, WCAG). A status the company's list lacks (`id` given: it went to the trash
 * since) is fetched by id, the chips of a page in one call, and named "Digitada (na lixeira)".
 */
export function StatusChip({
  status: listed,
  id,
  size = 'small',
}: {
  status: VendaStatusRecord | undefined;
  id?: number | null;
  size?: 'small' | 'medium';
}) {
  const theme = useTheme();
  const missing = !listed && typeof id === 'number';
  const { data } = useGetManyAggregate<VendaStatusRecord>(
    'venda-status',
    { ids: missing ? [id] : [] },
    { enabled: missing },
  );
  const fetched = missing ? data?.[0] : undefined;
  const status =
    listed ?? (fetched ? { ...fetched, nome: trashedName(fetched.nome, { ...fetched }) } : undefined);
  if (!status) return null;
  const cor = HEX.test(status.cor) ? status.cor : theme.palette.grey[500];
  return (
    <Chip
      size={size}
      label={status.nome}
      // pure black or white, whichever reads better: MUI's dark text is 87 % black, under 4.5:1 on mid tones
      sx={{ bgcolor: cor, color: textColorOn(cor), fontWeight: 500 }}
    />
  );
}
