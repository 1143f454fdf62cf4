import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import meta from '../../schemas/meta.schema.json' with { type: 'json' };
import { FORMAT_MESSAGES, FORMATS } from './formats';
import { PROPERTY_STEPS, REGISTER_STEPS } from './keywords/index';
import {
  ENUM_COLORS,
  EXTENSION_KEYWORDS,
  MENU_GROUPS,
  OWN_FORMATS,
  PROPERTY_KEYWORDS,
  REGISTER_KEYWORDS,
  REGISTER_SCOPES,
  SCHEMA_LISTS,
  SCHEMA_MAPS,
  SCHEMA_SINGLES,
  STRING_FORMATS,
  WIDGETS,
} from './vocabulary';

/**
 * vocabulary.ts is the one list of the words a schema may use; meta.schema.json says them again for JSON Schema
 * tools (the generator checks every file against it). These fail when the two disagree, naming the list.
 */

type Json = { [key: string]: unknown };
const at = (value: unknown, ...path: Array<string | number>): unknown =>
  path.reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value);
const sorted = (values: unknown): unknown[] => [...(values as unknown[])].sort();
const extensions = (properties: unknown) => Object.keys(properties as Json).filter((k) => k.startsWith('x-'));

const property = at(meta, 'definitions', 'property');

describe('meta.schema.json says what vocabulary.ts says', () => {
  it('names the same root keywords', () => {
    expect(at(meta, 'propertyNames', 'anyOf', 1, 'enum')).toEqual([...REGISTER_KEYWORDS]);
    expect(sorted(extensions(at(meta, 'properties')))).toEqual(sorted(REGISTER_KEYWORDS));
    for (const keyword of Object.keys(at(meta, 'dependencies') as Json))
      expect(REGISTER_KEYWORDS).toContain(keyword);
  });

  it('names the same property keywords', () => {
    expect(at(property, 'propertyNames', 'anyOf', 1, 'enum')).toEqual([...PROPERTY_KEYWORDS]);
    expect(sorted(extensions(at(property, 'properties')))).toEqual(sorted(PROPERTY_KEYWORDS));
  });

  it('lists the same formats, widgets, menu groups and scopes', () => {
    expect(at(property, 'properties', 'format', 'enum')).toEqual([...STRING_FORMATS]);
    expect(at(property, 'properties', 'x-widget', 'enum')).toEqual([...WIDGETS]);
    expect(at(property, 'properties', 'x-enumColors', 'additionalProperties', 'enum')).toEqual([
      ...ENUM_COLORS,
    ]);
    expect(at(meta, 'properties', 'x-menu', 'anyOf', 1, 'properties', 'group', 'enum')).toEqual([
      ...MENU_GROUPS,
    ]);
    expect(at(meta, 'properties', 'x-scope', 'enum')).toEqual([...REGISTER_SCOPES]);
  });
});

describe('every word has its code', () => {
  it('validates and explains each of our formats', () => {
    expect(Object.keys(FORMATS)).toEqual([...OWN_FORMATS]);
    expect(Object.keys(FORMAT_MESSAGES)).toEqual([...OWN_FORMATS]);
  });

  it('reads each extension keyword in a handler of keywords/index.ts, and no other', () => {
    const handled = (steps: readonly { keywords: readonly string[] }[]) =>
      new Set(steps.flatMap((s) => s.keywords).filter((k) => k.startsWith('x-')));
    const root = handled(REGISTER_STEPS);
    const own = handled(PROPERTY_STEPS);
    for (const keyword of REGISTER_KEYWORDS) expect(root, keyword).toContain(keyword);
    expect(sorted([...own])).toEqual(sorted(PROPERTY_KEYWORDS));
    // the root's table also names the property keywords the register checks as a whole (x-list, x-requiredWhen)
    for (const keyword of root) expect(EXTENSION_KEYWORDS).toContain(keyword);
  });

  it('walks every keyword of draft-07 that holds subschemas', () => {
    const holds = (schema: unknown, ref: string): boolean =>
      JSON.stringify(schema) === JSON.stringify({ $ref: ref }) ||
      ((at(schema, 'anyOf') as unknown[] | undefined) ?? []).some((s) => holds(s, ref));
    const entries = Object.entries(draft07.properties as Json);
    const singles = entries.filter(([, s]) => holds(s, '#')).map(([k]) => k);
    const lists = entries
      .filter(([, s]) => holds(s, '#/definitions/schemaArray') && !holds(s, '#'))
      .map(([k]) => k);
    const maps = entries.filter(([, s]) => holds(at(s, 'additionalProperties'), '#')).map(([k]) => k);
    expect(singles.length + lists.length + maps.length).toBeGreaterThan(10);
    for (const k of singles) expect(SCHEMA_SINGLES).toContain(k);
    for (const k of lists) expect(SCHEMA_LISTS).toContain(k);
    for (const k of maps) expect(SCHEMA_MAPS).toContain(k);
  });
});
