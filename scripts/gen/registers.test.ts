import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTENSION_KEYWORDS, type JsonSchemaObject, normalizeRegisters } from '../../core/schema/model.ts';
import * as handSchema from '../../server/db/schema.ts';
import { checkAgainstMeta } from './meta.ts';
import { loadSchemas, META_SCHEMA_FILE, registerSchemas } from './registers.ts';
import { handTablesOf } from './tables.ts';

const schemasDir = join(import.meta.dirname, '..', '..', 'schemas');
const metaPath = join(schemasDir, META_SCHEMA_FILE);
const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as JsonSchemaObject;

function metaValidator() {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv.compile(meta);
}

describe('the schemas of schemas/', () => {
  const files = loadSchemas(schemasDir);

  it('are every *.schema.json but the meta-schema, by name', () => {
    const onDisk = readdirSync(schemasDir).filter(
      (f) => f.endsWith('.schema.json') && f !== META_SCHEMA_FILE,
    );
    expect(files.map((f) => f.file)).toEqual(onDisk.sort());
    expect(files.map((f) => f.file)).toContain('produto.schema.json');
    expect(files.map((f) => f.file)).toContain('empresa.schema.json');
  });

  it('registers are those with x-resource, the hand-made API shapes are not', () => {
    const registers = registerSchemas(schemasDir).map((f) => f.file);
    for (const register of ['produto', 'empresa', 'grupo', 'dominio', 'equipe'])
      expect(registers).toContain(`${register}.schema.json`);
    for (const handMade of ['contrato', 'papel', 'perfil', 'usuario'])
      expect(registers).not.toContain(`${handMade}.schema.json`);
  });

  it.each(files.map((f) => [f.file, f.schema] as const))('%s satisfies meta.schema.json', (_, schema) => {
    const validate = metaValidator();
    expect(validate(schema), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('every register normalizes, references included', () => {
    const external = handTablesOf(handSchema)
      .filter((t) => t.key)
      .map((t) => t.resource);
    const models = normalizeRegisters(
      registerSchemas(schemasDir).map((f) => f.schema),
      { externalResources: external },
    );
    expect(models.map((m) => m.resource)).toContain('produtos');
  });

  it('each compiles with ajv once the extension keywords are declared', () => {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const format of ['cpf', 'cnpj', 'cpf-cnpj', 'telefone', 'cep', 'uf', 'cor'])
      ajv.addFormat(format, true);
    for (const keyword of EXTENSION_KEYWORDS) ajv.addKeyword(keyword);
    for (const f of files) ajv.addSchema(f.schema as object);
    for (const f of files) expect(ajv.getSchema(String(f.schema.$id))).toBeTypeOf('function');
  });
});

describe('meta.schema.json', () => {
  const validate = metaValidator();
  const register = (overrides: Record<string, unknown> = {}, property: Record<string, unknown> = {}) => ({
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'Cor',
    title: 'Cor',
    type: 'object',
    additionalProperties: false,
    'x-resource': 'cores',
    'x-scope': 'empresa',
    'x-primaryKey': 'corId',
    'x-permission': 'CADASTRAR_AUXILIARES',
    properties: { nome: { type: 'string', ...property } },
    ...overrides,
  });

  it('accepts a register and a hand-made shape', () => {
    expect(validate(register()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ $id: 'Resumo', type: 'object', properties: { a: { $ref: 'Grupo#' } } })).toBe(true);
  });

  it.each([
    ['an unknown root keyword', register({ 'x-menus': false })],
    [
      'a register keyword without x-resource',
      { $id: 'A', type: 'object', properties: {}, 'x-scope': 'empresa' },
    ],
    ['x-resource without x-primaryKey', register({ 'x-primaryKey': undefined })],
    ['an unknown x-scope', register({ 'x-scope': 'global' })],
    ['a malformed x-label', register({ 'x-label': { singular: 'Cor' } })],
    ['an unknown menu group', register({ 'x-menu': { group: 'estoque', icon: 'Home', order: 1 } })],
    ['x-search of non-names', register({ 'x-search': ['Nome Completo'] })],
    ['x-defaultSort in lower case', register({ 'x-defaultSort': { field: 'nome', order: 'asc' } })],
    ['an admin register with x-permission', register({ 'x-scope': 'admin' })],
    ['a company register without x-permission', register({ 'x-permission': undefined })],
    ['a register open to other properties', register({ additionalProperties: true })],
    ['a PascalCase property', register({ properties: { Nome: { type: 'string' } } })],
    ['an unknown property keyword', register({}, { 'x-lista': 1 })],
    ['an unknown format', register({}, { format: 'cnh' })],
    ['an unknown widget', register({}, { 'x-widget': 'slider' })],
    ['x-filter "eq"', register({}, { 'x-filter': 'eq' })],
    ['x-reference of a string', register({}, { 'x-reference': { resource: 'produtos' } })],
    ['x-enumLabels without enum', register({}, { 'x-enumLabels': { A: 'a' } })],
    ['an x-default of null', register({}, { 'x-default': null })],
  ])('refuses %s', (_, schema) => {
    expect(validate(JSON.parse(JSON.stringify(schema)))).toBe(false);
  });
});

describe('checkAgainstMeta', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meta-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file and the place of each problem', () => {
    writeFileSync(
      join(dir, 'ruim.schema.json'),
      JSON.stringify({ $id: 'Ruim', type: 'object', properties: {}, 'x-trash': 1 }),
    );
    const problems = checkAgainstMeta(loadSchemas(dir), metaPath);
    expect(problems.join('\n')).toMatch(/^ruim\.schema\.json: \/x-trash must be boolean/m);
  });
});
