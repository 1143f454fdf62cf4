import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Permissao } from '../../core/permissoes.ts';
import { FORMATS } from '../../core/schema/formats.ts';
import { type AuthContext, hasPermission, membership } from '../access.ts';
import type { Db } from '../db/client.ts';
import { adicionais, camposExtras, equipes, produtos } from '../db/generated/registers.ts';
import { perfis, sequencias } from '../db/schema.ts';
import { badRequest, type FieldError, forbidden } from '../errors.ts';
import { isDate } from '../input-guard.ts';
import type { RegisterHookContext } from '../registers/plugin.ts';
import type { Row } from '../registers/records.ts';

// What each permission does to sales and negotiations (our reading of docs/produto.md §6, also in README.md). The server
// applies all of it; the screens only follow.

const can = (ctx: RegisterHookContext, permissao: Permissao) =>
  hasPermission(ctx.auth, ctx.empresaId, permissao);

/** The caller's profile in the company (an ADMIN may have none). */
export function ownPerfil(ctx: { auth: AuthContext; empresaId: number }) {
  return membership(ctx.auth, ctx.empresaId);
}

/**
 * Who sees which sales (and negotiations), given the table's seller and team columns:
 * - VER_TODAS_VENDAS (or ADMIN): all of the company's;
 * - otherwise one's own, plus those of the teams one supervises, plus — with VER_TODAS_EQUIPES — those of every
 *   team (a record with a team; records without a team stay with their seller).
 */
export function visibleVendas(
  ctx: RegisterHookContext,
  columns: { vendedorId: PgColumn; equipeId: PgColumn },
): SQL | undefined {
  if (ctx.auth.isAdmin || can(ctx, 'VER_TODAS_VENDAS')) return undefined;
  const perfil = ownPerfil(ctx);
  if (!perfil) return sql`false`;
  const teams = can(ctx, 'VER_TODAS_EQUIPES')
    ? sql`${columns.equipeId} is not null`
    : inArray(
        columns.equipeId,
        ctx.db
          .select({ id: equipes.equipeId })
          .from(equipes)
          .where(
            and(
              eq(equipes.empresaId, ctx.empresaId),
              eq(equipes.supervisorId, ctx.auth.usuarioId),
              // a team in the trash supervises no one (restored, it does again)
              isNull(equipes.deletedAt),
            ),
          ),
      );
  return or(eq(columns.vendedorId, perfil.perfilId), teams);
}

/**
 * The seller on create: one's own profile, unless DEFINIR_VENDEDOR lets one choose; the team follows the seller's
 * when none is given. On update, changing the seller needs ALTERAR_VENDEDOR.
 */
export async function vendedorOnCreate(ctx: RegisterHookContext, values: Row): Promise<Row> {
  const perfil = ownPerfil(ctx);
  const chosen = values.vendedorId as number | undefined;
  if (!can(ctx, 'DEFINIR_VENDEDOR')) {
    if (!perfil) throw forbidden('Só quem tem perfil na empresa registra vendas em seu nome.');
    if (chosen !== undefined && chosen !== perfil.perfilId)
      throw forbidden('Você não pode escolher o vendedor desta venda: registre-a em seu próprio nome.');
  }
  const vendedorId = chosen ?? perfil?.perfilId;
  // a platform ADMIN has no profile of its own here: it must name the seller
  if (vendedorId === undefined)
    throw badRequest('Os dados enviados são inválidos.', [
      { field: 'vendedorId', message: 'Campo obrigatório.' },
    ]);
  const out: Row = { ...values, vendedorId };
  if (values.equipeId === undefined && typeof vendedorId === 'number') {
    const [seller] = await ctx.db
      .select({ equipeId: perfis.equipeId })
      .from(perfis)
      .where(eq(perfis.perfilId, vendedorId));
    out.equipeId = seller?.equipeId ?? null;
  }
  return out;
}

export function vendedorOnUpdate(ctx: RegisterHookContext, values: Row, current: Row) {
  if (
    values.vendedorId !== undefined &&
    values.vendedorId !== current.vendedorId &&
    !can(ctx, 'ALTERAR_VENDEDOR')
  )
    throw forbidden('Você não pode trocar o vendedor desta venda.');
}

