import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// A namespace import, read lazily in .references(): gen must load this file even while the generated one is
// stale. The generated tables point back at usuarios and perfis through ./hand-tables.ts, not by importing this.
import * as registers from './generated/registers.ts';
import { provideHandTables } from './hand-tables.ts';
import * as self from './schema.ts';

// The identity and security tables, written by hand: users, roles, profiles, contracts, sessions, tokens, logs.
// They carry secrets and rules of their own (docs/produto.md §7 calls, not the register CRUD). The registers (empresas,
// grupos, dominios, equipes, produtos …) are generated from schemas/ into ./generated/registers.ts.
// Column names are snake_case in SQL, camelCase in TypeScript and in the API.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A company's appearance: the one type of core (the `aparencia` of schemas/empresa.schema.json). */
export type { Aparencia } from '../../core/session/types.ts';

export interface AceiteTermos {
  data: string | null;
  versao: number | null;
}

export const contratos = pgTable(
  'contratos',
  {
    contratoId: serial('contrato_id').notNull(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => registers.empresas.empresaId, { onDelete: 'cascade' }),
    ativo: boolean('ativo').notNull().default(true),
    limiteUsuarios: integer('limite_usuarios').notNull(),
    inicio: date('inicio', { mode: 'string' }),
    fim: date('fim', { mode: 'string' }),
    valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'contratos_pk', columns: [t.empresaId, t.contratoId] }),
    check('contratos_limite_positivo', sql`${t.limiteUsuarios} > 0`),
  ],
);

export const usuarios = pgTable(
  'usuarios',
  {
    usuarioId: serial('usuario_id').primaryKey(),
    nomeCompleto: text('nome_completo').notNull(),
    /** Always stored lower-case, so the unique index and the login look-up agree. */
    email: text('email').notNull(),
    matricula: integer('matricula'),
    papelSistema: text('papel_sistema', { enum: ['ADMIN', 'USUARIO'] })
      .notNull()
      .default('USUARIO'),
    empresaPrincipalId: integer('empresa_principal_id')
      .notNull()
      .references(() => registers.empresas.empresaId),
    /** argon2id; null until a password is set (a user invited without one cannot sign in yet). */
    senhaHash: text('senha_hash'),
    aceiteTermos: jsonb('aceite_termos').$type<AceiteTermos>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_unique').on(t.email),
    check('usuarios_papel_sistema_valido', sql`${t.papelSistema} in ('ADMIN', 'USUARIO')`),
    check('usuarios_email_minusculo', sql`${t.email} = lower(${t.email})`),
  ],
);

