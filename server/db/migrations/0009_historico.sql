CREATE TABLE "historico" (
	"historico_id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer,
	"recurso" text NOT NULL,
	"registro_id" integer NOT NULL,
	"usuario_id" integer,
	"acao" text NOT NULL,
	"campos" jsonb NOT NULL,
	"em" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historico" ADD CONSTRAINT "historico_empresa_id_empresas_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("empresa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico" ADD CONSTRAINT "historico_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "historico_registro_idx" ON "historico" USING btree ("recurso","empresa_id","registro_id","em");