/** An audited sale changes (or goes) only by an auditor's hand. */
export function auditLock(ctx: RegisterHookContext, current: Row) {
  if (current.auditadaEm && !can(ctx, 'AUDITAR_VENDA'))
    throw forbidden('Esta venda foi auditada: só quem pode auditar vendas a altera.');
}

export interface Item {
  produtoId: number;
  quantidade: number;
  precoUnitario: number;
  adicionais: number[];
}

const cents = (value: number) => Math.round(value * 100);

/** The largest total numeric(14, 2) holds, in cents. */
const MAX_TOTAL_CENTS = 99_999_999_999_999;

/**
 * Checks the items against the company's products and additionals and answers the total:
 * Σ quantidade × (precoUnitario + Σ preço dos adicionais), in cents to stay exact. The rows read are key-share
 * locked: inside the transaction that writes the sale, none of them can be deleted under it (a DELETE locks the
 * row and then counts the sales that use it).
 */
export async function totalOf(
  db: Db,
  empresaId: number,
  itens: Item[],
  /** The items the sale holds now: a product or additional among them stays valid in the trash. */
  stored: readonly Item[] = [],
): Promise<number> {
  const produtoIds = [...new Set(itens.map((i) => i.produtoId))];
  const adicionalIds = [...new Set(itens.flatMap((i) => i.adicionais))];
  const heldProdutos = new Set(stored.map((i) => i.produtoId));
  const heldAdicionais = new Set(stored.flatMap((i) => i.adicionais ?? []));
  const [found, extras] = await Promise.all([
    produtoIds.length
      ? db
          .select({ id: produtos.produtoId, deletedAt: produtos.deletedAt })
          .from(produtos)
          .where(and(eq(produtos.empresaId, empresaId), inArray(produtos.produtoId, produtoIds)))
          .for('key share')
      : Promise.resolve([]),
    adicionalIds.length
      ? db
          .select({ id: adicionais.adicionalId, preco: adicionais.preco, deletedAt: adicionais.deletedAt })
          .from(adicionais)
          .where(and(eq(adicionais.empresaId, empresaId), inArray(adicionais.adicionalId, adicionalIds)))
          .for('key share')
      : Promise.resolve([]),
  ]);
  // one in the trash counts only where the sale already held it: a new item must name a live record
  const produtoOk = new Set(found.filter((p) => !p.deletedAt || heldProdutos.has(p.id)).map((p) => p.id));
  const precoAdicional = new Map(
    extras.filter((a) => !a.deletedAt || heldAdicionais.has(a.id)).map((a) => [a.id, Number(a.preco)]),
  );
  const errors: FieldError[] = [];
  let total = 0;
  itens.forEach((item, i) => {
    if (!produtoOk.has(item.produtoId))
      errors.push({ field: `itens.${i}.produtoId`, message: 'Produto não encontrado.' });
    let unit = cents(item.precoUnitario);
    item.adicionais.forEach((id, j) => {
      const preco = precoAdicional.get(id);
      if (preco === undefined)
        errors.push({ field: `itens.${i}.adicionais.${j}`, message: 'Adicional não encontrado.' });
      else unit += cents(preco);
    });
    total += item.quantidade * unit;
  });
  // the column is numeric(14, 2): a total beyond it is refused here, at the items, not by the database
  if (errors.length === 0 && total > MAX_TOTAL_CENTS)
    errors.push({
      field: 'itens',
      message: 'O total da venda passa do máximo permitido (R$ 999.999.999.999,99).',
    });
  if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  return total / 100;
}

