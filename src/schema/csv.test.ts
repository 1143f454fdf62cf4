import { describe, expect, it } from 'vitest';
import produtoSchema from '../../schemas/produto.schema.json';
import { cellText, exportFields, exportFileName, toCsv } from './csv';
import { normalizeRegister } from './model';

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
