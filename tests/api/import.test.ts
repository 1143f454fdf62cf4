import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../server/registers/import.ts';
import { type Client, DEMO, makeApp, type TestApp } from './helpers.ts';

// `POST …/{resource}/import[?dryRun=1]` (docs/contrato.md §5): a CSV in the export's format, every row judged as its POST
// or PUT would be, all of it in one transaction or nothing; the dry run tells each row's verdict and changes nothing.

let t: TestApp;
let gestor: Client & { accessToken: string };
let vendedor: Client & { accessToken: string };
let beta: Client & { accessToken: string };
let admin: Client & { accessToken: string };

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
});
afterAll(async () => t?.close());

const PRODUTOS = '/api/empresas/1/produtos';

// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
type Body = any;

/** POSTs a CSV file (text or raw bytes) as the browser would. */
async function upload(
  who: { accessToken: string } | null,
  url: string,
  payload: string | Buffer,
  contentType = 'text/csv; charset=utf-8',
): Promise<{ status: number; body: Body }> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': contentType,
      ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
    },
    payload,
  });
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: type.includes('json') ? JSON.parse(res.body) : res.body };
}

/** A file as the export writes it: BOM, `;`, CRLF. */
const csv = (rows: string[][]) => `\uFEFF${Papa.unparse(rows, { delimiter: ';', newline: '\r\n' })}`;

async function total(who: Client, url: string): Promise<number> {
  const res = await who.get(`${url}?range=[0,0]`);
  return Number(String(res.headers['content-range']).split('/')[1]);
}

async function byCodigo(codigo: string): Promise<Body | undefined> {
  const res = await gestor.get(`${PRODUTOS}?filter=${encodeURIComponent(JSON.stringify({ q: codigo }))}`);
  return (res.body as Body[]).find((p) => p.codigo === codigo);
}

