ALTER TABLE "grupos" DROP CONSTRAINT "grupos_nome_unique";--> statement-breakpoint
ALTER TABLE "dominios" DROP CONSTRAINT "dominios_empresa_id_empresas_empresa_id_fk";
--> statement-breakpoint
ALTER TABLE "empresas" DROP CONSTRAINT "empresas_grupo_id_grupos_grupo_id_fk";
--> statement-breakpoint
ALTER TABLE "equipes" DROP CONSTRAINT "equipes_empresa_id_empresas_empresa_id_fk";
--> statement-breakpoint
ALTER TABLE "equipes" DROP CONSTRAINT "equipes_supervisor_id_usuarios_usuario_id_fk";
--> statement-breakpoint
DROP INDEX "dominios_empresa_idx";--> statement-breakpoint
DROP INDEX "empresas_grupo_idx";--> statement-breakpoint
DROP INDEX "equipes_empresa_nome_unique";--> statement-breakpoint
DROP INDEX "dominios_dominio_unique";--> statement-breakpoint
ALTER TABLE "dominios" ADD CONSTRAINT "dominios_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("grupo_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipes" ADD CONSTRAINT "equipes_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipes" ADD CONSTRAINT "equipes_supervisor_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dominios_dominio_search_idx" ON "dominios" USING gin (f_unaccent(lower("dominio")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dominios_empresa_id_idx" ON "dominios" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "empresas_nome_search_idx" ON "empresas" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "empresas_grupo_id_idx" ON "empresas" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "empresas_cnpj_search_idx" ON "empresas" USING gin (f_unaccent(lower("cnpj")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipes_empresa_idx" ON "equipes" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipes_nome_unique" ON "equipes" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "equipes_nome_search_idx" ON "equipes" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipes_supervisor_id_idx" ON "equipes" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_nome_unique" ON "grupos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "grupos_nome_search_idx" ON "grupos" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
-- added by hand: the schema now takes domains in lower case only; the old index compared lower(dominio),
-- so lowering the stored ones cannot make two collide
UPDATE "dominios" SET "dominio" = lower("dominio") WHERE "dominio" <> lower("dominio");--> statement-breakpoint
CREATE UNIQUE INDEX "dominios_dominio_unique" ON "dominios" USING btree ("dominio");