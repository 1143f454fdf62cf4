CREATE TABLE "contratos" (
	"contrato_id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"limite_usuarios" integer NOT NULL,
	"inicio" date,
	"fim" date,
	"valor" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_pk" PRIMARY KEY("empresa_id","contrato_id"),
	CONSTRAINT "contratos_limite_positivo" CHECK ("contratos"."limite_usuarios" > 0)
);
--> statement-breakpoint
CREATE TABLE "dominios" (
	"dominio_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"dominio" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"empresa_id" serial PRIMARY KEY NOT NULL,
	"grupo_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"aparencia" jsonb,
	"contrato_atual_id" integer,
	"google_drive_folder_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipes" (
	"equipe_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"supervisor_id" integer NOT NULL,
	"nome" text NOT NULL,
	"icone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"grupo_id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "papeis" (
	"papel_id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"papeis_abaixo" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"permissoes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papeis_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "perfil_arquivos" (
	"perfil_id" integer NOT NULL,
	"nome" text NOT NULL,
	"content_type" text NOT NULL,
	"tamanho" integer NOT NULL,
	"dados" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perfil_arquivos_pk" PRIMARY KEY("perfil_id","nome")
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"perfil_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"empresa_id" integer NOT NULL,
	"papel_id" integer NOT NULL,
	"aceito" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"nome" text NOT NULL,
	"foto" text,
	"equipe_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"sessao_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_logs" (
	"request_log_id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" real NOT NULL,
	"usuario_id" integer,
	"empresa_id" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"sessao_id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"motivo_revogacao" text
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"usuario_id" serial PRIMARY KEY NOT NULL,
	"nome_completo" text NOT NULL,
	"email" text NOT NULL,
	"matricula" integer,
	"papel_sistema" text DEFAULT 'USUARIO' NOT NULL,
	"empresa_principal_id" integer NOT NULL,
	"senha_hash" text,
	"aceite_termos" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_papel_sistema_valido" CHECK ("usuarios"."papel_sistema" in ('ADMIN', 'USUARIO')),
	CONSTRAINT "usuarios_email_minusculo" CHECK ("usuarios"."email" = lower("usuarios"."email"))
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dominios" ADD CONSTRAINT "dominios_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_grupo_id_grupos_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("grupo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipes" ADD CONSTRAINT "equipes_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipes" ADD CONSTRAINT "equipes_supervisor_id_usuarios_usuario_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_arquivos" ADD CONSTRAINT "perfil_arquivos_perfil_id_perfis_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("perfil_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_papel_id_papeis_papel_id_fk" FOREIGN KEY ("papel_id") REFERENCES "public"."papeis"("papel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis" ADD CONSTRAINT "perfis_equipe_id_equipes_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipes"("equipe_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_sessao_id_sessoes_sessao_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("sessao_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_principal_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_principal_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dominios_dominio_unique" ON "dominios" USING btree (lower("dominio"));--> statement-breakpoint
CREATE INDEX "dominios_empresa_idx" ON "dominios" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_cnpj_unique" ON "empresas" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "empresas_grupo_idx" ON "empresas" USING btree ("grupo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipes_empresa_nome_unique" ON "equipes" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "perfis_usuario_empresa_unique" ON "perfis" USING btree ("usuario_id","empresa_id");--> statement-breakpoint
CREATE INDEX "perfis_empresa_idx" ON "perfis" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "perfis_equipe_idx" ON "perfis" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_sessao_idx" ON "refresh_tokens" USING btree ("sessao_id");--> statement-breakpoint
CREATE INDEX "request_logs_created_idx" ON "request_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "request_logs_empresa_idx" ON "request_logs" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_unique" ON "usuarios" USING btree ("email");