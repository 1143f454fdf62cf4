import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { RegisterFieldInputProps } from '../schema/overrides';
import { fieldValidators } from '../schema/validation';

// a message key: react-admin translates a validator's message at the input
const MENSAGEM = 'app.empresas.drive_invalido';

/**
 * The company's Google Drive folder: its address, checked against the schema's pattern with a message that says
 * what is expected (the generic one says only "Formato inválido."), and a link that opens it once it is one.
 */
export function DriveInput({ field, source, label, helperText }: RegisterFieldInputProps) {
  const pattern = field.pattern ? new RegExp(field.pattern, 'u') : null;
  const formato = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && pattern && !pattern.test(value.trim())
      ? MENSAGEM
      : undefined;
  const value = useWatch({ name: source }) as string | null | undefined;
  const valido = typeof value === 'string' && pattern?.test(value.trim());
  const t = useTranslate();
  return (
    <>
      <TextInput
        source={source}
        label={label}
        helperText={helperText}
        validate={[formato, ...fieldValidators(field)]}
        type="url"
        parse={(text: string) => text.trim() || null}
        fullWidth
      />
      {valido && (
        <Link
          href={value.trim()}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: -1, mb: 2 }}
        >
          {t('app.empresas.abrir_drive')} <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      )}
    </>
  );
}
