import { and, eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as handSchema from '../db/schema.ts';
import { badRequest, type FieldError } from '../errors.ts';
import { type RegisterDef, visibleIn } from './definition.ts';
import type { Row } from './records.ts';

// The references of a body: each must point at a record the company reaches, or the write is a 400 at its field.

/**
 * What a reference may point at, as seen from one company: for a register, a record of the company (any, for
 * admin scope) outside the trash; for a hand-written table, a row of the company when it has an empresaId, a user
 * with a profile in it, else any row.
 */
export type ReferenceTarget = (db: Db, empresaId: number, id: number) => Promise<boolean>;

export function registerTarget(def: RegisterDef): ReferenceTarget {
  return async (db, empresaId, id) => {
    const [hit] = await db
      .select({ key: def.keyColumn })
      .from(def.table)
      .where(and(eq(def.keyColumn, id), visibleIn(def, empresaId)))
      .limit(1);
    return hit !== undefined;
  };
}

export function handTargets(): Array<[string, ReferenceTarget]> {
  const out: Array<[string, ReferenceTarget]> = [];
  for (const table of Object.values(handSchema)) {
    if (!is(table, PgTable)) continue;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const key = Object.values(columns).find((c) => c.primary);
    if (!key) continue;
    const name = getTableConfig(table).name;
    const empresa = columns.empresaId;
    const target: ReferenceTarget =
      table === handSchema.usuarios
        ? async (db, empresaId, id) => {
            const [hit] = await db
              .select({ key: handSchema.perfis.perfilId })
              .from(handSchema.perfis)
              .where(and(eq(handSchema.perfis.usuarioId, id), eq(handSchema.perfis.empresaId, empresaId)))
              .limit(1);
            return hit !== undefined;
          }
        : async (db, empresaId, id) => {
            const [hit] = await db
              .select({ key })
              .from(table)
              .where(and(eq(key, id), empresa ? eq(empresa, empresaId) : undefined))
              .limit(1);
            return hit !== undefined;
          };
    // the resource name the generator gives a hand-written table: its SQL name with - for _
    out.push([name.replace(/_/g, '-'), target]);
  }
  return out;
}

/** The resource every reference may name: the registers' and the hand-written tables'. */
export function referenceTargets(defs: Iterable<RegisterDef>): Map<string, ReferenceTarget> {
  const targets = new Map<string, ReferenceTarget>(handTargets());
  for (const def of defs) targets.set(def.resource, registerTarget(def));
  return targets;
}

/**
 * The body's references point at records the company reaches, or a 400 at their fields. On an update, a
 * reference the record already holds (`current`) stays acceptable, even to a record now in the trash.
 */
export function referenceChecker(def: RegisterDef, targets: ReadonlyMap<string, ReferenceTarget>, db: Db) {
  return async (empresaId: number, body: Row, current?: Row, using: Db = db) => {
    const errors: FieldError[] = [];
    for (const field of def.fields.values()) {
      const resource = field.model.reference?.resource;
      const value = body[field.name];
      if (!resource || typeof value !== 'number') continue;
      // a read-only value sent back is ignored; one the record already holds stays valid (its target may be in
      // the trash since): only a new reference must reach a live record
      if (field.model.readOnly || (current && current[field.name] === value)) continue;
      const target = targets.get(resource);
      if (!target) throw new Error(`register ${def.resource}: ${field.name} references ${resource}, unknown`);
      if (!(await target(using, empresaId, value)))
        errors.push({ field: field.name, message: 'Registro não encontrado.' });
    }
    if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  };
}