export const papeis = pgTable('papeis', {
  papelId: serial('papel_id').primaryKey(),
  nome: text('nome').notNull().unique('papeis_nome_unique'),
  papeisAbaixo: integer('papeis_abaixo').array().notNull().default(sql`'{}'::integer[]`),
  permissoes: text('permissoes').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const perfis = pgTable(
  'perfis',
  {
    perfilId: serial('perfil_id').primaryKey(),
    usuarioId: integer('usuario_id').references(() => usuarios.usuarioId, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => registers.empresas.empresaId, { onDelete: 'cascade' }),
    papelId: integer('papel_id')
      .notNull()
      .references(() => papeis.papelId),
    aceito: boolean('aceito').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    nome: text('nome').notNull(),
    foto: text('foto'),
    // restrict: a team with members is not deleted (409 naming them); its members move first
    equipeId: integer('equipe_id').references(() => registers.equipes.equipeId, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('perfis_usuario_empresa_unique').on(t.usuarioId, t.empresaId),
    index('perfis_empresa_idx').on(t.empresaId),
    index('perfis_equipe_idx').on(t.equipeId),
  ],
);

/** Files attached to a profile (its photo, documents), served at /perfis/{id}/arquivos/arquivo?arquivo=. */
export const perfilArquivos = pgTable(
  'perfil_arquivos',
  {
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfis.perfilId, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    contentType: text('content_type').notNull(),
    tamanho: integer('tamanho').notNull(),
    dados: bytea('dados').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ name: 'perfil_arquivos_pk', columns: [t.perfilId, t.nome] })],
);

/**
 * One sign-in: the family of refresh tokens that descend from one login. Revoking it (logout, reuse of a
 * spent token, password change) ends the refresh chain and every access token that carries its id.
 */
export const sessoes = pgTable(
  'sessoes',
  {
    sessaoId: uuid('sessao_id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    motivoRevogacao: text('motivo_revogacao'),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    sessaoId: uuid('sessao_id')
      .notNull()
      .references(() => sessoes.sessaoId, { onDelete: 'cascade' }),
    /** SHA-256 of the secret part; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_sessao_idx').on(t.sessaoId)],
);

export const requestLogs = pgTable(
  'request_logs',
  {
    requestLogId: bigserial('request_log_id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    durationMs: real('duration_ms').notNull(),
    usuarioId: integer('usuario_id'),
    empresaId: integer('empresa_id'),
    ip: text('ip'),
    /** The Fastify route that served the call (/api/empresas/:empresaId/vendas/:id); null when none matched (404). */
    rota: text('rota'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('request_logs_created_idx').on(t.createdAt),
    index('request_logs_empresa_idx').on(t.empresaId),
    // the person filter (usuarioId, or pessoa's users) and the route summary/filter, each within a period
    index('request_logs_usuario_created_idx').on(t.usuarioId, t.createdAt),
    index('request_logs_rota_created_idx').on(t.rota, t.createdAt),
  ],
);

/**
 * Per-company counters (a sale's number): bumped with an upsert inside the transaction that inserts the record,
 * so numbers are unique under concurrent creates, and a failed save gives its number back.
 */
export const sequencias = pgTable(
  'sequencias',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => registers.empresas.empresaId, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    valor: integer('valor').notNull(),
  },
  (t) => [primaryKey({ name: 'sequencias_pk', columns: [t.empresaId, t.nome] })],
);

/**
 * The changes of every register's records (docs/contrato.md §5 `…/{id}/historico`): who, when, what, each field as
 * [before, after]. Written by the register routes after each create, update, delete and restore. `empresaId` null
 * for the platform's registers.
 */
export const historico = pgTable(
  'historico',
  {
    historicoId: bigserial('historico_id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id').references(() => registers.empresas.empresaId, { onDelete: 'cascade' }),
    recurso: text('recurso').notNull(),
    registroId: integer('registro_id').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.usuarioId, { onDelete: 'set null' }),
    acao: text('acao').notNull(),
    campos: jsonb('campos').notNull().$type<Record<string, [unknown, unknown]>>(),
    em: timestamp('em', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('historico_registro_idx').on(t.recurso, t.empresaId, t.registroId, t.em),
    // the company-wide list (GET /empresas/{id}/historico): a company's changes, newest first
    index('historico_empresa_em_idx').on(t.empresaId, t.em.desc(), t.historicoId.desc()),
  ],
);

/*
 * The sales' figures (issue 13), kept by the database itself: statement-level triggers on `vendas`
 * (migration 0012_vendas_resumo) add each written sale to its group in the same transaction as the write, and
 * take it out again when it changes, goes to the trash or is deleted. Every path that writes sales (POST, PUT,
 * bulk, import, trash, conversion, the seed's batch inserts) is covered without the server doing anything. A
 * sale in the trash counts nowhere. The status's `cancela`/`finaliza` are not stored here: the reports join
 * venda_status when they read, so changing a status's flags needs no recount. Groups whose count drops to zero
 * are removed. NULLS NOT DISTINCT: a sale without team (or origin) is one group, as ON CONFLICT needs.
 */

/** Sales by company, day, status, seller and team: what every sales report and the home read. */
export const vendasResumo = pgTable(
  'vendas_resumo',
  {
    empresaId: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    vendedorId: integer('vendedor_id').notNull(),
    equipeId: integer('equipe_id'),
    quantidade: integer('quantidade').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('vendas_resumo_grupo')
      .on(t.empresaId, t.dia, t.vendaStatusId, t.vendedorId, t.equipeId)
      .nullsNotDistinct(),
  ],
);

/** Sales by company, day, status and origin (the manager's home "por origem"). */
export const vendasResumoOrigem = pgTable(
  'vendas_resumo_origem',
  {
    empresaId: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    origemId: integer('origem_id'),
    quantidade: integer('quantidade').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('vendas_resumo_origem_grupo')
      .on(t.empresaId, t.dia, t.vendaStatusId, t.origemId)
      .nullsNotDistinct(),
  ],
);

/**
 * Items by company, day, status and product: units sold and their value (quantidade × precoUnitario, as the
 * item says; the additionals' prices are not per product and stay out).
 */
export const vendasResumoProduto = pgTable(
  'vendas_resumo_produto',
  {
    empresaId: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    produtoId: integer('produto_id').notNull(),
    unidades: integer('unidades').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'vendas_resumo_produto_pk',
      columns: [t.empresaId, t.dia, t.vendaStatusId, t.produtoId],
    }),
  ],
);

