import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { profileHistory } from '../historico/people.ts';
import { perfisAdmin } from '../shapes.ts';
import type { PerfilRow } from './rules.ts';

// Writing a profile: every change with its history (docs/contrato.md §5 `historico`) in one transaction.

async function touch(tx: Db, perfilId: number, values: Partial<PerfilRow>) {
  const [row] = await tx
    .update(perfis)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(perfis.perfilId, perfilId))
    .returning();
  if (!row) throw notFound('Perfil não encontrado.');
  return row;
}

/**
 * Changes a profile and writes its history inside the caller's transaction. The row is read again under lock
 * there, so the entry's "before" is the row the change replaced.
 */
export async function changePerfilTx(
  tx: Db,
  request: FastifyRequest,
  perfilId: number,
  values: Partial<PerfilRow>,
): Promise<PerfilRow> {
  const [before] = await tx.select().from(perfis).where(eq(perfis.perfilId, perfilId)).for('update');
  const row = await touch(tx, perfilId, values);
  await profileHistory(tx, request, before, row);
  return row;
}

/** changePerfilTx in a transaction of its own. */
export function changePerfil(db: Db, request: FastifyRequest, perfilId: number, values: Partial<PerfilRow>) {
  return db.transaction((tx) => changePerfilTx(tx, request, perfilId, values));
}

/** A user whose principal company is out of reach gets, as principal, the company just accepted. */
export async function ensurePrincipal(tx: Db, usuarioId: number) {
  await tx.execute(sql`
    update ${usuarios} u set empresa_principal_id = p.empresa_id, updated_at = now()
    from (select empresa_id from ${perfis} where usuario_id = ${usuarioId} and aceito and ativo
          order by updated_at desc limit 1) p
    where u.usuario_id = ${usuarioId} and u.papel_sistema <> 'ADMIN'
      and not exists (select 1 from ${perfis} q where q.usuario_id = ${usuarioId}
                      and q.empresa_id = u.empresa_principal_id and q.aceito and q.ativo)`);
}

/** One profile in its admin shape (docs/produto.md §3), or a 404. */
export async function adminOne(db: Db, empresaId: number, perfilId: number) {
  const [p] = await perfisAdmin(db, empresaId, [perfilId]);
  if (!p) throw notFound('Perfil não encontrado.');
  return p;
}
