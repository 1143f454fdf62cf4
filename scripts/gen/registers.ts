import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchemaObject } from '../../core/schema/model.ts';

/** The meta-schema sits among the schemas but describes them: it is never one of them. */
export const META_SCHEMA_FILE = 'meta.schema.json';

export interface SchemaFile {
  /** The file name, e.g. `produto.schema.json`. */
  file: string;
  path: string;
  schema: JsonSchemaObject;
}

/** Every `*.schema.json` of dir but the meta-schema, by file name (a stable order keeps generated files stable). */
export function loadSchemas(dir: string): SchemaFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json') && file !== META_SCHEMA_FILE)
    .sort()
    .map((file) => {
      const path = join(dir, file);
      let schema: unknown;
      try {
        schema = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        throw new Error(`${path}: a schema must be a JSON object`);
      return { file, path, schema: schema as JsonSchemaObject };
    });
}

/** The register schemas of dir: those with x-resource (the others are hand-made API shapes). */
export function registerSchemas(dir: string): SchemaFile[] {
  return loadSchemas(dir).filter((s) => s.schema['x-resource'] !== undefined);
}
