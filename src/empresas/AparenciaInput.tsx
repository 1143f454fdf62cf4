import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { Aparencia } from '../../core/session/types';
import { Cores, Icones } from '../aparencia/pickers';
import type { RegisterFieldInputProps } from '../schema/overrides';
import { COR_LABELS, corOuPadrao } from '../theme/cores';

/**
 * aparencia of the company form: the same colour and icon choosers as the Aparência page. Both keys are always
 * written (a colour: the default red unless another is picked; an icon or none), so the server's required keys of
 * the object are never missing. The colour is marked required: there is always one.
 */
export function AparenciaInput({ source, label }: RegisterFieldInputProps) {
  const { field, fieldState } = useInput({ source, defaultValue: { cor: 'red', icone: null } });
  const valor = (field.value ?? { cor: null, icone: null }) as Aparencia;
  const cor = corOuPadrao(valor.cor);
  const set = (next: Partial<Aparencia>) => field.onChange({ cor, icone: valor.icone ?? null, ...next });
  const corId = useId();
  const iconeId = useId();
  const t = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Typography id={corId} variant="body2" sx={{ mb: 1 }}>
        <FieldTitle label="app.empresas.cor" isRequired /> — {COR_LABELS[cor]}
        {valor.cor ? '' : t('app.empresas.padrao')}
      </Typography>
      <Box aria-labelledby={corId} role="group" sx={{ mb: 2 }}>
        <Cores value={cor} onChange={(c) => set({ cor: c })} />
      </Box>
      <Typography id={iconeId} variant="body2" sx={{ mb: 1 }}>
        {t('app.empresas.icone')}
      </Typography>
      <Box aria-labelledby={iconeId} role="group">
        <Icones value={valor.icone} onChange={(icone) => set({ icone })} />
      </Box>
      {fieldState.error && <InputHelperText error={fieldState.error.message} helperText={false} />}
    </Box>
  );
}
