import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import {
  Form,
  TextInput,
  useCreatePath,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { type FieldPath, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toApiDate } from '../../core/lib/dates';
import { formatCurrency, formatMoment } from '../../core/schema/display';
import { fieldLabel } from '../../core/schema/labels';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { useAcesso } from '../company/AcessoContext';
import { useConfirm } from '../components/confirm';
import { DateInput } from '../components/DateInputs';
import { apiErrorText, readApiError } from '../data/apiError';
import { DraftOffer } from '../drafts/DraftOffer';
import { useFormDraft } from '../drafts/useFormDraft';
import { VendaHistory } from '../history/VendaHistory';
import { MaskedInput } from '../schema/inputs';
import { registerOf } from '../schema/registry';
import { RegisterBreadcrumbs } from '../schema/screenParts';
import type { RegisterScreenProps } from '../schema/screens';
import { fieldValidators } from '../schema/validation';
import { useTrashUndo } from '../trash/undo';
import { useTrashedLookups } from '../trash/useTrashedLookups';
import { auditar, converter, type NegociacaoRecord, type VendaRecord } from './api';
import { ExtrasInput } from './ExtrasInput';
import {
  camposAtivos,
  type FormDefaults,
  precosDe,
  remapItemErrors,
  runningTotal,
  toBody,
  toFormValues,
  type VendaFormValues,
} from './formModel';
import { ItensInput } from './ItensInput';
import { LookupInput } from './LookupInput';
import { StatusChip } from './StatusChip';
import { type Lookups, useLookups, useOptions } from './useLookups';
import { VendaConflictMerge } from './VendaConflictMerge';

/**
 * The sale page, for a new sale (also one converted from a negotiation: `?negociacao={id}`) and for an existing
 * one: customer, seller and where it came from, the item lines, the company's extra fields, notes. Saved
 * pessimistically: a refusal keeps everything typed, with the server's errors at their inputs (lines and extra
 * fields included) and a 409 explained; leaving with unsaved changes asks first. Ctrl+Enter saves.
 */

// a message key: translated where it is said
const CONFLICT_TITLE = 'app.vendas.form.conflito';

type Mode = 'create' | 'edit' | 'show';

function useText() {
  const notify = useNotify();
  return (text: string, type: 'info' | 'success' | 'error' | 'warning' = 'info') =>
    notify(text, { type, messageArgs: { _: text } });
}

function PageLoading() {
  const t = useTranslate();
  return (
    <Box sx={{ p: 2 }} aria-busy="true">
      <LinearProgress aria-label={t('app.vendas.form.carregando')} />
    </Box>
  );
}

function Heading({ model, title, children }: { model: RegisterModel; title: string; children?: ReactNode }) {
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 } }}>
      <RegisterBreadcrumbs model={model} current={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Today as the API writes it (the user's day, not UTC's). */
const today = () => toApiDate(new Date());

// ── create ──────────────────────────────────────────────────────────────────────────────────────────────────

/** /vendas/create, and /vendas/create?negociacao={id} to convert a negotiation. */
export function VendaCreate({ model }: RegisterScreenProps) {
  const t = useTranslate();
  const [params] = useSearchParams();
  const negociacaoId = Number(params.get('negociacao')) || null;
  const lookups = useLookups();
  const acesso = useAcesso();
  const negociacao = useGetOne<NegociacaoRecord>(
    'negociacoes',
    { id: negociacaoId ?? 0 },
    { enabled: negociacaoId !== null, refetchOnMount: true },
  );
  const firstStatus = lookups.status.find((s) => s.ativo)?.id ?? null;
  const neg = negociacao.data;
  const initial = useMemo(() => {
    const defaults: FormDefaults = {
      hoje: today(),
      vendedorId: acesso.perfil?.perfilId ?? null,
      equipeId: acesso.perfil?.equipeId ?? null,
      vendaStatusId: firstStatus,
    };
    const fromNegociacao: Partial<VendaRecord> | null = neg
      ? {
          clienteNome: neg.clienteNome,
          clienteDocumento: neg.clienteDocumento ?? '',
          clienteTelefone: neg.clienteTelefone,
          clienteEmail: neg.clienteEmail,
          vendedorId: neg.vendedorId,
          equipeId: neg.equipeId,
        }
      : null;
    return toFormValues(fromNegociacao, lookups.campos, defaults);
  }, [acesso.perfil, firstStatus, neg, lookups.campos]);

  if (lookups.isPending || (negociacaoId !== null && negociacao.isPending)) return <PageLoading />;
  if (negociacaoId !== null && negociacao.error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('app.vendas.form.erro_negociacao', { id: negociacaoId, erro: negociacao.error.message })}
      </Alert>
    );
  return (
    <VendaPage
      model={model}
      mode="create"
      record={null}
      initial={initial}
      lookups={lookups}
      negociacao={neg && negociacaoId !== null ? neg : null}
    />
  );
}

