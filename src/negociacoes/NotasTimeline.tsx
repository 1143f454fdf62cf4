import AddCommentIcon from '@mui/icons-material/AddComment';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { type KeyboardEvent, useId, useState } from 'react';
import { type TranslateFunction, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { formatMoment } from '../../core/schema/display';
import type { FieldModel } from '../../core/schema/model';
import { fieldValidators } from '../schema/validation';
import { type Nota, newestNotasFirst } from './etapas';

export const MAX_NOTA = 4000;

/** Why a note cannot be added yet, or null. The server's rules: 1 to 4000 characters. */
export function notaProblem(texto: string, translate?: TranslateFunction): string | null {
  const t = texto.trim();
  if (t === '')
    return translate ? translate('app.negociacoes.notas.vazia') : 'Escreva a anotação antes de adicionar.';
  if (t.length > MAX_NOTA)
    return translate
      ? translate('app.negociacoes.notas.longa', { max: MAX_NOTA, n: t.length })
      : `A anotação deve ter no máximo ${MAX_NOTA} caracteres (tem ${t.length}).`;
  return null;
}

type NotasErrors = Array<{ texto?: { message?: string }; data?: { message?: string } } | undefined> & {
  message?: string;
};

/**
 * The negotiation's timeline (`notas`), newest first: what happened last is what one needs on opening it, and the
 * box that adds a note sits right above it. Stored oldest first, as the schema says; a note added here joins the
 * form and is saved with the record (Salvar), marked "não salva" until then and removable until then.
 */
export function NotasTimeline({ field: campo }: { field: FieldModel }) {
  const record = useRecordContext<{ notas?: Nota[] }>();
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'notas', validate: fieldValidators(campo) });
  const { errors } = useFormState({ name: 'notas' });
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const titulo = useId();
  const notas: Nota[] = Array.isArray(field.value) ? (field.value as Nota[]) : [];
  const salvas = record?.notas?.length ?? 0;
  const errosDasNotas = errors.notas as unknown as NotasErrors | undefined;

  const adicionar = () => {
    const problema = notaProblem(texto, translate);
    if (problema) {
      setErro(problema);
      return;
    }
    field.onChange([...notas, { data: new Date().toISOString(), texto: texto.trim() }]);
    setTexto('');
    setErro(null);
  };
  const remover = (indice: number) => field.onChange(notas.filter((_, i) => i !== indice));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      adicionar();
    }
  };

  return (
    <Box component="section" aria-labelledby={titulo} sx={{ width: '100%', mt: 2 }}>
      <Typography id={titulo} variant="h6" component="h2">
        {campo.title}
      </Typography>
      <TextField
        label={translate('app.negociacoes.notas.nova')}
        multiline
        minRows={2}
        fullWidth
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          if (erro) setErro(null);
        }}
        onKeyDown={onKeyDown}
        error={erro !== null}
        helperText={erro ?? translate('app.negociacoes.notas.dica')}
        slotProps={{ htmlInput: { maxLength: MAX_NOTA + 200 } }}
        sx={{ mt: 1 }}
      />
      <Button startIcon={<AddCommentIcon />} onClick={adicionar} sx={{ mt: 1 }}>
        {translate('app.negociacoes.notas.adicionar')}
      </Button>
      {fieldState.error?.message && (
        <Typography color="error" role="alert" variant="body2">
          {fieldState.error.message}
        </Typography>
      )}
      {notas.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.negociacoes.notas.nenhuma')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={translate('app.negociacoes.notas.lista')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, borderLeft: 2, borderColor: 'divider' }}
        >
          {newestNotasFirst(notas).map((n) => {
            const nova = n.indice >= salvas;
            const problema =
              errosDasNotas?.[n.indice]?.texto?.message ?? errosDasNotas?.[n.indice]?.data?.message;
            return (
              <Box component="li" key={`${n.indice}-${n.data}`} sx={{ pl: 2, py: 1, position: 'relative' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={n.data}>
                    {formatMoment(n.data)}
                  </Typography>
                  {nova && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={translate('app.negociacoes.notas.nao_salva')}
                    />
                  )}
                  {nova && (
                    <Tooltip title={translate('app.negociacoes.notas.tirar')}>
                      <IconButton
                        size="small"
                        aria-label={translate('app.negociacoes.notas.tirar_aria')}
                        onClick={() => remover(n.indice)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.texto}</Typography>
                {problema && (
                  <Typography color="error" variant="body2">
                    {problema}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
