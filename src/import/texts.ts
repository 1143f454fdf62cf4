import { localized, schemaLocale } from '../../core/schema/localize';
import { areaTexts } from '../i18n/texts';

/** A list's "Importar" and its CSV dialog (src/import). */
export const importTexts = areaTexts({
  pt: {
    button: 'Importar',
  },
  en: {
    button: 'Import',
  },
});

const num = (n: number) => n.toLocaleString(schemaLocale() === 'en' ? 'en-US' : 'pt-BR');

/** The CSV import dialog's words, read when shown: in the app's language (schemaLocale follows it). */
export const IMPORT_TEXTS = localized(
  {
    noColumn: 'Nenhuma coluna está ligada a um campo: escolha o campo de cada coluna.',
    checkFailed: 'Não foi possível verificar o arquivo.',
    readFailed: 'Não foi possível ler o arquivo.',
    empty: 'O arquivo está vazio.',
    headerOnly: 'O arquivo não tem linhas além do cabeçalho.',
    done: (criados: number, alterados: number, mantidos: number) =>
      `Importação concluída: ${[
        `${num(criados)} ${criados === 1 ? 'criado' : 'criados'}`,
        `${num(alterados)} ${alterados === 1 ? 'alterado' : 'alterados'}`,
        ...(mantidos > 0 ? [`${num(mantidos)} sem mudança`] : []),
      ].join(', ')}.`,
    importFailed: 'Não foi possível importar.',
    title: (plural: string) => `Importar ${plural}`,
    chooseOther: 'Escolher outro arquivo',
    choose: 'Escolher arquivo',
    rows: (n: number) => `${num(n)} ${n === 1 ? 'linha' : 'linhas'}`,
    drop: 'ou arraste um arquivo CSV para cá. Use o formato da exportação: a primeira linha com os títulos das colunas.',
    file: 'Arquivo CSV',
    columns: 'Colunas do arquivo',
    columnsHelp:
      'Cada coluna vai para o campo escolhido. Uma linha com o ID ou um valor único (como o código) de um registro existente altera esse registro; as outras criam registros.',
    column: (n: number) => `Coluna ${n}`,
    ignore: 'Ignorar',
    checking: 'Verificando cada linha…',
    sending: (pct: number) => `Enviando o arquivo… ${pct}%`,
    importing: 'Importando…',
    checkProgress: 'Progresso da verificação',
    importProgress: 'Progresso da importação',
    verdict: 'Resultado da verificação',
    summary: (criar: number, alterar: number, manter: number, erros: number) =>
      `A importação ${[
        `cria ${num(criar)}`,
        `altera ${num(alterar)}`,
        ...(manter > 0 ? [`mantém ${num(manter)} sem mudança`] : []),
        `${num(erros)} com erro`,
      ].join(', ')}.`,
    fix: ' Corrija o arquivo e escolha-o de novo para importar.',
    firstErrors: (shown: number, total: number) => `Os primeiros ${shown} de ${num(total)} erros`,
    errors: 'Erros',
    downloadErrors: 'Baixar erros (CSV)',
    errorsTable: 'Erros por linha',
    line: 'Linha',
    columnHead: 'Coluna',
    error: 'Erro',
    cancel: 'Cancelar',
    check: 'Verificar',
    import: 'Importar',
    example: (text: string) => `Ex.: ${text}`,
    emptyColumn: 'Vazia',
  },
  {
    noColumn: 'No column is linked to a field: choose the field of each column.',
    checkFailed: 'Could not check the file.',
    readFailed: 'Could not read the file.',
    empty: 'The file is empty.',
    headerOnly: 'The file has no rows besides the header.',
    done: (criados: number, alterados: number, mantidos: number) =>
      `Import finished: ${[
        `${num(criados)} created`,
        `${num(alterados)} changed`,
        ...(mantidos > 0 ? [`${num(mantidos)} unchanged`] : []),
      ].join(', ')}.`,
    importFailed: 'Could not import.',
    title: (plural: string) => `Import ${plural.toLocaleLowerCase('en')}`,
    chooseOther: 'Choose another file',
    choose: 'Choose file',
    rows: (n: number) => `${num(n)} ${n === 1 ? 'row' : 'rows'}`,
    drop: "or drag a CSV file here. Use the export's format: the first row with the columns' titles.",
    file: 'CSV file',
    columns: "The file's columns",
    columnsHelp:
      'Each column goes to the chosen field. A row with the ID or a unique value (like the code) of an existing record changes that record; the others create records.',
    column: (n: number) => `Column ${n}`,
    ignore: 'Ignore',
    checking: 'Checking each row…',
    sending: (pct: number) => `Sending the file… ${pct}%`,
    importing: 'Importing…',
    checkProgress: 'Check progress',
    importProgress: 'Import progress',
    verdict: 'Check result',
    summary: (criar: number, alterar: number, manter: number, erros: number) =>
      `The import ${[
        `creates ${num(criar)}`,
        `changes ${num(alterar)}`,
        ...(manter > 0 ? [`keeps ${num(manter)} unchanged`] : []),
        `${num(erros)} with errors`,
      ].join(', ')}.`,
    fix: ' Fix the file and choose it again to import.',
    firstErrors: (shown: number, total: number) => `The first ${shown} of ${num(total)} errors`,
    errors: 'Errors',
    downloadErrors: 'Download errors (CSV)',
    errorsTable: 'Errors by row',
    line: 'Row',
    columnHead: 'Column',
    error: 'Error',
    cancel: 'Cancel',
    check: 'Check',
    import: 'Import',
    example: (text: string) => `E.g.: ${text}`,
    emptyColumn: 'Empty',
  },
);
