import { describe, expect, it } from 'vitest';
import { type JsonSchemaObject, normalizeRegister } from '../../core/schema/model.ts';
import * as handSchema from '../../server/db/schema.ts';
import teste from './fixtures/teste.schema.json' with { type: 'json' };
import { constName, GENERATED_BANNER, generateTables, handTablesOf } from './tables.ts';

const hand = handTablesOf(handSchema);
const options = {
  handTablesImport: '../hand-tables.ts',
  typeImport: (name: string) => `../../../core/generated/${name}.ts`,
};

function register(
  resource: string,
  properties: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
) {
  const id = resource.charAt(0).toUpperCase() + resource.slice(1);
  const schema: JsonSchemaObject = {
    $id: id,
    title: id,
    type: 'object',
    additionalProperties: false,
    'x-resource': resource,
    'x-scope': 'empresa',
    'x-primaryKey': `${resource}Id`,
    'x-permission': 'CADASTRAR_AUXILIARES',
    required: ['nome'],
    properties: { nome: { type: 'string' }, ...properties },
    ...overrides,
  };
  return normalizeRegister(schema);
}

/** The companies' register every company register points at. */
const empresas = register(
  'empresas',
  {},
  { 'x-scope': 'admin', 'x-primaryKey': 'empresaId', 'x-permission': undefined },
);

describe('handTablesOf', () => {
  it('finds the hand-written tables and their one-column keys', () => {
    expect(hand.find((t) => t.table === 'usuarios')).toEqual({
      exportName: 'usuarios',
      table: 'usuarios',
      resource: 'usuarios',
      key: 'usuarioId',
    });
    expect(hand.find((t) => t.table === 'request_logs')?.resource).toBe('request-logs');
    // composite keys cannot be referenced by one integer column
    expect(hand.find((t) => t.table === 'contratos')?.key).toBeNull();
  });
});