/*
 * The same figures by month (migration 0013_vendas_resumo_mes), kept by the same triggers: a long period (este
 * ano, 12 months) reads its whole months here and only its partial months' days from the daily tables, so a
 * report reads a few thousand groups however many sales there are. `mes` is the month's first day.
 */

export const vendasResumoMes = pgTable(
  'vendas_resumo_mes',
  {
    empresaId: integer('empresa_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    vendedorId: integer('vendedor_id').notNull(),
    equipeId: integer('equipe_id'),
    quantidade: integer('quantidade').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('vendas_resumo_mes_grupo')
      .on(t.empresaId, t.mes, t.vendaStatusId, t.vendedorId, t.equipeId)
      .nullsNotDistinct(),
  ],
);

export const vendasResumoOrigemMes = pgTable(
  'vendas_resumo_origem_mes',
  {
    empresaId: integer('empresa_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    origemId: integer('origem_id'),
    quantidade: integer('quantidade').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('vendas_resumo_origem_mes_grupo')
      .on(t.empresaId, t.mes, t.vendaStatusId, t.origemId)
      .nullsNotDistinct(),
  ],
);

export const vendasResumoProdutoMes = pgTable(
  'vendas_resumo_produto_mes',
  {
    empresaId: integer('empresa_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    vendaStatusId: integer('venda_status_id').notNull(),
    produtoId: integer('produto_id').notNull(),
    unidades: integer('unidades').notNull(),
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'vendas_resumo_produto_mes_pk',
      columns: [t.empresaId, t.mes, t.vendaStatusId, t.produtoId],
    }),
  ],
);

/*
 * What several server processes on one PostgreSQL share (docs/contrato.md §8), so that none keeps state of its own.
 */

/**
 * The key that signs the access tokens when JWT_SECRET is not given: one row, made by the first process that
 * starts (INSERT … ON CONFLICT DO NOTHING: two processes starting together read back the same key).
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    signingKeyId: smallint('signing_key_id').primaryKey(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('signing_keys_one_row', sql`${t.signingKeyId} = 1`)],
);

/**
 * The login limiter's failed attempts (server/auth/login-failures-pg.ts): one row per e-mail, per address and per
 * pair, holding the times (ms since the epoch) of its most recent failures, upserted atomically; rows whose
 * last failure is older than the retention are deleted.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    times: bigint('times', { mode: 'number' }).array().notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'login_failures_pk', columns: [t.kind, t.key] }),
    index('login_failures_last_at_idx').on(t.lastAt),
  ],
);

/**
 * When each user last wrote (server/db/read-replica.ts): for a short while after it, that user's reads go to the
 * primary instead of the replica of DATABASE_READ_URL, so a record just saved is read back at once.
 */
export const recentWrites = pgTable('recent_writes', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.usuarioId, { onDelete: 'cascade' }),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
});

// the generated tables' foreign keys to the tables above (./hand-tables.ts)
provideHandTables(self);
