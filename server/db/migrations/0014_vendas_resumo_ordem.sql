-- The figures' tables filled at once by 0012/0013 (from a database of any size) lie in the backfill's order: a
-- day's groups scattered over the whole table. Rewritten once in key order (company, day …), a period's groups
-- are read from a few pages; the groups written from now on come in day order by themselves. And statistics, so
-- the planner knows their size (the embedded PGlite runs no autovacuum; server/db/maintenance.ts analyzes later).
CLUSTER "vendas_resumo" USING "vendas_resumo_grupo";--> statement-breakpoint
CLUSTER "vendas_resumo_mes" USING "vendas_resumo_mes_grupo";--> statement-breakpoint
CLUSTER "vendas_resumo_origem" USING "vendas_resumo_origem_grupo";--> statement-breakpoint
CLUSTER "vendas_resumo_origem_mes" USING "vendas_resumo_origem_mes_grupo";--> statement-breakpoint
CLUSTER "vendas_resumo_produto" USING "vendas_resumo_produto_pk";--> statement-breakpoint
CLUSTER "vendas_resumo_produto_mes" USING "vendas_resumo_produto_mes_pk";--> statement-breakpoint
ANALYZE "vendas_resumo", "vendas_resumo_mes", "vendas_resumo_origem", "vendas_resumo_origem_mes", "vendas_resumo_produto", "vendas_resumo_produto_mes";
