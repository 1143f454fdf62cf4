import { and, eq, getTableColumns, is, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { nestedReferenceMatch, type RegisterLabel } from '../../core/schema/model.ts';
import type { Db } from '../db/client.ts';
import * as handSchema from '../db/schema.ts';
import type { FieldDef, RegisterDef } from './definition.ts';

// Where a record is used: what a DELETE for good must find empty, and the sentence that names the users.

/** A record of another register (or hand table) pointing at one: counted by `uses`, named by its label. */
export interface Usage {
  label: { singular: string; plural: string; gender: 'm' | 'f' };
  table: PgTable;
  /** The rows pointing at the key `id`: any of the register's references to the target. */
  where(id: number): SQL | undefined;
  /** Narrows the rows to the company of the target (a natural key such as a campo extra's slot repeats). */
  empresaColumn: PgColumn | undefined;
  deletedAtColumn: PgColumn | undefined;
  /** A hand-written table's rows (profiles): no trash of their own, so they hold back a move to the trash too. */
  hand?: boolean;
}

/** The Portuguese names of the hand-written tables that point at registers (server/db/schema.ts). */
const HAND_LABELS: Readonly<Record<string, Usage['label']>> = {
  perfis: { singular: 'perfil', plural: 'perfis', gender: 'm' },
  usuarios: { singular: 'usuário', plural: 'usuários', gender: 'm' },
  contratos: { singular: 'contrato', plural: 'contratos', gender: 'm' },
};

/**
 * Every register's users, by the target's resource, read from the models and the hand-written tables: each
 * x-reference of a register (a foreign key), each x-reference inside a jsonb property (a sale's items' products
 * and additionals, its extra fields' slots: `column @> '[{"produtoId": 7}]'`, GIN-indexed), and each foreign key
 * of a hand table that does not go with its target (cascade and set null do).
 */
export function usagesOf(defs: ReadonlyMap<string, RegisterDef>): Map<string, Usage[]> {
  const grouped = new Map<string, Map<PgTable, Usage & { parts: Array<(id: number) => SQL> }>>();
  const add = (resource: string, from: Omit<Usage, 'where'>, part: (id: number) => SQL) => {
    const byTable = grouped.get(resource) ?? new Map();
    grouped.set(resource, byTable);
    const usage = byTable.get(from.table) ?? {
      ...from,
      parts: [],
      where: (id: number) => or(...usage.parts.map((p: (id: number) => SQL) => p(id))),
    };
    usage.parts.push(part);
    byTable.set(from.table, usage);
  };
  for (const def of defs.values()) {
    const from = {
      label: {
        ...def.model.label,
        singular: def.model.label.singular.toLowerCase(),
        plural: def.model.label.plural.toLowerCase(),
      },
      table: def.table,
      empresaColumn: def.empresaColumn,
      deletedAtColumn: def.deletedAtColumn,
    };
    for (const field of def.fields.values()) {
      const resource = field.model.reference?.resource;
      if (resource && !field.model.standard) add(resource, from, (id) => eq(field.column, id));
    }
    for (const reference of def.model.nestedReferences) {
      const column = (def.fields.get(reference.field) as FieldDef).column;
      add(
        reference.resource,
        from,
        (id) => sql`${column} @> ${JSON.stringify(nestedReferenceMatch(reference, id))}::jsonb`,
      );
    }
  }
  const byTable = new Map([...defs.values()].map((d) => [d.table, d]));
  for (const table of Object.values(handSchema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      if (fk.onDelete === 'cascade' || fk.onDelete === 'set null' || fk.onDelete === 'set default') continue;
      const { columns, foreignTable } = fk.reference();
      const target = byTable.get(foreignTable);
      const [column] = columns;
      if (!target || !column || columns.length !== 1) continue;
      add(
        target.resource,
        {
          label: HAND_LABELS[config.name] ?? { singular: config.name, plural: config.name, gender: 'm' },
          table,
          // a company's own rows only when the target is a company's record
          empresaColumn:
            target.scope === 'empresa'
              ? (getTableColumns(table) as Record<string, PgColumn>).empresaId
              : undefined,
          deletedAtColumn: undefined,
          hand: true,
        },
        (id) => eq(column, id),
      );
    }
  }
  const out = new Map<string, Usage[]>();
  for (const [resource, tables] of grouped) out.set(resource, [...tables.values()]);
  return out;
}

/** Counting stops here: "mais de 10.000 vendas" says enough, and a product in half a million sales costs no more. */
const USES_CAP = 10_000;

export interface Use {
  label: Usage['label'];
  total: number;
  /** Of them, in the trash: they still point at it, and may come back. */
  lixeira: number;
}

export async function usesOf(
  db: Db,
  usages: readonly Usage[],
  empresaId: number,
  id: number,
): Promise<Use[]> {
  const counted = await Promise.all(
    usages.map(async (usage) => {
      const rows = db
        .select({
          lixeira: (usage.deletedAtColumn
            ? sql<boolean>`${usage.deletedAtColumn} is not null`
            : sql<boolean>`false`
          ).as('lixeira'),
        })
        .from(usage.table)
        .where(
          and(
            usage.where(id),
            usage.empresaColumn && empresaId ? eq(usage.empresaColumn, empresaId) : undefined,
          ),
        )
        .limit(USES_CAP + 1)
        .as('uses');
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          lixeira: sql<number>`(count(*) filter (where ${rows.lixeira}))::int`,
        })
        .from(rows);
      return { label: usage.label, total: Number(row?.total ?? 0), lixeira: Number(row?.lixeira ?? 0) };
    }),
  );
  return counted.filter((use) => use.total > 0);
}

/** "Este produto está em uso em 22 vendas (3 na lixeira) e não pode ser excluído." */
export function inUseMessage(target: RegisterLabel, uses: readonly Use[]): string {
  const f = target.gender === 'f';
  const parts = uses.map(({ label, total, lixeira }) => {
    const count =
      total > USES_CAP
        ? `mais de ${USES_CAP.toLocaleString('pt-BR')} ${label.plural}`
        : `${total} ${total === 1 ? label.singular : label.plural}`;
    const trash = lixeira === 0 ? '' : lixeira === total ? ' (na lixeira)' : ` (${lixeira} na lixeira)`;
    return `${count}${trash}`;
  });
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
  return `Est${f ? 'a' : 'e'} ${target.singular.toLowerCase()} está em uso em ${list} e não pode ser excluíd${f ? 'a' : 'o'}.`;
}
