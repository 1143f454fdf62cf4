import { areaTexts } from '../i18n/texts';

/** The list's "Exportar" button and its progress (src/export). */
export const exportTexts = areaTexts({
  pt: {
    button: 'Exportar',
    done: 'Exportação concluída: %{linhas}.',
    row: '%{n} linha',
    rows: '%{n} linhas',
    cancelled: 'Exportação cancelada.',
    failed: 'Não foi possível exportar: %{motivo}',
    failed_generic: 'Não foi possível exportar. Tente de novo.',
    running: 'Exportando… %{linhas}',
    of_total: ' de %{total}',
    cancel: 'Cancelar',
    progress: 'Progresso da exportação',
  },
  en: {
    button: 'Export',
    done: 'Export finished: %{linhas}.',
    row: '%{n} row',
    rows: '%{n} rows',
    cancelled: 'Export cancelled.',
    failed: 'Could not export: %{motivo}',
    failed_generic: 'Could not export. Please try again.',
    running: 'Exporting… %{linhas}',
    of_total: ' of %{total}',
    cancel: 'Cancel',
    progress: 'Export progress',
  },
});
