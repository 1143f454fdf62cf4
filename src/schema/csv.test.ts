import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  type CellParse,
  cellText,
  columnFields,
  exportFields,
  exportFileName,
  looseKey,
  parseCell,
  type ReferenceFinder,
  type ReferenceNamer,
  toCsv,
} from '../../core/schema/csv';
import { type FieldModel, normalizeRegister } from '../../core/schema/model';
import produtoSchema from '../../schemas/produto.schema.json';
import { REGISTERS } from './registry';

// produto, plus a calendar date and a reference, to see every kind the CSV formats on its own
const produto = normalizeRegister({
  ...produtoSchema,
  properties: {
    ...produtoSchema.properties,
    lancamento: { type: ['string', 'null'], title: 'Lançamento', format: 'date' },
    fornecedorId: {
      type: ['integer', 'null'],
      title: 'Fornecedor',
      'x-reference': { resource: 'fornecedores' },
    },
  },
});
const field = (name: string) => produto.fieldsByName.get(name)!;

const RECORD = {
  id: 7,
  produtoId: 7,
  empresaId: 1,
  codigo: 'CTRL-15',
  nome: 'Plano Controle; 15 GB',
  descricao: '=HYPERLINK("http://x")',
  categoria: 'PLANO',
  preco: 1234.5,
  comissaoPercentual: 12.5,
  ativo: true,
  lancamento: '2026-03-01',
  fornecedorId: 3,
  createdAt: '2026-01-02T13:04:00',
  updatedAt: '2026-01-02T13:04:00',
};

describe('cellText', () => {
  it('writes money as 1.234,50 and a calendar date as dd/mm/aaaa', () => {
    expect(cellText(field('preco'), 1234.5)).toBe('1.234,50');
    expect(cellText(field('preco'), '1234.5')).toBe('1.234,50');
    expect(cellText(field('lancamento'), '2026-03-01')).toBe('01/03/2026');
    expect(cellText(field('createdAt'), '2026-01-02T13:04:00')).toBe('02/01/2026 13:04');
  });

  it('writes percentages as numbers, enums by label, booleans as Sim/Não, nothing for null', () => {
    expect(cellText(field('comissaoPercentual'), 12.5)).toBe('12,5');
    expect(cellText(field('categoria'), 'SERVICO')).toBe('Serviço');
    expect(cellText(field('ativo'), false)).toBe('Não');
    expect(cellText(field('descricao'), null)).toBe('');
  });

  it('names a reference by the target, or keeps the id when it cannot', () => {
    expect(cellText(field('fornecedorId'), 3, (resource, id) => `${resource} ${String(id)}`)).toBe(
      'fornecedores 3',
    );
    expect(cellText(field('fornecedorId'), 3)).toBe('3');
  });
});

describe('toCsv', () => {
  const csv = toCsv(produto, [RECORD], () => 'Distribuidora Sul');
  const [header = '', row = ''] = csv.slice(1).split('\r\n');

  it('starts with a UTF-8 BOM and separates cells with ;', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(header.split(';')).toEqual([
      'ID',
      'Código',
      'Nome',
      'Descrição',
      'Categoria',
      'Preço',
      'Comissão (%)',
      'Ativo',
      'Lançamento',
      'Fornecedor',
      'Criado em',
      'Atualizado em',
    ]);
  });

  it('writes one line per record, quoting what holds a ; and defusing formulas', () => {
    expect(row).toBe(
      '7;CTRL-15;"Plano Controle; 15 GB";"\'=HYPERLINK(""http://x"")";Plano;1.234,50;12,5;Sim;01/03/2026;Distribuidora Sul;02/01/2026 13:04;02/01/2026 13:04',
    );
  });

  it('leaves negative amounts alone (they are numbers, not formulas)', () => {
    const line = toCsv(produto, [{ ...RECORD, preco: -5 }]).split('\r\n')[1] ?? '';
    expect(line.split(';')).toContain('-5,00');
  });

  it('leaves out the key (same as ID), the company and write-only fields', () => {
    expect(exportFields(produto).map((f) => f.name)).not.toContain('produtoId');
    expect(exportFields(produto).map((f) => f.name)).not.toContain('empresaId');
  });
});

it('names the file after the resource and the day', () => {
  expect(exportFileName(produto, new Date(2026, 2, 1))).toBe('produtos-2026-03-01');
});

// ---------------------------------------------------------------------------------------------------------------
// Reading cells back (the import): what the export writes, the import reads

/** References named with the characters the cell format must escape, and found back by that name. */
const nameOf: ReferenceNamer = (resource, id) => `${resource} nº ${String(id)} | a + b \\ c`;
const idOf: ReferenceFinder = (resource, name) => {
  const m = /^(.*) nº (\d+) \| a \+ b \\ c$/.exec(name);
  return m && m[1] === resource ? { value: Number(m[2]) } : { error: `Registro não encontrado: ${name}` };
};

