-- The route that served each call, written by plugins/request-log.ts from Fastify's routeOptions.url (null for a
-- path no route matched), so the route summary groups and filters on a column instead of rewriting every path.
ALTER TABLE "request_logs" ADD COLUMN "rota" text;--> statement-breakpoint
-- Old logs keep a route: read back from the path as the summary did until now (each number :id, each long token
-- :token), and the company of the tenant routes named as Fastify names it (/api/empresas/:empresaId/…), the
-- bulk of the calls. Which old 404s matched no route cannot be told any more: they get the path's pattern too.
UPDATE "request_logs" SET "rota" = regexp_replace(
  regexp_replace(regexp_replace("path", '/[0-9]+(?=/|$)', '/:id', 'g'), '/[A-Za-z0-9_-]{20,}(?=/|$)', '/:token', 'g'),
  '^/api/empresas/:id(?=/|$)', '/api/empresas/:empresaId');--> statement-breakpoint
CREATE INDEX "request_logs_usuario_created_idx" ON "request_logs" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "request_logs_rota_created_idx" ON "request_logs" USING btree ("rota","created_at");
