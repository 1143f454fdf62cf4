-- Unique text is now unique without case and accents (`capa-01` is `CAPA-01`). Values an existing database holds
-- twice that way keep the oldest as is and get their key appended (`capa-01 (17)`), so the new indexes build.
UPDATE "adicionais" r SET "codigo" = r."codigo" || ' (' || r."adicional_id" || ')' WHERE EXISTS (SELECT 1 FROM "adicionais" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."codigo")) = f_unaccent(lower(r."codigo")) AND o."adicional_id" < r."adicional_id");--> statement-breakpoint
UPDATE "bancos" r SET "codigo" = r."codigo" || ' (' || r."banco_id" || ')' WHERE EXISTS (SELECT 1 FROM "bancos" o WHERE f_unaccent(lower(o."codigo")) = f_unaccent(lower(r."codigo")) AND o."banco_id" < r."banco_id");--> statement-breakpoint
UPDATE "dominios" r SET "dominio" = r."dominio" || ' (' || r."dominio_id" || ')' WHERE EXISTS (SELECT 1 FROM "dominios" o WHERE f_unaccent(lower(o."dominio")) = f_unaccent(lower(r."dominio")) AND o."dominio_id" < r."dominio_id");--> statement-breakpoint
UPDATE "empresas" r SET "cnpj" = r."cnpj" || ' (' || r."empresa_id" || ')' WHERE EXISTS (SELECT 1 FROM "empresas" o WHERE f_unaccent(lower(o."cnpj")) = f_unaccent(lower(r."cnpj")) AND o."empresa_id" < r."empresa_id");--> statement-breakpoint
UPDATE "equipes" r SET "nome" = r."nome" || ' (' || r."equipe_id" || ')' WHERE EXISTS (SELECT 1 FROM "equipes" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."nome")) = f_unaccent(lower(r."nome")) AND o."equipe_id" < r."equipe_id");--> statement-breakpoint
UPDATE "grupos" r SET "nome" = r."nome" || ' (' || r."grupo_id" || ')' WHERE EXISTS (SELECT 1 FROM "grupos" o WHERE f_unaccent(lower(o."nome")) = f_unaccent(lower(r."nome")) AND o."grupo_id" < r."grupo_id");--> statement-breakpoint
UPDATE "origens" r SET "nome" = r."nome" || ' (' || r."origem_id" || ')' WHERE EXISTS (SELECT 1 FROM "origens" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."nome")) = f_unaccent(lower(r."nome")) AND o."origem_id" < r."origem_id");--> statement-breakpoint
UPDATE "pdvs" r SET "codigo" = r."codigo" || ' (' || r."pdv_id" || ')' WHERE EXISTS (SELECT 1 FROM "pdvs" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."codigo")) = f_unaccent(lower(r."codigo")) AND o."pdv_id" < r."pdv_id");--> statement-breakpoint
UPDATE "produtos" r SET "codigo" = r."codigo" || ' (' || r."produto_id" || ')' WHERE EXISTS (SELECT 1 FROM "produtos" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."codigo")) = f_unaccent(lower(r."codigo")) AND o."produto_id" < r."produto_id");--> statement-breakpoint
UPDATE "relatorios" r SET "uri" = r."uri" || ' (' || r."relatorio_id" || ')' WHERE EXISTS (SELECT 1 FROM "relatorios" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."uri")) = f_unaccent(lower(r."uri")) AND o."relatorio_id" < r."relatorio_id");--> statement-breakpoint
UPDATE "sistemas" r SET "nome" = r."nome" || ' (' || r."sistema_id" || ')' WHERE EXISTS (SELECT 1 FROM "sistemas" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."nome")) = f_unaccent(lower(r."nome")) AND o."sistema_id" < r."sistema_id");--> statement-breakpoint
UPDATE "venda_status" r SET "nome" = r."nome" || ' (' || r."venda_status_id" || ')' WHERE EXISTS (SELECT 1 FROM "venda_status" o WHERE o."empresa_id" = r."empresa_id" AND f_unaccent(lower(o."nome")) = f_unaccent(lower(r."nome")) AND o."venda_status_id" < r."venda_status_id");--> statement-breakpoint
ALTER TABLE "perfis" DROP CONSTRAINT "perfis_equipe_id_equipes_equipe_id_fk";
--> statement-breakpoint
DROP INDEX "adicionais_codigo_unique";--> statement-breakpoint
DROP INDEX "bancos_codigo_unique";--> statement-breakpoint
DROP INDEX "dominios_dominio_unique";--> statement-breakpoint
DROP INDEX "empresas_cnpj_unique";--> statement-breakpoint
DROP INDEX "equipes_nome_unique";--> statement-breakpoint
DROP INDEX "grupos_nome_unique";--> statement-breakpoint
DROP INDEX "origens_nome_unique";--> statement-breakpoint
DROP INDEX "pdvs_codigo_unique";--> statement-breakpoint
DROP INDEX "produtos_codigo_unique";--> statement-breakpoint
DROP INDEX "relatorios_uri_unique";--> statement-breakpoint
DROP INDEX "sistemas_nome_unique";--> statement-breakpoint
DROP INDEX "venda_status_nome_unique";--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_equipe_id_equipes_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipes"("equipe_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendas_itens_refs_idx" ON "vendas" USING gin ("itens" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vendas_extras_refs_idx" ON "vendas" USING gin ("extras" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "adicionais_codigo_unique" ON "adicionais" USING btree ("empresa_id",f_unaccent(lower("codigo")));--> statement-breakpoint
CREATE UNIQUE INDEX "bancos_codigo_unique" ON "bancos" USING btree (f_unaccent(lower("codigo")));--> statement-breakpoint
CREATE UNIQUE INDEX "dominios_dominio_unique" ON "dominios" USING btree (f_unaccent(lower("dominio")));--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_cnpj_unique" ON "empresas" USING btree (f_unaccent(lower("cnpj")));--> statement-breakpoint
CREATE UNIQUE INDEX "equipes_nome_unique" ON "equipes" USING btree ("empresa_id",f_unaccent(lower("nome")));--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_nome_unique" ON "grupos" USING btree (f_unaccent(lower("nome")));--> statement-breakpoint
CREATE UNIQUE INDEX "origens_nome_unique" ON "origens" USING btree ("empresa_id",f_unaccent(lower("nome")));--> statement-breakpoint
CREATE UNIQUE INDEX "pdvs_codigo_unique" ON "pdvs" USING btree ("empresa_id",f_unaccent(lower("codigo")));--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_codigo_unique" ON "produtos" USING btree ("empresa_id",f_unaccent(lower("codigo")));--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_uri_unique" ON "relatorios" USING btree ("empresa_id",f_unaccent(lower("uri")));--> statement-breakpoint
CREATE UNIQUE INDEX "sistemas_nome_unique" ON "sistemas" USING btree ("empresa_id",f_unaccent(lower("nome")));--> statement-breakpoint
CREATE UNIQUE INDEX "venda_status_nome_unique" ON "venda_status" USING btree ("empresa_id",f_unaccent(lower("nome")));