export interface Extra {
  slot: number;
  valor: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a value does not fit an extra field's type, or null when it does. */
export function extraProblem(
  tipo: string,
  valor: string,
  opcoes: Array<{ valor: string }> | null,
): string | null {
  switch (tipo) {
    case 'NUMERO':
      return /^-?\d+(\.\d+)?$/.test(valor) ? null : 'Informe um número (como 12.5).';
    case 'DATA': {
      const date = new Date(`${valor}T00:00:00Z`);
      if (!ISO_DATE.test(valor) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(valor))
        return 'Data inválida';
      // the years every date of the app lies in (docs/contrato.md §6)
      return isDate(valor) ? null : 'Informe uma data entre 01/01/1900 e 31/12/2099.';
    }
    case 'BOOLEANO':
      return valor === 'true' || valor === 'false' ? null : 'Informe sim (true) ou não (false).';
    case 'LISTA':
      return (opcoes ?? []).some((o) => o.valor === valor) ? null : 'Escolha uma das opções do campo.';
    case 'CPF_CNPJ':
      return (FORMATS['cpf-cnpj'] as (v: string) => boolean)(valor) ? null : 'CPF ou CNPJ inválido.';
    case 'TELEFONE':
      return (FORMATS.telefone as (v: string) => boolean)(valor) ? null : 'Telefone inválido.';
    case 'EMAIL':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(valor) ? null : 'E-mail inválido.';
    default:
      return null;
  }
}

/**
 * The extra fields' values against the company's configuration (campos-extras): each slot configured and
 * active, each value of its type, every required one filled. Errors at `extras.{i}.valor` (or `extras` for a
 * missing required one), naming the field. A value the sale already holds (`stored`) for a field deactivated
 * since is kept as it is: the sale stays savable. The fields read are key-share locked, as in totalOf.
 */
export async function checkExtras(
  db: Db,
  empresaId: number,
  extras: Extra[],
  stored: readonly Extra[] = [],
): Promise<Extra[]> {
  const all = await db
    .select()
    .from(camposExtras)
    .where(eq(camposExtras.empresaId, empresaId))
    .for('key share');
  const config = all.filter((c) => c.ativo);
  const bySlot = new Map(config.map((c) => [c.slot, c]));
  const kept = new Set(
    stored
      .filter((e) => all.some((c) => c.slot === e.slot && !c.ativo))
      .map((e) => `${e.slot}\u0000${e.valor ?? ''}`),
  );
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const out: Extra[] = [];
  extras.forEach((extra, i) => {
    const campo = bySlot.get(extra.slot);
    if (!campo && kept.has(`${extra.slot}\u0000${extra.valor ?? ''}`) && !seen.has(extra.slot)) {
      seen.add(extra.slot);
      out.push({ slot: extra.slot, valor: extra.valor });
      return;
    }
    if (!campo) {
      errors.push({ field: `extras.${i}.slot`, message: 'Não há campo extra ativo nesta posição.' });
      return;
    }
    if (seen.has(extra.slot)) {
      errors.push({ field: `extras.${i}.slot`, message: 'Posição repetida.' });
      return;
    }
    seen.add(extra.slot);
    const valor = extra.valor?.trim() ?? '';
    if (valor === '') {
      out.push({ slot: extra.slot, valor: null });
      return;
    }
    const problem = extraProblem(campo.tipo, valor, campo.opcoes ?? null);
    if (problem) errors.push({ field: `extras.${i}.valor`, message: `${campo.rotulo}: ${problem}` });
    out.push({ slot: extra.slot, valor });
  });
  for (const campo of config) {
    if (!campo.obrigatorio) continue;
    const given = out.find((e) => e.slot === campo.slot);
    if (!given || given.valor === null)
      errors.push({ field: 'extras', message: `${campo.rotulo}: campo obrigatório.` });
  }
  if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  return out.sort((a, b) => a.slot - b.slot);
}

/** The company's next number of a kind ('vendas'): call it inside the transaction that inserts the record. */
export async function nextNumber(db: Db, empresaId: number, nome: string): Promise<number> {
  const [row] = await db
    .insert(sequencias)
    .values({ empresaId, nome, valor: 1 })
    .onConflictDoUpdate({
      target: [sequencias.empresaId, sequencias.nome],
      set: { valor: sql`${sequencias.valor} + 1` },
    })
    .returning({ valor: sequencias.valor });
  return row?.valor ?? 1;
}
