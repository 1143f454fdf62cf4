CREATE TABLE "vendas_resumo" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"vendedor_id" integer NOT NULL,
	"equipe_id" integer,
	"quantidade" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_grupo" UNIQUE NULLS NOT DISTINCT("empresa_id","dia","venda_status_id","vendedor_id","equipe_id")
);
--> statement-breakpoint
CREATE TABLE "vendas_resumo_origem" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"origem_id" integer,
	"quantidade" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_origem_grupo" UNIQUE NULLS NOT DISTINCT("empresa_id","dia","venda_status_id","origem_id")
);
--> statement-breakpoint
CREATE TABLE "vendas_resumo_produto" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"unidades" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_produto_pk" PRIMARY KEY("empresa_id","dia","venda_status_id","produto_id")
);
--> statement-breakpoint
-- The figures kept by the database (issue 13): the sales leaving (antigas) and arriving (novas) in one statement
-- become one signed delta per group, upserted in key order (two transactions touching the same groups lock them
-- in the same order: no deadlock), and groups left at zero are removed. A sale in the trash is in no group.
CREATE FUNCTION vendas_resumo_aplicar(antigas vendas[], novas vendas[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendas_resumo AS r (empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total)
  SELECT d.empresa_id, d.data, d.venda_status_id, d.vendedor_id, d.equipe_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data, v.venda_status_id, v.vendedor_id, v.equipe_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data, v.venda_status_id, v.vendedor_id, v.equipe_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (empresa_id, dia, venda_status_id, vendedor_id, equipe_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;

  INSERT INTO vendas_resumo_origem AS r (empresa_id, dia, venda_status_id, origem_id, quantidade, total)
  SELECT d.empresa_id, d.data, d.venda_status_id, d.origem_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data, v.venda_status_id, v.origem_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data, v.venda_status_id, v.origem_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, venda_status_id, origem_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;

  INSERT INTO vendas_resumo_produto AS r (empresa_id, dia, venda_status_id, produto_id, unidades, total)
  SELECT d.empresa_id, d.data, d.venda_status_id, d.produto_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data, v.venda_status_id, (i ->> 'produtoId')::int AS produto_id,
      (i ->> 'quantidade')::int AS n, (i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric AS t
    FROM unnest(novas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data, v.venda_status_id, (i ->> 'produtoId')::int,
      -(i ->> 'quantidade')::int, -((i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric)
    FROM unnest(antigas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, venda_status_id, produto_id) DO UPDATE
    SET unidades = r.unidades + excluded.unidades, total = r.total + excluded.total;

  -- the groups a sale left: gone when empty (the days touched bound the look-up to the unique indexes)
  IF cardinality(antigas) > 0 THEN
    DELETE FROM vendas_resumo r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.quantidade = 0;
    DELETE FROM vendas_resumo_origem r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.quantidade = 0;
    DELETE FROM vendas_resumo_produto r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.unidades = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- One trigger per event, statement-level with its transition tables: a batch insert of 2,000 sales is one call
-- and one upsert per group, not 2,000 row triggers.
CREATE FUNCTION vendas_resumo_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vendas_resumo_aplicar('{}'::vendas[], ARRAY(SELECT n::vendas FROM novas n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vendas_resumo_aplicar(ARRAY(SELECT o::vendas FROM antigas o), ARRAY(SELECT n::vendas FROM novas n));
  ELSE
    PERFORM vendas_resumo_aplicar(ARRAY(SELECT o::vendas FROM antigas o), '{}'::vendas[]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendas_resumo_insert AFTER INSERT ON vendas REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION vendas_resumo_gatilho();
--> statement-breakpoint
CREATE TRIGGER vendas_resumo_update AFTER UPDATE ON vendas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION vendas_resumo_gatilho();
--> statement-breakpoint
CREATE TRIGGER vendas_resumo_delete AFTER DELETE ON vendas REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION vendas_resumo_gatilho();
--> statement-breakpoint
-- The sales already there (a database of any size): one pass each, grouped as the triggers group.
INSERT INTO vendas_resumo (empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total)
SELECT empresa_id, data, venda_status_id, vendedor_id, equipe_id, count(*), sum(total)
FROM vendas WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO vendas_resumo_origem (empresa_id, dia, venda_status_id, origem_id, quantidade, total)
SELECT empresa_id, data, venda_status_id, origem_id, count(*), sum(total)
FROM vendas WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO vendas_resumo_produto (empresa_id, dia, venda_status_id, produto_id, unidades, total)
SELECT v.empresa_id, v.data, v.venda_status_id, (i ->> 'produtoId')::int, sum((i ->> 'quantidade')::int),
  sum((i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric)
FROM vendas v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL GROUP BY 1, 2, 3, 4;
