import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslate, type Validator } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { formatCurrency } from '../../core/schema/display';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { CurrencyInput, DecimalInput } from '../schema/inputs';
import { fieldValidators, MESSAGES } from '../schema/validation';
import type { ProdutoRecord } from './api';
import { emptyItem, type ItemValues, isBlankItem, lineSubtotal } from './formModel';
import { LookupInput, type LookupOption } from './LookupInput';

/**
 * The sale's lines, made for the keyboard: product (by code or name) → quantity → price → adicionais. Enter on the
 * last line's quantity or price adds a line and puts the cursor in its product; on another line it goes to the
 * next line's product. Ctrl+Delete removes the line the cursor is in. Picking a product fills in its price, which
 * stays editable. A blank line left at the end is not sent (nor checked).
 */

const LINE = /^itens\.(\d+)\./;

/** The line's rules, skipped for a blank line that is not the only one (the one Enter left at the end). */
function lineRules(validators: Validator[]): Validator[] {
  const skipBlank: Validator = (value, values, props) => {
    const index = Number(LINE.exec(String((props as { source?: string })?.source ?? ''))?.[1] ?? -1);
    const itens = (values as { itens?: ItemValues[] }).itens ?? [];
    const item = itens[index];
    if (item && itens.length > 1 && isBlankItem(item)) return undefined;
    for (const validate of validators) {
      const problem = validate(value, values, props);
      if (problem) return problem;
    }
    return undefined;
  };
  // react-admin marks an input whose validators carry isRequired with an asterisk
  return [
    Object.assign(skipBlank, {
      isRequired: validators.some((v) => (v as { isRequired?: boolean }).isRequired),
    }),
  ];
}

const required: Validator = Object.assign(
  (value: unknown) => (value === null || value === undefined || value === '' ? MESSAGES.required : undefined),
  { isRequired: true },
);

interface ItensInputProps {
  model: RegisterModel;
  produtos: readonly ProdutoRecord[];
  produtoOptions: readonly LookupOption[];
  adicionalOptions: readonly LookupOption[];
  precoAdicional: ReadonlyMap<number, number>;
  readOnly?: boolean;
}

export function ItensInput({
  model,
  produtos,
  produtoOptions,
  adicionalOptions,
  precoAdicional,
  readOnly,
}: ItensInputProps) {
  const t = useTranslate();
  const { control, setValue, setFocus } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'itens' });
  const { errors } = useFormState({ control, name: 'itens' });
  const pendingFocus = useRef<number | null>(null);

  const rules = useMemo(() => {
    const sub = new Map((model.fieldsByName.get('itens')?.items ?? []).map((f) => [f.name, f]));
    const of = (name: string) => fieldValidators(sub.get(name) as FieldModel);
    return {
      produtoId: lineRules([required]),
      quantidade: lineRules(sub.has('quantidade') ? of('quantidade') : [required]),
      precoUnitario: lineRules(sub.has('precoUnitario') ? of('precoUnitario') : [required]),
    };
  }, [model]);

  const precoProduto = useMemo(() => new Map(produtos.map((p) => [p.id, Number(p.preco)])), [produtos]);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const index = pendingFocus.current;
    pendingFocus.current = null;
    setFocus(`itens.${index}.produtoId`);
  });

  /** Puts the cursor in a line's product, adding the line first when it is past the last. */
  const goTo = (index: number) => {
    if (index < fields.length) {
      setFocus(`itens.${index}.produtoId`);
      return;
    }
    // focused once the new line is on screen (the effect above)
    pendingFocus.current = index;
    append(emptyItem(), { shouldFocus: false });
  };

  const removeLine = (index: number) => {
    if (fields.length <= 1) return;
    remove(index);
    pendingFocus.current = Math.min(index, fields.length - 2);
  };

  const onLineKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly) return;
    if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      removeLine(index);
    }
  };

  const onAmountKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly || event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey)
      return;
    // not the form's implicit submit: Enter moves on through the lines
    event.preventDefault();
    event.stopPropagation();
    goTo(index + 1);
  };

  // an error the server gave the list itself (minItems …)
  const listError = errors.itens as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;

  return (
    <Box component="section" aria-labelledby="itens-titulo" sx={{ width: '100%' }}>
      <Typography id="itens-titulo" variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('app.vendas.itens.titulo')}
      </Typography>
      {fields.map((line, index) => (
        <Box
          key={line.id}
          role="group"
          aria-label={t('app.vendas.itens.item', { n: index + 1 })}
          onKeyDown={onLineKeyDown(index)}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: 'minmax(220px, 3fr) 90px 150px minmax(160px, 2fr) 110px 40px',
            },
            gap: 1,
            alignItems: 'start',
            mb: 1,
            pb: { xs: 1, md: 0 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          <LookupInput
            source={`itens.${index}.produtoId`}
            label={t('app.vendas.itens.produto')}
            options={produtoOptions}
            validate={rules.produtoId}
            readOnly={readOnly}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            onPicked={(picked) => {
              if (!picked) return;
              const preco = precoProduto.get(Number(picked.id));
              if (preco !== undefined)
                setValue(`itens.${index}.precoUnitario`, preco, { shouldDirty: true, shouldValidate: true });
            }}
          />
          <Box onKeyDown={onAmountKeyDown(index)}>
            <DecimalInput
              source={`itens.${index}.quantidade`}
              label={t('app.vendas.itens.quantidade')}
              integer
              validate={rules.quantidade}
              readOnly={readOnly}
              fullWidth
            />
          </Box>
          <Box onKeyDown={onAmountKeyDown(index)}>
            <CurrencyInput
              source={`itens.${index}.precoUnitario`}
              label={t('app.vendas.itens.preco')}
              validate={rules.precoUnitario}
              readOnly={readOnly}
              fullWidth
            />
          </Box>
          <LookupInput
            source={`itens.${index}.adicionais`}
            label={t('app.vendas.itens.adicionais')}
            options={adicionalOptions}
            multiple
            readOnly={readOnly}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <Subtotal index={index} precoAdicional={precoAdicional} />
          {!readOnly && (
            <Tooltip title={t('app.vendas.itens.remover_dica')}>
              <span>
                <IconButton
                  aria-label={t('app.vendas.itens.remover', { n: index + 1 })}
                  onClick={() => removeLine(index)}
                  disabled={fields.length <= 1}
                  sx={{ mt: 1 }}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      ))}
      {listMessage && (
        <Typography color="error" variant="body2" role="alert">
          {listMessage}
        </Typography>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => goTo(fields.length)}>
            {t('app.vendas.itens.adicionar')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('app.vendas.itens.atalhos')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function Subtotal({ index, precoAdicional }: { index: number; precoAdicional: ReadonlyMap<number, number> }) {
  const item = useWatch({ name: `itens.${index}` }) as Partial<ItemValues> | undefined;
  const value = item ? lineSubtotal(item, precoAdicional) : 0;
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'right', pt: { xs: 1, md: 2 } }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1 }}>
        {t('app.vendas.itens.subtotal')}
      </Typography>
      <Typography
        variant="body2"
        component="output"
        aria-label={t('app.vendas.itens.subtotal_aria', { n: index + 1 })}
      >
        {formatCurrency(value)}
      </Typography>
    </Box>
  );
}
