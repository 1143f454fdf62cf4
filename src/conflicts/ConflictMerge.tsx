import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Button, darken, LinearProgress, Paper, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatMoment } from '../schema/display';
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

const KIND_TEXT: Record<MergeRow['kind'], string> = {
  both: 'Vocês dois alteraram este campo: escolha qual versão fica.',
  theirs: 'Só a outra pessoa alterou este campo: a versão atual já está no formulário.',
  mine: 'Só você alterou este campo: a sua versão fica.',
};

function authorText(row: MergeRow): string | null {
  if (!row.author) return null;
  const when = formatMoment(row.author.em);
  return row.author.nome ? `Alterado por ${row.author.nome} em ${when}` : `Alterado em ${when}`;
}

function Shown({ children }: { children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box
      component="span"
      sx={{ display: 'block', fontWeight: 500, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
    >
      {empty ? <em>(vazio)</em> : children}
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
            • escolha
          </Box>
        )}
      </Typography>
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {row.combined !== undefined
          ? 'Vocês dois alteraram este campo: as duas versões foram juntadas (nada se perde); escolha outra, se preferir.'
          : KIND_TEXT[row.kind]}
        {row.choice === 'edited' ? ' Você editou o valor no formulário.' : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
        }}
      >
        <Option
          caption={row.kind === 'theirs' ? 'Minha versão (a que eu abri)' : 'Minha versão'}
          value={<Shown>{format(row, row.mine)}</Shown>}
          pressed={row.choice === 'mine'}
          onPick={() => merge.choose(row.path, 'mine')}
        />
        <Option
          caption="Versão atual"
          value={<Shown>{format(row, row.theirs)}</Shown>}
          note={authorText(row)}
          pressed={row.choice === 'theirs'}
          onPick={() => merge.choose(row.path, 'theirs')}
        />
        {row.combined !== undefined && (
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Option
              caption="As duas juntas"
              value={<Shown>{format(row, row.combined)}</Shown>}
              pressed={row.choice === 'combined'}
              onPick={() => merge.choose(row.path, 'combined')}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Button
          size="small"
          onClick={() => merge.edit(row.path)}
          aria-label={`Editar ${row.label} no formulário`}
        >
          Editar no formulário
        </Button>
        {row.choice === 'edited' && (
          <Typography variant="body2" component="span">
            No formulário agora: <strong>{format(row, row.current) || '(vazio)'}</strong>
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
        Suas alterações não foram salvas e continuam no formulário. Compare com a versão atual, escolha o que
        fica em cada campo (ou edite no próprio formulário) e salve de novo.
      </Alert>
      {merge.status === 'loading' && (
        <Box aria-busy="true" sx={{ py: 1 }}>
          <Typography variant="body2">Lendo a versão atual…</Typography>
          <LinearProgress aria-label="Lendo a versão atual" />
        </Box>
      )}
      {merge.status === 'failed' && (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Tentar de novo
              </Button>
            )
          }
        >
          Não foi possível ler a versão atual. O que você digitou continua no formulário.
        </Alert>
      )}
      {merge.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
            {merge.rows.length === 0
              ? 'A outra pessoa não mudou nada do que está no formulário (ou fez as mesmas mudanças). Salve de novo para gravar as suas.'
              : choices > 0
                ? `${choices === 1 ? '1 campo pede' : `${choices} campos pedem`} uma escolha; marcada, a sua versão.`
                : 'Nenhum campo pede escolha: as mudanças não se cruzam.'}
            {merge.rows.length > 0 && !merge.knowsWho
              ? ' Quem alterou não pôde ser consultado; só quando.'
              : ''}
          </Typography>
          {merge.rows.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Button variant="outlined" size="small" onClick={merge.keepAllMine}>
                Manter todas as minhas
              </Button>
              <Button variant="outlined" size="small" onClick={merge.takeAllTheirs}>
                Usar todas as atuais
              </Button>
            </Box>
          )}
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Campos que diferem">
            {merge.rows.map((row) => (
              <FieldChoice key={row.path} row={row} merge={merge} format={format} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
            <Button type="submit" variant="contained">
              Salvar com estas escolhas
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