describe('generateTables', () => {
  it('starts with the generated banner and lists every table by resource', () => {
    const code = generateTables([register('marcas'), register('modelos'), empresas], hand, options);
    expect(code.split('\n')[0]).toBe(GENERATED_BANNER);
    expect(code).toMatch(
      /registerTables: Record<string, PgTable> = \{\n {2}empresas,\n {2}marcas,\n {2}modelos,\n\};/,
    );
    // the companies come first: every company register points at them
    expect(code.indexOf('export const empresas')).toBeLessThan(code.indexOf('export const marcas'));
  });

  it('writes one column per property, the standard ones included', () => {
    const code = generateTables([normalizeRegister(teste), register('produtos'), empresas], hand, options);
    for (const line of [
      "testeId: serial('teste_id').primaryKey()",
      "empresaId: integer('empresa_id').notNull()",
      "valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' })",
      "peso: doublePrecision('peso')",
      "dataVenda: date('data_venda', { mode: 'string' })",
      "criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).default(new Date(\"2024-01-01T00:00:00.000Z\"))",
      'status: text(\'status\', { enum: ["NOVO", "EM_ANDAMENTO", "D\'AGUA"] }).notNull().default("NOVO")',
      "itens: jsonb('itens').$type<NonNullable<Teste['itens']>>().notNull().default([])",
      "senha: text('senha')",
      "deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' })",
    ])
      expect(code).toContain(line);
    expect(code).toMatch(/sql`\$\{t\.status\} in \('NOVO', 'EM_ANDAMENTO', 'D''AGUA'\)`/);
    expect(code).toMatch(
      /uniqueIndex\('testes_codigo_unique'\)\s*\.on\(t\.empresaId, sql`f_unaccent\(lower\(\$\{t\.codigo\}\)\)`\)\s*\.where\(sql`\$\{t\.deletedAt\} is null`\)/,
    );
    expect(code).toContain('foreignColumns: [t.testeId]');
    expect(code).toContain('foreignColumns: [hand.usuarios.usuarioId]');
    expect(code).toContain('foreignColumns: [empresas.empresaId]');
    expect(code).toContain("import { hand } from '../hand-tables.ts';");
    expect(code).toContain("import type { Teste } from '../../../core/generated/Teste.ts';");
  });

  it('declares a referenced register before the registers that reference it', () => {
    const code = generateTables(
      [
        register('aaa', { zzzId: { type: 'integer', 'x-reference': { resource: 'zzz' } } }),
        register('zzz'),
        empresas,
      ],
      hand,
      options,
    );
    expect(code.indexOf('export const zzz')).toBeLessThan(code.indexOf('export const aaa'));
  });

  it('refuses what it cannot generate', () => {
    const ref = (resource: string) => ({ outroId: { type: 'integer', 'x-reference': { resource } } });
    expect(() => generateTables([register('marcas')], hand, options)).toThrow(
      /a company register needs the empresas register/,
    );
    expect(() => generateTables([register('marcas', ref('nada'))], hand, options)).toThrow(
      /references nada, which is no register/,
    );
    expect(() => generateTables([register('marcas', ref('contratos'))], hand, options)).toThrow(
      /no one-column key/,
    );
    expect(() => generateTables([register('usuarios')], hand, options)).toThrow(/hand-written usuarios/);
    expect(() =>
      generateTables([register('aaa', ref('bbb')), register('bbb', ref('aaa'))], hand, options),
    ).toThrow(/cyclic references between registers: aaa → bbb → aaa/);
  });

  it('keys a natural key with the company, and makes no other unique index for it', () => {
    const model = register(
      'campos',
      { slot: { type: 'integer', minimum: 1, maximum: 20, 'x-createOnly': true } },
      { 'x-primaryKey': 'slot', required: ['slot', 'nome'] },
    );
    const code = generateTables([model, empresas], hand, options);
    expect(code).toContain("slot: integer('slot').notNull()");
    expect(code).toContain("primaryKey({ name: 'campos_pk', columns: [t.empresaId, t.slot] })");
    expect(code).not.toContain('campos_slot_unique');
    expect(code).not.toContain("serial('slot')");
  });

  it('writes the list indexes of x-indexes: company first, key last, trash left out', () => {
    const model = register(
      'pedidos',
      { data: { type: 'string', format: 'date' } },
      { 'x-indexes': [['data']], 'x-trash': true },
    );
    const code = generateTables([model, empresas], hand, options);
    expect(code).toMatch(
      /index\('pedidos_data_list_idx'\)\.on\(t\.empresaId, t\.data, t\.pedidosId\)\.where\(sql`\$\{t\.deletedAt\} is null`\)/,
    );
  });

  it('indexes the jsonb columns that hold references (GIN, jsonb_path_ops), and only those', () => {
    const marcas = register('marcas');
    const model = register('pedidos', {
      itens: {
        type: 'array',
        items: {
          type: 'object',
          required: ['marcaId'],
          properties: {
            marcaId: { type: 'integer', 'x-reference': { resource: 'marcas' } },
            extras: { type: 'array', items: { type: 'integer', 'x-reference': { resource: 'marcas' } } },
          },
        },
      },
      notas: { type: 'array', items: { type: 'string' } },
    });
    expect(model.nestedReferences.map((r) => r.path)).toEqual(['itens[].marcaId', 'itens[].extras[]']);
    const code = generateTables([marcas, model, empresas], hand, options);
    expect(code).toMatch(
      /index\('pedidos_itens_refs_idx'\)\.using\('gin', sql`\$\{t\.itens\} jsonb_path_ops`\)/,
    );
    expect(code).not.toMatch(/pedidos_notas_refs_idx/);
    // no foreign key can hold them
    expect(code).not.toMatch(/pedidos_itens_fk|pedidos_marca_id_fk/);
  });

  it('names tables after x-table', () => {
    const model = register('vendaStatus', {}, { 'x-resource': 'venda-status', 'x-table': 'venda_status' });
    expect(constName(model)).toBe('vendaStatus');
    expect(generateTables([model, empresas], hand, options)).toMatch(/'venda-status': vendaStatus,/);
  });
});