/** A value of every kind, within the field's bounds, with text that tests the escapes. */
function sample(field: FieldModel, seed: number): unknown {
  if (field.reference) return 40 + seed;
  if (field.enum && field.type !== 'array') return field.enum[seed % field.enum.length];
  const within = (n: number) => Math.max(field.min ?? n, Math.min(field.max ?? n, n));
  switch (field.kind) {
    case 'integer':
      return within(1234 + seed);
    case 'currency':
      return within(-1234.5 + seed);
    case 'number':
      return within(1234.5678);
    case 'percent':
      return within(12.5);
    case 'boolean':
      return seed % 2 === 0;
    case 'date':
      return '2026-03-01';
    case 'datetime':
      return new Date(2026, 0, 2, 13, 4 + seed).toISOString();
    case 'cpf':
      return '52998224725';
    case 'cnpj':
    case 'cpfCnpj':
      return '11222333000181';
    case 'telefone':
      return '11987654321';
    case 'cep':
      return '01001000';
    case 'uf':
      return 'SP';
    case 'cor':
      return '#1a2b3c';
    case 'email':
      return 'ana@exemplo.com.br';
    case 'array': {
      if (field.items)
        return [0, 1].map((i) => Object.fromEntries(field.items!.map((sub) => [sub.name, sample(sub, i)])));
      const item = (field.schema.items ?? {}) as { 'x-reference'?: unknown; enum?: unknown[] };
      if (item['x-reference']) return [41, 42];
      if (item.enum) return item.enum.slice(0, 2);
      return ['um', 'dois + três'];
    }
    case 'object':
      return Object.fromEntries((field.properties ?? []).map((sub) => [sub.name, sample(sub, seed)]));
    default:
      return seed === 0 ? '=SOMA(A1) | x + y \\ z\nsegunda linha' : `-texto ${seed}: com dois pontos`;
  }
}

const parsed = (result: CellParse) => {
  if ('error' in result) throw new Error(result.error);
  return result.value;
};

describe('parseCell: every field of every register reads back what cellText wrote', () => {
  for (const model of REGISTERS) {
    const fields = exportFields(model).filter((f) => f.kind !== 'password');
    it(`${model.resource}: through a whole CSV file (quotes, ;, formulas, line breaks)`, () => {
      const record = Object.fromEntries(fields.map((f) => [f.name, sample(f, 0)]));
      const text = toCsv(model, [record], nameOf);
      const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' });
      const [header = [], row = []] = data;
      expect(header).toHaveLength(fields.length);
      for (const [i, field] of fields.entries())
        expect([field.name, parsed(parseCell(field, row[i] ?? '', idOf))]).toEqual([
          field.name,
          record[field.name],
        ]);
    });
  }

  it('a sale: one item per line, parts as Título: valor, additionals joined by +', () => {
    const venda = REGISTERS.find((m) => m.resource === 'vendas')!;
    const itens = venda.fieldsByName.get('itens')!;
    const value = [
      { produtoId: 7, quantidade: 2, precoUnitario: 49.9, adicionais: [3, 4] },
      { produtoId: 8, quantidade: 1, precoUnitario: 1234.5, adicionais: [] },
    ];
    const NAMES: Record<string, string> = {
      'produtos:7': 'CTRL-15 – Plano Controle',
      'produtos:8': 'Chip',
      'adicionais:3': 'Seguro',
    };
    const names: ReferenceNamer = (resource, id) => NAMES[`${resource}:${String(id)}`];
    const cell = cellText(itens, value, names);
    expect(cell).toBe(
      'Produto: CTRL-15 – Plano Controle | Quantidade: 2 | Preço unitário: 49,90 | Adicionais: Seguro + 4\n' +
        'Produto: Chip | Quantidade: 1 | Preço unitário: 1.234,50',
    );
    const byName: ReferenceFinder = (resource, name) => {
      const hit = Object.entries(NAMES).find(([k, n]) => k.startsWith(`${resource}:`) && n === name);
      return hit
        ? { value: Number(hit[0].split(':')[1]) }
        : /^\d+$/.test(name)
          ? { value: Number(name) }
          : { error: 'não achei' };
    };
    expect(parseCell(itens, cell, byName)).toEqual({ value });
    // typed by hand: any order, loose titles, spaces, no additionals
    expect(parseCell(itens, 'quantidade:3|PRODUTO: Chip|preco unitario: 10', byName)).toEqual({
      value: [{ produtoId: 8, quantidade: 3, precoUnitario: 10, adicionais: [] }],
    });
    expect(parseCell(itens, 'Produto: Chip | Qtd: 3', byName)).toEqual({
      error: expect.stringMatching(/^Parte sem título conhecido: "Qtd: 3"/),
    });
    expect(parseCell(itens, 'Produto: Chip\nProduto: Nada | Quantidade: 1', byName)).toEqual({
      error: 'Item 2: Produto: não achei',
    });
  });
});

