import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Button,
  Form,
  Labeled,
  RecordContextProvider,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { fieldLabel } from '../../core/schema/labels';
import type { RegisterModel } from '../../core/schema/model';
import { AcessoContext } from '../company/AcessoContext';
import { readApiError } from '../data/apiError';
import { dataField, fieldInput } from '../schema/elements';
import { createDefaults } from '../schema/formValues';
import {
  bulkFields,
  countText,
  doneText,
  editarEmLote,
  type LoteBody,
  loteData,
  MAX_LOTE,
  versionsOf,
} from './bulk';
import { BULK_TEXTS as B, bulkNumber } from './texts';

type Step = 'choose' | 'confirm';
type Alcance = 'selecionados' | 'filtro';

export interface BulkEditButtonProps {
  model: RegisterModel;
  /** The list's filter as the server takes it (the sales list translates its search box). */
  serverFilter?: (filter: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * "Editar em lote" in a list's bulk actions: choose fields, set their values through the form's own inputs,
 * confirm with the count ("Alterar 30 produtos?"), and one call changes them all in one transaction (or none:
 * the server names the record that stopped it). When the whole page is selected and the filter selects more, the
 * change may go to all of them (up to 1,000).
 */
export function BulkEditButton({ model, serverFilter = (f) => f }: BulkEditButtonProps) {
  const { selectedIds, data, total, filterValues, filter, resource, onUnselectItems } = useListContext();
  const acesso = useContext(AcessoContext);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const formId = useId();
  const fields = useMemo(() => bulkFields(model), [model]);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const [chosen, setChosen] = useState<string[]>([]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [alcance, setAlcance] = useState<Alcance>('selecionados');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  // each step starts with the focus where the keyboard goes next: the step's content replaced the focused element,
  // and the dialog's focus trap would otherwise hold the focus on itself (autoFocus loses to it)
  useEffect(() => {
    if (!open) return;
    const target = step === 'confirm' ? confirmRef : firstRef;
    const id = requestAnimationFrame(() => target.current?.focus());
    return () => cancelAnimationFrame(id);
  }, [open, step]);

  const selected = selectedIds.length;
  // Gmail's way: with the whole page selected, the change may reach every record the filter selects
  const pageSelected = (data ?? []).length > 0 && (data ?? []).every((r) => selectedIds.includes(r.id));
  const offerFilter = pageSelected && typeof total === 'number' && total > selected;
  const count = alcance === 'filtro' && typeof total === 'number' ? total : selected;
  const chosenFields = fields.filter((f) => chosen.includes(f.name));
  const base = model.scope === 'admin' ? '/admin' : `/empresas/${acesso?.empresaId ?? 0}`;
  // one object per step: a new one at each render would reset the form (react-admin re-reads its record)
  const record = useMemo(() => ({ ...createDefaults(model), ...values }), [model, values]);

  if (fields.length === 0) return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setStep('choose');
    setChosen([]);
    setValues({});
    setAlcance('selecionados');
    setError(null);
  };
  const toggle = (name: string) =>
    setChosen((was) => (was.includes(name) ? was.filter((n) => n !== name) : [...was, name]));

  const apply = async () => {
    setBusy(true);
    setError(null);
    const body: LoteBody =
      alcance === 'filtro'
        ? { filter: serverFilter({ ...filterValues, ...filter }), data: loteData(chosenFields, values) }
        : { ids: selectedIds.map(Number), data: loteData(chosenFields, values) };
    const versoes = versionsOf(
      queryClient,
      resource,
      alcance === 'filtro' ? (data ?? []).map((r) => r.id) : selectedIds,
    );
    if (Object.keys(versoes).length > 0) body.versoes = versoes;
    try {
      const { alterados } = await editarEmLote(base, resource, body);
      const text = doneText(model, alterados);
      notify(text, { type: 'success', messageArgs: { _: text } });
      setBusy(false);
      setOpen(false);
      setStep('choose');
      setChosen([]);
      setValues({});
      setAlcance('selecionados');
      onUnselectItems();
      await queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    } catch (failure) {
      setBusy(false);
      const { status, message } = readApiError(failure);
      // a record changed since the list was read: the list reads them again, so the next try sends their new versions
      if (status === 409) void queryClient.invalidateQueries({ queryKey: [resource] });
      setError(status && status < 500 && message ? message : B.failed);
    }
  };

  return (
    <>
      <Button label={B.button} onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{B.title(countText(model, count))}</DialogTitle>
        {step === 'choose' ? (
          <>
            <DialogContent dividers>
              <Form
                id={formId}
                record={record}
                onSubmit={(submitted: Record<string, unknown>) => {
                  if (chosenFields.length === 0) return;
                  setValues(submitted as Record<string, unknown>);
                  setStep('confirm');
                }}
              >
                {offerFilter && (
                  <Box sx={{ mb: 2 }}>
                    <FormLabel id={`${formId}-alcance`}>{B.change}</FormLabel>
                    <RadioGroup
                      aria-labelledby={`${formId}-alcance`}
                      value={alcance}
                      onChange={(e) => setAlcance(e.target.value as Alcance)}
                    >
                      <FormControlLabel
                        value="selecionados"
                        control={<Radio />}
                        label={B.onlySelected(selected)}
                      />
                      <FormControlLabel
                        value="filtro"
                        control={<Radio />}
                        disabled={(total ?? 0) > MAX_LOTE}
                        label={
                          (total ?? 0) > MAX_LOTE
                            ? B.allFilteredMax(countText(model, total ?? 0), bulkNumber(MAX_LOTE))
                            : B.allFiltered(countText(model, total ?? 0))
                        }
                      />
                    </RadioGroup>
                  </Box>
                )}
                <FormLabel component="legend" id={`${formId}-campos`}>
                  {B.fields}
                </FormLabel>
                <FormGroup aria-labelledby={`${formId}-campos`} sx={{ mb: 2 }}>
                  {fields.map((f, i) => (
                    <FormControlLabel
                      key={f.name}
                      control={
                        <Checkbox
                          checked={chosen.includes(f.name)}
                          onChange={() => toggle(f.name)}
                          slotProps={i === 0 ? { input: { ref: firstRef } } : undefined}
                          size="small"
                        />
                      }
                      label={fieldLabel(model, f)}
                    />
                  ))}
                </FormGroup>
                {chosenFields.length > 0 ? (
                  <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                    <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                      {B.newValue(count)}
                    </Typography>
                    {chosenFields.map((f) => fieldInput(model, f, { editing: true }))}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {B.pick}
                  </Typography>
                )}
              </Form>
            </DialogContent>
            <DialogActions>
              <MuiButton color="inherit" onClick={close}>
                {B.cancel}
              </MuiButton>
              <MuiButton type="submit" form={formId} variant="contained" disabled={chosenFields.length === 0}>
                {B.next}
              </MuiButton>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogContent dividers>
              <Typography sx={{ mb: 2 }} id={`${formId}-pergunta`}>
                <strong>{B.confirm(countText(model, count))}</strong>
                {B.confirmRest(count)}
              </Typography>
              <RecordContextProvider value={{ id: 0, ...values }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                  {chosenFields.map((f) => (
                    <Labeled key={f.name} label={fieldLabel(model, f)}>
                      {dataField(model, f)}
                    </Labeled>
                  ))}
                </Box>
              </RecordContextProvider>
              {error && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {error}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <MuiButton color="inherit" onClick={() => setStep('choose')} disabled={busy}>
                {B.back}
              </MuiButton>
              <MuiButton ref={confirmRef} variant="contained" onClick={() => void apply()} disabled={busy}>
                {busy ? B.applying : B.apply(countText(model, count))}
              </MuiButton>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
