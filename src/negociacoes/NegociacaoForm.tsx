import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import {
  AutocompleteInput,
  Create,
  Edit,
  ReferenceInput,
  SimpleForm,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { useAcesso } from '../company/AcessoContext';
import { appendedItems } from '../conflicts/merge';
import { RegisterConflictMerge } from '../conflicts/RegisterConflictMerge';
import { RegisterFormDraft } from '../drafts/RegisterFormDraft';
import { NegociacaoHistory } from '../history/NegociacaoHistory';
import { fieldInput } from '../schema/elements';
import { createDefaults, writableValues } from '../schema/formValues';
import { REFETCH_INVALIDATED, RegisterBreadcrumbs, useSaveFailure } from '../schema/screenParts';
import type { RegisterScreenProps } from '../schema/screens';
import { fieldValidators } from '../schema/validation';
import type { NegociacaoRecord } from './etapas';
import { NotasTimeline } from './NotasTimeline';

// a message key: translated where it is said
const CONFLICT_TITLE = 'app.negociacoes.form.conflito';
/** In a conflict, the notes each one added are all kept (the timeline only grows). */
const COMBINE = { notas: appendedItems };

function campo(model: RegisterModel, name: string): FieldModel {
  const f = model.fieldsByName.get(name);
  if (!f) throw new Error(`negociacoes: o esquema não tem o campo ${name}`);
  return f;
}

function FormSection({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function NegociacaoHeader({ model, creating }: { model: RegisterModel; creating?: boolean }) {
  const record = useRecordContext<NegociacaoRecord>();
  const t = useTranslate();
  const titulo =
    creating || !record
      ? t('app.negociacoes.nova')
      : t('app.negociacoes.negociacao_de', { cliente: record.clienteNome });
  return (
    <>
      <RegisterBreadcrumbs
        model={model}
        current={creating || !record ? t('app.negociacoes.nova') : record.clienteNome}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
    </>
  );
}

/**
 * "Converter em venda": opens the sale form prefilled from this negotiation (/vendas/create?negociacao={id}, which
 * posts to …/negociacoes/{id}/converter). Once converted, a link to the sale instead.
 */
export function ConverterEmVenda() {
  const record = useRecordContext<NegociacaoRecord>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const t = useTranslate();
  if (!record) return null;
  if (record.vendaId)
    return (
      <Button
        component={RouterLink}
        to={createPath({ resource: 'vendas', id: record.vendaId, type: 'edit' })}
        startIcon={<ReceiptLongIcon />}
      >
        {t('app.negociacoes.form.ver_venda')}
      </Button>
    );
  return (
    <Button
      variant="contained"
      startIcon={<PointOfSaleIcon />}
      onClick={() =>
        navigate(`${createPath({ resource: 'vendas', type: 'create' })}?negociacao=${record.negociacaoId}`)
      }
    >
      {t('app.negociacoes.form.converter')}
    </Button>
  );
}

/** The seller: chosen only with DEFINIR_VENDEDOR (create) or ALTERAR_VENDEDOR (edit); the server has the last word. */
function VendedorInput({ model, editing }: { model: RegisterModel; editing: boolean }) {
  const { can } = useAcesso();
  const t = useTranslate();
  const f = campo(model, 'vendedorId');
  const pode = editing ? can('ALTERAR_VENDEDOR') : can('DEFINIR_VENDEDOR');
  const ajuda = pode
    ? editing
      ? undefined
      : t('app.negociacoes.form.vazio_voce')
    : editing
      ? t('app.negociacoes.form.vendedor_fixo')
      : t('app.negociacoes.form.em_seu_nome');
  return (
    <ReferenceInput
      source="vendedorId"
      reference="perfis"
      sort={{ field: 'nome', order: 'ASC' }}
      perPage={1000}
    >
      <AutocompleteInput
        label={f.title}
        helperText={ajuda}
        readOnly={!pode}
        // on create the server fills in oneself when none is given
        validate={editing ? fieldValidators(f) : []}
      />
    </ReferenceInput>
  );
}

function NegociacaoFields({ model, editing }: { model: RegisterModel; editing: boolean }) {
  const input = (name: string, autoFocus = false) =>
    fieldInput(model, campo(model, name), { editing, autoFocus });
  const t = useTranslate();
  return (
    <>
      <FormSection titulo={t('app.negociacoes.form.cliente')}>
        {input('clienteNome', !editing)}
        {input('clienteDocumento')}
        {input('clienteTelefone')}
        {input('clienteEmail')}
      </FormSection>
      <FormSection titulo={t('app.negociacoes.form.negociacao')}>
        <VendedorInput model={model} editing={editing} />
        {input('equipeId')}
        {input('etapa')}
        {input('valorEstimado')}
        {input('previsaoFechamento')}
      </FormSection>
      <NotasTimeline field={campo(model, 'notas')} />
      {editing && <NegociacaoHistory model={model} />}
    </>
  );
}

/** The body of a POST: without a seller or team left empty, so the server fills in oneself and the seller's team. */
export function corpoDeCriacao(model: RegisterModel, data: Record<string, unknown>): Record<string, unknown> {
  const body = writableValues(model, data);
  for (const key of ['vendedorId', 'equipeId'])
    if (body[key] === null || body[key] === '' || body[key] === undefined) delete body[key];
  return body;
}

/** A new negotiation: the customer, the stage, the value, the first notes; then its page opens. */
export function NegociacaoCreate({ model }: RegisterScreenProps) {
  const { can, perfil } = useAcesso();
  const { onError } = useSaveFailure();
  const t = useTranslate();
  const defaults = useMemo(
    () => ({
      ...createDefaults(model),
      // without DEFINIR_VENDEDOR the seller is oneself: shown, and the server sets it anyway
      ...(perfil && !can('DEFINIR_VENDEDOR') ? { vendedorId: perfil.perfilId } : {}),
    }),
    [model, perfil, can],
  );
  return (
    <Create
      resource={model.resource}
      title={t('app.negociacoes.nova')}
      redirect="edit"
      transform={(data: Record<string, unknown>) => corpoDeCriacao(model, data)}
      mutationOptions={{ onError }}
    >
      <SimpleForm defaultValues={defaults} warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
        <NegociacaoHeader model={model} creating />
        <RegisterFormDraft resource={model.resource} />
        <NegociacaoFields model={model} editing={false} />
      </SimpleForm>
    </Create>
  );
}

/**
 * A negotiation's page: customer, seller, team, stage, value, expected close, the timeline of notes, and
 * "Converter em venda". Saved pessimistically with the updatedAt read: a 409 keeps everything typed and says so.
 */
export function NegociacaoEdit({ model }: RegisterScreenProps) {
  const [conflict, setConflict] = useState(false);
  const t = useTranslate();
  const { onError } = useSaveFailure({
    onConflict: () => setConflict(true),
    conflictTitle: t(CONFLICT_TITLE),
  });
  const notify = useNotify();
  return (
    <Edit
      resource={model.resource}
      title={t('app.negociacoes.negociacao')}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={REFETCH_INVALIDATED}
      actions={
        <TopToolbar>
          <ConverterEmVenda />
        </TopToolbar>
      }
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        writableValues(model, data, { editing: true, previousData: options?.previousData })
      }
      mutationOptions={{
        onError,
        onMutate: () => setConflict(false),
        onSuccess: () => notify('app.negociacoes.form.salva', { type: 'info' }),
      }}
    >
      <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
        <NegociacaoHeader model={model} />
        <RegisterFormDraft resource={model.resource} />
        <RegisterConflictMerge
          model={model}
          conflict={conflict}
          title={t(CONFLICT_TITLE)}
          combine={COMBINE}
        />
        <NegociacaoFields model={model} editing />
      </SimpleForm>
    </Edit>
  );
}
