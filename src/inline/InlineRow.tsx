import { Alert, Box, Button, Checkbox, LinearProgress, TableCell, TableRow } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  DatagridClasses,
  FormGroupsProvider,
  type Identifier,
  type RaRecord,
  SourceContextProvider,
  useAugmentedForm,
  useCreatePath,
  useDataProvider,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { FieldModel } from '../../core/schema/model';
import { readApiError } from '../data/apiError';
import { RecordLinkField } from '../schema/elements';
import { useInlineGrid } from './InlineGridContext';
import { inlineInput } from './inlineInput';
import { cellCommand, nextEditable } from './keyboard';
import { INLINE_TEXTS } from './texts';

/** What a row says when someone else changed its record first (in the app's language). */
export const conflictMessage = () => INLINE_TEXTS.conflict;

/** The element a cell's editing starts in: the input, a select's or autocomplete's box, a date's first part. */
const INPUT =
  'input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"], [role="spinbutton"], textarea';

/** A field's new value is the one it was read with (null and undefined alike: "nothing"). */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

// the user's typing survives a fresh copy of the record (the conflict's "recarregar"): only the untouched fields
// take the new values
const KEEP_TYPING = { keepDirtyValues: true } as const;

function focusInput(cell: Element | null | undefined) {
  const input = cell?.querySelector<HTMLElement>(INPUT);
  if (!input) return false;
  input.focus();
  // the caret after the text, as a spreadsheet's F2 leaves it
  if (input instanceof HTMLInputElement && ['text', 'tel', 'search', ''].includes(input.type)) {
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }
  return true;
}

interface Column {
  element: ReactElement<{ source?: string; textAlign?: 'left' | 'right' | 'center'; cellClassName?: string }>;
  col: number;
  /** Set when the column is edited in place. */
  field: FieldModel | undefined;
}

export interface InlineRowProps {
  index: number;
  record: RaRecord;
  resource: string;
  className?: string;
  hover?: boolean;
  checkbox: boolean;
  selected: boolean;
  selectable: boolean;
  onToggleItem?: (id: Identifier, event: React.MouseEvent | React.TouchEvent) => void;
  /** Where a click on a cell that is not edited in place goes ('edit', 'show'), or nowhere. */
  rowClick: string | false;
  children: Column['element'][];
}

/**
 * One record of an editable list. Idle, its cells show the record; clicking an editable cell (or Enter on it)
 * turns the row into inputs, the form's own, in one react-hook-form form per row. Enter saves the changed
 * fields in one update with the `updatedAt` the row was read with (pessimistic: the row says it is saving, then
 * shows what the server kept); a refusal keeps the typing, its message at the cell (400) or above the row (409).
 */