describe('produtos: dry run and commit, all or nothing', () => {
  const HEADER = ['Código', 'Nome', 'Preço', 'comissão (%)', 'Ativo', 'Categoria'];
  let existing: Body;

  beforeAll(async () => {
    const res = await gestor.post(PRODUTOS, {
      codigo: 'IMP-EXIST',
      nome: 'Existente',
      preco: 10,
      ativo: true,
    });
    expect(res.status).toBe(201);
    existing = res.body;
  });

  const mixed = csv([
    HEADER,
    ['IMP-A1', 'Plano A', '1.234,50', '12,5', 'Sim', 'Plano'],
    ['imp-exist', 'Existente renomeado', '10,00', '', 'Não', ''],
    ['IMP-A2', 'Plano B', 'abc', '', 'Sim', 'Serviço'],
    ['IMP-A3', '   ', '5,00', '', 'talvez', 'Plano'],
    ['IMP-A4', 'Plano D', '7,00', '', 'Sim', 'servico'],
  ]);

  it('dry run: each row with its verdict, errors at row and field, and nothing written', async () => {
    const before = await total(gestor, PRODUTOS);
    const res = await upload(gestor, `${PRODUTOS}/import?dryRun=1`, mixed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ criar: 2, alterar: 1, manter: 0, erros: 2 });
    expect(res.body.linhas).toEqual([
      { linha: 2, acao: 'criar' },
      { linha: 3, acao: 'alterar' },
      {
        linha: 4,
        acao: 'erro',
        errors: [{ field: 'preco', message: 'Número inválido: use vírgula nos decimais, como 1.234,56.' }],
      },
      { linha: 5, acao: 'erro', errors: [{ field: 'ativo', message: 'Use Sim ou Não.' }] },
      { linha: 6, acao: 'criar' },
    ]);
    expect(await total(gestor, PRODUTOS)).toBe(before);
    expect(await byCodigo('IMP-A1')).toBeUndefined();
    expect((await gestor.get(`${PRODUTOS}/${existing.id}`)).body.nome).toBe('Existente');
  });

  it('a blank required text is judged as its POST would: Campo obrigatório at the field', async () => {
    const res = await upload(
      gestor,
      `${PRODUTOS}/import?dryRun=1`,
      csv([HEADER, ['IMP-A3', '   ', '5,00', '', 'Sim', '']]),
    );
    expect(res.body.linhas).toEqual([
      { linha: 2, acao: 'erro', errors: [{ field: 'nome', message: 'Campo obrigatório.' }] },
    ]);
  });

  it('commit with a bad row: 400 naming row and field, and nothing written', async () => {
    const before = await total(gestor, PRODUTOS);
    const res = await upload(gestor, `${PRODUTOS}/import`, mixed);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nada foi importado: 2 linhas têm erros.');
    expect(res.body.errors).toEqual([
      { field: 'preco', linha: 4, message: 'Número inválido: use vírgula nos decimais, como 1.234,56.' },
      { field: 'ativo', linha: 5, message: 'Use Sim ou Não.' },
    ]);
    expect(await total(gestor, PRODUTOS)).toBe(before);
    expect(await byCodigo('IMP-A1')).toBeUndefined();
    expect((await gestor.get(`${PRODUTOS}/${existing.id}`)).body).toEqual(
      (await gestor.get(`${PRODUTOS}/${existing.id}`)).body,
    );
    expect((await gestor.get(`${PRODUTOS}/${existing.id}`)).body.nome).toBe('Existente');
  });

  it('commit of the fixed file: creates the new codes, updates the existing one (by code, any case), with history', async () => {
    const before = await total(gestor, PRODUTOS);
    const fixed = csv([
      HEADER,
      ['IMP-A1', 'Plano A', '1.234,50', '12,5', 'Sim', 'Plano'],
      ['imp-exist', 'Existente renomeado', '10,00', '', 'Não', ''],
      ['IMP-A2', 'Plano B', '99,90', '', 'Sim', 'Serviço'],
    ]);
    const res = await upload(gestor, `${PRODUTOS}/import`, fixed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ criados: 2, alterados: 1, mantidos: 0 });
    expect(await total(gestor, PRODUTOS)).toBe(before + 2);
    expect(await byCodigo('IMP-A1')).toMatchObject({
      nome: 'Plano A',
      preco: 1234.5,
      comissaoPercentual: 12.5,
      ativo: true,
      categoria: 'PLANO',
    });
    expect(await byCodigo('IMP-A2')).toMatchObject({ preco: 99.9, categoria: 'SERVICO' });
    const updated = (await gestor.get(`${PRODUTOS}/${existing.id}`)).body;
    // matched without case, then written as the file says
    expect(updated).toMatchObject({ codigo: 'imp-exist', nome: 'Existente renomeado', ativo: false });

    const created = await byCodigo('IMP-A1');
    const history = await gestor.get(`${PRODUTOS}/${created.id}/historico`);
    expect(history.body.map((e: Body) => e.acao)).toEqual(['criado']);
    const changed = await gestor.get(`${PRODUTOS}/${existing.id}/historico`);
    expect(changed.body[0]).toMatchObject({
      acao: 'alterado',
      campos: { nome: ['Existente', 'Existente renomeado'], ativo: [true, false] },
    });

    // the same file again: every row already says what its record holds
    const again = await upload(gestor, `${PRODUTOS}/import`, fixed);
    expect(again.body).toEqual({ criados: 0, alterados: 0, mantidos: 3 });
    expect((await gestor.get(`${PRODUTOS}/${existing.id}/historico`)).body).toHaveLength(2);
  });

  it('the same unique value twice in one file is an error at the second row', async () => {
    const res = await upload(
      gestor,
      `${PRODUTOS}/import?dryRun=1`,
      csv([HEADER, ['IMP-DUP', 'Um', '1,00', '', 'Sim', ''], ['imp-dup', 'Dois', '2,00', '', 'Sim', '']]),
    );
    expect(res.body.linhas[1]).toEqual({
      linha: 3,
      acao: 'erro',
      errors: [{ field: 'codigo', message: 'Valor repetido no arquivo: a linha 2 já o tem.' }],
    });
  });

  it('an ID of the company updates that record; an ID of nothing in reach creates', async () => {
    const other = await beta.post('/api/empresas/2/produtos', {
      codigo: 'IMP-BETA',
      nome: 'Só da Beta',
      preco: 1,
      ativo: true,
    });
    const res = await upload(
      gestor,
      `${PRODUTOS}/import?dryRun=1`,
      csv([
        ['ID', 'Código', 'Nome', 'Preço'],
        [String(existing.id), 'IMP-EXIST', 'Pelo ID', '10,00'],
        [String(other.body.id), 'IMP-NOVO-ID', 'Novo', '3,00'],
      ]),
    );
    expect(res.body.linhas).toEqual([
      { linha: 2, acao: 'alterar' },
      { linha: 3, acao: 'criar' },
    ]);
    expect((await beta.get(`/api/empresas/2/produtos/${other.body.id}`)).body.nome).toBe('Só da Beta');
  });
});

