import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import produto from '../../schemas/produto.schema.json' with { type: 'json' };
import teste from '../../scripts/gen/fixtures/teste.schema.json' with { type: 'json' };
import {
  EXTENSION_KEYWORDS,
  type JsonSchemaObject,
  normalizeRegister,
  normalizeRegisters,
  OWN_FORMATS,
  RegisterSchemaError,
  representRecord,
  toCamelCase,
  toSnakeCase,
} from './model.ts';

/** A small valid register; overrides replace root keywords, `properties` merges. */
function buildRegister(
  overrides: Record<string, unknown> = {},
  properties: Record<string, unknown> = {},
): JsonSchemaObject {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'Cor',
    title: 'Cor',
    type: 'object',
    additionalProperties: false,
    'x-resource': 'cores',
    'x-scope': 'empresa',
    'x-primaryKey': 'corId',
    'x-permission': 'CADASTRAR_AUXILIARES',
    required: ['nome'],
    properties: { nome: { type: 'string', title: 'Nome' }, ...properties },
    ...overrides,
  };
}

/** The problems normalizeRegister reports for a schema (fails the test when it accepts it). */
function problemsOf(schema: JsonSchemaObject): string[] {
  try {
    normalizeRegister(schema);
  } catch (error) {
    if (error instanceof RegisterSchemaError) return error.problems;
    throw error;
  }
  throw new Error('the schema was accepted');
}

function ajv() {
  const instance = new Ajv({ allErrors: true, allowUnionTypes: true });
  addFormats(instance);
  // the model's schemas carry our formats; their checks are core/schema/formats.ts's business, not this test's
  for (const format of OWN_FORMATS) instance.addFormat(format, true);
  return instance;
}

/** Every key at any depth of a JSON value. */
function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysDeep(v)]);
}

