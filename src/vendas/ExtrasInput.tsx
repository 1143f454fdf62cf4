import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { FORMAT_MESSAGES, FORMATS } from '../../core/schema/formats';
import { DateInput } from '../components/DateInputs';
import { DecimalInput, MaskedInput } from '../schema/inputs';
import { MESSAGES } from '../schema/validation';
import type { CampoExtraRecord } from './api';
import { LookupInput, type LookupOption } from './LookupInput';

/**
 * The company's extra fields (campos-extras), active ones in slot order, each with the input of its type and
 * marked when required. The form holds them in that order (`extras.{i}.valor`), which is also the order they are
 * sent in, so the server's `extras.{i}.valor` errors land at the right input.
 */

// message keys: LookupInput shows the label as given, so they are translated where the list is drawn
const SIM_NAO = [
  { id: 'true', label: 'app.vendas.extras.sim' },
  { id: 'false', label: 'app.vendas.extras.nao' },
];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const requiredRule: Validator = Object.assign(
  (value: unknown) => (isEmpty(value) ? MESSAGES.required : undefined),
  { isRequired: true },
);

const formatRule =
  (format: string, message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value !== '' && !FORMATS[format]?.(value) ? message : undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRule: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !EMAIL.test(value.trim()) ? MESSAGES.email : undefined;
const numberRule: Validator = (value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? MESSAGES.number : undefined;

export function extraRules(campo: CampoExtraRecord): Validator[] {
  const rules: Validator[] = campo.obrigatorio ? [requiredRule] : [];
  switch (campo.tipo) {
    case 'NUMERO':
      rules.push(numberRule);
      break;
    case 'CPF_CNPJ':
      rules.push(formatRule('cpf-cnpj', FORMAT_MESSAGES['cpf-cnpj'] ?? 'CPF ou CNPJ inválido.'));
      break;
    case 'TELEFONE':
      rules.push(formatRule('telefone', FORMAT_MESSAGES.telefone ?? 'Telefone inválido.'));
      break;
    case 'EMAIL':
      rules.push(emailRule);
      break;
    default:
      break;
  }
  return rules;
}

function ExtraInput({
  campo,
  index,
  readOnly,
}: {
  campo: CampoExtraRecord;
  index: number;
  readOnly?: boolean;
}) {
  const t = useTranslate();
  const common = {
    source: `extras.${index}.valor`,
    label: campo.rotulo,
    validate: extraRules(campo),
    readOnly,
    fullWidth: true,
  };
  // the lists' input takes no fullWidth, so not all of `common`
  const lookup = (options: readonly LookupOption[]) => (
    <LookupInput
      source={common.source}
      label={common.label}
      validate={common.validate}
      readOnly={readOnly}
      options={options}
    />
  );
  switch (campo.tipo) {
    case 'NUMERO':
      return <DecimalInput {...common} />;
    case 'DATA':
      return <DateInput {...common} />;
    case 'BOOLEANO':
      // typed like the lists (s, Enter): 'true' / 'false', as the API keeps them
      return lookup(SIM_NAO.map((o) => ({ ...o, label: t(o.label) })));
    case 'LISTA':
      return lookup((campo.opcoes ?? []).map((o) => ({ id: o.valor, label: o.valor })));
    case 'CPF_CNPJ':
      return <MaskedInput {...common} mask="cpfCnpj" />;
    case 'TELEFONE':
      return <MaskedInput {...common} mask="telefone" />;
    case 'EMAIL':
      return <TextInput {...common} type="email" autoComplete="off" />;
    default:
      return <TextInput {...common} slotProps={{ htmlInput: { maxLength: 2000 } }} />;
  }
}

export function ExtrasInput({
  campos,
  readOnly,
}: {
  campos: readonly CampoExtraRecord[];
  readOnly?: boolean;
}) {
  const { errors } = useFormState({ name: 'extras' });
  const t = useTranslate();
  if (campos.length === 0) return null;
  // a required field the server found missing is said of the list (`extras`), not of one input
  const listMessage = (errors.extras as { message?: string } | undefined)?.message;
  return (
    <Box component="section" aria-labelledby="extras-titulo" sx={{ width: '100%' }}>
      <Typography id="extras-titulo" variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('app.vendas.extras.titulo')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        {campos.map((campo, index) => (
          <ExtraInput key={campo.slot} campo={campo} index={index} readOnly={readOnly} />
        ))}
      </Box>
      {listMessage && (
        <Typography color="error" variant="body2" role="alert">
          {listMessage}
        </Typography>
      )}
    </Box>
  );
}