export function InlineRow({
  index,
  record,
  resource,
  className,
  hover = true,
  checkbox,
  selected,
  selectable,
  onToggleItem,
  rowClick,
  children,
}: InlineRowProps) {
  const grid = useInlineGrid();
  const { model, fields } = grid;
  const row = useRef<HTMLTableRowElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [focusCol, setFocusCol] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const { form } = useAugmentedForm({
    record,
    resetOptions: KEEP_TYPING,
    disableInvalidFormNotification: true,
  });
  const { isDirty } = form.formState;

  const offset = checkbox ? 1 : 0;
  const columns: Column[] = children.map((element, i) => {
    const source = element.props.source;
    // the record's link column opens it; it is never edited in place
    const field = element.type !== RecordLinkField && source ? fields.get(source) : undefined;
    return { element, col: i + offset, field };
  });
  const editableCols = columns.filter((c) => c.field).map((c) => c.col);
  const cellAt = (col: number) => row.current?.querySelector<HTMLElement>(`:scope > [data-col="${col}"]`);

  // the input of the cell the editing started in (or Tab went to) takes the focus once it is on screen
  useLayoutEffect(() => {
    if (focusCol === null || !editing) return;
    focusInput(cellAt(focusCol));
    setFocusCol(null);
  });

  // the conflict's way out is one key away
  useLayoutEffect(() => {
    if (conflict) reloadButton.current?.focus();
  }, [conflict]);

  // another row took the focus: an edit with nothing changed ends there; changed values wait for Enter or Esc
  useEffect(() => {
    if (editing && grid.active.row !== index && !isDirty && !saving && !conflict) {
      setEditing(false);
      form.clearErrors();
    }
  }, [editing, grid.active.row, index, isDirty, saving, conflict, form]);

  const startEditing = (col: number) => {
    if (saving) return;
    setEditing(true);
    setFocusCol(col);
    setStatus(INLINE_TEXTS.editing);
  };

  const stopEditing = (col: number, message: string) => {
    setEditing(false);
    setConflict(null);
    setStatus(message);
    // once the cells are text again
    requestAnimationFrame(() => grid.focusCell({ row: index, col }));
  };

  const cancel = (col: number) => {
    form.reset();
    stopEditing(col, INLINE_TEXTS.undone);
  };

  const refused = (error: unknown, col: number) => {
    const failure = readApiError(error);
    const errors = failure.fields;
    if (failure.kind === 'fields') {
      const elsewhere: string[] = [];
      let first: number | null = null;
      for (const [name, message] of Object.entries(errors)) {
        const column = columns.find((c) => c.field?.name === name);
        if (column) {
          form.setError(name, { type: 'server', message: String(message) });
          first ??= column.col;
        } else elsewhere.push(String(message));
      }
      if (elsewhere.length > 0 || first === null)
        notify(failure.message ?? 'ra.message.invalid_form', {
          type: 'error',
          messageArgs: { _: failure.message },
        });
      setStatus(failure.message ?? INLINE_TEXTS.saveFailed);
      setFocusCol(first ?? col);
      return;
    }
    if (failure.kind === 'conflict') {
      setConflict(conflictMessage());
      setStatus(conflictMessage());
      return;
    }
    notify(failure.message ?? 'ra.notification.http_error', {
      type: 'error',
      messageArgs: { _: failure.message },
    });
    setFocusCol(col);
  };

  const save = (col: number) =>
    form.handleSubmit(
      async (values) => {
        const changes: Record<string, unknown> = {};
        for (const { field } of columns)
          if (field && !same(values[field.name], record[field.name]))
            changes[field.name] = values[field.name] ?? null;
        if (Object.keys(changes).length === 0) {
          form.reset();
          stopEditing(col, INLINE_TEXTS.unchanged);
          return;
        }
        setSaving(true);
        setStatus('Salvando…');
        try {
          const saved = await update(
            resource,
            { id: record.id, data: { ...changes, updatedAt: record.updatedAt }, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          form.reset(saved ?? { ...record, ...changes });
          stopEditing(col, INLINE_TEXTS.saved);
        } catch (error) {
          refused(error, col);
        } finally {
          setSaving(false);
        }
      },
      () => setStatus(INLINE_TEXTS.fix),
    )();

  /** Reads the record again and puts it in the list: the untouched cells take its values, the typed ones stay. */
  const reload = async () => {
    const { data } = await dataProvider.getOne(resource, { id: record.id });
    queryClient.setQueriesData<{ data?: RaRecord[] }>({ queryKey: [resource, 'getList'] }, (old) =>
      old?.data ? { ...old, data: old.data.map((r) => (r.id === data.id ? data : r)) } : old,
    );
    setConflict(null);
    setStatus(INLINE_TEXTS.reloaded);
    setFocusCol(editableCols.includes(grid.active.col) ? grid.active.col : (editableCols[0] ?? null));
  };

  const open = () => navigate(createPath({ resource, id: record.id, type: rowClick || 'edit' }));

  const cellOf = (target: EventTarget) => {
    const node = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
    return node && node.parentElement === row.current ? node : null;
  };

  // editing: the row's keys come first, before a select opens its menu on Enter
  const onKeyDownCapture = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!editing) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    const col = Number(cell.dataset.col);
    const target = event.target as HTMLElement;
    const command = cellCommand(event, {
      at: { row: index, col },
      rows: grid.rows,
      cols: grid.cols,
      editing: true,
      editable: editableCols.includes(col),
      hasLink: false,
      isCheckbox: false,
      popupOpen: target.getAttribute('aria-expanded') === 'true',
    });
    if (!command) return;
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    if (command.type === 'tab') {
      const to = nextEditable(editableCols, col, command.backwards);
      if (to !== null) focusInput(cellAt(to));
    } else if (command.type === 'save') void save(col);
    else if (command.type === 'cancel') cancel(col);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (editing) return;
    const cell = cellOf(event.target);
    // keys inside a cell's own control (a focused link) are the control's
    if (!cell || cell !== event.target) return;
    const col = Number(cell.dataset.col);
    const command = cellCommand(event, {
      at: { row: index, col },
      rows: grid.rows,
      cols: grid.cols,
      editing: false,
      editable: editableCols.includes(col),
      hasLink: cell.querySelector('a[href]') !== null,
      isCheckbox: checkbox && col === 0,
      popupOpen: false,
    });
    if (!command) return;
    event.preventDefault();
    if (command.type === 'move') grid.focusCell(command.to);
    else if (command.type === 'edit') startEditing(col);
    else if (command.type === 'follow') cell.querySelector<HTMLElement>('a[href]')?.click();
    else if (command.type === 'open') open();
    else if (command.type === 'toggle') cell.querySelector<HTMLElement>('input[type="checkbox"]')?.click();
  };

  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // clicks in a select's menu or an autocomplete's list come through React's tree, not the row's
    if (!(event.target instanceof Node) || !row.current?.contains(event.target)) return;
    const cell = cellOf(event.target);
    const col = cell ? Number(cell.dataset.col) : -1;
    if (editableCols.includes(col)) {
      if (!editing) startEditing(col);
      else if (cell === event.target) focusInput(cell);
      return;
    }
    if (checkbox && col === 0) return;
    // a row being edited never navigates away from what was typed
    if (!editing && rowClick) open();
  };

  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (selectable) onToggleItem?.(record.id, event);
  };

  const stop = (col: number) => grid.active.row === index && grid.active.col === col;
  const cellProps = (col: number, editable: boolean) => ({
    'data-col': col,
    tabIndex: stop(col) ? 0 : -1,
    onFocus: () => grid.setActive({ row: index, col }),
    'aria-readonly': editable ? undefined : true,
    'data-editable': editable && col >= offset ? 'true' : undefined,
  });

  const progress = saving ? (
    <LinearProgress aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }} />
  ) : null;

  const source = useMemo(
    () => ({
      getSource: (name: string) => name,
      getLabel: (name: string) => `resources.${resource}.fields.${name}`,
    }),
    [resource],
  );

  // the contexts react-admin's <Form> gives its inputs, without its <form> element, which a table row cannot hold
  return (
    <FormProvider {...form}>
      <FormGroupsProvider>
        <SourceContextProvider value={source}>
          <TableRow
            ref={row}
            data-row={index}
            className={clsx(className, { [DatagridClasses.clickableRow]: !!rowClick })}
            hover={hover && !editing}
            selected={selected}
            aria-selected={checkbox ? selected : undefined}
            aria-busy={saving || undefined}
            onClick={onClick}
            onKeyDown={onKeyDown}
            onKeyDownCapture={onKeyDownCapture}
            sx={rowSx(editing, saving)}
          >
            {checkbox && (
              <TableCell padding="checkbox" {...cellProps(0, true)}>
                <Checkbox
                  slotProps={{
                    input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) },
                  }}
                  color="primary"
                  className={`select-item ${DatagridClasses.checkbox}`}
                  checked={selectable && selected}
                  onClick={toggle}
                  disabled={!selectable}
                />
                {progress}
              </TableCell>
            )}
            {columns.map(({ element, col, field }, i) => (
              <TableCell
                key={`${record.id}-${element.props.source ?? i}`}
                className={clsx(
                  `column-${element.props.source}`,
                  DatagridClasses.rowCell,
                  element.props.cellClassName,
                )}
                align={element.props.textAlign}
                {...cellProps(col, !!field)}
              >
                {editing && field ? (
                  <>
                    {/* the value stays in the flow, unseen, so the column keeps its width and the row its height */}
                    <Box aria-hidden sx={{ visibility: 'hidden' }}>
                      {element}
                    </Box>
                    <Box className="inline-editor">{inlineInput(model, field)}</Box>
                  </>
                ) : (
                  element
                )}
                {/* said by screen readers as the row changes state: editing, saving, saved, refused */}
                {i === 0 && (
                  <Box component="span" role="status" sx={visuallyHidden}>
                    {status}
                  </Box>
                )}
                {progress}
              </TableCell>
            ))}
          </TableRow>
          {conflict && (
            <TableRow
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  cancel(grid.active.col);
                }
              }}
            >
              <TableCell colSpan={grid.cols} sx={{ py: 0.5 }}>
                <Alert
                  severity="warning"
                  role="alert"
                  // as wide as the row, but no say in the columns' widths: the table does not move when it appears
                  sx={{ width: 0, minWidth: '100%', boxSizing: 'border-box' }}
                  action={
                    <Button
                      ref={reloadButton}
                      color="inherit"
                      size="small"
                      sx={{ whiteSpace: 'nowrap' }}
                      onClick={() => void reload()}
                    >
                      Recarregar linha
                    </Button>
                  }
                >
                  {conflict}
                </Alert>
              </TableCell>
            </TableRow>
          )}
        </SourceContextProvider>
      </FormGroupsProvider>
    </FormProvider>
  );
}

