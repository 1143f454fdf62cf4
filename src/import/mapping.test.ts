import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import { REGISTERS, registerOf } from '../schema/registry';
import { columnTitle, errorsCsv, initialMapping, mappedCsv, readTable, summary } from './mapping';

const produtos = registerOf('produtos')!;
const bytes = (text: string, encoding: 'utf8' | 'latin1' = 'utf8') =>
  new Uint8Array(Buffer.from(text, encoding));

describe('import mapping', () => {
  it('reads the export (BOM, ;) and Excel files (Windows-1252, ,) alike', () => {
    expect(readTable(bytes('\uFEFFCódigo;Preço\r\nA;1,50\r\n'))).toEqual({
      header: ['Código', 'Preço'],
      rows: [['A', '1,50']],
    });
    expect(readTable(bytes('Código,Descrição\r\nA,Açaí\r\n\r\n', 'latin1'))).toEqual({
      header: ['Código', 'Descrição'],
      rows: [['A', 'Açaí']],
    });
  });

  it('pre-matches columns by title or name, loosely; unknown and repeated ones are left out', () => {
    expect(
      initialMapping(produtos, ['CODIGO', 'Preço', 'Cor favorita', 'codigo', 'comissaoPercentual']),
    ).toEqual(['codigo', 'preco', '', '', 'comissaoPercentual']);
  });

  it('sends only the mapped columns, titled by field name', () => {
    const csv = mappedCsv({ header: ['X', 'Código'], rows: [['ignorada', 'A;B']] }, ['', 'codigo']);
    expect(Papa.parse(csv, { delimiter: ';' }).data).toEqual([['codigo'], ['A;B']]);
  });

  it('says the verdict in one line and writes the errors as a CSV', () => {
    expect(summary({ criar: 120, alterar: 8, manter: 0, erros: 3 })).toBe('cria 120, altera 8, 3 com erro');
    expect(summary({ criar: 1200, alterar: 0, manter: 2, erros: 0 })).toBe(
      'cria 1.200, altera 0, mantém 2 sem mudança, 0 com erro',
    );
    expect(columnTitle(produtos, 'preco')).toBe('Preço');
    const csv = errorsCsv(produtos, [
      { linha: 2, acao: 'criar' },
      { linha: 3, acao: 'erro', errors: [{ field: 'preco', message: 'Número inválido.' }] },
    ]);
    expect(csv).toBe('\uFEFFLinha;Coluna;Erro\r\n3;Preço;Número inválido.');
  });

  it("writes the errors in English when the app is in English (the server's message stays as it came)", () => {
    setSchemaLocale('en', REGISTERS);
    try {
      const csv = errorsCsv(produtos, [
        { linha: 3, acao: 'erro', errors: [{ field: 'preco', message: 'Número inválido.' }] },
        { linha: 4, acao: 'erro', errors: [{ field: '', message: 'Linha vazia.' }] },
      ]);
      expect(csv).toBe('\uFEFFRow;Column;Error\r\n3;Price;Número inválido.\r\n4;(row);Linha vazia.');
    } finally {
      setSchemaLocale('pt-br', REGISTERS);
    }
  });
});
