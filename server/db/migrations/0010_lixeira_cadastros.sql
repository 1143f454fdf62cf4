-- Trash for every company register with user-entered records (issue 12.4): a nullable deleted_at on each, and
-- their unique indexes rebuilt partial (`where deleted_at is null`) so a value in the trash can be taken again.
-- Nothing is rewritten: the new columns start null (every existing record stays live) and a partial unique index
-- is looser than the one it replaces, so it always builds.
DROP INDEX "adicionais_codigo_unique";--> statement-breakpoint
DROP INDEX "equipes_nome_unique";--> statement-breakpoint
DROP INDEX "origens_nome_unique";--> statement-breakpoint
DROP INDEX "pdvs_codigo_unique";--> statement-breakpoint
DROP INDEX "produtos_codigo_unique";--> statement-breakpoint
DROP INDEX "relatorios_uri_unique";--> statement-breakpoint
DROP INDEX "sistemas_nome_unique";--> statement-breakpoint
DROP INDEX "venda_status_nome_unique";--> statement-breakpoint
ALTER TABLE "adicionais" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "origens" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pdvs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "relatorios" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sistemas" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venda_status" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "adicionais_codigo_unique" ON "adicionais" USING btree ("empresa_id",f_unaccent(lower("codigo"))) WHERE "adicionais"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "equipes_nome_unique" ON "equipes" USING btree ("empresa_id",f_unaccent(lower("nome"))) WHERE "equipes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "origens_nome_unique" ON "origens" USING btree ("empresa_id",f_unaccent(lower("nome"))) WHERE "origens"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pdvs_codigo_unique" ON "pdvs" USING btree ("empresa_id",f_unaccent(lower("codigo"))) WHERE "pdvs"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_codigo_unique" ON "produtos" USING btree ("empresa_id",f_unaccent(lower("codigo"))) WHERE "produtos"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_uri_unique" ON "relatorios" USING btree ("empresa_id",f_unaccent(lower("uri"))) WHERE "relatorios"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sistemas_nome_unique" ON "sistemas" USING btree ("empresa_id",f_unaccent(lower("nome"))) WHERE "sistemas"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "venda_status_nome_unique" ON "venda_status" USING btree ("empresa_id",f_unaccent(lower("nome"))) WHERE "venda_status"."deleted_at" is null;