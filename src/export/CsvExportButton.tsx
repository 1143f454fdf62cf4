import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, LinearProgress, Button as MuiButton, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Button, useBasename, useListContext, useLocaleState, useNotify, useStore } from 'react-admin';
import { intlLocale, useAreaTranslate } from '../i18n/useAreaTranslate';
import { ExportError, type ExportProgress, exportUrl, fetchExport, formatBytes, saveBlob } from './download';
import { exportTexts } from './texts';

/**
 * "Exportar" of a list: the whole list as the server streams it (docs/contrato.md §5 `GET …/export`), with the
 * current filter, sort and visible columns, no page cap. Replaces react-admin's ExportButton, which fetched one
 * page of 1,000 records into the browser and made the file there. While the file comes, the page says how many
 * rows and bytes arrived, and "Cancelar" stops it.
 */

export interface ExportarButtonProps {
  /** The export's API path; by default the register's, from the app's basename: /api/empresas/{id}/{resource}/export. */
  path?: string;
  /** The columns the server may be asked for (the register's readable fields); others visible are left out. */
  columns?: readonly string[];
  /** The filter as the API takes it, when the list's differs (request logs' status classes and days). */
  mapFilter?(filter: Record<string, unknown>): Record<string, unknown>;
  /** The file's name when the server gives none, without extension. */
  fallbackName?: string;
}

/** `/api/empresas/3/produtos/export` for a company's list under /e/3, `/api/admin/bancos/export` under /admin. */
export function registerExportPath(basename: string, resource: string): string {
  const empresa = /^\/e\/(\d+)/.exec(basename)?.[1];
  return empresa ? `/api/empresas/${empresa}/${resource}/export` : `/api/admin/${resource}/export`;
}

interface StoredColumn {
  index: string;
  source?: string;
}

/**
 * The sources of the columns a DatagridConfigurable shows (react-admin's own store: the chosen column indexes,
 * or all the available ones but the omitted); undefined when the list has no configurable grid (a phone's list).
 */
export function useVisibleColumns(resource: string): string[] | undefined {
  const key = `preferences.${resource}.datagrid`;
  const [available] = useStore<StoredColumn[]>(`${key}.availableColumns`, []);
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`, undefined);
  const [omit] = useStore<string[] | undefined>(`${key}.omit`, undefined);
  if (!available || available.length === 0) return undefined;
  const shown = chosen
    ? chosen.map((index) => available.find((c) => c.index === index))
    : available.filter((c) => !c.source || !omit?.includes(c.source));
  return shown.flatMap((c) => (c?.source ? [c.source] : []));
}

export function CsvExportButton({ path, columns, mapFilter, fallbackName }: ExportarButtonProps) {
  const { resource, filterValues, sort, total } = useListContext();
  const basename = useBasename();
  const notify = useNotify();
  const t = useAreaTranslate('export', exportTexts);
  const [locale] = useLocaleState();
  const number = (n: number) => n.toLocaleString(intlLocale(locale));
  const rowsOf = (n: number) => t(n === 1 ? 'row' : 'rows', { n: number(n) });
  const visible = useVisibleColumns(resource);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // leaving the page stops the download
  useEffect(() => () => controller.current?.abort(), []);
  // the button is disabled while the file comes: the focus goes to Cancelar, and back when it is done
  const running = progress !== null;
  useEffect(() => {
    if (running) cancelRef.current?.focus();
  }, [running]);

  const start = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, bytes: 0 });
    const filter = mapFilter ? mapFilter({ ...filterValues }) : filterValues;
    const chosen = visible && columns ? visible.filter((c) => columns.includes(c)) : visible;
    const url = exportUrl(path ?? registerExportPath(basename, resource), {
      filter,
      sort,
      columns: chosen,
    });
    try {
      const file = await fetchExport(url, {
        signal: abort.signal,
        onProgress: setProgress,
        fallbackName: `${fallbackName ?? resource}.csv`,
      });
      saveBlob(file.blob, file.filename);
      const text = t('done', { linhas: rowsOf(file.rows) });
      notify(text, { type: 'success', messageArgs: { _: text } });
    } catch (error) {
      if (abort.signal.aborted) {
        const text = t('cancelled');
        notify(text, { type: 'info', messageArgs: { _: text } });
      } else {
        // the server's own words (Portuguese by docs/contrato.md) when it gave any
        const message = error instanceof ExportError ? error.message : t('failed_generic');
        const text = t('failed', { motivo: message });
        notify(text, { type: 'error', messageArgs: { _: text } });
      }
    } finally {
      controller.current = null;
      setProgress(null);
      buttonRef.current?.focus();
    }
  };

  // the list's count, while the file has not passed it (rows added since the list was read)
  const totalKnown = typeof total === 'number' && total > 0 && (progress?.rows ?? 0) <= total;
  return (
    <>
      <Button ref={buttonRef} label={t('button')} onClick={start} disabled={progress !== null || total === 0}>
        <DownloadIcon />
      </Button>
      {progress && (
        <Paper
          elevation={6}
          role="status"
          aria-live="polite"
          sx={{
            position: 'fixed',
            zIndex: (theme) => theme.zIndex.snackbar,
            bottom: { xs: 8, sm: 24 },
            left: '50%',
            transform: 'translateX(-50%)',
            width: { xs: 'calc(100% - 16px)', sm: 420 },
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              {t('running', { linhas: rowsOf(progress.rows) })}
              {totalKnown ? t('of_total', { total: number(total) }) : ''} (
              {formatBytes(progress.bytes, intlLocale(locale))})
            </Typography>
            <MuiButton
              ref={cancelRef}
              size="small"
              color="inherit"
              sx={{ flexShrink: 0 }}
              onClick={() => controller.current?.abort()}
            >
              {t('cancel')}
            </MuiButton>
          </Box>
          <LinearProgress
            aria-label={t('progress')}
            {...(totalKnown
              ? { variant: 'determinate' as const, value: Math.min(100, (progress.rows / total) * 100) }
              : {})}
          />
        </Paper>
      )}
    </>
  );
}
