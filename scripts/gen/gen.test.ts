import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runGen, TABLES_FILE, TYPES_DIR } from './run.ts';
import { GENERATED_BANNER } from './tables.ts';

// The whole generator the way the lead's integration test uses it: a copy of schemas/ plus a throw-away register,
// generated into a copy of the project that starts from the committed migrations. The copy sits under .tmp/ so
// that the generated modules resolve this project's node_modules.

const projectRoot = join(import.meta.dirname, '..', '..');
const fixture = join(import.meta.dirname, 'fixtures', 'teste.schema.json');
let work: string;
let schemasDir: string;
let outRoot: string;

const read = (file: string) => readFileSync(join(outRoot, file), 'utf8');
const migrationsOf = () =>
  readdirSync(join(outRoot, MIGRATIONS_DIR))
    .filter((f) => f.endsWith('.sql'))
    .sort();

async function migratedDatabase(): Promise<PGlite> {
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: join(outRoot, MIGRATIONS_DIR) });
  return client;
}

beforeAll(() => {
  mkdirSync(join(projectRoot, '.tmp'), { recursive: true });
  work = mkdtempSync(join(projectRoot, '.tmp', 'gen-test-'));
  schemasDir = join(work, 'schemas');
  outRoot = join(work, 'root');
  cpSync(join(projectRoot, 'schemas'), schemasDir, { recursive: true });
  cpSync(fixture, join(schemasDir, 'teste.schema.json'));
  cpSync(join(projectRoot, MIGRATIONS_DIR), join(outRoot, MIGRATIONS_DIR), { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run gen into a copy of the project', { timeout: 180_000 }, () => {
  it('writes the types, the tables and one migration', async () => {
    const committed = migrationsOf();
    const result = await runGen({ projectRoot, schemasDir, outRoot, migrationName: 'teste' });
    expect(result.changed).toContain(TABLES_FILE);
    expect(result.changed).toContain(`${TYPES_DIR}/Teste.ts`);
    expect(result.changed).toContain(`${TYPES_DIR}/Produto.ts`);
    expect(result.changed).toContain(`${TYPES_DIR}/Empresa.ts`);
    expect(result.changed).toContain(`${TYPES_DIR}/index.ts`);
    expect(result.migration).toMatch(/^\d{4}_teste$/);
    expect(migrationsOf()).toEqual([...committed, `${result.migration}.sql`]);

    for (const file of result.changed) expect(read(file).split('\n')[0]).toBe(GENERATED_BANNER);
    expect(read(`${TYPES_DIR}/Teste.ts`)).toMatch(/export interface Teste \{/);
    expect(read(`${TYPES_DIR}/Empresa.ts`)).toMatch(/export interface Empresa \{/);
    expect(read(`${TYPES_DIR}/index.ts`)).toMatch(/^export type \* from '\.\/Teste\.ts';$/m);
    const tables = read(TABLES_FILE);
    expect(tables).toMatch(/export const testes = pgTable\(/);
    expect(tables).toMatch(/export const registerTables: Record<string, PgTable> = \{[^}]*testes,/s);

    const sql = readFileSync(join(outRoot, MIGRATIONS_DIR, `${result.migration}.sql`), 'utf8');
    expect(sql).toMatch(/CREATE TABLE "testes"/);
    expect(sql).toMatch(/USING gin \(f_unaccent\(lower\("nome"\)\) gin_trgm_ops\)/);
    expect(sql).toMatch(
      /CREATE UNIQUE INDEX "testes_codigo_unique" ON "testes" USING btree \("empresa_id",f_unaccent\(lower\("codigo"\)\)\) WHERE/,
    );
  });

  it('gives tables PostgreSQL accepts, with the constraints the schema asks for', async () => {
    const db = await migratedDatabase();
    try {
      await db.exec(
        `insert into grupos (nome) values ('G'); insert into empresas (grupo_id, nome) values (1, 'E');`,
      );
      await db.exec(
        `insert into produtos (empresa_id, codigo, nome, preco) values (1, 'P1', 'Plano', 49.9);
         insert into testes (empresa_id, codigo, nome, produto_id) values (1, 'T-1', 'Ação de teste', 1);`,
      );
      const [row] = (await db.query<Record<string, unknown>>('select * from testes')).rows;
      // column defaults from x-default
      expect(row).toMatchObject({
        ativo: true,
        status: 'NOVO',
        quantidade: 1,
        itens: [],
        contagem: 0,
        deleted_at: null,
      });
      // unique within the company, except in the trash
      await expect(
        db.exec(`insert into testes (empresa_id, codigo, nome) values (1, 'T-1', 'Outro')`),
      ).rejects.toThrow(/testes_codigo_unique/);
      await db.exec(`update testes set deleted_at = now() where codigo = 'T-1'`);
      await db.exec(`insert into testes (empresa_id, codigo, nome) values (1, 'T-1', 'Outro')`);
      // without case: t-1 is T-1
      await expect(
        db.exec(`insert into testes (empresa_id, codigo, nome) values (1, 't-1', 'Outro')`),
      ).rejects.toThrow(/testes_codigo_unique/);
      // enum check, foreign keys (restrict, and cascade from the company)
      await expect(
        db.exec(`insert into testes (empresa_id, codigo, nome, status) values (1, 'T-2', 'x', 'X')`),
      ).rejects.toThrow(/testes_status_check/);
      await expect(db.exec(`delete from produtos`)).rejects.toThrow(/testes_produto_id_fk/);
      // accent- and case-insensitive search through the f_unaccent expression
      const found = await db.query(
        `select codigo from testes where f_unaccent(lower(nome)) like f_unaccent(lower('%acao%'))`,
      );
      expect(found.rows).toHaveLength(1);
      await db.exec('delete from testes; delete from empresas');
      expect((await db.query('select * from produtos')).rows).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('changes nothing and writes no migration when nothing changed', async () => {
    const migrations = migrationsOf();
    const result = await runGen({ projectRoot, schemasDir, outRoot });
    expect(result.changed).toEqual([]);
    expect(result.removed).toEqual([]);
    expect(result.migration).toBeNull();
    expect(migrationsOf()).toEqual(migrations);
    expect((await runGen({ projectRoot, schemasDir, outRoot, check: true })).changed).toEqual([]);
  });

  it('--check lists what a schema change makes stale, and writes nothing', async () => {
    const schema = JSON.parse(readFileSync(join(schemasDir, 'teste.schema.json'), 'utf8'));
    schema.properties.novo = { type: ['string', 'null'], title: 'Novo', 'x-unique': true };
    writeFileSync(join(schemasDir, 'teste.schema.json'), JSON.stringify(schema));
    const tablesBefore = read(TABLES_FILE);
    const result = await runGen({ projectRoot, schemasDir, outRoot, check: true });
    expect(result.changed.sort()).toEqual([TABLES_FILE, `${TYPES_DIR}/Teste.ts`].sort());
    expect(result.migration).toBeNull();
    expect(read(TABLES_FILE)).toBe(tablesBefore);
  });

  it('follows a schema change with a new migration', async () => {
    const migrations = migrationsOf();
    const result = await runGen({ projectRoot, schemasDir, outRoot });
    expect(result.changed.sort()).toEqual([TABLES_FILE, `${TYPES_DIR}/Teste.ts`].sort());
    expect(result.migration).not.toBeNull();
    expect(migrationsOf()).toEqual([...migrations, `${result.migration}.sql`]);
    const sql = readFileSync(join(outRoot, MIGRATIONS_DIR, `${result.migration}.sql`), 'utf8');
    expect(sql).toMatch(/ALTER TABLE "testes" ADD COLUMN "novo" text;/);
    expect(sql).toMatch(/CREATE UNIQUE INDEX "testes_novo_unique"/);
    const db = await migratedDatabase();
    await db.close();
  });

  it('removes the type of a schema that is gone, and drops its table', async () => {
    rmSync(join(schemasDir, 'teste.schema.json'));
    const result = await runGen({ projectRoot, schemasDir, outRoot });
    expect(result.removed).toEqual([`${TYPES_DIR}/Teste.ts`]);
    expect(existsSync(join(outRoot, TYPES_DIR, 'Teste.ts'))).toBe(false);
    const sql = readFileSync(join(outRoot, MIGRATIONS_DIR, `${result.migration}.sql`), 'utf8');
    expect(sql).toMatch(/DROP TABLE "testes"/);
  });

  it('refuses a schema that breaks the meta-schema or the model, naming it', async () => {
    writeFileSync(
      join(schemasDir, 'ruim.schema.json'),
      JSON.stringify({ $id: 'Ruim', type: 'object', properties: {}, 'x-trash': 1 }),
    );
    await expect(runGen({ projectRoot, schemasDir, outRoot, check: true })).rejects.toThrow(
      /ruim\.schema\.json: \/x-trash/,
    );
    const bad = JSON.parse(readFileSync(join(schemasDir, 'produto.schema.json'), 'utf8'));
    bad['x-search'] = ['preco'];
    writeFileSync(
      join(schemasDir, 'ruim.schema.json'),
      JSON.stringify({ ...bad, $id: 'Ruim', 'x-resource': 'ruins' }),
    );
    await expect(runGen({ projectRoot, schemasDir, outRoot, check: true })).rejects.toThrow(
      /schema Ruim: x-search: preco is currency/,
    );
    rmSync(join(schemasDir, 'ruim.schema.json'));
  });
});