// ── edit / show ─────────────────────────────────────────────────────────────────────────────────────────────

function useVendaRecord() {
  const { id } = useParams<{ id: string }>();
  const query = useGetOne<VendaRecord>('vendas', { id: Number(id) }, { refetchOnMount: 'always' });
  // The record the form started from: adopted once the fresh read is in, then only after a save or an explicit
  // reload, so a background refresh never wipes what is being typed.
  const [base, setBase] = useState<VendaRecord | null>(null);
  if (!base && query.data && !query.isFetching) setBase(query.data);
  return { id: Number(id), query, base, setBase };
}

export function VendaEdit(props: RegisterScreenProps) {
  return <ExistingVenda {...props} mode="edit" />;
}

/** /vendas/{id}/show: the same page, read-only. */
export function VendaShow(props: RegisterScreenProps) {
  return <ExistingVenda {...props} mode="show" />;
}

function ExistingVenda({ model, mode }: RegisterScreenProps & { mode: 'edit' | 'show' }) {
  const t = useTranslate();
  const lists = useLookups();
  const { query, base, setBase } = useVendaRecord();
  // what the sale points at that went to the trash keeps its name there, "(na lixeira)"
  const lookups = useTrashedLookups(lists, base);
  const firstStatus = lookups.status.find((s) => s.ativo)?.id ?? null;
  const initial = useMemo(
    () =>
      base
        ? toFormValues(base, lookups.campos, {
            hoje: today(),
            vendedorId: null,
            equipeId: null,
            vendaStatusId: firstStatus,
          })
        : null,
    [base, lookups.campos, firstStatus],
  );
  if (query.error && !base)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('app.vendas.form.erro_venda', { erro: query.error.message })}
      </Alert>
    );
  if (lookups.isPending || !base || !initial) return <PageLoading />;
  return (
    <VendaPage
      model={model}
      mode={mode}
      record={base}
      initial={initial}
      lookups={lookups}
      onRecord={setBase}
    />
  );
}

// ── the page ────────────────────────────────────────────────────────────────────────────────────────────────

interface VendaPageProps {
  model: RegisterModel;
  mode: Mode;
  record: VendaRecord | null;
  initial: VendaFormValues;
  lookups: Lookups;
  negociacao?: NegociacaoRecord | null;
  /** A newer version of the record (after a save, an audit). */
  onRecord?: (record: VendaRecord) => void;
}

