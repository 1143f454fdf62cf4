import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildLinha, buildResultado } from './fixtures';
import {
  csvFileName,
  drillDownPath,
  formatVariacao,
  relatorioCsv,
  tableRows,
  totalRow,
  variacao,
} from './table';

describe('report table', () => {
  it('works out the ticket médio and the change against the previous period', () => {
    const [aprovada, digitada, cancelada] = tableRows(buildResultado());
    expect(aprovada).toMatchObject({ ticketMedio: 500, variacao: 50, foraDosTotais: false });
    // nothing before: no percentage to show
    expect(digitada).toMatchObject({ ticketMedio: 99.9, variacao: null });
    expect(cancelada?.foraDosTotais).toBe(true);
    expect(totalRow(buildResultado())).toMatchObject({
      rotulo: 'Total',
      quantidade: 4,
      total: 1599.9,
      variacao: 60,
      filtro: { nosTotais: true },
    });
    expect([variacao(0, 0), variacao(50, 200), variacao(1, 3)]).toEqual([0, -75, -66.7]);
    expect([formatVariacao(12.5), formatVariacao(-3), formatVariacao(0), formatVariacao(null)]).toEqual([
      '+12,5%',
      '−3,0%',
      '0,0%',
      'novo',
    ]);
  });

  it("leads to the list of the row's recurso with its filter, as react-admin reads it from the address", () => {
    const path = drillDownPath(1, 'vendas', { vendaStatusId: 2, data_gte: '2026-11-01' });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/e/1/vendas');
    expect(JSON.parse(new URLSearchParams(query).get('filter') ?? '')).toEqual({
      vendaStatusId: 2,
      data_gte: '2026-11-01',
    });
  });

  it('writes the table as a Brazilian spreadsheet reads it, totals last, formulas defused', () => {
    const resultado = buildResultado();
    resultado.linhas.push(
      buildLinha({ chave: '9', rotulo: '=HYPERLINK("x")', quantidade: 2, total: 1234.5 }),
    );
    const csv = relatorioCsv(resultado);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows[0]).toEqual([
      'Status',
      'Quantidade',
      'Total (R$)',
      'Ticket médio (R$)',
      'Quantidade anterior',
      'Total anterior (R$)',
      'Variação (%)',
      'Observação',
    ]);
    expect(rows[1]).toEqual(['Aprovada', '3', '1.500,00', '500,00', '2', '1.000,00', '50,0', '']);
    expect(rows[3]).toEqual([
      'Cancelada',
      '1',
      '300,00',
      '300,00',
      '1',
      '120,00',
      '150,0',
      'Fora dos totais',
    ]);
    expect(rows[4]?.[0]).toBe(`'=HYPERLINK("x")`);
    expect(rows.at(-1)).toEqual(['Total', '4', '1.599,90', '399,98', '2', '1.000,00', '60,0', '']);
    expect(csv).toContain('\r\n');
    expect(csvFileName('Vendas por status (mês)', resultado)).toBe(
      'vendas-por-status-mes-2026-11-01-a-2026-11-24.csv',
    );
  });
});
