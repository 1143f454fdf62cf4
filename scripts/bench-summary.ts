// The table of issue 17 at the end of `npm run bench`: figure | demo | ours | ratio | goal, one row per figure of
// the issue, read from bench/results.json of the same run. A figure that run did not measure (BENCH_PAGES=0,
// BENCH_VENDAS=0, BENCH_CLUSTER=0, no demo beside us, no PostgreSQL) says so in its cells instead of a number.

/** The part of bench/results.json the table reads; every part may be missing. */
export interface BenchResults {
  pages?: {
    ours: PageFigures;
    demo: PageFigures | string;
    ratio: Partial<Record<keyof PageFigures, number>> | null;
  };
  loginPage?: { jsTransferredBytes: number; msToForm: { p50: number } };
  vendas?: { vendas: number; calls: Record<string, { p50: number; p95: number }> };
  cluster?: ClusterFigures | { skipped: string };
}

interface PageFigures {
  loginJsKB: number;
  loginFormMs: number;
  reloadToRowsMs: number;
  moveFromClickMs: number;
  moveAfterDataMs: number;
}

interface ClusterFigures {
  vendas: number;
  cpus: number;
  runs: Array<{ processes: number; loads: Array<{ callers: number; rps: number; errors: number }> }>;
}

export interface SummaryRow {
  figure: string;
  demo: string;
  ours: string;
  ratio: string;
  goal: string;
}

const NONE = '–';
const ms = (n: number) => `${Math.round(n)} ms`;
const times = (r: number | undefined) => (r === undefined || !Number.isFinite(r) ? NONE : `${r.toFixed(2)}×`);

/** The four page rows: ours beside the demo when it was measured. */
function pageRows(r: BenchResults): SummaryRow[] {
  const p = r.pages;
  const demo = p && typeof p.demo === 'object' ? p.demo : null;
  const absent = p ? 'ausente' : 'não medido';
  const row = (figure: string, key: keyof PageFigures, unit: (n: number) => string, goal: string) => ({
    figure,
    demo: demo ? unit(demo[key]) : absent,
    ours: p ? unit(p.ours[key]) : NONE,
    ratio: times(p?.ratio?.[key]),
    goal,
  });
  const kb = (n: number) => `${n.toFixed(1)} KB`;
  const login = row('JS da página de login', 'loginJsKB', kb, '≤ 150 KB');
  // without the page half, the login page's own figure (bench.ts measures it apart)
  if (!p && r.loginPage) login.ours = kb(r.loginPage.jsTransferredBytes / 1024);
  const move = row('1ª ida a uma lista (do clique)', 'moveFromClickMs', ms, '≤ 150 ms após os dados');
  if (p) move.ours += ` (${ms(p.ours.moveAfterDataMs)} após os dados)`;
  if (demo) move.demo += ` (${ms(demo.moveAfterDataMs)} após os dados)`;
  return [
    login,
    row('formulário de login pronto', 'loginFormMs', ms, '≤ 0,35×'),
    row('recarga → primeiras linhas da lista', 'reloadToRowsMs', ms, '≤ 0,5×'),
    move,
  ];
}

/** The sales API at N sales: first page with its total, count and sum of everything (p95, p50 beside). */
function apiRows(r: BenchResults): SummaryRow[] {
  const v = r.vendas;
  const n = v ? v.vendas.toLocaleString('pt-BR') : 'N';
  const cell = (key: string) => {
    const c = v?.calls[key];
    return c ? `p95 ${ms(c.p95)} (p50 ${ms(c.p50)})` : 'não medido';
  };
  return [
    {
      figure: `API, ${n} vendas, 1ª página com o total`,
      demo: NONE,
      ours: cell('listFirstPage'),
      ratio: NONE,
      goal: '≤ 30 ms',
    },
    {
      figure: `API, ${n} vendas, contagem e soma de tudo`,
      demo: NONE,
      ours: cell('totalAll'),
      ratio: NONE,
      goal: '≤ 30 ms',
    },
  ];
}

/** Mixed reads behind HAProxy: the best at 8 callers, then each number of processes with its ratio to one. */
function clusterRows(r: BenchResults): SummaryRow[] {
  const c = r.cluster;
  if (!c || 'skipped' in c) {
    const why = c ? `não medido: ${c.skipped}` : 'não medido';
    const row = (figure: string, goal: string) => ({ figure, demo: NONE, ours: why, ratio: NONE, goal });
    return [
      row('leituras mistas, 8 em paralelo', '≥ 500 req/s'),
      ...[1, 2, 4].map((k) => row(`vazão, ${k} processo(s) atrás do HAProxy`, NONE)),
    ];
  }
  const at = (processes: number, callers: number) =>
    c.runs.find((run) => run.processes === processes)?.loads.find((l) => l.callers === callers);
  const where = `PostgreSQL, ${c.vendas.toLocaleString('pt-BR')} vendas, ${c.cpus} CPUs`;
  const best = c.runs
    .map((run) => ({ processes: run.processes, load: at(run.processes, 8) }))
    .filter((b) => b.load)
    .sort((a, b) => (b.load?.rps ?? 0) - (a.load?.rps ?? 0))[0];
  const errors = c.runs.flatMap((run) => run.loads).reduce((sum, l) => sum + l.errors, 0);
  const rows: SummaryRow[] = [
    {
      figure: `leituras mistas, 8 em paralelo (${where})`,
      demo: NONE,
      ours: best?.load ? `${best.load.rps} req/s (${best.processes} processo(s)), ${errors} erros` : NONE,
      ratio: NONE,
      goal: '≥ 500 req/s',
    },
  ];
  for (const run of c.runs) {
    const cells = run.loads.map((l) => `${l.rps} req/s com ${l.callers}`);
    const ratios = run.loads.map((l) => times(l.rps / (at(1, l.callers)?.rps ?? Number.NaN)));
    rows.push({
      figure: `vazão, ${run.processes} processo(s) atrás do HAProxy`,
      demo: NONE,
      ours: cells.join(', '),
      ratio: `${ratios.join(', ')} de 1 processo`,
      goal: NONE,
    });
  }
  return rows;
}

/** Every row of the table, from one run's results. */
export function summaryRows(r: BenchResults): SummaryRow[] {
  return [...pageRows(r), ...apiRows(r), ...clusterRows(r)];
}

/** The rows as a Markdown table (it reads in a terminal and pastes into an issue). */
export function summaryTable(rows: SummaryRow[]): string {
  const head: SummaryRow = { figure: 'figura', demo: 'demo', ours: 'nosso', ratio: 'razão', goal: 'meta' };
  const keys = Object.keys(head) as Array<keyof SummaryRow>;
  const width = (k: keyof SummaryRow) => Math.max(...[head, ...rows].map((row) => row[k].length));
  const line = (row: SummaryRow) => `| ${keys.map((k) => row[k].padEnd(width(k))).join(' | ')} |`;
  const rule = `|${keys.map((k) => '-'.repeat(width(k) + 2)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
