import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { inSentence } from '../../core/schema/labels';
import type { RegisterModel } from '../../core/schema/model';
import { useIsMobile } from '../app/appState';
import { saveBlob } from '../export/download';
import { checkImport, ImportError, runImport } from './api';
import {
  type CsvTable,
  columnTitle,
  type DryRun,
  errorsCsv,
  initialMapping,
  mappableFields,
  mappedCsv,
  readTable,
} from './mapping';
import { IMPORT_TEXTS as I } from './texts';

/** The errors shown on screen; the rest are in the downloadable CSV. */
const SHOWN_ERRORS = 200;

interface Props {
  model: RegisterModel;
  /** The import's API path (under /api): /empresas/{id}/{resource}/import. */
  path: string;
  open: boolean;
  onClose(): void;
}

type Phase = 'idle' | 'checking' | 'importing';

/**
 * Import a CSV (issue 12.2): drop or choose a file, map its columns (pre-matched by title), see each row's verdict
 * from the server's own validation (a dry run), download the errors, and import it all in one transaction.
 */
export function ImportDialog({ model, path, open, onClose }: Props) {
  const isMobile = useIsMobile();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const importRef = useRef<HTMLButtonElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [result, setResult] = useState<DryRun | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [upload, setUpload] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const fields = useMemo(() => mappableFields(model), [model]);
  const plural = inSentence(model.label.plural);

  const reset = () => {
    setFileName(null);
    setTable(null);
    setMapping([]);
    setResult(null);
    setProblem(null);
    setPhase('idle');
    setUpload(null);
  };
  const close = () => {
    if (phase === 'importing') return;
    reset();
    onClose();
  };

  const check = async (t: CsvTable, m: string[]) => {
    setResult(null);
    setProblem(null);
    if (!m.some(Boolean)) {
      setProblem(I.noColumn);
      return;
    }
    setPhase('checking');
    try {
      setResult(await checkImport(path, mappedCsv(t, m)));
    } catch (error) {
      setProblem(error instanceof ImportError ? error.message : I.checkFailed);
    } finally {
      setPhase('idle');
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    setFileName(file.name);
    let read: CsvTable;
    try {
      read = readTable(new Uint8Array(await file.arrayBuffer()));
    } catch {
      setProblem(I.readFailed);
      return;
    }
    if (read.header.length === 0 || read.header.every((h) => h.trim() === '')) {
      setProblem(I.empty);
      return;
    }
    if (read.rows.length === 0) {
      setProblem(I.headerOnly);
      return;
    }
    const m = initialMapping(model, read.header);
    setTable(read);
    setMapping(m);
    await check(read, m);
  };

  const remap = (column: number, name: string) => {
    setMapping((current) =>
      current.map((value, i) => {
        if (i === column) return name;
        // a field goes to one column: the one it was on before is left out
        return name && value === name ? '' : value;
      }),
    );
    setResult(null);
  };

  const importAll = async () => {
    if (!table) return;
    setPhase('importing');
    setUpload(0);
    try {
      const done = await runImport(path, mappedCsv(table, mapping), setUpload);
      const message = I.done(done.criados, done.alterados, done.mantidos);
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
      reset();
      onClose();
    } catch (error) {
      setPhase('idle');
      setUpload(null);
      setProblem(error instanceof ImportError ? error.message : I.importFailed);
    }
  };

  const errorRows = result?.linhas.filter((v) => v.acao === 'erro') ?? [];
  const shownErrors = errorRows
    .flatMap((v) => (v.errors ?? []).map((e) => ({ linha: v.linha, ...e })))
    .slice(0, SHOWN_ERRORS);
  const errorCount = errorRows.reduce((sum, v) => sum + (v.errors?.length ?? 0), 0);
  const canImport =
    phase === 'idle' && result !== null && result.erros === 0 && result.criar + result.alterar > 0;
  const busy = phase !== 'idle';

  // once the verdict is in, the focus goes to the next step: choosing the corrected file, or importing
  useEffect(() => {
    if (phase !== 'idle' || !result) return;
    (result.erros > 0 ? chooseRef : importRef).current?.focus();
  }, [phase, result]);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{I.title(plural)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!busy) void choose(event.dataTransfer.files[0]);
          }}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            bgcolor: dragging ? 'action.hover' : undefined,
          }}
        >
          <Button
            ref={chooseRef}
            variant={table ? 'outlined' : 'contained'}
            startIcon={<UploadFileIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            // the dialog's first step
            autoFocus
          >
            {table ? I.chooseOther : I.choose}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
            {fileName ? `${fileName}${table ? ` — ${I.rows(table.rows.length)}` : ''}` : I.drop}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={I.file}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </Box>

        {table && (
          <Box component="section" aria-label={I.columns}>
            <Typography variant="subtitle2" gutterBottom>
              {I.columns}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {I.columnsHelp}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                gap: 2,
                mt: 1,
              }}
            >
              {table.header.map((title, i) => (
                <TextField
                  // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions
                  key={i}
                  select
                  size="small"
                  label={title.trim() || I.column(i + 1)}
                  value={mapping[i] ?? ''}
                  onChange={(event) => remap(i, event.target.value)}
                  disabled={busy}
                  helperText={sample(table, i)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">
                    <em>{I.ignore}</em>
                  </MenuItem>
                  {fields.map((f) => (
                    <MenuItem key={f.name} value={f.name}>
                      {f.title}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </Box>
        )}

        {busy && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" gutterBottom>
              {phase === 'checking'
                ? I.checking
                : upload !== null && upload < 1
                  ? I.sending(Math.round(upload * 100))
                  : I.importing}
            </Typography>
            <LinearProgress
              aria-label={phase === 'checking' ? I.checkProgress : I.importProgress}
              {...(phase === 'importing' && upload !== null && upload < 1
                ? { variant: 'determinate' as const, value: upload * 100 }
                : {})}
            />
          </Box>
        )}

        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}

        {result && (
          <Box component="section" aria-label={I.verdict} aria-live="polite">
            <Alert severity={result.erros > 0 ? 'warning' : 'success'}>
              {I.summary(result.criar, result.alterar, result.manter, result.erros)}
              {result.erros > 0 ? I.fix : ''}
            </Alert>
            {errorRows.length > 0 && (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" sx={{ flex: 1 }}>
                    {errorCount > SHOWN_ERRORS ? I.firstErrors(SHOWN_ERRORS, errorCount) : I.errors}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() =>
                      saveBlob(
                        new Blob([errorsCsv(model, result.linhas)], { type: 'text/csv;charset=utf-8' }),
                        `${model.resource}-erros.csv`,
                      )
                    }
                  >
                    {I.downloadErrors}
                  </Button>
                </Box>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={I.errorsTable}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{I.line}</TableCell>
                        <TableCell>{I.columnHead}</TableCell>
                        <TableCell>{I.error}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {shownErrors.map((e) => (
                        <TableRow key={`${e.linha}:${e.field}:${e.message}`}>
                          <TableCell>{e.linha}</TableCell>
                          <TableCell>{columnTitle(model, e.field)}</TableCell>
                          <TableCell sx={{ wordBreak: 'break-word' }}>{e.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={phase === 'importing'}>
          {I.cancel}
        </Button>
        {table && !result && (
          <Button onClick={() => void check(table, mapping)} disabled={busy}>
            {I.check}
          </Button>
        )}
        <Button ref={importRef} variant="contained" onClick={() => void importAll()} disabled={!canImport}>
          {I.import}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The first non-empty value of a column, as a hint under its select. */
function sample(table: CsvTable, column: number): string {
  const value = table.rows.find((row) => (row[column] ?? '').trim() !== '')?.[column] ?? '';
  const line = value.split(/\r?\n/)[0] ?? '';
  const text = line.length > 40 ? `${line.slice(0, 37)}…` : line;
  return text ? I.example(text) : I.emptyColumn;
}
