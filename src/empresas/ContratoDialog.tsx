import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Form, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useIsMobile } from '../app/appState';
import { DateInput } from '../components/DateInputs';
import { CurrencyInput, DecimalInput } from '../schema/inputs';
import { MESSAGES } from '../schema/validation';
import type { NovoContrato } from './api';

/** What the dialog's form holds: the API's body, with NaN for a number typed as no number (refused below). */
export interface ContratoValues {
  limiteUsuarios: number | null;
  valor: number | null;
  inicio: string | null;
  fim: string | null;
  ativo: boolean;
}

/** A new contract starts active, with nothing else filled in. */
export const CONTRATO_VAZIO: ContratoValues = {
  limiteUsuarios: null,
  valor: null,
  inicio: null,
  fim: null,
  ativo: true,
};

/** The words of the rules the server checks too (server/empresas/contratos.ts), so both say the same. */
// message keys: react-admin translates a validator's message at the input
export const CONTRATO_MESSAGES = {
  limite: 'app.empresas.dialogo.limite_invalido',
  ordem: 'app.empresas.dialogo.ordem',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const limiteValido: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return MESSAGES.required;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? undefined
    : CONTRATO_MESSAGES.limite;
};
// react-admin marks an input whose validator carries isRequired with an asterisk
Object.assign(limiteValido, { isRequired: true });

const valorValido: Validator = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return MESSAGES.number;
  if (value < 0) return MESSAGES.minimum('R$ 0,00');
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return MESSAGES.cents;
  return undefined;
};

/** inicio ≤ fim, at Fim; only once both are whole dates (a half-typed one is the date input's 'Data inválida'). */
export const fimDepoisDoInicio = (value: unknown, values?: Record<string, unknown>): string | undefined => {
  const inicio = values?.inicio;
  if (typeof value !== 'string' || typeof inicio !== 'string') return undefined;
  if (!ISO_DATE.test(value) || !ISO_DATE.test(inicio)) return undefined;
  return value < inicio ? CONTRATO_MESSAGES.ordem : undefined;
};

/** The body the API takes, from what the form holds (its validators have passed). */
export const corpoDoContrato = (v: ContratoValues): NovoContrato => ({
  limiteUsuarios: Number(v.limiteUsuarios),
  valor: v.valor ?? null,
  inicio: v.inicio || null,
  fim: v.fim || null,
  ativo: v.ativo,
});

/**
 * Ativo, a switch with its message below (the server's 409 "only one active" lands here). Not react-admin's
 * BooleanInput: it hands MUI 9's Switch an inputRef it no longer takes (a React warning, and no focus on error).
 */
function AtivoInput() {
  const { field, fieldState, id } = useInput({ source: 'ativo', type: 'checkbox' });
  const helperId = `${id}-helper-text`;
  const t = useTranslate();
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <FormControlLabel
        label={t('app.empresas.ativo')}
        control={
          <Switch
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helperId } }}
          />
        }
      />
      <FormHelperText id={helperId} error={fieldState.invalid} sx={{ mt: 0 }}>
        <InputHelperText error={fieldState.error?.message} helperText="app.empresas.dialogo.ativo_dica" />
      </FormHelperText>
    </Box>
  );
}

/** The dialog's submit button, idle while the contract is being sent. */
function EnviarButton() {
  const { isSubmitting } = useFormState();
  const t = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {t('app.empresas.dialogo.adicionar')}
    </Button>
  );
}

export interface ContratoDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Sends the contract; resolves to nothing once saved (the dialog is then closed by its owner), or to the
   * server's messages by field on a refusal, which react-admin's Form shows at those fields, keeping what was typed.
   */
  onSave: (body: NovoContrato) => Promise<Record<string, string> | undefined>;
}

/**
 * "Novo contrato": a react-admin Form in a dialog, with the app's own inputs (the pt-BR date input, DD/MM/AAAA,
 * and the money input: '1500' is R$ 1.500,00, '12,5' is R$ 12,50). The first field takes the focus, Enter
 * saves, Esc closes.
 */
export function ContratoDialog({ open, onClose, onSave }: ContratoDialogProps) {
  const titleId = useId();
  const isMobile = useIsMobile();
  const t = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
    >
      {/* record: the form is under the company's Edit, whose record it must not take as its own */}
      <Form
        record={CONTRATO_VAZIO}
        onSubmit={(values: Record<string, unknown>) =>
          onSave(corpoDoContrato(values as unknown as ContratoValues))
        }
        noValidate
      >
        <DialogTitle id={titleId}>{t('app.empresas.dialogo.titulo')}</DialogTitle>
        <DialogContent>
          {/* pt: room for the first fields' labels, which DialogContent after a title would cut */}
          <Box
            sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <DecimalInput
              source="limiteUsuarios"
              label={t('app.empresas.limite')}
              integer
              autoFocus
              validate={limiteValido}
              helperText={t('app.empresas.dialogo.limite_dica')}
            />
            <CurrencyInput source="valor" label={t('app.empresas.valor_mensal')} validate={valorValido} />
            <DateInput source="inicio" label={t('app.empresas.dialogo.inicio')} />
            <DateInput source="fim" label={t('app.empresas.dialogo.fim')} validate={fimDepoisDoInicio} />
            <AtivoInput />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.empresas.dialogo.cancelar')}</Button>
          <EnviarButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
