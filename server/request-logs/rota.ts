import { sql } from 'drizzle-orm';

// request_logs keeps the path a call was made to (/api/empresas/2/vendas/812), not the route that served it: the
// route pattern is read back from the path, each all-digit segment and each long token (a UUID, an invitation
// token) becoming a placeholder, so the calls to one route are counted together (/api/empresas/:id/vendas/:id).
// A `rota` column written by plugins/request-log.ts from Fastify's routeOptions.url would be exact and cheaper: it
// needs a migration (see the report of issue 14).

/** The route pattern of a stored path, in SQL. */
export const ROTA = sql`regexp_replace(regexp_replace(request_logs.path, '/[0-9]+(?=/|$)', '/:id', 'g'),
  '/[A-Za-z0-9_-]{20,}(?=/|$)', '/:token', 'g')`;

/** The same in TypeScript (tests, the client's links). */
export function rotaDe(path: string): string {
  return path.replace(/\/[0-9]+(?=\/|$)/g, '/:id').replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/:token');
}

/** A route pattern as a filter takes it: the placeholders as written above, the rest as a path. */
export const ROTA_PATTERN = '^/[A-Za-z0-9_:./-]{0,300}$';
