-- Sorting a company's sales by customer (issue 17): the list orders a text column by f_unaccent(lower(…)) collate
-- "C", then the column, then the key (server/registers/query.ts parseSort), in either direction. This index holds
-- that order, trash left out as the list leaves it, so the first page of a million sales by customer reads 25
-- entries instead of sorting them all. Written by hand: x-indexes (schemas/venda.schema.json) lists columns, and
-- this one is an expression.
CREATE INDEX IF NOT EXISTS "vendas_cliente_nome_ordem_idx" ON "vendas" USING btree (
  "empresa_id", (f_unaccent(lower("cliente_nome")) COLLATE "C"), "cliente_nome", "venda_id"
) WHERE "deleted_at" IS NULL;
