import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Button, darken, LinearProgress, Paper, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatMoment } from '../../core/schema/display';
import { CONFLICT_TEXTS as C } from './texts';
import type { ConflictMerge as Merge, MergeRow } from './useConflictMerge';

/**
 * The face of a conflict merge (useConflictMerge): what happened, then one block per field that differs, with
 * "Minha versão" and "Versão atual" side by side (stacked on a phone), who changed it and when, and which one the
 * form holds now. Each choice is a button (Tab reaches every one, Enter or Space picks it); "Editar no formulário"
 * moves the cursor to the field's own input. It sits inside the form, so "Salvar" here submits it.
 */

export interface ConflictMergeProps {
  merge: Merge;
  /** What happened, in the register's words ("Outra pessoa alterou esta venda enquanto você editava."). */
  title: string;
  /** A row's value as the register shows it (R$, dd/mm/aaaa, a reference's name). */
  format: (row: MergeRow, value: unknown) => ReactNode;
  /** Reads the stored version again, after a failed read. */
  onRetry?: () => void;
}

function authorText(row: MergeRow): string | null {
  if (!row.author) return null;
  const when = formatMoment(row.author.em);
  return row.author.nome ? C.changedBy(row.author.nome, when) : C.changedAt(when);
}

function Shown({ children }: { children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box
      component="span"
      sx={{ display: 'block', fontWeight: 500, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
    >
      {empty ? <em>{C.empty}</em> : children}
    </Box>
  );
}

/** One of the two versions: a toggle button whose name says which version and what it holds. */
function Option({
  caption,
  value,
  note,
  pressed,
  onPick,
}: {
  caption: string;
  value: ReactNode;
  note?: string | null;
  pressed: boolean;
  onPick: () => void;
}) {
  return (
    <Button
      variant={pressed ? 'contained' : 'outlined'}
      color={pressed ? 'primary' : 'inherit'}
      aria-pressed={pressed}
      onClick={onPick}
      startIcon={pressed ? <CheckIcon /> : undefined}
      sx={{
        justifyContent: 'flex-start',
        alignItems: 'flex-start',
        textAlign: 'left',
        textTransform: 'none',
        minWidth: 0,
        width: '100%',
        py: 1,
      }}
    >
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block', typography: 'caption', fontWeight: 700 }}>
          {caption}
        </Box>
        {value}
        {note && (
          <Box component="span" sx={{ display: 'block', typography: 'caption', opacity: 0.85 }}>
            {note}
          </Box>
        )}
      </Box>
    </Button>
  );
}

function FieldChoice({
  row,
  merge,
  format,
}: {
  row: MergeRow;
  merge: Merge;
  format: ConflictMergeProps['format'];
}) {
  const labelId = useId();
  const statusId = useId();
  return (
    <Box
      component="li"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={statusId}
      data-conflict-field={row.path}
      sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={labelId} variant="subtitle2" component="h3">
        {row.label}
        {row.kind === 'both' && (
          <Box
            component="span"
            sx={{
              ml: 1,
              fontWeight: 700,
              // warning.dark on white read at 3.4:1; darkened it passes 4.5:1, and the dark mode takes the bright one
              color: (theme) =>
                theme.palette.mode === 'dark'
                  ? theme.palette.warning.main
                  : darken(theme.palette.warning.main, 0.5),
            }}
          >
            {C.choose}
          </Box>
        )}
      </Typography>
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {row.combined !== undefined ? C.combined : C[row.kind]}
        {row.choice === 'edited' ? C.edited : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
        }}
      >
        <Option
          caption={row.kind === 'theirs' ? C.mineOpened : C.mineVersion}
          value={<Shown>{format(row, row.mine)}</Shown>}
          pressed={row.choice === 'mine'}
          onPick={() => merge.choose(row.path, 'mine')}
        />
        <Option
          caption={C.current}
          value={<Shown>{format(row, row.theirs)}</Shown>}
          note={authorText(row)}
          pressed={row.choice === 'theirs'}
          onPick={() => merge.choose(row.path, 'theirs')}
        />
        {row.combined !== undefined && (
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Option
              caption={C.both_together}
              value={<Shown>{format(row, row.combined)}</Shown>}
              pressed={row.choice === 'combined'}
              onPick={() => merge.choose(row.path, 'combined')}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Button size="small" onClick={() => merge.edit(row.path)} aria-label={C.editLabel(row.label)}>
          {C.edit}
        </Button>
        {row.choice === 'edited' && (
          <Typography variant="body2" component="span">
            {C.inFormNow} <strong>{format(row, row.current) || C.empty}</strong>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function ConflictMerge({ merge, title, format, onRetry }: ConflictMergeProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // once the comparison is in, the cursor goes to it (and a phone scrolls up to it): the next Tab is its first
  // choice, not the input the save was sent from at the bottom of the form
  const ready = merge.status === 'ready';
  useEffect(() => {
    if (ready) section.current?.focus();
  }, [ready]);
  if (merge.status === 'idle') return null;
  const choices = merge.rows.filter((r) => r.kind === 'both').length;
  return (
    <Paper
      ref={section}
      component="section"
      variant="outlined"
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        width: '100%',
        mb: 2,
        p: { xs: 1, sm: 2 },
        borderColor: 'warning.main',
        boxSizing: 'border-box',
        '&:focus-visible': { outline: 2, outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {C.notSaved}
      </Alert>
      {merge.status === 'loading' && (
        <Box aria-busy="true" sx={{ py: 1 }}>
          <Typography variant="body2">{C.reading}</Typography>
          <LinearProgress aria-label={C.readingLabel} />
        </Box>
      )}
      {merge.status === 'failed' && (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {C.retry}
              </Button>
            )
          }
        >
          {C.readFailed}
        </Alert>
      )}
      {merge.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
            {merge.rows.length === 0 ? C.nothingChanged : choices > 0 ? C.choices(choices) : C.noChoices}
            {merge.rows.length > 0 && !merge.knowsWho ? C.whoUnknown : ''}
          </Typography>
          {merge.rows.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Button variant="outlined" size="small" onClick={merge.keepAllMine}>
                {C.keepMine}
              </Button>
              <Button variant="outlined" size="small" onClick={merge.takeAllTheirs}>
                {C.takeTheirs}
              </Button>
            </Box>
          )}
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={C.fields}>
            {merge.rows.map((row) => (
              <FieldChoice key={row.path} row={row} merge={merge} format={format} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
            <Button type="submit" variant="contained">
              {C.saveChoices}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
