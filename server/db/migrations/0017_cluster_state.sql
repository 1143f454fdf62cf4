CREATE TABLE "login_failures" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"times" bigint[] NOT NULL,
	"last_at" bigint NOT NULL,
	CONSTRAINT "login_failures_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "recent_writes" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"written_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"signing_key_id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_one_row" CHECK ("signing_keys"."signing_key_id" = 1)
);
--> statement-breakpoint
ALTER TABLE "recent_writes" ADD CONSTRAINT "recent_writes_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_last_at_idx" ON "login_failures" USING btree ("last_at");