function VendaPage({ model, mode, record, initial, lookups, negociacao, onRecord }: VendaPageProps) {
  const acesso = useAcesso();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const createPath = useCreatePath();
  const say = useText();
  const t = useTranslate();
  const [conflict, setConflict] = useState(false);
  const afterSave = useRef<'open' | 'new'>('open');
  // the form's submit, set by VendaFormBody (which holds react-hook-form's reset and setFocus)
  const submitRef = useRef<((values: VendaFormValues) => Promise<void>) | null>(null);
  const campos = useMemo(() => camposAtivos(lookups.campos), [lookups.campos]);

  const auditor = acesso.can('AUDITAR_VENDA');
  const locked = Boolean(record?.auditadaEm) && !auditor;
  const readOnly = mode === 'show' || locked;
  const vendedorEditable =
    !readOnly && (mode === 'create' ? acesso.can('DEFINIR_VENDEDOR') : acesso.can('ALTERAR_VENDEDOR'));

  const submit = async (values: VendaFormValues, setError: (name: string, message: string) => void) => {
    setConflict(false);
    const body = toBody(values, {
      // without DEFINIR_VENDEDOR the server puts oneself (or the negotiation's seller) there
      sendSeller: mode !== 'create' || acesso.can('DEFINIR_VENDEDOR'),
      // after a conflict merge, the stored version's (src/vendas/VendaConflictMerge.tsx)
      updatedAt: (values as { updatedAt?: string }).updatedAt ?? record?.updatedAt,
    });
    try {
      let saved: VendaRecord;
      if (mode === 'create' && negociacao)
        saved = (await converter(acesso.empresaId, negociacao.id, body)).venda;
      else if (mode === 'create')
        saved = (await dataProvider.create<VendaRecord>('vendas', { data: body })).data;
      else
        saved = (
          await dataProvider.update<VendaRecord>('vendas', {
            id: record?.id as number,
            data: body,
            previousData: record as VendaRecord,
          })
        ).data;
      await queryClient.invalidateQueries({ queryKey: ['vendas'] });
      if (negociacao) await queryClient.invalidateQueries({ queryKey: ['negociacoes'] });
      say(
        mode === 'create'
          ? t('app.vendas.form.registrada', { numero: saved.numero, total: formatCurrency(saved.total) })
          : t('app.vendas.form.salva', { numero: saved.numero, total: formatCurrency(saved.total) }),
        'success',
      );
      return { saved };
    } catch (error) {
      const failure = readApiError(error);
      if (failure.kind === 'fields') {
        for (const [path, message] of Object.entries(remapItemErrors(failure.fields, values.itens)))
          setError(path, message);
        say(failure.message ?? t('app.vendas.form.erros'), 'error');
      } else if (failure.kind === 'conflict') {
        setConflict(true);
        setError('root.conflict', failure.message ?? t(CONFLICT_TITLE));
        say(failure.message ?? t(CONFLICT_TITLE), 'error');
      } else {
        setError('root.server', failure.message ?? t('app.vendas.form.nao_salvou'));
        say(failure.message ?? t('app.vendas.form.nao_salvou_venda'), 'error');
      }
      return { saved: null };
    }
  };

  const title =
    mode === 'create'
      ? negociacao
        ? t('app.vendas.form.converter')
        : t('app.vendas.nova')
      : t('app.vendas.form.venda_numero', { numero: record?.numero });
  const status = lookups.status.find((s) => s.id === record?.vendaStatusId);

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Heading model={model} title={title}>
        {record && <StatusChip status={status} size="medium" />}
        {record?.auditadaEm && (
          <Chip
            icon={<VerifiedIcon />}
            color="success"
            variant="outlined"
            label={t('app.vendas.auditada_em', { momento: formatMoment(record.auditadaEm) })}
          />
        )}
      </Heading>
      {negociacao && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.vendas.form.convertendo', { cliente: negociacao.clienteNome })}
        </Alert>
      )}
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.vendas.form.auditada_aviso')}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Form
          defaultValues={initial}
          onSubmit={async (values: Record<string, unknown>) => {
            await submitRef.current?.(values as unknown as VendaFormValues);
          }}
          warnWhenUnsavedChanges={!readOnly}
          noValidate
        >
          <VendaFormBody
            model={model}
            mode={mode}
            record={record}
            lookups={lookups}
            campos={campos}
            readOnly={readOnly}
            vendedorEditable={vendedorEditable}
            conflict={conflict}
            auditor={auditor}
            submit={submit}
            afterSave={afterSave}
            submitRef={submitRef}
            onSaved={(saved) => {
              if (mode === 'create') {
                if (afterSave.current === 'new') return { next: 'reset' };
                return { next: 'leave', to: createPath({ resource: 'vendas', id: saved.id, type: 'edit' }) };
              }
              onRecord?.(saved);
              return { next: 'stay' };
            }}
            onRecord={onRecord}
          />
        </Form>
      </Paper>
    </Box>
  );
}

interface VendaFormBodyProps {
  model: RegisterModel;
  mode: Mode;
  record: VendaRecord | null;
  lookups: Lookups;
  campos: ReturnType<typeof camposAtivos>;
  readOnly: boolean;
  vendedorEditable: boolean;
  conflict: boolean;
  auditor: boolean;
  afterSave: { current: 'open' | 'new' };
  submitRef: { current: ((values: VendaFormValues) => Promise<void>) | null };
  submit: (
    values: VendaFormValues,
    setError: (name: string, message: string) => void,
  ) => Promise<{ saved: VendaRecord | null }>;
  /** What the page does after a save: 'reset' empties the form for the next sale, 'leave' opens `to`. */
  onSaved: (saved: VendaRecord) => { next: 'reset' | 'stay' } | { next: 'leave'; to: string };
  onRecord?: (record: VendaRecord) => void;
}

