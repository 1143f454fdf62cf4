import { describe, expect, it } from 'vitest';
import { type BenchResults, summaryRows, summaryTable } from './bench-summary.ts';

const pages = {
  loginJsKB: 134.2,
  loginFormMs: 940,
  reloadToRowsMs: 1900,
  moveFromClickMs: 710,
  moveAfterDataMs: 120,
};
const demoPages = {
  loginJsKB: 751,
  loginFormMs: 2390,
  reloadToRowsMs: 2150,
  moveFromClickMs: 830,
  moveAfterDataMs: 400,
};
const load = (callers: number, rps: number, errors = 0) => ({ callers, rps, errors });
const full: BenchResults = {
  pages: {
    ours: pages,
    demo: demoPages,
    ratio: { loginJsKB: 0.18, loginFormMs: 0.39, reloadToRowsMs: 0.88 },
  },
  loginPage: { jsTransferredBytes: 999_999, msToForm: { p50: 1 } },
  vendas: {
    vendas: 1_000_000,
    calls: { listFirstPage: { p50: 12.4, p95: 151 }, totalAll: { p50: 400, p95: 505.6 } },
  },
  cluster: {
    vendas: 1_000_000,
    cpus: 2,
    runs: [
      { processes: 1, loads: [load(8, 200), load(32, 220)] },
      { processes: 2, loads: [load(8, 380), load(32, 330, 1)] },
      { processes: 4, loads: [load(8, 300), load(32, 440)] },
    ],
  },
};

describe('the summary of npm run bench', () => {
  it('has a row per figure of the issue, ours beside the demo with the ratio and the goal', () => {
    const rows = summaryRows(full);
    expect(rows.map((r) => r.figure)).toEqual([
      'JS da página de login',
      'formulário de login pronto',
      'recarga → primeiras linhas da lista',
      '1ª ida a uma lista (do clique)',
      'API, 1.000.000 vendas, 1ª página com o total',
      'API, 1.000.000 vendas, contagem e soma de tudo',
      'leituras mistas, 8 em paralelo (PostgreSQL, 1.000.000 vendas, 2 CPUs)',
      'vazão, 1 processo(s) atrás do HAProxy',
      'vazão, 2 processo(s) atrás do HAProxy',
      'vazão, 4 processo(s) atrás do HAProxy',
    ]);
    expect(rows[0]).toEqual({
      figure: 'JS da página de login',
      demo: '751.0 KB',
      ours: '134.2 KB',
      ratio: '0.18×',
      goal: '≤ 150 KB',
    });
    expect(rows[1]).toMatchObject({ demo: '2390 ms', ours: '940 ms', ratio: '0.39×', goal: '≤ 0,35×' });
    // a ratio the run did not compute stays blank, not NaN
    expect(rows[3]).toMatchObject({
      demo: '830 ms (400 ms após os dados)',
      ours: '710 ms (120 ms após os dados)',
      ratio: '–',
    });
    expect(rows[4]).toMatchObject({ demo: '–', ours: 'p95 151 ms (p50 12 ms)', goal: '≤ 30 ms' });
    expect(rows[5]?.ours).toBe('p95 506 ms (p50 400 ms)');
  });

  it('gives the best throughput at 8 callers with the errors of every run, and each run over one process', () => {
    const rows = summaryRows(full);
    expect(rows[6]).toMatchObject({ ours: '380 req/s (2 processo(s)), 1 erros', goal: '≥ 500 req/s' });
    expect(rows[7]).toMatchObject({
      ours: '200 req/s com 8, 220 req/s com 32',
      ratio: '1.00×, 1.00× de 1 processo',
    });
    expect(rows[8]?.ratio).toBe('1.90×, 1.50× de 1 processo');
    expect(rows[9]?.ratio).toBe('1.50×, 2.00× de 1 processo');
  });

  it('says what was not measured instead of a number', () => {
    const rows = summaryRows({
      loginPage: { jsTransferredBytes: 137_216, msToForm: { p50: 900 } },
      cluster: { skipped: 'faltam haproxy (apt-get install -y haproxy)' },
    });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ demo: 'não medido', ours: '134.0 KB', ratio: '–' });
    expect(rows[1]).toMatchObject({ demo: 'não medido', ours: '–' });
    expect(rows[4]).toMatchObject({ figure: 'API, N vendas, 1ª página com o total', ours: 'não medido' });
    expect(rows[6]?.ours).toBe('não medido: faltam haproxy (apt-get install -y haproxy)');
    expect(rows[9]).toMatchObject({ figure: 'vazão, 4 processo(s) atrás do HAProxy', ours: rows[6]?.ours });
    const absent = summaryRows({
      ...full,
      pages: { ours: pages, demo: 'ausente: ../x não existe', ratio: null },
    });
    expect(absent[2]).toMatchObject({ demo: 'ausente', ours: '1900 ms', ratio: '–' });
  });

  it('prints a Markdown table whose columns line up', () => {
    const lines = summaryTable(summaryRows(full)).split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/^\| figura +\| demo +\| nosso +\| razão +\| meta +\|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+\|-+\|-+\|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[11]).toContain('| vazão, 4 processo(s) atrás do HAProxy ');
  });
});
