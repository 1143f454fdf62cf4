import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Button, Typography } from '@mui/material';
import type { DescribedEntry, FieldChange } from './describe';
import { ENTRY_TEXTS as H } from './texts';

/**
 * How one entry reads on screen, in the record's panel and in the admin view alike: who and when, the sentence,
 * then each changed field as "Label: before → after" (a list of items one per line), with "Restaurar" where the
 * page can put the value back into its form.
 */

function Values({ lines, old }: { lines: string[]; old?: boolean }) {
  const sx = old
    ? { color: 'text.secondary', textDecoration: 'line-through', textDecorationColor: 'currentColor' }
    : { fontWeight: 500 };
  if (lines.length <= 1)
    return (
      <Box component="span" sx={{ ...sx, overflowWrap: 'anywhere' }}>
        {lines[0] ?? '(vazio)'}
      </Box>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, ...sx }}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one value, never reordered
        <Box component="li" key={i} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

/** "antes" / "depois" over a value that takes several lines (a sale's items). */
function Side({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem', mt: 0.25 }}>
      {children}
    </Box>
  );
}

export function ChangeLine({
  change,
  onRestore,
}: {
  change: FieldChange;
  /** Puts the value before this change back into the form; absent where it cannot. */
  onRestore?: () => void;
}) {
  const multiline = change.before.length > 1 || change.after.length > 1;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.25, flexWrap: 'wrap' }}
      data-field={change.name}
    >
      <Typography component="div" variant="body2" sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {change.label}
          {change.appended ? H.appended : ': '}
        </Box>
        {multiline ? (
          <>
            {change.before.length > 0 && (
              <>
                <Side>{H.before}</Side>
                <Values lines={change.before} old />
                <Side>{H.after}</Side>
              </>
            )}
            <Values lines={change.after} />
          </>
        ) : (
          <>
            {change.before.length > 0 && (
              <>
                <Values lines={change.before} old />
                <Box component="span" aria-label={H.to} sx={{ mx: 0.5, color: 'text.secondary' }}>
                  →
                </Box>
              </>
            )}
            <Values lines={change.after} />
          </>
        )}
      </Typography>
      {onRestore && (
        <Button
          size="small"
          onClick={onRestore}
          startIcon={<RestoreIcon fontSize="small" />}
          aria-label={`${H.restore} ${change.label}: ${change.before.join('; ') || H.empty}`}
          sx={{ py: 0, minHeight: 28 }}
        >
          {H.restore}
        </Button>
      )}
    </Box>
  );
}

export function EntryView({
  entry,
  heading,
  canRestoreField,
  onRestoreField,
  restoreVersion,
}: {
  entry: DescribedEntry;
  /** What the entry is about, where the page does not say it (the admin view: "Produto CTRL-15 – Plano"). */
  heading?: React.ReactNode;
  canRestoreField?: (change: FieldChange) => boolean;
  onRestoreField?: (change: FieldChange) => void;
  restoreVersion?: { label: string; onClick: () => void };
}) {
  return (
    <Box sx={{ py: 1.25 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {entry.who}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          {' · '}
          {entry.when}
        </Box>
      </Typography>
      {heading}
      <Typography variant="body2" component="p">
        {entry.sentence.charAt(0).toUpperCase() + entry.sentence.slice(1)}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {entry.changes.map((change) => (
            <ChangeLine
              key={change.name}
              change={change}
              onRestore={
                onRestoreField && canRestoreField?.(change) ? () => onRestoreField(change) : undefined
              }
            />
          ))}
        </Box>
      )}
      {restoreVersion && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestoreIcon fontSize="small" />}
          onClick={restoreVersion.onClick}
          sx={{ mt: 0.5 }}
        >
          {restoreVersion.label}
        </Button>
      )}
    </Box>
  );
}
