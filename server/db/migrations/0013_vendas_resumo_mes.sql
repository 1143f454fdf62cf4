CREATE TABLE "vendas_resumo_mes" (
	"empresa_id" integer NOT NULL,
	"mes" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"vendedor_id" integer NOT NULL,
	"equipe_id" integer,
	"quantidade" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_mes_grupo" UNIQUE NULLS NOT DISTINCT("empresa_id","mes","venda_status_id","vendedor_id","equipe_id")
);
--> statement-breakpoint
CREATE TABLE "vendas_resumo_origem_mes" (
	"empresa_id" integer NOT NULL,
	"mes" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"origem_id" integer,
	"quantidade" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_origem_mes_grupo" UNIQUE NULLS NOT DISTINCT("empresa_id","mes","venda_status_id","origem_id")
);
--> statement-breakpoint
CREATE TABLE "vendas_resumo_produto_mes" (
	"empresa_id" integer NOT NULL,
	"mes" date NOT NULL,
	"venda_status_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"unidades" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendas_resumo_produto_mes_pk" PRIMARY KEY("empresa_id","mes","venda_status_id","produto_id")
);
--> statement-breakpoint
-- The triggers of 0012 now keep the monthly groups too (same deltas, month instead of day, upserted in key order).
CREATE OR REPLACE FUNCTION vendas_resumo_aplicar(antigas vendas[], novas vendas[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendas_resumo AS r (empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.vendedor_id, d.equipe_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, v.vendedor_id, v.equipe_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, v.vendedor_id, v.equipe_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (empresa_id, dia, venda_status_id, vendedor_id, equipe_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;
  INSERT INTO vendas_resumo_mes AS r (empresa_id, mes, venda_status_id, vendedor_id, equipe_id, quantidade, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.vendedor_id, d.equipe_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, v.vendedor_id, v.equipe_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, v.vendedor_id, v.equipe_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (empresa_id, mes, venda_status_id, vendedor_id, equipe_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;
  INSERT INTO vendas_resumo_origem AS r (empresa_id, dia, venda_status_id, origem_id, quantidade, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.origem_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, v.origem_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, v.origem_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, venda_status_id, origem_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;
  INSERT INTO vendas_resumo_origem_mes AS r (empresa_id, mes, venda_status_id, origem_id, quantidade, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.origem_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, v.origem_id, 1 AS n, v.total AS t
    FROM unnest(novas) v WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, v.origem_id, -1, -v.total
    FROM unnest(antigas) v WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, mes, venda_status_id, origem_id) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade, total = r.total + excluded.total;
  INSERT INTO vendas_resumo_produto AS r (empresa_id, dia, venda_status_id, produto_id, unidades, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.produto_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, (i ->> 'produtoId')::int AS produto_id,
      (i ->> 'quantidade')::int AS n, (i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric AS t
    FROM unnest(novas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, v.data AS k, v.venda_status_id, (i ->> 'produtoId')::int,
      -(i ->> 'quantidade')::int, -((i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric)
    FROM unnest(antigas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dia, venda_status_id, produto_id) DO UPDATE
    SET unidades = r.unidades + excluded.unidades, total = r.total + excluded.total;
  INSERT INTO vendas_resumo_produto_mes AS r (empresa_id, mes, venda_status_id, produto_id, unidades, total)
  SELECT d.empresa_id, d.k, d.venda_status_id, d.produto_id, sum(d.n), sum(d.t)
  FROM (
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, (i ->> 'produtoId')::int AS produto_id,
      (i ->> 'quantidade')::int AS n, (i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric AS t
    FROM unnest(novas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
    UNION ALL
    SELECT v.empresa_id, date_trunc('month', v.data)::date AS k, v.venda_status_id, (i ->> 'produtoId')::int,
      -(i ->> 'quantidade')::int, -((i ->> 'quantidade')::numeric * (i ->> 'precoUnitario')::numeric)
    FROM unnest(antigas) v, jsonb_array_elements(v.itens) i WHERE v.deleted_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.t) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, mes, venda_status_id, produto_id) DO UPDATE
    SET unidades = r.unidades + excluded.unidades, total = r.total + excluded.total;

  -- the groups a sale left: gone when empty (the days and months touched bound the look-up to the unique indexes)
  IF cardinality(antigas) > 0 THEN
    DELETE FROM vendas_resumo r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.quantidade = 0;
    DELETE FROM vendas_resumo_origem r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.quantidade = 0;
    DELETE FROM vendas_resumo_produto r USING (SELECT DISTINCT v.empresa_id, v.data FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.dia = k.data AND r.unidades = 0;
    DELETE FROM vendas_resumo_mes r USING (SELECT DISTINCT v.empresa_id, date_trunc('month', v.data)::date AS mes FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.mes = k.mes AND r.quantidade = 0;
    DELETE FROM vendas_resumo_origem_mes r USING (SELECT DISTINCT v.empresa_id, date_trunc('month', v.data)::date AS mes FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.mes = k.mes AND r.quantidade = 0;
    DELETE FROM vendas_resumo_produto_mes r USING (SELECT DISTINCT v.empresa_id, date_trunc('month', v.data)::date AS mes FROM unnest(antigas) v) k
      WHERE r.empresa_id = k.empresa_id AND r.mes = k.mes AND r.unidades = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- The months of what the daily tables already hold (filled by 0012 from the sales): a pass over the days.
INSERT INTO vendas_resumo_mes (empresa_id, mes, venda_status_id, vendedor_id, equipe_id, quantidade, total)
SELECT empresa_id, date_trunc('month', dia)::date, venda_status_id, vendedor_id, equipe_id, sum(quantidade), sum(total)
FROM vendas_resumo GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO vendas_resumo_origem_mes (empresa_id, mes, venda_status_id, origem_id, quantidade, total)
SELECT empresa_id, date_trunc('month', dia)::date, venda_status_id, origem_id, sum(quantidade), sum(total)
FROM vendas_resumo_origem GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO vendas_resumo_produto_mes (empresa_id, mes, venda_status_id, produto_id, unidades, total)
SELECT empresa_id, date_trunc('month', dia)::date, venda_status_id, produto_id, sum(unidades), sum(total)
FROM vendas_resumo_produto GROUP BY 1, 2, 3, 4;