describe('normalizeRegister on produto.schema.json', () => {
  const model = normalizeRegister(produto);

  it('reads the root keywords', () => {
    expect(model).toMatchObject({
      id: 'Produto',
      title: 'Produto',
      resource: 'produtos',
      scope: 'empresa',
      table: 'produtos',
      primaryKey: 'produtoId',
      primaryKeyColumn: 'produto_id',
      label: { singular: 'Produto', plural: 'Produtos', gender: 'm' },
      recordRepresentation: '%{codigo} – %{nome}',
      representationFields: ['codigo', 'nome'],
      permission: 'CADASTRAR_AUXILIARES',
      readPermission: null,
      menu: { group: 'cadastros', icon: 'Inventory2', order: 10 },
      search: ['nome', 'codigo', 'descricao'],
      defaultSort: { field: 'nome', order: 'ASC' },
      trash: true,
    });
    expect(model.represent({ codigo: 'CTRL-15', nome: 'Plano Controle 15 GB' })).toBe(
      'CTRL-15 – Plano Controle 15 GB',
    );
  });

  it('models the declared properties in order, with their kinds', () => {
    expect(model.fields.map((f) => [f.name, f.kind, f.nullable, f.required])).toEqual([
      ['codigo', 'string', false, true],
      ['nome', 'string', false, true],
      ['descricao', 'text', true, false],
      ['categoria', 'enum', true, false],
      ['preco', 'currency', false, true],
      ['comissaoPercentual', 'percent', true, false],
      ['ativo', 'boolean', false, true],
    ]);
    const codigo = model.fieldsByName.get('codigo');
    expect(codigo).toMatchObject({
      column: 'codigo',
      title: 'Código',
      minLength: 1,
      maxLength: 30,
      pattern: '^[A-Za-z0-9._-]+$',
      unique: true,
      search: true,
      standard: false,
    });
    expect(model.fieldsByName.get('categoria')).toMatchObject({
      enum: ['PLANO', 'APARELHO', 'SERVICO', 'ACESSORIO'],
      enumLabels: { PLANO: 'Plano', APARELHO: 'Aparelho', SERVICO: 'Serviço', ACESSORIO: 'Acessório' },
      choices: [
        { id: 'PLANO', name: 'Plano' },
        { id: 'APARELHO', name: 'Aparelho' },
        { id: 'SERVICO', name: 'Serviço' },
        { id: 'ACESSORIO', name: 'Acessório' },
      ],
    });
    expect(model.fieldsByName.get('preco')).toMatchObject({
      min: 0,
      max: 9999999.99,
      multipleOf: 0.01,
      widget: 'currency',
    });
    expect(model.fieldsByName.get('comissaoPercentual')?.column).toBe('comissao_percentual');
    expect(model.fieldsByName.get('ativo')?.default).toBe(true);
  });

  it('adds the standard fields around the declared ones', () => {
    expect(model.allFields.map((f) => f.name)).toEqual([
      'id',
      'produtoId',
      'empresaId',
      'codigo',
      'nome',
      'descricao',
      'categoria',
      'preco',
      'comissaoPercentual',
      'ativo',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ]);
    for (const name of ['id', 'produtoId', 'empresaId', 'createdAt', 'updatedAt'])
      expect(model.fieldsByName.get(name)).toMatchObject({ standard: true, readOnly: true, nullable: false });
    expect(model.fieldsByName.get('createdAt')).toMatchObject({ kind: 'datetime', column: 'created_at' });
  });

  it('lists, filters and sorts as the schema says', () => {
    expect(model.listColumns.map((f) => [f.name, f.list])).toEqual([
      ['codigo', 1],
      ['nome', 2],
      ['categoria', 3],
      ['preco', 4],
      ['ativo', 5],
    ]);
    expect(model.filters.map((f) => [f.name, f.filter])).toEqual([
      ['nome', 'contains'],
      ['categoria', 'select'],
      ['preco', 'range'],
      ['ativo', 'boolean'],
    ]);
    expect(model.sortableFields).toEqual([
      'id',
      'produtoId',
      'codigo',
      'nome',
      'categoria',
      'preco',
      'ativo',
      'createdAt',
      'updatedAt',
    ]);
  });

  it('answers a record schema with every property, the optional ones nullable, and no extension keyword', () => {
    const { fullSchema } = model;
    expect(fullSchema).toMatchObject({ $id: 'Produto', type: 'object', additionalProperties: false });
    expect(Object.keys(fullSchema.properties ?? {})).toEqual(model.allFields.map((f) => f.name));
    expect(fullSchema.required).toEqual(model.allFields.map((f) => f.name));
    expect(fullSchema.properties?.createdAt).toEqual({ type: 'string', format: 'date-time', readOnly: true });
    expect(fullSchema.properties?.categoria?.enum).toContain(null);
    expect(keysDeep(fullSchema).filter((k) => k.startsWith('x-'))).toEqual([]);

    const validate = ajv().compile(fullSchema);
    const record = {
      id: 1,
      produtoId: 1,
      empresaId: 1,
      codigo: 'CTRL-15',
      nome: 'Plano',
      descricao: null,
      categoria: null,
      preco: 49.9,
      comissaoPercentual: null,
      ativo: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      deletedAt: null,
    };
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
  });

  it('takes on create only the writable properties, filling x-default', () => {
    const { writeSchema } = model;
    expect(Object.keys(writeSchema.properties ?? {})).toEqual(model.fields.map((f) => f.name));
    expect(writeSchema.required).toEqual(['codigo', 'nome', 'preco']);
    expect(writeSchema.additionalProperties).toBe(false);
    expect(writeSchema.properties?.ativo?.default).toBe(true);
    expect(keysDeep(writeSchema).filter((k) => k.startsWith('x-'))).toEqual([]);

    const instance = new Ajv({ allErrors: true, allowUnionTypes: true, useDefaults: true });
    const validate = instance.compile(writeSchema);
    const body: Record<string, unknown> = { codigo: 'X1', nome: 'Xis', preco: 10 };
    expect(validate(body)).toBe(true);
    expect(body.ativo).toBe(true);
    expect(validate({ codigo: 'X1', nome: 'Xis', preco: 10, descricao: null, categoria: null })).toBe(true);
    expect(validate({ codigo: 'X1', nome: 'Xis', preco: 10, produtoId: 3 })).toBe(false);
    expect(validate({ codigo: 'X1', nome: 'Xis', preco: 10, categoria: 'OUTRA' })).toBe(false);
  });

  it('takes on update any part of the record, or the whole record back, updatedAt optional', () => {
    const { updateSchema, mergedSchema } = model;
    expect(updateSchema.required).toBeUndefined();
    expect(updateSchema.properties?.ativo?.default).toBeUndefined();
    const validate = ajv().compile(updateSchema);
    const changes = { codigo: 'X1', nome: 'Xis', preco: 10, ativo: false };
    expect(validate({ ...changes, updatedAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(validate(changes)).toBe(true);
    expect(validate({ preco: 12 })).toBe(true);
    expect(validate({ preco: '12' })).toBe(false);
    // what is required is judged on the record the body makes
    expect(mergedSchema.required).toEqual(['codigo', 'nome', 'preco', 'ativo']);
    const merged = ajv().compile(mergedSchema);
    expect(merged({ ...changes, descricao: null, categoria: null })).toBe(true);
    expect(merged({ codigo: 'X1', nome: 'Xis', ativo: false })).toBe(false);
    expect(
      validate({
        ...changes,
        id: 4,
        produtoId: 4,
        empresaId: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toBe(true);
    expect(validate({ ...changes, updatedAt: '2026-01-01T00:00:00.000Z', outra: 1 })).toBe(false);
  });
});

describe('normalizeRegister on the fixture with every kind of field', () => {
  const model = normalizeRegister(teste);
  const field = (name: string) => {
    const f = model.fieldsByName.get(name);
    if (!f) throw new Error(`no field ${name}`);
    return f;
  };

  it('tells every kind apart', () => {
    expect(Object.fromEntries(model.fields.map((f) => [f.name, f.kind]))).toEqual({
      codigo: 'string',
      nome: 'string',
      observacao: 'text',
      quantidade: 'integer',
      peso: 'number',
      valor: 'currency',
      desconto: 'percent',
      ativo: 'boolean',
      dataVenda: 'date',
      criadoEm: 'datetime',
      status: 'enum',
      nivel: 'enum',
      email: 'email',
      cpf: 'cpf',
      cnpj: 'cnpj',
      documento: 'cpfCnpj',
      telefone: 'telefone',
      cep: 'cep',
      uf: 'uf',
      cor: 'cor',
      site: 'string',
      senha: 'password',
      produtoId: 'reference',
      responsavelId: 'reference',
      paiId: 'reference',
      contagem: 'integer',
      itens: 'array',
      tags: 'array',
      endereco: 'object',
    });
    expect(field('produtoId')).toMatchObject({
      reference: { resource: 'produtos' },
      filter: 'reference',
      type: 'integer',
    });
    expect(field('nivel')).toMatchObject({ type: 'integer', enum: [1, 2, 3], sortable: true });
    expect(field('status')).toMatchObject({
      enumLabels: { NOVO: 'Novo', EM_ANDAMENTO: 'Em andamento', "D'AGUA": "D'AGUA" },
      default: 'NOVO',
      filter: 'select',
    });
  });

  it('derives filters from the kind', () => {
    expect(model.filters.map((f) => [f.name, f.filter])).toEqual([
      ['nome', 'contains'],
      ['quantidade', 'range'],
      ['valor', 'range'],
      ['ativo', 'boolean'],
      ['dataVenda', 'range'],
      ['status', 'select'],
      ['email', 'contains'],
      ['uf', 'eq'],
      ['produtoId', 'reference'],
    ]);
  });

  it('puts x-list true after the numbered columns', () => {
    expect(model.listColumns.map((f) => [f.name, f.list])).toEqual([
      ['codigo', 1],
      ['nome', 2],
      ['valor', 3],
      ['produtoId', 4],
      ['ativo', 5],
    ]);
  });

  it('models nested fields of arrays and objects', () => {
    expect(field('itens')).toMatchObject({ itemKind: 'object', default: [] });
    expect(field('itens').items?.map((f) => [f.name, f.kind, f.required, f.nullable])).toEqual([
      ['descricao', 'string', true, false],
      ['tipo', 'enum', false, false],
    ]);
    expect(field('itens').items?.[1]?.enumLabels).toEqual({ A: 'Tipo A', B: 'B' });
    expect(field('tags')).toMatchObject({
      itemKind: 'enum',
      enum: ['X', 'Y'],
      enumLabels: { X: 'Xis', Y: 'Y' },
    });
    expect(field('endereco').properties?.map((f) => [f.name, f.kind, f.nullable])).toEqual([
      ['rua', 'string', false],
      ['numero', 'integer', true],
    ]);
  });

  it('keeps writeOnly properties out of the record and readOnly ones out of the bodies', () => {
    expect(model.fullSchema.properties).not.toHaveProperty('senha');
    expect(model.writeSchema.properties).toHaveProperty('senha');
    expect(model.fullSchema.properties).toHaveProperty('contagem');
    expect(model.writeSchema.properties).not.toHaveProperty('contagem');
    // sent back by react-admin with the record, and ignored
    expect(model.updateSchema.properties?.contagem?.readOnly).toBe(true);
  });

  it('has a trash: deletedAt, nullable and read-only', () => {
    expect(model.trash).toBe(true);
    expect(model.allFields.at(-1)).toMatchObject({ name: 'deletedAt', nullable: true, standard: true });
    expect(model.fullSchema.properties?.deletedAt).toEqual({
      type: ['string', 'null'],
      format: 'date-time',
      readOnly: true,
    });
  });

  it('sorts by default by x-defaultSort, which becomes sortable', () => {
    expect(model.defaultSort).toEqual({ field: 'criadoEm', order: 'DESC' });
    expect(model.sortableFields).toContain('criadoEm');
    expect(model.sortableFields).not.toContain('senha');
  });

  it('validates a full body, nested values included', () => {
    const validate = ajv().compile(model.writeSchema);
    const body = {
      codigo: 'T-1',
      nome: 'Teste',
      status: 'NOVO',
      ativo: true,
      itens: [{ descricao: 'a', tipo: 'A' }],
    };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, itens: [{ descricao: 'a', outra: 1 }] })).toBe(false);
    expect(validate({ ...body, tags: ['Z'] })).toBe(false);
    expect(validate({ ...body, endereco: { rua: 'A', numero: null } })).toBe(true);
  });
});

describe('defaults of the optional keywords', () => {
  it('names, lists and sorts a bare register sensibly', () => {
    const model = normalizeRegister(
      buildRegister(
        { required: ['nome'] },
        { sigla: { type: 'string' }, notas: { type: 'string', 'x-widget': 'textarea' } },
      ),
    );
    expect(model.table).toBe('cores');
    expect(model.label).toEqual({ singular: 'Cor', plural: 'Cors', gender: 'm' });
    expect(model.recordRepresentation).toBe('nome');
    expect(model.represent({ nome: 'Azul' })).toBe('Azul');
    expect(model.menu).toBeNull();
    expect(model.search).toEqual([]);
    expect(model.defaultSort).toEqual({ field: 'corId', order: 'ASC' });
    // no x-list: the first simple properties (a textarea is no column)
    expect(model.listColumns.map((f) => f.name)).toEqual(['nome', 'sigla']);
    expect(model.sortableFields).toEqual(['id', 'corId', 'nome', 'sigla', 'createdAt', 'updatedAt']);
  });

  it('takes x-table, admin scope and a declared key', () => {
    const model = normalizeRegister(
      buildRegister(
        {
          'x-resource': 'venda-status',
          'x-table': 'venda_status',
          'x-scope': 'admin',
          'x-permission': undefined,
        },
        { corId: { type: 'integer', title: 'Número', 'x-list': 1 } },
      ),
    );
    expect(model.table).toBe('venda_status');
    expect(model.permission).toBeNull();
    expect(model.allFields.map((f) => f.name)).toEqual(['id', 'corId', 'nome', 'createdAt', 'updatedAt']);
    expect(model.listColumns.map((f) => f.name)).toEqual(['corId']);
    expect(model.fieldsByName.get('corId')).toMatchObject({
      title: 'Número',
      readOnly: true,
      standard: true,
    });
    expect(model.fullSchema.properties?.corId).toEqual({ type: 'integer', title: 'Número', readOnly: true });
  });
});

describe('natural keys and x-createOnly', () => {
  const slotRegister = () =>
    normalizeRegister(
      buildRegister(
        { 'x-primaryKey': 'slot', required: ['slot', 'nome'] },
        { slot: { type: 'integer', title: 'Posição', minimum: 1, maximum: 20, 'x-createOnly': true } },
      ),
    );

  it('keys on a declared property given on create: a field of its own, unique, sortable, then fixed', () => {
    const model = slotRegister();
    expect(model.naturalKey).toBe(true);
    expect(model.primaryKey).toBe('slot');
    expect(model.allFields.map((f) => f.name)).toEqual([
      'id',
      'empresaId',
      'nome',
      'slot',
      'createdAt',
      'updatedAt',
    ]);
    expect(model.fieldsByName.get('slot')).toMatchObject({
      standard: false,
      readOnly: false,
      createOnly: true,
      unique: true,
      sortable: true,
    });
    expect(model.writeSchema.required).toEqual(['nome', 'slot']);
    expect(model.writeSchema.properties?.slot).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 });
    // on update it comes back with the record, and is ignored like the read-only fields
    expect(model.updateSchema.required).toBeUndefined();
    expect(model.mergedSchema.required).toEqual(['nome', 'slot']);
    expect(model.updateSchema.properties?.slot).toMatchObject({ type: 'integer' });
    expect(model.fullSchema.properties?.slot).toMatchObject({ type: 'integer', title: 'Posição' });
  });

  it('keeps the serial key when the declared key is not x-createOnly', () => {
    expect(normalizeRegister(buildRegister({}, { corId: { type: 'integer' } })).naturalKey).toBe(false);
  });

  it('marks any writable property x-createOnly, and refuses it where it cannot be', () => {
    const model = normalizeRegister(buildRegister({}, { codigo: { type: 'string', 'x-createOnly': true } }));
    expect(model.fieldsByName.get('codigo')?.createOnly).toBe(true);
    expect(model.updateSchema.properties?.codigo).toBeDefined();
    expect(
      problemsOf(buildRegister({}, { c: { type: 'string', readOnly: true, 'x-createOnly': true } })),
    ).toEqual(['c: x-createOnly on a readOnly property']);
    expect(
      problemsOf(
        buildRegister(
          { 'x-primaryKey': 'slot', 'x-trash': true },
          { slot: { type: ['integer', 'null'], 'x-createOnly': true } },
        ),
      ).join('\n'),
    ).toMatch(/must be a required, writable integer[\s\S]*x-trash together/);
  });
});

describe('x-indexes', () => {
  it('keeps the list indexes a schema asks for, and refuses what cannot be indexed', () => {
    const model = normalizeRegister(
      buildRegister({ 'x-indexes': [['nome'], ['sigla', 'nome']] }, { sigla: { type: 'string' } }),
    );
    expect(model.indexes).toEqual([['nome'], ['sigla', 'nome']]);
    expect(problemsOf(buildRegister({ 'x-indexes': [['nada'], ['corId']] }))).toEqual([
      'x-indexes: nada cannot be indexed (unknown, composite, or the key)',
      'x-indexes: corId cannot be indexed (unknown, composite, or the key)',
    ]);
  });
});

describe('inconsistent schemas', () => {
  const cases: Array<[string, JsonSchemaObject, RegExp]> = [
    ['an unknown x-scope', buildRegister({ 'x-scope': 'empresas' }), /unknown x-scope "empresas"/],
    ['no x-primaryKey', buildRegister({ 'x-primaryKey': undefined }), /x-primaryKey is missing/],
    ['an unknown root keyword', buildRegister({ 'x-menuu': false }), /unknown keyword x-menuu/],
    [
      'an unknown property keyword',
      buildRegister({}, { a: { type: 'string', 'x-lsit': 1 } }),
      /a: unknown keyword x-lsit/,
    ],
    ['x-search on an unknown property', buildRegister({ 'x-search': ['nomee'] }), /x-search names "nomee"/],
    [
      'x-search on a number',
      buildRegister({ 'x-search': ['n'] }, { n: { type: 'integer' } }),
      /only text properties/,
    ],
    [
      'x-defaultSort on an unknown property',
      buildRegister({ 'x-defaultSort': { field: 'x', order: 'ASC' } }),
      /x-defaultSort names x/,
    ],
    [
      'a template naming no property',
      buildRegister({ 'x-recordRepresentation': '%{codigo}' }),
      /names "codigo"/,
    ],
    [
      'x-reference without resource',
      buildRegister({}, { r: { type: 'integer', 'x-reference': {} } }),
      /r: x-reference must be/,
    ],
    [
      'x-reference on a string',
      buildRegister({}, { r: { type: 'string', 'x-reference': { resource: 'produtos' } } }),
      /needs type integer/,
    ],
    [
      'a range filter on text',
      buildRegister({}, { a: { type: 'string', 'x-filter': 'range' } }),
      /needs a number or a date/,
    ],
    [
      'a currency string',
      buildRegister({}, { a: { type: 'string', 'x-widget': 'currency' } }),
      /does not fit type string/,
    ],
    [
      'an x-default of the wrong type',
      buildRegister({}, { a: { type: 'boolean', 'x-default': 'sim' } }),
      /not of type boolean/,
    ],
    [
      'an x-default outside the enum',
      buildRegister({}, { a: { type: 'string', enum: ['A'], 'x-default': 'B' } }),
      /not in enum/,
    ],
    [
      'labels of unknown values',
      buildRegister({}, { a: { type: 'string', enum: ['A'], 'x-enumLabels': { B: 'Bê' } } }),
      /names B/,
    ],
    [
      'colours of unknown values',
      buildRegister({}, { a: { type: 'string', enum: ['A'], 'x-enumColors': { B: 'success' } } }),
      /x-enumColors names B/,
    ],
    [
      'a colour outside the palette',
      buildRegister({}, { a: { type: 'string', enum: ['A'], 'x-enumColors': { A: 'verde' } } }),
      /x-enumColors\.A must be one of default, primary/,
    ],
    [
      'colours without an enum',
      buildRegister({}, { a: { type: 'string', 'x-enumColors': { A: 'success' } } }),
      /x-enumColors without enum/,
    ],
    [
      'an unknown format',
      buildRegister({}, { a: { type: 'string', format: 'cnh' } }),
      /unknown format "cnh"/,
    ],
    ['an open object', buildRegister({ additionalProperties: true }), /additionalProperties/],
    [
      'a company register without x-permission',
      buildRegister({ 'x-permission': undefined }),
      /x-permission is missing/,
    ],
    [
      'x-permission on an admin register',
      buildRegister({ 'x-scope': 'admin' }),
      /admin registers always need ADMIN/,
    ],
    [
      'an admin menu group for a company register',
      buildRegister({ 'x-menu': { group: 'admin', icon: 'Home', order: 1 } }),
      /does not fit x-scope/,
    ],
    ['a property named id', buildRegister({}, { id: { type: 'integer' } }), /id is reserved/],
    [
      'deletedAt without a trash',
      buildRegister({}, { deletedAt: { type: 'string' } }),
      /reserved for x-trash/,
    ],
    [
      'createdAt of another type',
      buildRegister({}, { createdAt: { type: 'integer' } }),
      /createdAt: the engine adds it/,
    ],
    ['a snake_case property', buildRegister({}, { data_venda: { type: 'string' } }), /camelCase/],
    [
      'x-unique inside an array',
      buildRegister(
        {},
        {
          a: {
            type: 'array',
            items: { type: 'object', properties: { b: { type: 'string', 'x-unique': true } } },
          },
        },
      ),
      /a\[\]\.b: x-unique applies only/,
    ],
    [
      'a sortable object',
      buildRegister({}, { a: { type: 'object', properties: {}, 'x-sortable': true } }),
      /x-sortable on a object/,
    ],
    ['required naming no property', buildRegister({ required: ['nome', 'outro'] }), /required names outro/],
  ];
  it.each(cases)('refuses %s', (_, schema, message) => {
    const problems = problemsOf(schema);
    expect(problems.join('\n')).toMatch(message);
  });

  it('reports every problem at once, naming the schema', () => {
    const schema = buildRegister({ 'x-scope': 'x', 'x-search': ['nada'] }, { a: { type: 'strin' } });
    expect(() => normalizeRegister(schema)).toThrowError(/^schema Cor:\n {2}- /);
    expect(problemsOf(schema).length).toBeGreaterThanOrEqual(2);
  });
});

describe('normalizeRegisters', () => {
  it('checks registers together', () => {
    const a = buildRegister();
    const b = buildRegister({ $id: 'Outra' });
    expect(() => normalizeRegisters([a, b])).toThrowError(/resource cores is also Cor's/);
  });

  it('checks references against the registers and the external resources', () => {
    const ref = (resource: string) => ({ r: { type: 'integer', 'x-reference': { resource } } });
    const admin = buildRegister({
      $id: 'Banco',
      'x-resource': 'bancos',
      'x-scope': 'admin',
      'x-permission': undefined,
    });
    expect(() => normalizeRegisters([buildRegister({}, ref('bancos')), admin])).toThrowError(/another scope/);
    expect(() =>
      normalizeRegisters([buildRegister({}, ref('usuarios'))], { externalResources: ['empresas'] }),
    ).toThrowError(/no register nor table/);
    expect(
      normalizeRegisters([buildRegister({}, ref('usuarios'))], { externalResources: ['usuarios'] }),
    ).toHaveLength(1);
    expect(
      normalizeRegisters([buildRegister({}, ref('cores'))])[0]?.fieldsByName.get('r')?.reference,
    ).toEqual({
      resource: 'cores',
    });
  });
});

describe('helpers', () => {
  it('converts names', () => {
    expect(toSnakeCase('comissaoPercentual')).toBe('comissao_percentual');
    expect(toSnakeCase('endereco2')).toBe('endereco2');
    expect(toCamelCase('venda_status')).toBe('vendaStatus');
    expect(toCamelCase('campos-extras')).toBe('camposExtras');
  });

  it('represents records, missing values as empty', () => {
    expect(representRecord('%{codigo} – %{nome}', { codigo: 'A', nome: 'B' })).toBe('A – B');
    expect(representRecord('%{ codigo } (%{n})', { codigo: 7, n: null })).toBe('7 ()');
    expect(representRecord('nome', { nome: 'Só o nome' })).toBe('Só o nome');
    expect(representRecord('nome', {})).toBe('');
  });

  it('lists every extension keyword', () => {
    expect(EXTENSION_KEYWORDS).toContain('x-resource');
    expect(EXTENSION_KEYWORDS).toContain('x-enumLabels');
    expect(EXTENSION_KEYWORDS).toContain('x-requiredWhen');
    expect(EXTENSION_KEYWORDS).toContain('x-enumColors');
    expect(EXTENSION_KEYWORDS).toHaveLength(25);
  });

  it('stays pure: it imports nothing, so both the browser and Node load it', () => {
    const source = readFileSync(new URL('./model.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });

  it('stays pure through the modules it re-exports: only each other, neither Node nor a package', () => {
    const seen = new Set<string>();
    const visit = (url: URL) => {
      if (seen.has(url.href)) return;
      seen.add(url.href);
      const source = readFileSync(url, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/^(?:import|export)[^'";]*?from '([^']+)'/gm)) {
        expect(specifier, `${url.pathname} imports ${specifier}`).toMatch(/^\.\.?\//);
        visit(new URL(`${specifier}.ts`, url));
      }
    };
    visit(new URL('./model.ts', import.meta.url));
    expect(seen.size).toBeGreaterThan(20);
  });
});
