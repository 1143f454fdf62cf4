import { MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { toApiDate, toDayjs } from '../../core/lib/dates';
import { DatesProvider } from '../components/DatesProvider';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { PERIODOS, type PeriodoChoice, type PeriodoId } from './periodos';
import { dashboardTexts } from './texts';

/**
 * The period of the home's figures: a preset, or two days for "Personalizado" (applied once both are valid).
 * `sugestao` fills the days when one switches to Personalizado (the period on screen), so one only adjusts them.
 */
export function PeriodoSelect({
  escolha,
  sugestao,
  onChange,
}: {
  escolha: PeriodoChoice;
  sugestao?: { de: string; ate: string } | undefined;
  onChange: (e: PeriodoChoice) => void;
}) {
  const [dias, setDias] = useState({
    de: escolha.de ?? sugestao?.de ?? '',
    ate: escolha.ate ?? sugestao?.ate ?? '',
  });
  const [personalizado, setPersonalizado] = useState(escolha.periodo === 'personalizado');
  const t = useAreaTranslate('dashboard', dashboardTexts);
  const valido = (d: { de: string; ate: string }) =>
    /^\d{4}-\d{2}-\d{2}$/.test(d.de) && /^\d{4}-\d{2}-\d{2}$/.test(d.ate) && d.de <= d.ate;
  const mudarDia = (campo: 'de' | 'ate', valor: string) => {
    const novo = { ...dias, [campo]: valor };
    setDias(novo);
    if (valido(novo)) onChange({ periodo: 'personalizado', ...novo });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        label={t('period')}
        value={personalizado ? 'personalizado' : escolha.periodo}
        onChange={(event) => {
          const periodo = event.target.value as PeriodoId;
          if (periodo === 'personalizado') {
            setPersonalizado(true);
            const novo = {
              de: dias.de || sugestao?.de || '',
              ate: dias.ate || sugestao?.ate || '',
            };
            setDias(novo);
            if (valido(novo)) onChange({ periodo, ...novo });
            return;
          }
          setPersonalizado(false);
          onChange({ periodo });
        }}
        sx={{ minWidth: 170 }}
      >
        {PERIODOS.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {personalizado && (
        <DatesProvider>
          <DatePicker
            label={t('from')}
            value={toDayjs(dias.de || null)}
            onChange={(d) => mudarDia('de', d?.isValid() ? toApiDate(d) : '')}
            maxDate={toDayjs(dias.ate || null) ?? undefined}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
          <DatePicker
            label={t('to')}
            value={toDayjs(dias.ate || null)}
            onChange={(d) => mudarDia('ate', d?.isValid() ? toApiDate(d) : '')}
            minDate={toDayjs(dias.de || null) ?? undefined}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
        </DatesProvider>
      )}
    </Stack>
  );
}
