import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../server/registers/export.ts';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The streamed export (docs/contrato.md §5 `GET …/{resource}/export`): the list's filter, sort and scope, every row,
// a CSV Excel in Brazil opens right, and flat server memory for 100,000 sales.

const BOM = '\uFEFF';

let t: TestApp;
let gestor: Client & { accessToken: string };
let vendedor: Client & { accessToken: string };
let beta: Client & { accessToken: string };
let admin: Client & { accessToken: string };

/** The CSV's rows (titles first), parsed as Excel would with `;`. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), {
    delimiter: ';',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Every id of a list, page after page (500 a page), in the list's order. */
async function listIds(c: Client, path: string, filter: object, sort: [string, string]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; ; start += 500) {
    const res = await c.get(
      `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify([start, start + 499]))}`,
    );
    expect(res.status).toBe(200);
    ids.push(...(res.body as Array<{ id: number }>).map((r) => r.id));
    if (res.body.length < 500) return ids;
  }
}

const exportUrl = (path: string, q: { filter?: object; sort?: [string, string]; columns?: string } = {}) => {
  const params = new URLSearchParams();
  if (q.filter) params.set('filter', JSON.stringify(q.filter));
  if (q.sort) params.set('sort', JSON.stringify(q.sort));
  if (q.columns !== undefined) params.set('columns', q.columns);
  const qs = params.toString();
  return `${path}/export${qs ? `?${qs}` : ''}`;
};

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
  // 2,500 more products of Alfa, with ties and nulls in the sort columns and accents in the names, so keyset
  // paging crosses batch boundaries inside groups of equal values and between the nulls and the rest
  await t.database.db.execute(sql`
    insert into produtos (empresa_id, codigo, nome, descricao, categoria, preco, ativo)
    select 1, 'EXP-' || g,
      (array['Água', 'agua', 'Ábaco', 'zebra', 'Zé'])[g % 5 + 1] || ' ' || (g % 7),
      case when g % 4 = 0 then null else 'd' || (g % 3) end,
      case when g % 3 = 0 then null else (array['PLANO', 'APARELHO'])[g % 2 + 1] end,
      (g % 10) * 1.5, g % 6 <> 0
    from generate_series(1, 2500) g`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET …/{resource}/export', () => {
  const produtos = '/api/empresas/1/produtos';

  it('writes a CSV for Excel in Brazil: BOM, `;`, CRLF, Portuguese titles, decimal comma, Sim/Não, enum labels', async () => {
    const res = await gestor.get(exportUrl(produtos, { filter: { q: 'EXP-10' }, sort: ['codigo', 'ASC'] }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.raw.body;
    expect(body).toContain('\r\n');
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    const [titles, ...rows] = rowsOf(body);
    expect(titles).toEqual(['ID', 'Código', 'Nome', 'Categoria', 'Preço', 'Ativo']);
    // EXP-10, EXP-100 … EXP-109, EXP-1000 … EXP-1099: 111 rows
    expect(rows).toHaveLength(111);
    const exp1005 = rows.find((r) => r[1] === 'EXP-1005') as string[];
    // g = 1005: preco (1005 % 10) * 1.5 = 7.5, categoria (1005 % 3 = 0) none, ativo (1005 % 6 = 3) yes
    expect(exp1005.slice(2)).toEqual(['Água 4', '', '7,50', 'Sim']);
    // g = 1001: categoria APARELHO, preco 1.5
    const exp1001 = rows.find((r) => r[1] === 'EXP-1001') as string[];
    expect(exp1001[3]).toBe('Aparelho');
    expect(exp1001[4]).toBe('1,50');
  });

  it('follows the filter and the sort of the list, every row once, nulls and ties across batches', async () => {
    expect(EXPORT_BATCH).toBeLessThan(2500);
    const cases: Array<{ filter: object; sort: [string, string] }> = [
      { filter: {}, sort: ['nome', 'ASC'] },
      { filter: {}, sort: ['categoria', 'DESC'] },
      { filter: {}, sort: ['categoria', 'ASC'] },
      { filter: { ativo: true }, sort: ['preco', 'DESC'] },
      { filter: { preco_gte: 3, preco_lte: 9 }, sort: ['id', 'ASC'] },
    ];
    for (const { filter, sort } of cases) {
      const expected = await listIds(gestor, produtos, filter, sort);
      const res = await gestor.get(exportUrl(produtos, { filter, sort, columns: 'id' }));
      expect(res.status).toBe(200);
      const ids = rowsOf(res.raw.body)
        .slice(1)
        .map((r) => Number(r[0]?.replace(/\./g, '')));
      expect(ids.length, JSON.stringify(sort)).toBe(expected.length);
      expect(ids, JSON.stringify({ filter, sort })).toEqual(expected);
    }
  }, 120_000);

  it('names references by their record (one lookup per batch) and writes dates as dd/mm/aaaa', async () => {
    const vendas = '/api/empresas/1/vendas';
    const list = await gestor.get(`${vendas}?range=[0,0]`);
    const sale = list.body[0];
    const status = await gestor.get(`/api/empresas/1/venda-status/${sale.vendaStatusId}`);
    const res = await gestor.get(exportUrl(vendas, { filter: { id: [sale.id] } }));
    expect(res.status).toBe(200);
    const [titles, row] = rowsOf(res.raw.body);
    expect(titles).toEqual(['ID', 'Número', 'Data', 'Cliente', 'CPF/CNPJ', 'Vendedor', 'Status', 'Total']);
    const [y, m, d] = String(sale.data).split('-');
    expect(row?.[2]).toBe(`${d}/${m}/${y}`);
    expect(row?.[6]).toBe(status.body.nome);
    // the seller's name, not the profile's id
    expect(row?.[5]).not.toBe(String(sale.vendedorId));
    expect(row?.[5]).toMatch(/\p{L}/u);
    expect(row?.[7]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('writes the columns asked for, in their order, and refuses unknown, secret or repeated ones with a 400', async () => {
    const ok = await gestor.get(
      exportUrl(produtos, { filter: { q: 'EXP-1005' }, columns: 'preco,nome,createdAt' }),
    );
    expect(ok.status).toBe(200);
    const [titles, row] = rowsOf(ok.raw.body);
    expect(titles).toEqual(['Preço', 'Nome', 'Criado em']);
    expect(row?.[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    for (const columns of [
      'nome,xyz',
      'empresaId',
      'deletedAt',
      'nome,nome',
      'nome\u0000',
      'a,'.repeat(5000),
      ' ',
    ]) {
      const res = await gestor.get(exportUrl(produtos, { columns }));
      if (columns === ' ') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, JSON.stringify(columns.slice(0, 20))).toBe(400);
      expect(res.body.message).toBe('Os dados enviados são inválidos.');
      expect(Object.keys(fieldsOf(res.body))).toEqual(['columns']);
    }
  });

  it('refuses a hostile filter or sort like the list does, in Portuguese', async () => {
    const bad: Array<[string, string]> = [
      [`filter=${encodeURIComponent('{"preco":"abc"}')}`, 'filter.preco'],
      [`filter=${encodeURIComponent('{"nome":"a\\u0000b"}')}`, 'filter.nome'],
      [`filter=${encodeURIComponent('{"naoExiste":1}')}`, 'filter.naoExiste'],
      [`filter=${encodeURIComponent('[1,2]')}`, 'filter'],
      [`filter=${encodeURIComponent('{"q":"')}`, 'filter'],
      [`filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(100_000) }))}`, 'filter.q'],
      [`sort=${encodeURIComponent('["senha","ASC"]')}`, 'sort'],
      [`sort=${encodeURIComponent('["nome","SIDEWAYS"]')}`, 'sort'],
      [`sort=${encodeURIComponent('"nome"')}`, 'sort'],
    ];
    for (const [query, field] of bad) {
      const res = await gestor.get(`${produtos}/export?${query}`);
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(res.body.message).toMatch(/inválid/);
      expect(Object.keys(fieldsOf(res.body)), query.slice(0, 60)).toContain(field);
      expect(JSON.stringify(res.body)).not.toMatch(/must|should|invalid/i);
    }
    const unknownParam = await gestor.get(`${produtos}/export?range=[0,9]`);
    expect(unknownParam.status).toBe(400);
  });

  it('neutralizes spreadsheet formulas in text cells, not negative numbers', async () => {
    for (const [codigo, nome] of [
      ['F1', '=HYPERLINK("http://x","y")'],
      ['F2', '+SOMA(A1:A9)'],
      ['F3', '@cmd'],
      ['F4', '-2+3'],
    ]) {
      const res = await gestor.post(produtos, { codigo, nome, preco: 1, ativo: true });
      expect(res.status).toBe(201);
    }
    const res = await gestor.get(
      exportUrl(produtos, { filter: { q: 'F' }, sort: ['codigo', 'ASC'], columns: 'codigo,nome' }),
    );
    const byCode = new Map(rowsOf(res.raw.body).map((r) => [r[0], r[1]]));
    expect(byCode.get('F1')).toBe('\'=HYPERLINK("http://x","y")');
    expect(byCode.get('F2')).toBe("'+SOMA(A1:A9)");
    expect(byCode.get('F3')).toBe("'@cmd");
    expect(byCode.get('F4')).toBe("'-2+3");
  });

  it('keeps tenants apart and a seller to his own sales', async () => {
    // another company's path answers as its list does
    const list = await beta.get(`${produtos}`);
    const res = await beta.get(`${produtos}/export`);
    expect(res.status).toBe(list.status);
    expect([403, 404]).toContain(res.status);
    expect(res.raw.body).not.toContain('EXP-');
    // its own export holds none of Alfa's
    const own = await beta.get('/api/empresas/2/produtos/export');
    expect(own.status).toBe(200);
    expect(own.raw.body).not.toContain('EXP-');
    const alfaCodes = rowsOf((await gestor.get(exportUrl(produtos, { columns: 'codigo' }))).raw.body)
      .slice(1)
      .map((r) => r[0]);
    const betaCodes = new Set(
      rowsOf(own.raw.body)
        .slice(1)
        .map((r) => r[1]),
    );
    expect(alfaCodes.filter((c) => betaCodes.has(c as string))).toEqual([]);
    // unauthenticated
    expect((await t.anon.get(`${produtos}/export`)).status).toBe(401);

    // a seller: exactly the sales his list shows
    const vendas = '/api/empresas/1/vendas';
    const mine = await listIds(vendedor, vendas, {}, ['data', 'DESC']);
    const all = await listIds(gestor, vendas, {}, ['data', 'DESC']);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const sellerFile = await vendedor.get(exportUrl(vendas, { columns: 'id,vendedorId' }));
    expect(sellerFile.status).toBe(200);
    const rows = rowsOf(sellerFile.raw.body).slice(1);
    expect(rows.map((r) => Number(r[0]?.replace(/\./g, '')))).toEqual(mine);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1);
  });

  it('serves admin registers to the platform admin only', async () => {
    const ok = await admin.get('/api/admin/bancos/export');
    expect(ok.status).toBe(200);
    const [titles] = rowsOf(ok.raw.body);
    expect(titles?.slice(0, 3)).toEqual(['ID', 'Código', 'Nome']);
    expect((await gestor.get('/api/admin/bancos/export')).status).toBe(403);
    const empresas = await admin.get('/api/admin/empresas/export?columns=nome,grupoId');
    expect(empresas.status).toBe(200);
  });
});

describe('GET /admin/request-logs/export', () => {
  it('streams the logs the list finds, in its order, to the admin only', async () => {
    const path = '/api/admin/request-logs';
    for (const [filter, sort] of [
      [{ method: 'GET' }, ['createdAt', 'ASC']],
      [{ status_gte: 400 }, ['path', 'DESC']],
    ] as Array<[object, [string, string]]>) {
      const expected = await listIds(admin, path, filter, sort);
      const res = await admin.get(exportUrl(path, { filter, sort }));
      expect(res.status).toBe(200);
      const [titles, ...rows] = rowsOf(res.raw.body);
      expect(titles).toEqual([
        'ID',
        'Data/hora (Brasília)',
        'Método',
        'Rota',
        'Caminho',
        'Status',
        'Duração (ms)',
        'Usuário',
        'E-mail',
        'Empresa',
        'IP',
        'ID do usuário',
        'ID da empresa',
      ]);
      // the export itself is logged after the list was read: compare what both saw
      const ids = rows.map((r) => Number(r[0])).filter((id) => expected.includes(id));
      expect(ids).toEqual(expected);
    }
    expect((await gestor.get(`${path}/export`)).status).toBe(403);
    const bad = await admin.get(`${path}/export?sort=${encodeURIComponent('["ip","ASC"]')}`);
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body))).toEqual(['sort']);
    const nul = await admin.get(`${path}/export?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`);
    expect(nul.status).toBe(400);
  });
});

describe('exports of the users and profiles of a company', () => {
  it('answer the people of the list, filtered as the screen filters, to those who manage them', async () => {
    const users = await gestor.get('/api/usuarios/empresas/1/admin');
    expect(users.status).toBe(200);
    const all = await gestor.get('/api/usuarios/empresas/1/admin/export');
    expect(all.status).toBe(200);
    const [titles, ...rows] = rowsOf(all.raw.body);
    expect(titles).toEqual(['Nome', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação']);
    expect(rows.map((r) => r[1]).sort()).toEqual(users.body.map((u: { email: string }) => u.email).sort());
    const ativos = await gestor.get(
      exportUrl('/api/usuarios/empresas/1/admin', { filter: { situacao: 'ativo' } }),
    );
    const ativosRows = rowsOf(ativos.raw.body).slice(1);
    expect(ativosRows.length).toBeGreaterThan(0);
    expect(new Set(ativosRows.map((r) => r[5]))).toEqual(new Set(['Ativo']));
    const one = users.body[0] as { nomeCompleto: string };
    const found = await gestor.get(
      exportUrl('/api/usuarios/empresas/1/admin', { filter: { q: one.nomeCompleto.toUpperCase() } }),
    );
    expect(
      rowsOf(found.raw.body)
        .slice(1)
        .map((r) => r[0]),
    ).toContain(one.nomeCompleto);

    const perfis = await gestor.get(exportUrl('/api/perfis/empresas/1/admin', { sort: ['nome', 'DESC'] }));
    expect(perfis.status).toBe(200);
    const [ptitles, ...prows] = rowsOf(perfis.raw.body);
    expect(ptitles).toEqual(['Nome', 'E-mail do usuário', 'Papel', 'Equipe', 'Convite aceito', 'Situação']);
    const names = prows.map((r) => r[0] as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base' })));

    for (const path of ['/api/usuarios/empresas/1/admin/export', '/api/perfis/empresas/1/admin/export']) {
      expect((await beta.get(path)).status).toBe(403);
      expect((await vendedor.get(path)).status).toBe(403);
      const bad = await gestor.get(`${path}?filter=${encodeURIComponent('{"senha":"x"}')}`);
      expect(bad.status).toBe(400);
      expect(Object.keys(fieldsOf(bad.body))).toEqual(['filter.senha']);
      const nul = await gestor.get(`${path}?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`);
      expect(nul.status).toBe(400);
      const sort = await gestor.get(`${path}?sort=${encodeURIComponent('["a b","ASC"]')}`);
      expect(sort.status).toBe(400);
    }
  });
});

describe('100,000 sales', () => {
  it('stream with flat server memory (under +50 MB) to a slow reader over a real socket', async () => {
    const db = t.database.db;
    // one statement: copies of a sale of Alfa, new numbers, spread over a year
    await db.execute(sql`
      insert into vendas (empresa_id, numero, data, cliente_nome, cliente_documento, cliente_telefone, vendedor_id,
        equipe_id, origem_id, pdv_id, sistema_id, venda_status_id, itens, total, extras, observacoes)
      select v.empresa_id, 10000000 + g, date '2026-11-20' - (g % 365), v.cliente_nome || ' ' || g,
        v.cliente_documento, v.cliente_telefone, v.vendedor_id, v.equipe_id, v.origem_id, v.pdv_id, v.sistema_id,
        v.venda_status_id, v.itens, v.total + (g % 100), v.extras, v.observacoes
      from (select * from vendas where empresa_id = 1 and deleted_at is null order by venda_id limit 1) v
      cross join generate_series(1, 100000) g`);
    const counted = await gestor.get('/api/empresas/1/vendas?range=[0,0]');
    const total = Number(String(counted.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(100_000);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** Reads the whole export through a socket, a chunk at a time, yielding to the server between chunks. */
    const download = (path: string) =>
      new Promise<{ bytes: number; lines: number; status: number }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${gestor.accessToken}` } },
          async (res) => {
            let bytes = 0;
            let lines = 0;
            try {
              for await (const chunk of res as AsyncIterable<Buffer>) {
                bytes += chunk.length;
                for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
                // a slow reader: the server must wait for it rather than buffer the file
                await new Promise((r) => setImmediate(r));
              }
              resolve({ bytes, lines, status: res.statusCode ?? 0 });
            } catch (error) {
              reject(error);
            }
          },
        );
        req.on('error', reject);
        req.end();
      });

    // warm up (code loaded, query plans, Intl formats), then measure from a settled baseline
    await download('/api/empresas/1/vendas/export?filter=%7B%22numero_lte%22%3A2000%7D');
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 10);
    const started = performance.now();
    const result = await download('/api/empresas/1/vendas/export');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rssDelta = (peakRss - baseline.rss) / 2 ** 20;
    const heapDelta = (peakHeap - baseline.heapUsed) / 2 ** 20;
    console.log(
      `export of ${total} sales: ${(result.bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(${Math.round(total / seconds)} rows/s), peak RSS +${rssDelta.toFixed(1)} MB, peak heap +${heapDelta.toFixed(1)} MB`,
    );
    expect(result.status).toBe(200);
    // the titles and one line per sale
    expect(result.lines).toBe(total + 1);
    expect(rssDelta).toBeLessThan(50);
    expect(heapDelta).toBeLessThan(50);

    // a client that goes away stops the reading: count the batch queries the export still makes
    const pglite = t.database.pglite as NonNullable<typeof t.database.pglite>;
    const query = pglite.query.bind(pglite);
    let batches = 0;
    pglite.query = ((text: string, ...rest: unknown[]) => {
      if (/from "vendas"/.test(text) && /limit/i.test(text)) batches++;
      return (query as (...a: unknown[]) => unknown)(text, ...rest);
    }) as typeof pglite.query;
    try {
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/empresas/1/vendas/export',
            headers: { authorization: `Bearer ${gestor.accessToken}` },
          },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', () => {});
        req.on('close', () => resolve());
        req.end();
        setImmediate(() => req.on('error', reject));
      });
      // another export run to its end: by then the abandoned one has had every chance to go on
      const small = await download('/api/empresas/1/vendas/export?filter=%7B%22numero_lte%22%3A300%7D');
      expect(small.status).toBe(200);
      // 100 batches make the whole file; the abandoned export stopped after what the socket buffers held
      expect(batches).toBeLessThan(10);
    } finally {
      pglite.query = query;
    }

    // while a big export streams, the database serves the other requests (no cursor or transaction held); 40,000
    // of the sales are enough to be still streaming, and the whole file was read above
    let exportDone = false;
    const numeroGte = encodeURIComponent(JSON.stringify({ numero_gte: 10_060_001 }));
    const whole = download(`/api/empresas/1/vendas/export?filter=${numeroGte}`).then((r) => {
      exportDone = true;
      return r;
    });
    const answered = await new Promise<number>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/empresas/1/produtos?range=%5B0%2C0%5D',
          headers: { authorization: `Bearer ${gestor.accessToken}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(answered).toBe(200);
    expect(exportDone).toBe(false);
    expect((await whole).lines).toBe(40_000 + 1);
  }, 600_000);
});
