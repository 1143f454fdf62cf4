// request_logs.rota holds the route that served a call as Fastify registered it (/api/empresas/:empresaId/vendas/:id),
// written by plugins/request-log.ts from routeOptions.url; null when no route matched (a 404 of an unknown path).
// Logs older than the column got theirs from their path (migration 0016_request_logs_rota).

/** A route pattern as a filter takes it: a path with :placeholders. */
export const ROTA_PATTERN = '^/[A-Za-z0-9_:./*|-]{0,300}$';
