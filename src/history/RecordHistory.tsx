import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { type Identifier, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { sameValue } from '../conflicts/merge';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import {
  describeEntry,
  type FieldChange,
  type HistoryEntry,
  type HistorySubject,
  referencesIn,
  versionBefore,
} from './describe';
import { EntryView } from './HistoryEntries';
import { historyTexts } from './texts';
import { useRecordHistory, useReferenceNames } from './useHistory';

/**
 * The "Histórico" of a record page: a button that opens a side panel with the record's changes, newest first, in
 * the screens' formats. On an edit page each change offers "Restaurar" (the field's value before it) and each entry
 * "Restaurar a versão anterior" (every writable field as it was before it): the values go into the form, which
 * shows them as unsaved; nothing is written until the user saves. A panel rather than a section under the form, so
 * the form and its save bar stay where they are, and the list does not load until asked for.
 */

/** How a page's form takes values back from the history. */
export interface HistoryRestore {
  /** The fields the form can change (the API's names). */
  writable: ReadonlySet<string>;
  /** Puts the values of `names` (the API's values, e.g. a version) into the form, marked as changed. */
  put(values: Readonly<Record<string, unknown>>, names: readonly string[]): void;
  /** Puts the cursor in the field's input. */
  focus(name: string): void;
}

/** The cursor into a form's input by its name, else react-hook-form's own ref. */
export function focusInput(name: string, fallback?: (name: string) => void) {
  const inputs = document.querySelectorAll<HTMLElement>(`form [name="${name.replace(/"/g, '')}"]`);
  const target = [...inputs].find((el) => el.getAttribute('type') !== 'hidden' && el.offsetParent !== null);
  if (target) {
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  } else fallback?.(name);
}

/** The restore of a plain react-admin form (SimpleForm): the record's fields are the form's. */
export function useFormRestore(writable: readonly string[]): HistoryRestore {
  const form = useFormContext();
  return useMemo(
    () => ({
      writable: new Set(writable),
      put(values, names) {
        for (const name of names) {
          const value = values[name] ?? null;
          if (!sameValue(form.getValues(name), value))
            form.setValue(name, value, { shouldDirty: true, shouldTouch: true });
          form.clearErrors(name);
        }
      },
      focus: (name) => focusInput(name, (n) => form.setFocus(n)),
    }),
    [form, writable],
  );
}

const PAGE = 15;

export interface RecordHistoryProps {
  resource: string;
  id: Identifier | undefined;
  subject: HistorySubject;
  /** The record as saved (what "Restaurar a versão anterior" walks back from). */
  current?: Readonly<Record<string, unknown>>;
  /** Present on an edit page: the form that takes values back. */
  restore?: HistoryRestore;
  /** The record's name, under the panel's title. */
  name?: string;
  /** Reads the history another way than `GET …/{resource}/{id}/historico` of the register convention. */
  load?: () => Promise<unknown>;
}

export function RecordHistory(props: RecordHistoryProps) {
  const t = useAreaTranslate('history', historyTexts);
  const [open, setOpen] = useState(false);
  const focusAfterClose = useRef<string | null>(null);
  const titleId = useId();
  if (props.id === undefined || props.id === null) return null;
  return (
    <>
      <Box sx={{ width: '100%' }}>
        <Button
          startIcon={<HistoryIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ ml: -0.5 }}
        >
          {t('title')}
        </Button>
      </Box>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100%' },
          } as object,
          transition: {
            onExited: () => {
              const name = focusAfterClose.current;
              focusAfterClose.current = null;
              if (name) props.restore?.focus(name);
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 2, pb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="h6" component="h2">
                {t('title')}
              </Typography>
              {props.name && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {props.name}
                </Typography>
              )}
            </Box>
            <Tooltip title={t('close')}>
              <IconButton onClick={() => setOpen(false)} aria-label={t('close_panel')} edge="end">
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
          {props.restore && <RestoreNote sx={{ px: 2, pb: 1 }} />}
          <Divider />
          <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
            <HistoryList
              {...props}
              onRestored={(name) => {
                // the panel closes first: the cursor then goes to the field, in view
                focusAfterClose.current = name;
                setOpen(false);
              }}
            />
          </Box>
        </Box>
      </Drawer>
    </>
  );
}