const field = (model: RegisterModel, name: string) => model.fieldsByName.get(name) as FieldModel;

function VendaFormBody({
  model,
  mode,
  record,
  lookups,
  campos,
  readOnly,
  vendedorEditable,
  conflict,
  auditor,
  afterSave,
  submitRef,
  submit,
  onSaved,
  onRecord,
}: VendaFormBodyProps) {
  const t = useTranslate();
  const form = useFormContext<VendaFormValues>();
  const { isSubmitting, isDirty, errors } = useFormState();
  const options = useOptions(lookups);
  const precoAdicional = useMemo(() => precosDe(lookups.adicionais), [lookups.adicionais]);
  const formRef = useRef<HTMLDivElement>(null);
  const rules = useMemo(
    () => ({
      clienteNome: fieldValidators(field(model, 'clienteNome')),
      clienteDocumento: fieldValidators(field(model, 'clienteDocumento')),
      clienteTelefone: fieldValidators(field(model, 'clienteTelefone')),
      clienteEmail: fieldValidators(field(model, 'clienteEmail')),
      data: fieldValidators(field(model, 'data')),
      vendedorId: fieldValidators(field(model, 'vendedorId')),
      vendaStatusId: fieldValidators(field(model, 'vendaStatusId')),
      observacoes: fieldValidators(field(model, 'observacoes')),
    }),
    [model],
  );
  const label = (name: string) => fieldLabel(model, field(model, name));
  const perfilEquipe = useMemo(
    () => new Map(lookups.perfis.map((p) => [Number(p.id), p.equipeId ?? null])),
    [lookups.perfis],
  );

  const navigate = useNavigate();
  // what is typed survives a reload, a crash or a lost session (src/drafts); a conversion has its own draft
  const [params] = useSearchParams();
  const negociacaoId = mode === 'create' ? params.get('negociacao') : null;
  const draft = useFormDraft({
    resource: 'vendas',
    recordId: record?.id ?? (negociacaoId ? `novo-negociacao-${negociacaoId}` : null),
    form,
    baseUpdatedAt: record?.updatedAt ?? null,
    enabled: !readOnly,
  });
  // What react-admin's Form calls once the inputs' rules pass (a Save button, Enter in a text input, Ctrl+Enter).
  submitRef.current = async (values: VendaFormValues) => {
    if (readOnly) return;
    const { saved } = await submit(values, (name, message) =>
      // a server field path ("itens.0.quantidade"): react-hook-form shows it at that input, or nowhere if none has it
      form.setError(name as FieldPath<VendaFormValues>, { type: 'server', message }),
    );
    if (!saved) return;
    draft.clear();
    const after = onSaved(saved);
    if (after.next === 'reset') {
      form.reset(
        toFormValues(null, lookups.campos, {
          hoje: values.data ?? today(),
          vendedorId: values.vendedorId,
          equipeId: values.equipeId,
          vendaStatusId: values.vendaStatusId,
        }),
      );
      setTimeout(() => form.setFocus('clienteNome'), 0);
    } else if (after.next === 'stay') {
      form.reset(
        toFormValues(saved, lookups.campos, {
          hoje: today(),
          vendedorId: null,
          equipeId: null,
          vendaStatusId: null,
        }),
      );
    } else if (after.next === 'leave') {
      // saved: nothing is left unsaved, so the page may go
      form.reset(values);
      const to = after.to;
      setTimeout(() => navigate(to), 0);
    }
  };

  const submitNow = () => {
    if (readOnly || form.formState.isSubmitting) return;
    formRef.current?.closest('form')?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // caught on the way down, so the focused input (a select would open its menu) never sees it
      event.preventDefault();
      event.stopPropagation();
      afterSave.current = 'open';
      submitNow();
    }
  };

  const rootMessage = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;

  return (
    <Box ref={formRef} onKeyDown={onKeyDown}>
      <DraftOffer draft={draft} />
      {record && (
        <VendaHistory
          model={model}
          record={record}
          campos={lookups.campos}
          editable={!readOnly}
          vendedorEditable={vendedorEditable}
        />
      )}
      {record && mode === 'edit' && (
        <VendaConflictMerge
          model={model}
          record={record}
          lookups={lookups}
          campos={campos}
          conflict={conflict}
          title={t(CONFLICT_TITLE)}
        />
      )}
      {rootMessage && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rootMessage}
        </Alert>
      )}

      <Section title={t('app.vendas.form.cliente')}>
        <Grid>
          <TextInput
            source="clienteNome"
            label={label('clienteNome')}
            validate={rules.clienteNome}
            readOnly={readOnly}
            autoFocus={mode === 'create'}
            slotProps={{ htmlInput: { maxLength: 160, autoComplete: 'off' } }}
            sx={{ gridColumn: { sm: 'span 2' } }}
          />
          <MaskedInput
            source="clienteDocumento"
            label={label('clienteDocumento')}
            mask="cpfCnpj"
            validate={rules.clienteDocumento}
            readOnly={readOnly}
          />
          <MaskedInput
            source="clienteTelefone"
            label={label('clienteTelefone')}
            mask="telefone"
            validate={rules.clienteTelefone}
            readOnly={readOnly}
          />
          <TextInput
            source="clienteEmail"
            label={label('clienteEmail')}
            type="email"
            validate={rules.clienteEmail}
            readOnly={readOnly}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
            sx={{ gridColumn: { sm: 'span 2' } }}
          />
        </Grid>
      </Section>

      <Section title={t('app.vendas.form.venda')}>
        <Grid>
          <DateInput source="data" label={label('data')} validate={rules.data} readOnly={readOnly} />
          <LookupInput
            source="vendaStatusId"
            label={label('vendaStatusId')}
            options={options.status}
            validate={rules.vendaStatusId}
            readOnly={readOnly}
          />
          <LookupInput
            source="vendedorId"
            label={label('vendedorId')}
            options={options.perfis}
            validate={rules.vendedorId}
            readOnly={!vendedorEditable}
            helperText={
              !readOnly && !vendedorEditable
                ? mode === 'create'
                  ? t('app.vendas.form.vendedor_proprio')
                  : t('app.vendas.form.vendedor_fixo')
                : undefined
            }
            onPicked={(picked) => {
              if (picked)
                form.setValue('equipeId', perfilEquipe.get(Number(picked.id)) ?? null, { shouldDirty: true });
            }}
          />
          <LookupInput
            source="equipeId"
            label={label('equipeId')}
            options={options.equipes}
            readOnly={readOnly}
          />
          <LookupInput
            source="origemId"
            label={label('origemId')}
            options={options.origens}
            readOnly={readOnly}
          />
          <LookupInput source="pdvId" label={label('pdvId')} options={options.pdvs} readOnly={readOnly} />
          <LookupInput
            source="sistemaId"
            label={label('sistemaId')}
            options={options.sistemas}
            readOnly={readOnly}
          />
        </Grid>
      </Section>

      <ItensInput
        model={model}
        produtos={lookups.produtos}
        produtoOptions={options.produtos}
        adicionalOptions={options.adicionais}
        precoAdicional={precoAdicional}
        readOnly={readOnly}
      />
      <TotalBar precoAdicional={precoAdicional} record={record} />

      <ExtrasInput campos={campos} readOnly={readOnly} />

      <Section title={t('app.vendas.form.observacoes')}>
        <TextInput
          source="observacoes"
          label={label('observacoes')}
          validate={rules.observacoes}
          readOnly={readOnly}
          multiline
          minRows={2}
          fullWidth
        />
      </Section>

      {/* data-save-bar: the notifications rise above it instead of covering Salvar (src/layout/Notifications) */}
      <Box
        data-save-bar
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          mt: 2,
          position: 'sticky',
          bottom: 0,
          py: 1,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            onClick={() => {
              afterSave.current = 'open';
            }}
          >
            {t('app.vendas.form.salvar')}
          </Button>
        )}
        {!readOnly && mode === 'create' && (
          <Button
            type="submit"
            variant="outlined"
            disabled={isSubmitting}
            onClick={() => {
              afterSave.current = 'new';
            }}
          >
            {t('app.vendas.form.salvar_nova')}
          </Button>
        )}
        {!readOnly && (
          <Typography variant="caption" color="text.secondary">
            {t('app.vendas.form.atalho')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {record && mode === 'edit' && auditor && (
          <AuditoriaButton record={record} dirty={isDirty} onRecord={onRecord} />
        )}
        {record && mode === 'edit' && !readOnly && <DeleteVendaButton record={record} />}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        columnGap: 2,
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** The running total of the lines; after a save the server's total is the one that counts, shown beside it. */
function TotalBar({
  precoAdicional,
  record,
}: {
  precoAdicional: ReadonlyMap<number, number>;
  record: VendaRecord | null;
}) {
  const itens = useWatch({ name: 'itens' }) as VendaFormValues['itens'] | undefined;
  const total = runningTotal(itens ?? [], precoAdicional);
  const saved = record ? Number(record.total) : null;
  const t = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'baseline',
        gap: 3,
        flexWrap: 'wrap',
        mt: 1,
        mb: 1,
      }}
    >
      {saved !== null && saved !== total && (
        <Typography variant="body2" color="text.secondary">
          {t('app.vendas.form.total_salvo', { valor: formatCurrency(saved) })}
        </Typography>
      )}
      <Typography variant="h6" component="p" aria-live="polite">
        {t('app.vendas.form.total')}{' '}
        <output aria-label={t('app.vendas.form.total_aria')}>{formatCurrency(total)}</output>
      </Typography>
    </Box>
  );
}