describe('round trip: what the export writes, the import reads', () => {
  it('an exported list imported back changes nothing; one edited cell changes one record', async () => {
    const columns = 'id,codigo,nome,descricao,categoria,preco,comissaoPercentual,ativo,createdAt,updatedAt';
    const seeded = await upload(
      gestor,
      `${PRODUTOS}/import`,
      csv([
        ['Código', 'Nome', 'Descrição', 'Preço', 'Comissão (%)', 'Ativo'],
        ['RTRIP-1', '=SOMA(A1); "aspas"', 'linha 1\nlinha 2', '5,25', '0,125', 'Sim'],
        ['RTRIP-2', '@arroba', '', '1.000.000,00', '', 'Não'],
      ]),
    );
    expect(seeded.body).toEqual({ criados: 2, alterados: 0, mantidos: 0 });
    const filter = encodeURIComponent(JSON.stringify({ q: 'RTRIP' }));
    const before = (await gestor.get(`${PRODUTOS}?filter=${filter}&sort=["id","ASC"]`)).body as Body[];
    expect(before.map((p) => p.codigo)).toEqual(['RTRIP-1', 'RTRIP-2']);
    expect(before[0]).toMatchObject({
      nome: '=SOMA(A1); "aspas"',
      descricao: 'linha 1\nlinha 2',
      preco: 5.25,
    });

    const exported = await gestor.get(`${PRODUTOS}/export?filter=${filter}&columns=${columns}`);
    expect(exported.status).toBe(200);
    const text = String(exported.raw.body);
    // the export defused the formula; the import takes the apostrophe off again
    expect(text).toContain("'=SOMA(A1)");
    const back = await upload(gestor, `${PRODUTOS}/import`, text);
    expect(back.body).toEqual({ criados: 0, alterados: 0, mantidos: 2 });
    const after = (await gestor.get(`${PRODUTOS}?filter=${filter}&sort=["id","ASC"]`)).body;
    expect(after).toEqual(before);

    const edited = text.replace('1.000.000,00', '999,99');
    expect((await upload(gestor, `${PRODUTOS}/import`, edited)).body).toEqual({
      criados: 0,
      alterados: 1,
      mantidos: 1,
    });
    expect((await gestor.get(`${PRODUTOS}/${before[1].id}`)).body.preco).toBe(999.99);
  });
});