function RestoreNote({ sx }: { sx?: object }) {
  const t = useAreaTranslate('history', historyTexts);
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={sx}>
      {t('restore_note')}
    </Typography>
  );
}

/**
 * The history as a section of the page itself (a negotiation's "Histórico", under its notes): the same entries,
 * less those `skip` leaves to the page (the notes it already lists).
 */
export function InlineHistory({
  title,
  skip,
  ...props
}: RecordHistoryProps & { title: string; skip?: (entry: HistoryEntry) => boolean }) {
  const titleId = useId();
  if (props.id === undefined || props.id === null) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%', mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {props.restore && <RestoreNote />}
      <HistoryList {...props} skip={skip} onRestored={(name) => props.restore?.focus(name)} />
    </Box>
  );
}

function HistoryList({
  resource,
  id,
  subject,
  current,
  restore,
  load,
  skip,
  onRestored,
}: RecordHistoryProps & { skip?: (entry: HistoryEntry) => boolean; onRestored: (focus: string) => void }) {
  const notify = useNotify();
  const t = useAreaTranslate('history', historyTexts);
  // a sentence of ours, not a translation key (messageArgs._ is what react-admin shows for an unknown key)
  const say = (message: string) =>
    notify(message, { type: 'info', autoHideDuration: 8000, messageArgs: { _: message } });
  const history = useRecordHistory(resource, id, load, current?.updatedAt);
  const entries = history.data ?? [];
  const references = useMemo(() => referencesIn(entries, subject), [entries, subject]);
  const nameOf = useReferenceNames(references);
  const [shown, setShown] = useState(PAGE);
  // each entry keeps its index in the whole history: a version is walked back to through all the newer ones
  const described = useMemo(
    () =>
      entries
        .map((raw, index) => ({ raw, index, entry: describeEntry(raw, subject, nameOf) }))
        .filter(({ raw }) => !skip?.(raw)),
    [entries, subject, nameOf, skip],
  );

  const canRestoreField = useCallback(
    (change: FieldChange) => Boolean(restore?.writable.has(change.name)),
    [restore],
  );
  const restoreField = (change: FieldChange) => {
    if (!restore) return;
    restore.put({ [change.name]: change.rawBefore }, [change.name]);
    say(t('field_restored', { campo: change.label, valor: change.before.join('; ') || t('empty_value') }));
    onRestored(change.name);
  };

  /** The version before (or, for a creation, made by) an entry, and its writable fields that differ from now. */
  const versionOf = (index: number, entry: HistoryEntry) => {
    const version = versionBefore(entries, index, current ?? {}, { including: entry.acao !== 'criado' });
    const names = [...(restore?.writable ?? [])];
    const differs = names.filter((n) => !sameValue(version[n], current?.[n]));
    return { version, names, differs };
  };
  const restoreVersion = (index: number, entry: HistoryEntry, when: string) => {
    if (!restore) return;
    const { version, names, differs } = versionOf(index, entry);
    restore.put(version, names);
    say(t('version_restored', { quando: when }));
    onRestored(differs[0] ?? names[0] ?? '');
  };

  if (history.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('loading')} />
      </Box>
    );
  if (history.isError)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('load_error')}
      </Alert>
    );
  if (described.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('none')}
      </Typography>
    );
  return (
    <>
      <Box component="ol" aria-label={t('list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {described.slice(0, shown).map(({ raw, index, entry }) => {
          const offersVersion =
            restore &&
            (raw.acao === 'alterado' || raw.acao === 'criado') &&
            versionOf(index, raw).differs.length > 0;
          return (
            <Box
              component="li"
              key={`${raw.em}-${index}`}
              sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <EntryView
                entry={entry}
                canRestoreField={raw.acao === 'alterado' ? canRestoreField : undefined}
                onRestoreField={restore ? restoreField : undefined}
                restoreVersion={
                  offersVersion
                    ? {
                        label: raw.acao === 'criado' ? t('restore_original') : t('restore_previous'),
                        onClick: () => restoreVersion(index, raw, entry.when),
                      }
                    : undefined
                }
              />
            </Box>
          );
        })}
      </Box>
      {described.length > shown && (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ mt: 1 }}>
          {t('more', { n: described.length - shown })}
        </Button>
      )}
    </>
  );
}