/** Marks the sale audited, or takes the mark back (AUDITAR_VENDA). Waits for unsaved changes to be saved. */
function AuditoriaButton({
  record,
  dirty,
  onRecord,
}: {
  record: VendaRecord;
  dirty: boolean;
  onRecord?: (record: VendaRecord) => void;
}) {
  const { empresaId } = useAcesso();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const say = useText();
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const audited = Boolean(record.auditadaEm);
  const run = async () => {
    const ok = await confirm({
      title: audited ? t('app.vendas.auditoria.desfazer_titulo') : t('app.vendas.auditoria.marcar_titulo'),
      message: audited
        ? t('app.vendas.auditoria.desfazer_msg', { numero: record.numero })
        : t('app.vendas.auditoria.marcar_msg', { numero: record.numero }),
      confirmText: audited ? t('app.vendas.auditoria.desfazer') : t('app.vendas.auditoria.marcar'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const saved = await auditar(empresaId, record.id, !audited);
      await queryClient.invalidateQueries({ queryKey: ['vendas'] });
      onRecord?.(saved);
      say(audited ? t('app.vendas.auditoria.desfeita') : t('app.vendas.auditoria.marcada'), 'success');
    } catch (error) {
      say(apiErrorText(error, t('app.vendas.auditoria.erro')), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={dirty ? t('app.vendas.auditoria.salve_antes') : ''}>
      <span>
        <Button startIcon={<VerifiedIcon />} disabled={dirty || busy} onClick={() => void run()}>
          {audited ? t('app.vendas.auditoria.desfazer_botao') : t('app.vendas.auditoria.marcar_titulo')}
        </Button>
      </span>
    </Tooltip>
  );
}

/** Moves the sale to the trash, after asking; VER_LIXEIRA brings it back. */
function DeleteVendaButton({ record }: { record: VendaRecord }) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { reset } = useFormContext();
  const say = useText();
  const undo = useTrashUndo();
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const ok = await confirm({
      title: t('app.vendas.excluir.titulo'),
      message: t('app.vendas.excluir.pergunta', { numero: record.numero, cliente: record.clienteNome }),
      confirmText: t('app.vendas.excluir.botao'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await dataProvider.delete('vendas', { id: record.id, previousData: record });
      // "Venda movida para a lixeira." with Desfazer (a restore: src/trash)
      undo(registerOf('vendas') as RegisterModel, [record.id]);
      // the record is gone: what was typed in it is moot
      reset(undefined, { keepValues: true });
      // marked stale, not read again here (the sale is gone): the list reads on arrival
      void queryClient.invalidateQueries({ queryKey: ['vendas'], refetchType: 'none' });
      setTimeout(() => navigate(createPath({ resource: 'vendas', type: 'list' })), 0);
    } catch (error) {
      say(apiErrorText(error, t('app.vendas.excluir.erro')), 'error');
      setBusy(false);
    }
  };
  return (
    <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => void run()}>
      {t('app.vendas.excluir.botao')}
    </Button>
  );
}
