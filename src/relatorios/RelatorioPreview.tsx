import { Alert, Box, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAcesso } from '../company/AcessoContext';
import type { RegisterSectionProps } from '../schema/overrides';
import { fetchResultado } from './api';
import { DEFAULT_PRESET, PRESETS, type Preset } from './periodo';
import { RelatorioResultado } from './RelatorioResultado';
import { isTipo, TIPO_LABELS } from './types';

/**
 * /relatorios/{id}: the report as the form now defines it (the type chosen, saved or not), run by the server
 * (GET …/relatorios/resultado) over a preset period. It lives inside the edit form to read its values, so its own
 * control is a plain select, not a form input: nothing of it is saved with the report.
 */
export function RelatorioPreview(_props: RegisterSectionProps) {
  const { empresaId } = useAcesso();
  const tipo: unknown = useWatch({ name: 'tipo' });
  const nome: unknown = useWatch({ name: 'nome' });
  const [periodo, setPeriodo] = useState<Preset>(DEFAULT_PRESET);
  const t = useTranslate();
  const tipoLabel = (value: keyof typeof TIPO_LABELS) =>
    t(`app.relatorios.tipos.${value}`, { _: TIPO_LABELS[value] });
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['relatorios', 'resultado', empresaId, tipo, periodo],
    // enabled only for a known type; the guard again so the call is typed without a cast
    queryFn: () =>
      isTipo(tipo) ? fetchResultado(empresaId, tipo, { periodo }) : Promise.reject(new Error(String(tipo))),
    enabled: isTipo(tipo),
    placeholderData: keepPreviousData,
  });
  return (
    <Box
      component="section"
      aria-labelledby="relatorio-previa"
      data-testid="relatorio-previa"
      sx={{ width: '100%', mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="relatorio-previa" variant="h6" component="h2" sx={{ flex: 1 }}>
          {isTipo(tipo)
            ? t('app.relatorios.previa.titulo_tipo', { tipo: tipoLabel(tipo) })
            : t('app.relatorios.previa.titulo')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('app.relatorios.previa.periodo')}
          value={periodo}
          onChange={(e) => setPeriodo(e.target.value as Preset)}
          sx={{ minWidth: 190 }}
        >
          {PRESETS.filter((p) => p.id !== 'personalizado').map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t(`app.relatorios.periodos.${p.id}`, { _: p.name })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!isTipo(tipo) ? (
        <Typography color="text.secondary">{t('app.relatorios.previa.escolha')}</Typography>
      ) : error ? (
        <Alert severity="error">{t('app.relatorios.previa.erro', { erro: (error as Error).message })}</Alert>
      ) : !data || (isPlaceholderData && data.tipo !== tipo) ? (
        <CircularProgress aria-label={t('app.relatorios.previa.calculando')} size={28} />
      ) : (
        <RelatorioResultado
          nome={typeof nome === 'string' && nome !== '' ? nome : tipoLabel(tipo)}
          resultado={data}
          atualizando={isFetching && isPlaceholderData}
        />
      )}
    </Box>
  );
}
