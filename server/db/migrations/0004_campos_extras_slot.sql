DROP INDEX "campos_extras_slot_unique";--> statement-breakpoint
-- reordered by hand: the serial key's column (and its primary key) go before the new primary key comes, as a
-- table holds one primary key at a time; the slots were already unique per company, so no row is lost
ALTER TABLE "campos_extras" DROP COLUMN "campo_extra_id";--> statement-breakpoint
ALTER TABLE "campos_extras" ADD CONSTRAINT "campos_extras_pk" PRIMARY KEY("empresa_id","slot");
