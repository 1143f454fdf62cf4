import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { RegisterModel } from '../../core/schema/model.ts';
import { bulkRoute } from './bulk.ts';
import { createRoute } from './create.ts';
import { defineRegister, loadRegisterModels, notFoundOf, type RegisterDef } from './definition.ts';
import { deleteRoute } from './delete.ts';
import { buildEngine, type EngineParts } from './engine.ts';
import { exportRoute } from './export.ts';
import { historyRoute } from './history.ts';
import { importRoute } from './import.ts';
import type { Engine, RegisterDetail, RegisterHooks, RegisterKit } from './kit.ts';
import { listRoute } from './list.ts';
import { oneRoute } from './one.ts';
import { referenceTargets } from './references.ts';
import { trashRoutes } from './trash.ts';
import { updateRoute } from './update.ts';
import { usagesOf } from './usages.ts';

// The generic engine's entry: every schema-driven register's routes, one module per route kind (list.ts,
// one.ts, create.ts, update.ts, delete.ts, trash.ts, export.ts, import.ts, history.ts, bulk.ts), each over the
// register's engine (engine.ts). This file only wires them.

export type { RegisterDetail, RegisterHookContext, RegisterHooks, RegisterKit } from './kit.ts';
export { STALE_MESSAGE } from './update.ts';
export { inUseMessage } from './usages.ts';

export interface RegistersOptions {
  /** One Drizzle table per register, by resource (server/db/generated/registers.ts). */
  tables: Readonly<Record<string, PgTable>>;
  /** The registers to serve; default: every register schema of schemas/. */
  models?: RegisterModel[];
  /** What the GET of one record adds, by resource: the server side of a register's override folder. */
  details?: Readonly<Record<string, RegisterDetail>>;
  /** The rules of a register's own, by resource (who sees which sales, computed totals …). */
  hooks?: Readonly<Record<string, RegisterHooks>>;
}

/** Every route of one register, over its engine. */
function registerRoutes(app: FastifyInstance, engine: Engine): void {
  const { def } = engine;
  listRoute(app, engine);
  oneRoute(app, engine);
  createRoute(app, engine);
  updateRoute(app, engine);
  deleteRoute(app, engine);
  if (def.deletedAtColumn) trashRoutes(app, engine);
  bulkRoute(app, engine);
  exportRoute(app, engine);
  importRoute(app, engine);
  historyRoute(app, {
    base: engine.base,
    tags: engine.tags,
    resource: def.resource,
    scoped: def.scope === 'empresa',
    params: engine.params(true),
    access: engine.access(false),
    // the record's history for whoever reaches the record, in the trash too
    reach: async (request, id) => {
      if (
        !(await engine.findRow(request, id)) &&
        !(def.deletedAtColumn && (await engine.findRow(request, id, true)))
      )
        throw notFoundOf(def);
    },
  });
}

/**
 * The CRUD routes of every schema-driven register (docs/contrato.md §5): company registers under
 * /empresas/{empresaId}/{resource}, platform registers under /admin/{resource}. Nothing here knows a register:
 * routes, validation, filters and responses all come from the schemas, through core/schema/model.ts.
 */
export async function registersPlugin(app: FastifyInstance, options: RegistersOptions) {
  const models = options.models ?? loadRegisterModels();
  const defs = new Map<string, RegisterDef>();
  for (const model of models) {
    const table = options.tables[model.resource];
    if (!table)
      throw new Error(`register ${model.resource}: no table (run npm run gen to generate the tables)`);
    defs.set(model.resource, defineRegister(model, table));
  }
  const targets = referenceTargets(defs.values());
  const usages = usagesOf(defs);
  const kits = new Map<string, RegisterKit>();
  const kitOf: EngineParts['kitOf'] = (resource) => {
    const kit = kits.get(resource);
    if (!kit) throw new Error(`register ${resource}: not served here`);
    return kit;
  };
  for (const def of defs.values()) {
    const engine = buildEngine(app, def, {
      targets,
      usages: usages.get(def.resource) ?? [],
      detail: options.details?.[def.resource],
      hooks: options.hooks?.[def.resource],
      kitOf,
    });
    registerRoutes(app, engine);
    kits.set(def.resource, engine);
  }
  // a register's own routes last: they may lean on another register's kit (a negotiation's conversion on sales')
  for (const [resource, kit] of kits) options.hooks?.[resource]?.routes?.(app, kit);
  kitsByServer.set(app.server, kits);
}

/** The kits of each app's registers, by its HTTP server (one per app, shared by every encapsulated context). */
const kitsByServer = new WeakMap<object, ReadonlyMap<string, RegisterKit>>();

/**
 * The register kits of the app `app` belongs to, for routes outside this plugin that must read registers as
 * the generic routes do (the global search): empty before the registers are mounted.
 */
export function registerKits(app: FastifyInstance): ReadonlyMap<string, RegisterKit> {
  return kitsByServer.get(app.server) ?? new Map();
}
