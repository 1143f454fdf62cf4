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
import { useIsMobile } from '../app/appState';
import { saveBlob } from '../export/download';
import { inSentence } from '../schema/labels';
import type { RegisterModel } from '../schema/model';
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
  summary,
} from './mapping';

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
      setProblem('Nenhuma coluna está ligada a um campo: escolha o campo de cada coluna.');
      return;
    }
    setPhase('checking');
    try {
      setResult(await checkImport(path, mappedCsv(t, m)));
    } catch (error) {
      setProblem(error instanceof ImportError ? error.message : 'Não foi possível verificar o arquivo.');
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
      setProblem('Não foi possível ler o arquivo.');
      return;
    }
    if (read.header.length === 0 || read.header.every((h) => h.trim() === '')) {
      setProblem('O arquivo está vazio.');
      return;
    }
    if (read.rows.length === 0) {
      setProblem('O arquivo não tem linhas além do cabeçalho.');
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
      const n = (value: number, one: string, many: string) =>
        `${value.toLocaleString('pt-BR')} ${value === 1 ? one : many}`;
      const parts = [n(done.criados, 'criado', 'criados'), n(done.alterados, 'alterado', 'alterados')];
      if (done.mantidos > 0) parts.push(n(done.mantidos, 'sem mudança', 'sem mudança'));
      const message = `Importação concluída: ${parts.join(', ')}.`;
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
      reset();
      onClose();
    } catch (error) {
      setPhase('idle');
      setUpload(null);
      setProblem(error instanceof ImportError ? error.message : 'Não foi possível importar.');
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
      <DialogTitle id={titleId}>Importar {plural}</DialogTitle>
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
            {table ? 'Escolher outro arquivo' : 'Escolher arquivo'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
            {fileName
              ? `${fileName}${table ? ` — ${table.rows.length.toLocaleString('pt-BR')} ${table.rows.length === 1 ? 'linha' : 'linhas'}` : ''}`
              : 'ou arraste um arquivo CSV para cá. Use o formato da exportação: a primeira linha com os títulos das colunas.'}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="Arquivo CSV"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </Box>

        {table && (
          <Box component="section" aria-label="Colunas do arquivo">
            <Typography variant="subtitle2" gutterBottom>
              Colunas do arquivo
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Cada coluna vai para o campo escolhido. Uma linha com o ID ou um valor único (como o código) de
              um registro existente altera esse registro; as outras criam registros.
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
                  label={title.trim() || `Coluna ${i + 1}`}
                  value={mapping[i] ?? ''}
                  onChange={(event) => remap(i, event.target.value)}
                  disabled={busy}
                  helperText={sample(table, i)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">
                    <em>Ignorar</em>
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
                ? 'Verificando cada linha…'
                : upload !== null && upload < 1
                  ? `Enviando o arquivo… ${Math.round(upload * 100)}%`
                  : 'Importando…'}
            </Typography>
            <LinearProgress
              aria-label={phase === 'checking' ? 'Progresso da verificação' : 'Progresso da importação'}
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
          <Box component="section" aria-label="Resultado da verificação" aria-live="polite">
            <Alert severity={result.erros > 0 ? 'warning' : 'success'}>
              {`A importação ${summary(result)}.`}
              {result.erros > 0 ? ' Corrija o arquivo e escolha-o de novo para importar.' : ''}
            </Alert>
            {errorRows.length > 0 && (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" sx={{ flex: 1 }}>
                    {errorCount > SHOWN_ERRORS
                      ? `Os primeiros ${SHOWN_ERRORS} de ${errorCount.toLocaleString('pt-BR')} erros`
                      : 'Erros'}
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
                    Baixar erros (CSV)
                  </Button>
                </Box>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label="Erros por linha">
                    <TableHead>
                      <TableRow>
                        <TableCell>Linha</TableCell>
                        <TableCell>Coluna</TableCell>
                        <TableCell>Erro</TableCell>
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
          Cancelar
        </Button>
        {table && !result && (
          <Button onClick={() => void check(table, mapping)} disabled={busy}>
            Verificar
          </Button>
        )}
        <Button ref={importRef} variant="contained" onClick={() => void importAll()} disabled={!canImport}>
          Importar
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
  return text ? `Ex.: ${text}` : 'Vazia';
}