describe('vendas: references by name, items, the register rules', () => {
  const VENDAS = '/api/empresas/1/vendas';
  const HEADER = ['Data', 'Cliente', 'CPF/CNPJ', 'Vendedor', 'Status', 'Origem', 'Itens', 'Campos extras'];
  // the company's required extra field, by its label (a campo extra's name)
  const PIX = 'Posição: Forma de pagamento | Valor: Pix';
  let produto: Body;
  let status: Body;
  let vendedorNome: string;

  beforeAll(async () => {
    produto = (await gestor.post(PRODUTOS, { codigo: 'IMP-V1', nome: 'Plano Venda', preco: 40, ativo: true }))
      .body;
    status = (await gestor.get('/api/empresas/1/venda-status?range=[0,0]')).body[0];
    // the seller by the name the company gave the profile (as the export writes it)
    vendedorNome = 'gestora alfa';
    await gestor.post('/api/empresas/1/origens', { nome: 'Indicação Importada', ativo: true });
    await beta.post('/api/empresas/2/origens', { nome: 'Origem Só da Beta', ativo: true });
    for (const codigo of ['IMP-AD1', 'IMP-AD2'])
      await gestor.post('/api/empresas/1/adicionais', {
        codigo,
        nome: 'Seguro Duplicado',
        preco: 5,
        ativo: true,
      });
  });

  it('creates a sale from names: numbered and totalled by the server, with its history', async () => {
    expect(vendedorNome).toBeTruthy();
    const before = await total(gestor, VENDAS);
    const res = await upload(
      gestor,
      `${VENDAS}/import`,
      csv([
        HEADER,
        [
          '05/03/2026',
          'Cliente Importado',
          '529.982.247-25',
          vendedorNome,
          status.nome,
          'indicacao importada',
          'Produto: IMP-V1 – Plano Venda | Quantidade: 2 | Preço unitário: 40,00\nProduto: imp-v1 | Quantidade: 1 | Preço unitário: 10,00',
          PIX,
        ],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ criados: 1, alterados: 0, mantidos: 0 });
    expect(await total(gestor, VENDAS)).toBe(before + 1);
    const filter = encodeURIComponent(JSON.stringify({ q: '52998224725' }));
    const [sale] = (await gestor.get(`${VENDAS}?filter=${filter}`)).body;
    expect(sale).toMatchObject({
      data: '2026-03-05',
      clienteNome: 'Cliente Importado',
      clienteDocumento: '52998224725',
      vendaStatusId: status.id,
      total: 90,
      itens: [
        { produtoId: produto.id, quantidade: 2, precoUnitario: 40, adicionais: [] },
        { produtoId: produto.id, quantidade: 1, precoUnitario: 10, adicionais: [] },
      ],
    });
    expect(sale.numero).toBeGreaterThan(0);
    const history = await gestor.get(`${VENDAS}/${sale.id}/historico`);
    expect(history.body[0].acao).toBe('criado');
  });

  it('a sale exported with every column imports back unchanged; an edited item updates it by its number', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: '52998224725' }));
    const [sale] = (await gestor.get(`${VENDAS}?filter=${filter}`)).body;
    const columns = [
      'id',
      'numero',
      'data',
      'clienteNome',
      'clienteDocumento',
      'clienteTelefone',
      'clienteEmail',
      'vendedorId',
      'equipeId',
      'origemId',
      'pdvId',
      'sistemaId',
      'vendaStatusId',
      'itens',
      'total',
      'extras',
      'observacoes',
      'createdAt',
      'updatedAt',
    ].join(',');
    const exported = await gestor.get(`${VENDAS}/export?filter=${filter}&columns=${columns}`);
    expect(exported.status).toBe(200);
    const text = String(exported.raw.body);
    expect(text).toContain('Produto: IMP-V1 – Plano Venda | Quantidade: 2 | Preço unitário: 40,00');
    expect(text).toContain('Forma de pagamento');
    const back = await upload(gestor, `${VENDAS}/import`, text);
    expect(back.body).toEqual({ criados: 0, alterados: 0, mantidos: 1 });
    expect((await gestor.get(`${VENDAS}/${sale.id}`)).body).toEqual(
      (await gestor.get(`${VENDAS}/${sale.id}`)).body,
    );

    // without the ID column, the sale's number names it; the server totals the new items
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
    const [header = [], row = []] = rows;
    const keep = header.map((_, i) => i).filter((i) => header[i] !== 'ID');
    const itens = header.indexOf('Itens');
    row[itens] = 'Produto: IMP-V1 | Quantidade: 3 | Preço unitário: 40,00';
    const edited = csv([keep.map((i) => header[i] ?? ''), keep.map((i) => row[i] ?? '')]);
    expect((await upload(gestor, `${VENDAS}/import`, edited)).body).toEqual({
      criados: 0,
      alterados: 1,
      mantidos: 0,
    });
    const after = (await gestor.get(`${VENDAS}/${sale.id}`)).body;
    expect(after).toMatchObject({ numero: sale.numero, total: 120 });
    expect(after.itens).toEqual([
      { produtoId: produto.id, quantidade: 3, precoUnitario: 40, adicionais: [] },
    ]);
    const history = (await gestor.get(`${VENDAS}/${sale.id}/historico`)).body;
    expect(history[0]).toMatchObject({ acao: 'alterado' });
    expect(Object.keys(history[0].campos).sort()).toEqual(['itens', 'total']);
  });

  it('a name only another company has is not found; a name two records share is an error naming it', async () => {
    const res = await upload(
      gestor,
      `${VENDAS}/import?dryRun=1`,
      csv([
        HEADER,
        [
          '05/03/2026',
          'Cliente X',
          '529.982.247-25',
          vendedorNome,
          status.nome,
          'Origem Só da Beta',
          'Produto: IMP-V1 | Quantidade: 1 | Preço unitário: 1,00',
          PIX,
        ],
        [
          '05/03/2026',
          'Cliente Y',
          '529.982.247-25',
          vendedorNome,
          status.nome,
          '',
          'Produto: IMP-V1 | Quantidade: 1 | Preço unitário: 1,00 | Adicionais: Seguro Duplicado',
        ],
        [
          '05/03/2026',
          'Cliente Z',
          '529.982.247-25',
          vendedorNome,
          status.nome,
          '',
          'Produto: Não Existe | Quantidade: 1',
        ],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.linhas).toEqual([
      {
        linha: 2,
        acao: 'erro',
        errors: [{ field: 'origemId', message: 'Origem não encontrada: "Origem Só da Beta".' }],
      },
      {
        linha: 3,
        acao: 'erro',
        errors: [
          {
            field: 'itens',
            message:
              'Adicionais: Mais de um registro se chama "Seguro Duplicado": escreva o ID no lugar do nome.',
          },
        ],
      },
      {
        linha: 4,
        acao: 'erro',
        errors: [{ field: 'itens', message: 'Produto: Produto não encontrado: "Não Existe".' }],
      },
    ]);
  });

  it('an id of another company is refused as its POST would refuse it', async () => {
    const origem = (await beta.get('/api/empresas/2/origens?range=[0,0]')).body[0];
    const res = await upload(
      gestor,
      `${VENDAS}/import?dryRun=1`,
      csv([
        HEADER,
        [
          '05/03/2026',
          'Cliente W',
          '529.982.247-25',
          vendedorNome,
          status.nome,
          String(origem.id),
          'Produto: IMP-V1 | Quantidade: 1 | Preço unitário: 1,00',
          PIX,
        ],
      ]),
    );
    expect(res.body.linhas).toEqual([
      { linha: 2, acao: 'erro', errors: [{ field: 'origemId', message: 'Registro não encontrado.' }] },
    ]);
  });

  it('an invalid CPF is the validation message of the form', async () => {
    const res = await upload(
      gestor,
      `${VENDAS}/import?dryRun=1`,
      csv([
        HEADER,
        [
          '05/03/2026',
          'Cliente V',
          '111.111.111-11',
          vendedorNome,
          status.nome,
          '',
          'Produto: IMP-V1 | Quantidade: 1 | Preço unitário: 1,00',
          PIX,
        ],
      ]),
    );
    expect(res.body.linhas[0]).toMatchObject({ acao: 'erro', errors: [{ field: 'clienteDocumento' }] });
  });
});

