import { and, eq, ne, sql } from 'drizzle-orm';
import { dominios, empresas } from '../db/generated/registers.ts';
import { conflict } from '../errors.ts';
import type { RegisterHookContext, RegisterHooks } from '../registers/plugin.ts';
import type { Row } from '../registers/records.ts';

/**
 * A domain belongs to one company across the platform (x-unique). The generic 409 says the value is taken; an
 * ADMIN needs to know where: the 409 names the company that holds it (its name only, nothing else of it).
 */
async function assertLivre(ctx: RegisterHookContext, dominio: unknown, exceto?: number) {
  if (typeof dominio !== 'string') return;
  const [dono] = await ctx.db
    .select({ nome: empresas.nome })
    .from(dominios)
    .innerJoin(empresas, eq(empresas.empresaId, dominios.empresaId))
    .where(
      and(
        sql`f_unaccent(lower(${dominios.dominio})) = f_unaccent(lower(${dominio}))`,
        exceto === undefined ? undefined : ne(dominios.dominioId, exceto),
      ),
    )
    .limit(1);
  if (dono)
    throw conflict('Este domínio já está cadastrado.', [
      { field: 'dominio', message: `O domínio ${dominio} já pertence à empresa ${dono.nome}.` },
    ]);
}

export const dominiosHooks: RegisterHooks = {
  async beforeCreate(ctx, values: Row) {
    await assertLivre(ctx, values.dominio);
    return values;
  },
  async beforeUpdate(ctx, values: Row, _body: Row, current: Row) {
    if (values.dominio !== undefined)
      await assertLivre(ctx, values.dominio, Number(current.dominioId ?? current.id));
    return values;
  },
};
