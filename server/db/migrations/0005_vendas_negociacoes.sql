CREATE TABLE "sequencias" (
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"valor" integer NOT NULL,
	CONSTRAINT "sequencias_pk" PRIMARY KEY("empresa_id","nome")
);
--> statement-breakpoint
CREATE TABLE "negociacoes" (
	"negociacao_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cliente_nome" text NOT NULL,
	"cliente_documento" text,
	"cliente_telefone" text,
	"cliente_email" text,
	"vendedor_id" integer NOT NULL,
	"equipe_id" integer,
	"etapa" text DEFAULT 'PROSPECCAO' NOT NULL,
	"valor_estimado" numeric(14, 2),
	"previsao_fechamento" date,
	"notas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"venda_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "negociacoes_etapa_check" CHECK ("negociacoes"."etapa" in ('PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO', 'GANHA', 'PERDIDA'))
);
--> statement-breakpoint
CREATE TABLE "vendas" (
	"venda_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"cliente_nome" text NOT NULL,
	"cliente_documento" text NOT NULL,
	"cliente_telefone" text,
	"cliente_email" text,
	"vendedor_id" integer NOT NULL,
	"equipe_id" integer,
	"origem_id" integer,
	"pdv_id" integer,
	"sistema_id" integer,
	"venda_status_id" integer NOT NULL,
	"itens" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observacoes" text,
	"negociacao_id" integer,
	"auditada_em" timestamp with time zone,
	"auditada_por_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sequencias" ADD CONSTRAINT "sequencias_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negociacoes" ADD CONSTRAINT "negociacoes_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negociacoes" ADD CONSTRAINT "negociacoes_vendedor_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."perfis"("perfil_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negociacoes" ADD CONSTRAINT "negociacoes_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipes"("equipe_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negociacoes" ADD CONSTRAINT "negociacoes_venda_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("venda_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_vendedor_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."perfis"("perfil_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipes"("equipe_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_origem_id_fk" FOREIGN KEY ("origem_id") REFERENCES "public"."origens"("origem_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_pdv_id_fk" FOREIGN KEY ("pdv_id") REFERENCES "public"."pdvs"("pdv_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_sistema_id_fk" FOREIGN KEY ("sistema_id") REFERENCES "public"."sistemas"("sistema_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_venda_status_id_fk" FOREIGN KEY ("venda_status_id") REFERENCES "public"."venda_status"("venda_status_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negociacoes_empresa_idx" ON "negociacoes" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "negociacoes_cliente_nome_search_idx" ON "negociacoes" USING gin (f_unaccent(lower("cliente_nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "negociacoes_cliente_documento_search_idx" ON "negociacoes" USING gin (f_unaccent(lower("cliente_documento")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "negociacoes_vendedor_id_idx" ON "negociacoes" USING btree ("vendedor_id");--> statement-breakpoint
CREATE INDEX "negociacoes_equipe_id_idx" ON "negociacoes" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "negociacoes_venda_id_idx" ON "negociacoes" USING btree ("venda_id");--> statement-breakpoint
CREATE INDEX "vendas_empresa_idx" ON "vendas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_numero_unique" ON "vendas" USING btree ("empresa_id","numero") WHERE "vendas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vendas_cliente_nome_search_idx" ON "vendas" USING gin (f_unaccent(lower("cliente_nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendas_cliente_documento_search_idx" ON "vendas" USING gin (f_unaccent(lower("cliente_documento")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendas_vendedor_id_idx" ON "vendas" USING btree ("vendedor_id");--> statement-breakpoint
CREATE INDEX "vendas_equipe_id_idx" ON "vendas" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "vendas_origem_id_idx" ON "vendas" USING btree ("origem_id");--> statement-breakpoint
CREATE INDEX "vendas_pdv_id_idx" ON "vendas" USING btree ("pdv_id");--> statement-breakpoint
CREATE INDEX "vendas_sistema_id_idx" ON "vendas" USING btree ("sistema_id");--> statement-breakpoint
CREATE INDEX "vendas_venda_status_id_idx" ON "vendas" USING btree ("venda_status_id");