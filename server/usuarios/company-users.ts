import { and, eq, inArray } from 'drizzle-orm';
import type { UsuarioEmpresa } from '../../core/usuarios/records.ts';
import type { Db } from '../db/client.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { emOutrasEmpresas, perfilOut, usuarioNaEmpresa } from '../shapes.ts';

const porNome = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The users of a company as it may see them (shapes.ts usuarioNaEmpresa), with (optionally) their profile there
 * and never one elsewhere; in the order of the names shown, so not even the order tells a hidden name.
 */
export async function companyUsers(
  db: Db,
  empresaId: number,
  withPerfis: boolean,
  usuarioIds?: readonly number[],
): Promise<UsuarioEmpresa[]> {
  const rows = await db
    .select({ usuario: usuarios, perfil: perfis, emOutras: emOutrasEmpresas })
    .from(perfis)
    .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
    .where(
      and(
        eq(perfis.empresaId, empresaId),
        usuarioIds === undefined ? undefined : inArray(usuarios.usuarioId, [...usuarioIds, -1]),
      ),
    );
  return rows
    .map((r) => usuarioEmpresa(r, withPerfis))
    .sort((a, b) => porNome.compare(a.nomeCompleto, b.nomeCompleto) || a.usuarioId - b.usuarioId);
}

/** A user and their profile here, as rows of `perfis` joined to `usuarios` with emOutrasEmpresas. */
export interface UsuarioLinha {
  usuario: typeof usuarios.$inferSelect;
  perfil: typeof perfis.$inferSelect;
  emOutras: boolean;
}

/** One user as the company may see them (shapes.ts usuarioNaEmpresa), with (optionally) their profile there. */
export function usuarioEmpresa(r: UsuarioLinha, withPerfis: boolean): UsuarioEmpresa {
  return {
    ...usuarioNaEmpresa(r.usuario, r.perfil, r.emOutras),
    ...(withPerfis ? { perfis: [perfilOut(r.perfil)] } : {}),
  };
}
