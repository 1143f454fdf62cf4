import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consulta, NOS_TOTAIS, somarVarias } from '../../server/figuras/resumo.ts';
import { type Client, makeApp, rowsOf, type TestApp } from './helpers.ts';

// Issue 17 point 5: the reads of the bench's mix (scripts/bench-cluster.ts mixedReads) each cost a few statements,
// counted here through the app (every statement PGlite runs on behalf of one request, by its async context: the
// request-log flush and other timers are not the request's), not timed. And the mechanism that made the home's
// sums cheaper: a partial month read as the month less its other days equals a GROUP BY over the sales.

/** "Today" of the figures: the demo's last day of sales, 21/11/2026 (este-mes is 21 of 30 days). */
const AGORA = new Date('2026-11-21T15:00:00Z');
const E1 = '/api/empresas/1';

let t: TestApp;
let gestor: Client;
const request = new AsyncLocalStorage<string[]>();

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

beforeAll(async () => {
  t = await makeApp({ agora: () => AGORA });
  const pglite = t.database.pglite;
  if (!pglite) throw new Error('the API tests run on PGlite');
  // every statement of the request in whose async context it runs
  for (const method of ['query', 'exec'] as const) {
    const original = pglite[method].bind(pglite) as (...args: unknown[]) => Promise<unknown>;
    (pglite as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      request.getStore()?.push(String(args[0]));
      return original(...args);
    };
  }
  gestor = await t.login('gestor@alfa.com.br');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The statements one GET makes, and its answer's status. */
async function statementsOf(who: Client, url: string): Promise<{ status: number; statements: string[] }> {
  const statements: string[] = [];
  const res = await request.run(statements, () => who.get(url));
  return { status: res.status, statements };
}

describe('the reads of the bench mix', () => {
  it('answer a page of sales, filtered or not, with the session, the page and its total: at most 3 statements', async () => {
    const first = await gestor.get(`${E1}/vendas?${q({ range: [0, 24] })}`);
    const sample = first.body[0] as { vendaStatusId: number; vendedorId: number };
    for (const filter of [
      {},
      { vendaStatusId: sample.vendaStatusId },
      { data_gte: '2026-10-22' },
      { vendedorId: sample.vendedorId },
    ]) {
      const { status, statements } = await statementsOf(
        gestor,
        `${E1}/vendas?${q({ range: [0, 24], filter })}`,
      );
      expect(status).toBe(200);
      // (a short last page tells its total itself: 2)
      expect(statements.length, JSON.stringify(filter)).toBeLessThanOrEqual(3);
    }
  });

  it('answer one sale with 2 statements, the session and the sale', async () => {
    const first = await gestor.get(`${E1}/vendas?${q({ range: [0, 0] })}`);
    const { status, statements } = await statementsOf(gestor, `${E1}/vendas/${first.body[0].id}`);
    expect(status).toBe(200);
    expect(statements).toHaveLength(2);
  });

  it('answer the home with 3 statements (session; rule, names and open negotiations; sums), for the manager and for a supervisor', async () => {
    const [sup] = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from equipes e join usuarios u on u.usuario_id = e.supervisor_id
          where e.empresa_id = 1 and e.deleted_at is null order by e.equipe_id limit 1`,
    );
    const supervisor = await t.login(String(sup?.email));
    for (const [who, papel] of [
      [gestor, 'gestor'],
      [supervisor, 'supervisor'],
    ] as const) {
      const url = `${E1}/painel?periodo=este-mes`;
      const { status, statements } = await statementsOf(who, url);
      expect(status).toBe(200);
      expect((await who.get(url)).body.papel).toBe(papel);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    }
  });

  it('answer a report with 3 statements (session, rule and names, sums) and the users list with 2 (session, the page with its users and its total)', async () => {
    const report = await statementsOf(
      gestor,
      `${E1}/relatorios/resultado?tipo=VENDAS_POR_VENDEDOR&periodo=este-mes`,
    );
    expect(report.status).toBe(200);
    expect(report.statements.length, report.statements.join('\n')).toBeLessThanOrEqual(3);
    const users = await statementsOf(gestor, `/api/usuarios/empresas/1/admin?${q({ range: [0, 24] })}`);
    expect(users.status).toBe(200);
    expect(users.statements.length, users.statements.join('\n')).toBeLessThanOrEqual(2);
  });
});

type Grupo = { chave: string; quantidade: number; centavos: number };

/** The same groups, keyed, in one order. */
const chaveados = (grupos: Grupo[]) => grupos.map((g) => `${g.chave}=${g.quantidade}/${g.centavos}`).sort();

describe('the session check of every request', () => {
  it('is one call of sessao_acesso, the same text for every user and request (its plan kept per connection)', async () => {
    const vendedor = await t.login('vendedor@alfa.com.br');
    const first = await gestor.get(`${E1}/vendas?${q({ range: [0, 0] })}`);
    const seen = [
      await statementsOf(gestor, `${E1}/vendas/${first.body[0].id}`),
      await statementsOf(gestor, '/api/usuarios/me'),
      await statementsOf(vendedor, '/api/usuarios/me'),
    ].map((r) => r.statements[0]);
    expect(seen[0]).toMatch(
      /^\s*select \* from sessao_acesso\(\$1,\s*\$2::uuid,\s*\$3::double precision\)\s*$/,
    );
    expect(new Set(seen).size).toBe(1);
  });
});

describe('the sums of a period from the aggregates', () => {
  it('equal a GROUP BY over the live sales, partial months read either way, with seller, team and month', async () => {
    const intervalos = [
      { de: '2026-11-01', ate: '2026-11-21' }, // over half: November less 22–30
      { de: '2026-10-01', ate: '2026-10-21' }, // over half: October less 22–31
      { de: '2026-10-05', ate: '2026-10-28' }, // over half, cut at both ends
      { de: '2026-11-01', ate: '2026-11-10' }, // under half: the days
      { de: '2026-02-10', ate: '2026-02-28' }, // over half of a short month, to its end
      { de: '2025-11-22', ate: '2026-11-21' }, // the whole demo: two partial months and whole ones
      { de: '2026-11-20', ate: '2026-11-20' }, // one day
      { de: '1000-01-01', ate: '9999-12-31' }, // the open ends of a list filter
    ];
    const consultas: Consulta[] = intervalos.flatMap((intervalo) => [
      { empresaId: 1, intervalo, fonte: 'vendas', dims: ['vendedorId', 'equipeId'] },
      { empresaId: 1, intervalo, fonte: 'vendas', bucket: 'mes' },
      { empresaId: 1, intervalo, fonte: 'origem', dims: ['origemId'] },
    ]);
    const lidas = await somarVarias(t.database.db, consultas);
    for (const [i, intervalo] of intervalos.entries()) {
      const [porPessoa, porMes, porOrigem] = lidas.slice(i * 3, i * 3 + 3);
      const contado = (chave: SQL) => recount(t, chave, intervalo);
      const de = JSON.stringify(intervalo);
      const pessoa = await contado(sql`concat_ws('|', venda_status_id, vendedor_id, coalesce(equipe_id, 0))`);
      expect(pessoa.length, de).toBeGreaterThan(0);
      expect(
        chaveados(
          (porPessoa ?? []).map((g) => ({
            ...g,
            chave: `${g.vendaStatusId}|${g.vendedorId}|${g.equipeId ?? 0}`,
          })),
        ),
        de,
      ).toEqual(chaveados(pessoa));
      expect(
        chaveados((porMes ?? []).map((g) => ({ ...g, chave: `${g.vendaStatusId}|${g.bucket}` }))),
        de,
      ).toEqual(chaveados(await contado(sql`concat_ws('|', venda_status_id, to_char(data, 'YYYY-MM'))`)));
      expect(
        chaveados((porOrigem ?? []).map((g) => ({ ...g, chave: `${g.vendaStatusId}|${g.origemId ?? 0}` }))),
        de,
      ).toEqual(chaveados(await contado(sql`concat_ws('|', venda_status_id, coalesce(origem_id, 0))`)));
    }
  });
});

describe('the sums of the sales in the totals (nosTotais)', () => {
  it('equal a GROUP BY over the live sales whose status does not cancel, over their statuses, by seller and team or by month', async () => {
    const intervalos = [
      { de: '2026-11-01', ate: '2026-11-21' },
      { de: '2026-10-05', ate: '2026-10-28' },
      { de: '2025-11-22', ate: '2026-11-21' },
    ];
    const consultas: Consulta[] = intervalos.flatMap((intervalo) => [
      { empresaId: 1, intervalo, fonte: 'vendas', dims: ['vendedorId', 'equipeId'], nosTotais: true },
      { empresaId: 1, intervalo, fonte: 'vendas', bucket: 'mes', nosTotais: true },
    ]);
    const lidas = await somarVarias(t.database.db, consultas);
    const [{ canceladas = 0 } = {}] = await rowsOf<{ canceladas: number }>(
      t,
      sql`select count(*)::int as canceladas from vendas v join venda_status s using (venda_status_id)
          where v.empresa_id = 1 and v.deleted_at is null and s.cancela`,
    );
    // the demo holds cancelled sales: summing them in would tell
    expect(canceladas).toBeGreaterThan(0);
    for (const [i, intervalo] of intervalos.entries()) {
      const [porPessoa, porMes] = lidas.slice(i * 2, i * 2 + 2);
      const contado = (chave: SQL) => recount(t, chave, intervalo, { semCanceladas: true });
      const de = JSON.stringify(intervalo);
      expect(
        porPessoa?.every((g) => g.vendaStatusId === NOS_TOTAIS),
        de,
      ).toBe(true);
      expect(
        chaveados((porPessoa ?? []).map((g) => ({ ...g, chave: `${g.vendedorId}|${g.equipeId ?? 0}` }))),
        de,
      ).toEqual(chaveados(await contado(sql`concat_ws('|', vendedor_id, coalesce(equipe_id, 0))`)));
      expect(chaveados((porMes ?? []).map((g) => ({ ...g, chave: String(g.bucket) }))), de).toEqual(
        chaveados(await contado(sql`to_char(data, 'YYYY-MM')`)),
      );
    }
  });
});

/** Alfa's live sales in `intervalo` counted and summed (in cents) from the table itself, grouped by `chave`. */
async function recount(
  t: TestApp,
  chave: SQL,
  intervalo: { de: string; ate: string },
  { semCanceladas = false } = {},
): Promise<Array<{ chave: string; quantidade: number; centavos: number }>> {
  const cancelada = semCanceladas
    ? sql`and not exists (select 1 from venda_status s where s.venda_status_id = v.venda_status_id and s.cancela)`
    : sql``;
  const rows = await rowsOf<{ chave: string; quantidade: number; centavos: string }>(
    t,
    sql`select ${chave} as chave, count(*)::int as quantidade, sum(total * 100) as centavos from vendas v
        where empresa_id = 1 and deleted_at is null and data between ${intervalo.de} and ${intervalo.ate} ${cancelada}
        group by 1`,
  );
  return rows.map((r) => ({
    chave: r.chave,
    quantidade: r.quantidade,
    centavos: Math.round(Number(r.centavos)),
  }));
}
