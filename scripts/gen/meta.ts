import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { META_SCHEMA_FILE, type SchemaFile } from './registers.ts';

/** The meta-schema of dir when it has one (a copied schemas/ folder), else the project's. */
export function metaSchemaPath(schemasDir: string, projectRoot: string): string {
  const own = join(schemasDir, META_SCHEMA_FILE);
  return existsSync(own) ? own : join(projectRoot, 'schemas', META_SCHEMA_FILE);
}

/** Problems of each schema file against the meta-schema, as `file: /path message` lines; empty when all pass. */
export function checkAgainstMeta(files: readonly SchemaFile[], metaPath: string): string[] {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(metaPath, 'utf8')));
  const problems: string[] = [];
  for (const { file, schema } of files) {
    if (validate(schema)) continue;
    for (const e of validate.errors ?? []) {
      // if/then and anyOf repeat their branches' errors; the branches say what is wrong
      if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
      const detail = e.params && Object.keys(e.params).length > 0 ? ` ${JSON.stringify(e.params)}` : '';
      problems.push(`${file}: ${e.instancePath || '/'} ${e.message ?? e.keyword}${detail}`);
    }
  }
  return problems;
}