describe('hostile files and callers', () => {
  const HEADER = ['Código', 'Nome', 'Preço', 'Ativo'];

  it('NUL in a cell, a huge cell, a too-long text: errors at their fields', async () => {
    const res = await upload(
      gestor,
      `${PRODUTOS}/import?dryRun=1`,
      csv([
        HEADER,
        ['H-1', 'com\u0000nul', '1,00', 'Sim'],
        ['H-2', 'x'.repeat(200_000), '1,00', 'Sim'],
        ['H-3', 'y'.repeat(5_000), '1,00', 'Sim'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.linhas[0]).toEqual({
      linha: 2,
      acao: 'erro',
      errors: [{ field: 'nome', message: 'Texto com caractere nulo.' }],
    });
    expect(res.body.linhas[1].errors).toEqual([
      { field: 'nome', message: 'Célula grande demais (mais de 100.000 caracteres).' },
    ]);
    expect(res.body.linhas[2]).toMatchObject({ acao: 'erro', errors: [{ field: 'nome' }] });
  });

  it('bytes that are no UTF-8 read as Windows-1252 (Excel), so accents and lone surrogates never reach the database', async () => {
    const latin1 = Buffer.from('Código;Nome;Preço;Ativo\r\nH-LAT;Açaí;1,00;Não\r\n', 'latin1');
    const res = await upload(gestor, `${PRODUTOS}/import?dryRun=1`, latin1);
    expect(res.body.linhas).toEqual([{ linha: 2, acao: 'criar' }]);
    // an encoded surrogate (ED A0 80) is no UTF-8: the file is read as Windows-1252 text, nothing is lost or broken
    const surrogate = Buffer.concat([
      Buffer.from('Código;Nome;Preço;Ativo\r\nH-SUR;a'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(';1,00;Sim\r\n'),
    ]);
    const committed = await upload(gestor, `${PRODUTOS}/import`, surrogate);
    expect(committed.body).toEqual({ criados: 1, alterados: 0, mantidos: 0 });
    const stored = await byCodigo('H-SUR');
    expect(stored.nome).not.toMatch(/[\ud800-\udfff]/);
  });

  it('a wrong delimiter, an unknown or repeated column, an empty file, a header alone: 400 saying so', async () => {
    const piped = await upload(gestor, `${PRODUTOS}/import?dryRun=1`, 'Código|Nome|Preço\r\nX|Y|1,00\r\n');
    expect(piped.status).toBe(400);
    expect(piped.body.message).toBe(
      'Coluna desconhecida: "Código|Nome|Preço". Use os títulos da exportação, ou ignore a coluna.',
    );
    const unknown = await upload(
      gestor,
      `${PRODUTOS}/import`,
      csv([
        ['Código', 'Cor favorita'],
        ['X', 'azul'],
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: '', linha: 1, message: expect.stringContaining('"Cor favorita"') },
    ]);
    const twice = await upload(
      gestor,
      `${PRODUTOS}/import`,
      csv([
        ['Código', 'codigo'],
        ['X', 'Y'],
      ]),
    );
    expect(twice.body.message).toBe('A coluna Código aparece duas vezes no cabeçalho.');
    for (const empty of ['', '\uFEFF', '\r\n\r\n'])
      expect(await upload(gestor, `${PRODUTOS}/import`, empty)).toMatchObject({
        status: 400,
        body: { message: 'O arquivo está vazio.' },
      });
    expect(await upload(gestor, `${PRODUTOS}/import`, csv([HEADER]))).toMatchObject({
      status: 400,
      body: { message: 'O arquivo não tem linhas além do cabeçalho.' },
    });
    const quotes = await upload(gestor, `${PRODUTOS}/import`, 'Código;Nome\r\n"X;Y\r\n');
    expect(quotes.status).toBe(400);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows before judging any, and a body over the limit`, async () => {
    const before = await total(gestor, PRODUTOS);
    const rows = Array.from({ length: 50_000 }, (_, i) => `CAP-${i};Nome ${i};1,00;Sim`);
    const res = await upload(gestor, `${PRODUTOS}/import`, [HEADER.join(';'), ...rows].join('\r\n'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O arquivo tem mais de 10.000 linhas: divida-o em arquivos menores.');
    expect(await total(gestor, PRODUTOS)).toBe(before);
    const huge = await upload(
      gestor,
      `${PRODUTOS}/import`,
      `Código;Nome\r\nX;${'z'.repeat(21 * 1024 * 1024)}`,
    );
    expect(huge.status).toBe(413);
    expect(typeof huge.body.message).toBe('string');
  });

  it('another company, no write permission, no session, not CSV', async () => {
    const file = csv([HEADER, ['T-1', 'Intruso', '1,00', 'Sim']]);
    const before = await total(beta, '/api/empresas/2/produtos');
    expect((await upload(gestor, '/api/empresas/2/produtos/import', file)).status).toBe(403);
    expect((await upload(gestor, '/api/empresas/999/produtos/import', file)).status).toBe(403);
    expect((await upload(vendedor, `${PRODUTOS}/import`, file)).status).toBe(403);
    expect((await upload(null, `${PRODUTOS}/import`, file)).status).toBe(401);
    expect((await upload(gestor, '/api/empresas/abc/produtos/import', file)).status).toBe(400);
    expect((await upload(gestor, `${PRODUTOS}/import?dryRun=talvez`, file)).status).toBe(400);
    expect(await total(beta, '/api/empresas/2/produtos')).toBe(before);
    const json = await upload(gestor, `${PRODUTOS}/import`, '{"a":1}', 'application/json');
    expect(json.status).toBe(400);
    expect(await byCodigo('T-1')).toBeUndefined();
  });

  it('a platform register: only the platform admin imports', async () => {
    const file = csv([
      ['Código', 'Nome', 'Ativo'],
      ['987', 'Banco Importado', 'Sim'],
    ]);
    expect((await upload(gestor, '/api/admin/bancos/import', file)).status).toBe(403);
    const res = await upload(admin, '/api/admin/bancos/import', file);
    expect(res.body).toEqual({ criados: 1, alterados: 0, mantidos: 0 });
  });
});