describe('parseCell: the ways people type values', () => {
  const f = (name: string) => field(name);
  it('numbers the Brazilian way, and a lone decimal point', () => {
    expect(parseCell(f('preco'), '1.234,56')).toEqual({ value: 1234.56 });
    expect(parseCell(f('preco'), 'R$ 1.234,56')).toEqual({ value: 1234.56 });
    expect(parseCell(f('preco'), '-5,00')).toEqual({ value: -5 });
    expect(parseCell(f('preco'), '1234.5')).toEqual({ value: 1234.5 });
    expect(parseCell(f('preco'), '1.234')).toEqual({ value: 1234 });
    expect(parseCell(f('comissaoPercentual'), '12,5%')).toEqual({ value: 12.5 });
    expect(parseCell(f('preco'), '12,34,5')).toHaveProperty('error');
    expect(parseCell(f('preco'), 'abc')).toEqual({
      error: 'Número inválido: use vírgula nos decimais, como 1.234,56.',
    });
    expect(parseCell(f('preco'), '1e5')).toHaveProperty('error');
  });

  it('an empty cell is null; a defused formula loses its apostrophe, other apostrophes stay', () => {
    expect(parseCell(f('nome'), '   ')).toEqual({ value: null });
    expect(parseCell(f('preco'), '')).toEqual({ value: null });
    expect(parseCell(f('nome'), "'=HYPERLINK(1)")).toEqual({ value: '=HYPERLINK(1)' });
    expect(parseCell(f('nome'), "'@x")).toEqual({ value: '@x' });
    expect(parseCell(f('nome'), "D'Ávila")).toEqual({ value: "D'Ávila" });
    expect(parseCell(f('nome'), "'abc")).toEqual({ value: "'abc" });
  });

  it('Sim/Não, enums by label or value, dates', () => {
    expect(parseCell(f('ativo'), 'não')).toEqual({ value: false });
    expect(parseCell(f('ativo'), 'SIM')).toEqual({ value: true });
    expect(parseCell(f('ativo'), 'talvez')).toEqual({ error: 'Use Sim ou Não.' });
    expect(parseCell(f('categoria'), 'servico')).toEqual({ value: 'SERVICO' });
    expect(parseCell(f('categoria'), 'PLANO')).toEqual({ value: 'PLANO' });
    expect(parseCell(f('categoria'), 'Outro')).toEqual({
      error: expect.stringMatching(/^Opção desconhecida: "Outro". Use Plano, /),
    });
    expect(parseCell(f('lancamento'), '1/3/2026')).toEqual({ value: '2026-03-01' });
    expect(parseCell(f('lancamento'), '2026-03-01')).toEqual({ value: '2026-03-01' });
    expect(parseCell(f('lancamento'), '31/02/2026')).toEqual({ error: 'Data inexistente: 31/02/2026.' });
    expect(parseCell(f('lancamento'), '03-01-2026')).toEqual({ error: 'Data inválida: use dd/mm/aaaa.' });
  });

  it('masked documents become digits; a reference without a finder takes an id only', () => {
    const venda = REGISTERS.find((m) => m.resource === 'vendas')!;
    const doc = venda.fieldsByName.get('clienteDocumento')!;
    expect(parseCell(doc, '529.982.247-25')).toEqual({ value: '52998224725' });
    expect(parseCell(doc, '11.222.333/0001-81')).toEqual({ value: '11222333000181' });
    expect(parseCell(doc, 'CPF 123')).toEqual({ value: 'CPF 123' });
    expect(parseCell(f('fornecedorId'), '3')).toEqual({ value: 3 });
    expect(parseCell(f('fornecedorId'), 'Distribuidora')).toEqual({
      error: 'Registro não encontrado: "Distribuidora".',
    });
  });
});

it('maps column titles (as exported, loosely) and field names to fields', () => {
  const columns = columnFields(produto);
  expect(columns.get(looseKey('PRECO'))?.name).toBe('preco');
  expect(columns.get(looseKey('Comissão  (%)'))?.name).toBe('comissaoPercentual');
  expect(columns.get(looseKey('comissaoPercentual'))?.name).toBe('comissaoPercentual');
  expect(columns.get(looseKey('ID'))?.name).toBe('id');
  expect(columns.has(looseKey('empresaId'))).toBe(false);
  const extra = REGISTERS.find((m) => m.resource === 'campos-extras')!;
  expect(columnFields(extra).get(looseKey('Posição'))?.name).toBe('slot');
});
