import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBoolean, formatCurrency } from '../../core/schema/display';
import { registerTexts } from '../../core/schema/labels';
import { schemaLocale, setSchemaLocale } from '../../core/schema/localize';
import { normalizeRegisters } from '../../core/schema/model';
import { createI18nProvider } from '../i18n/i18nProvider';
import { withRegisterMessages } from './messages';
import { REGISTERS } from './registry';
import { MESSAGES } from './validation';

const dir = join(import.meta.dirname, '../../schemas');
const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json') && f !== 'meta.schema.json');

type Raw = { [key: string]: unknown };
const isObject = (v: unknown): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every object of a schema file that has a Portuguese title or enum labels and lacks their English text. */
function missingEnglish(node: unknown, path: string): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => missingEnglish(v, `${path}[${i}]`));
  if (!isObject(node)) return [];
  const problems: string[] = [];
  const en = isObject(node['x-i18n']) && isObject(node['x-i18n'].en) ? node['x-i18n'].en : null;
  if (typeof node.title === 'string' && (typeof en?.title !== 'string' || en.title.trim() === ''))
    problems.push(`${path || '/'}: sem título em inglês (${node.title})`);
  // a property's description is its form's help text: it needs English too (a register's own is documentation)
  if (
    path.includes('/properties/') &&
    typeof node.description === 'string' &&
    (typeof en?.description !== 'string' || en.description.trim() === '')
  )
    problems.push(`${path}: sem descrição em inglês (${node.description})`);
  const items = isObject(node.items) ? node.items : null;
  const values = [
    ...(Array.isArray(node.enum) ? node.enum : []),
    ...(Array.isArray(items?.enum) ? items.enum : []),
  ]
    .filter((v) => v !== null)
    .map(String);
  const labels = isObject(en?.enumLabels) ? en.enumLabels : {};
  // an enum shown to people (it has a title or Portuguese labels) needs each value in English
  if (typeof node.title === 'string' || node['x-enumLabels'] !== undefined)
    for (const value of values)
      if (typeof labels[value] !== 'string') problems.push(`${path}: sem rótulo em inglês para ${value}`);
  for (const [key, value] of Object.entries(node))
    if (key !== 'x-i18n') problems.push(...missingEnglish(value, `${path}/${key}`));
  return problems;
}

afterEach(() => setSchemaLocale('pt-br', REGISTERS));

describe('English texts of the schemas', () => {
  it('exist for every title and every enum value of every register schema file', () => {
    expect(files.length).toBeGreaterThan(15);
    // the hand-made API shapes (no x-resource: perfil, usuario …) are served raw to Fastify's strict ajv and draw
    // no engine screen: their labels are the app's (app.perfil.fields in src/i18n)
    const registers = files
      .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as const)
      .filter(([, schema]) => 'x-resource' in schema);
    expect(registers.length).toBeGreaterThan(12);
    const problems = registers.flatMap(([f, schema]) => missingEnglish(schema, f));
    expect(problems).toEqual([]);
  });

  it('reach every register model: title, singular, plural, each field and enum value', () => {
    const problems: string[] = [];
    for (const model of REGISTERS) {
      const en = model.i18n.en;
      if (!en?.title || !en.singular || !en.plural) problems.push(`${model.resource}: sem x-i18n.en`);
      for (const field of model.allFields.filter((f) => !f.standard)) {
        if (!field.i18n.en?.title) problems.push(`${model.resource}.${field.name}`);
        for (const value of field.enum ?? [])
          if (!field.i18n.en?.enumLabels?.[String(value)])
            problems.push(`${model.resource}.${field.name}=${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the model refuses an x-i18n without a title or naming a value not in the enum', () => {
    const register = (property: Raw) => ({
      $schema: 'http://json-schema.org/draft-07/schema#' as const,
      $id: 'Coisa',
      title: 'Coisa',
      type: 'object' as const,
      additionalProperties: false,
      'x-resource': 'coisas',
      'x-scope': 'admin' as const,
      'x-primaryKey': 'coisaId',
      properties: { a: property },
    });
    expect(() =>
      normalizeRegisters([register({ type: 'string', title: 'A', 'x-i18n': { en: {} } })]),
    ).toThrow(/x-i18n.en needs a "title"/);
    expect(() =>
      normalizeRegisters([
        register({
          type: 'string',
          enum: ['X'],
          title: 'A',
          'x-i18n': { en: { title: 'A', enumLabels: { Y: 'y' } } },
        }),
      ]),
    ).toThrow(/names Y, which is not in enum/);
  });
});

describe('setSchemaLocale', () => {
  const produtos = REGISTERS.find((m) => m.resource === 'produtos');
  const categoria = produtos?.fieldsByName.get('categoria');

  it('switches titles, enum labels, choices and the register texts to English and back', () => {
    setSchemaLocale('en', REGISTERS);
    expect(schemaLocale()).toBe('en');
    expect(categoria?.title).toBe('Category');
    expect(categoria?.choices?.find((c) => c.id === 'SERVICO')?.name).toBe('Service');
    expect(produtos && registerTexts(produtos).create).toBe('New product');
    expect(produtos && registerTexts(produtos).empty).toBe('No product yet');
    setSchemaLocale('pt-br', REGISTERS);
    expect(categoria?.title).toBe('Categoria');
    expect(categoria?.enumLabels?.SERVICO).toBe('Serviço');
    expect(produtos && registerTexts(produtos).create).toBe('Novo produto');
  });

  it('switches a field description (the form help text), the validation messages and Sim/Não', () => {
    const finaliza = REGISTERS.find((m) => m.resource === 'venda-status')?.fieldsByName.get('finaliza');
    setSchemaLocale('en', REGISTERS);
    expect(finaliza?.description).toBe('Sales in this status count as completed in totals and reports.');
    expect(MESSAGES.required).toBe('Required field.');
    expect(formatBoolean(true)).toBe('Yes');
    expect(formatCurrency(1234.5)).toBe('R$1,234.50');
    setSchemaLocale('pt-br', REGISTERS);
    expect(finaliza?.description).toBe('Vendas neste status contam como concluídas nos totais e relatórios.');
    expect(MESSAGES.required).toBe('Campo obrigatório.');
    expect(formatBoolean(false)).toBe('Não');
    expect(formatCurrency(1234.5)).toBe('R$\u00a01.234,50');
  });

  it('follows the i18nProvider: react-admin resource messages in the chosen language', async () => {
    const provider = withRegisterMessages(createI18nProvider('pt-br'), REGISTERS);
    expect(provider.translate('resources.produtos.fields.preco')).toBe('Preço');
    await provider.changeLocale('en');
    expect(provider.translate('resources.produtos.fields.preco')).toBe('Price');
    expect(provider.translate('resources.produtos.name', { smart_count: 2 })).toBe('Products');
    expect(provider.translate('resources.produtos.fields.createdAt')).toBe('Created on');
    await provider.changeLocale('pt-br');
    expect(provider.translate('resources.produtos.name', { smart_count: 2 })).toBe('Produtos');
  });
});
