CREATE TABLE "adicionais" (
	"adicional_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"preco" numeric(14, 2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bancos" (
	"banco_id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ispb" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campos_extras" (
	"campo_extra_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"rotulo" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campos_extras_tipo_check" CHECK ("campos_extras"."tipo" in ('TEXTO', 'NUMERO', 'DATA', 'BOOLEANO', 'LISTA', 'CPF_CNPJ', 'TELEFONE', 'EMAIL'))
);
--> statement-breakpoint
CREATE TABLE "origens" (
	"origem_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdvs" (
	"pdv_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"telefone" text,
	"email" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"produto_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"categoria" text,
	"preco" numeric(14, 2) NOT NULL,
	"comissao_percentual" double precision,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_categoria_check" CHECK ("produtos"."categoria" in ('PLANO', 'APARELHO', 'SERVICO', 'ACESSORIO'))
);
--> statement-breakpoint
CREATE TABLE "relatorios" (
	"relatorio_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"uri" text NOT NULL,
	"descricao" text,
	"tipo" text NOT NULL,
	"publico" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatorios_tipo_check" CHECK ("relatorios"."tipo" in ('VENDAS_POR_PERIODO', 'VENDAS_POR_VENDEDOR', 'VENDAS_POR_EQUIPE', 'VENDAS_POR_STATUS', 'NEGOCIACOES_POR_ETAPA'))
);
--> statement-breakpoint
CREATE TABLE "sistemas" (
	"sistema_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"url" text,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venda_status" (
	"venda_status_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cor" text DEFAULT '#1565c0' NOT NULL,
	"ordem" integer NOT NULL,
	"finaliza" boolean DEFAULT false NOT NULL,
	"cancela" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adicionais" ADD CONSTRAINT "adicionais_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campos_extras" ADD CONSTRAINT "campos_extras_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origens" ADD CONSTRAINT "origens_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdvs" ADD CONSTRAINT "pdvs_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sistemas" ADD CONSTRAINT "sistemas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venda_status" ADD CONSTRAINT "venda_status_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adicionais_empresa_idx" ON "adicionais" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "adicionais_codigo_unique" ON "adicionais" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "adicionais_codigo_search_idx" ON "adicionais" USING gin (f_unaccent(lower("codigo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "adicionais_nome_search_idx" ON "adicionais" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bancos_codigo_unique" ON "bancos" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "bancos_codigo_search_idx" ON "bancos" USING gin (f_unaccent(lower("codigo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bancos_nome_search_idx" ON "bancos" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campos_extras_empresa_idx" ON "campos_extras" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campos_extras_slot_unique" ON "campos_extras" USING btree ("empresa_id","slot");--> statement-breakpoint
CREATE INDEX "campos_extras_rotulo_search_idx" ON "campos_extras" USING gin (f_unaccent(lower("rotulo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "origens_empresa_idx" ON "origens" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "origens_nome_unique" ON "origens" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "origens_nome_search_idx" ON "origens" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdvs_empresa_idx" ON "pdvs" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdvs_codigo_unique" ON "pdvs" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "pdvs_codigo_search_idx" ON "pdvs" USING gin (f_unaccent(lower("codigo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdvs_nome_search_idx" ON "pdvs" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdvs_cidade_search_idx" ON "pdvs" USING gin (f_unaccent(lower("cidade")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_empresa_idx" ON "produtos" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_codigo_unique" ON "produtos" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "produtos_codigo_search_idx" ON "produtos" USING gin (f_unaccent(lower("codigo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_nome_search_idx" ON "produtos" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_descricao_search_idx" ON "produtos" USING gin (f_unaccent(lower("descricao")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "relatorios_empresa_idx" ON "relatorios" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "relatorios_nome_search_idx" ON "relatorios" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_uri_unique" ON "relatorios" USING btree ("empresa_id","uri");--> statement-breakpoint
CREATE INDEX "relatorios_descricao_search_idx" ON "relatorios" USING gin (f_unaccent(lower("descricao")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sistemas_empresa_idx" ON "sistemas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sistemas_nome_unique" ON "sistemas" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "sistemas_nome_search_idx" ON "sistemas" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venda_status_empresa_idx" ON "venda_status" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venda_status_nome_unique" ON "venda_status" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "venda_status_nome_search_idx" ON "venda_status" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);