/**
 * How a row looks: editable cells show it on hover and focus (a thin outline inside the cell); the row being
 * edited is tinted, its inputs fit the row's height (no label line, no helper line; an error hangs under the
 * cell over the next row) so nothing moves when it turns into inputs.
 */
function rowSx(editing: boolean, saving: boolean) {
  return (theme: Theme) => {
    const dark = theme.palette.mode === 'dark';
    // the company's primary is a deep shade: on the dark page its lighter one keeps the outline visible (3:1)
    const accent = dark ? theme.palette.primary.light : theme.palette.primary.main;
    const ring = alpha(accent, 0.6);
    return {
      '& > td': { position: 'relative' },
      '& > td:focus': { outline: 'none' },
      '& > td:focus-visible': { outline: `2px solid ${accent}`, outlineOffset: -2 },
      '& > td[data-editable]': { cursor: editing ? 'default' : 'text' },
      '& > td[data-editable]:hover': editing ? {} : { boxShadow: `inset 0 0 0 1px ${ring}` },
      ...(editing
        ? {
            backgroundColor: alpha(accent, dark ? 0.12 : 0.06),
            opacity: saving ? 0.7 : 1,
          }
        : {}),
      // the form's inputs, made to fit a cell
      '& > td[data-editable] .MuiFormControl-root, & > td[data-editable] .MuiFormGroup-root': {
        m: 0,
        width: '100%',
        minWidth: 0,
      },
      '& > td[data-editable] .MuiInputLabel-root, & > td[data-editable] .MuiFormControlLabel-label':
        visuallyHidden,
      '& > td[data-editable] .MuiFormControlLabel-root': { m: 0 },
      '& > td[data-editable] .MuiInputBase-root': {
        fontSize: 'inherit',
        lineHeight: 'inherit',
        pt: 0,
        mt: 0,
        '&::before, &::after': { display: editing ? undefined : 'none' },
      },
      '& > td[data-editable] .MuiInputBase-input, & > td[data-editable] .MuiSelect-select, & > td[data-editable] .MuiPickersSectionList-root':
        {
          py: '2px',
          px: '6px',
          height: '1.43em',
          minHeight: 0,
          textAlign: 'inherit',
        },
      '& > td[data-editable] .MuiInputAdornment-root': { mt: '0 !important', height: 'auto' },
      '& > td[data-editable] .MuiSwitch-root': { my: '-4px' },
      // the input lies over its cell, the text it starts from kept under it: nothing in the table moves
      '& > td[data-editable] .inline-editor': {
        position: 'absolute',
        inset: 0,
        px: '6px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'inherit',
      },
      '& > td[data-editable] .MuiFormHelperText-root': {
        position: 'absolute',
        top: '100%',
        left: 8,
        zIndex: 2,
        m: 0,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        whiteSpace: 'nowrap',
        // on the dark page a raised surface and the lighter red keep the message apart and readable (4.5:1)
        bgcolor: dark ? theme.palette.background.light : theme.palette.background.paper,
        border: `1px solid ${theme.palette.error.main}`,
        color: dark ? `${theme.palette.error.light} !important` : undefined,
        boxShadow: theme.shadows[2],
        '&:empty, &:has(> span:only-child:empty)': { display: 'none' },
      },
    };
  };
}
