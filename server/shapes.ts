import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { dominios, empresas, equipes, grupos } from './db/generated/registers.ts';
import { contratos, papeis, perfis, usuarios } from './db/schema.ts';
import { notFound } from './errors.ts';

// Database rows → the API shapes of docs/produto.md §3. The password hash never leaves through here, and the response
// schemas drop any field that is not declared, as a second guard.

type UsuarioRow = typeof usuarios.$inferSelect;
type PerfilRow = typeof perfis.$inferSelect;
type EquipeRow = typeof equipes.$inferSelect;

export const iso = (d: Date) => d.toISOString();

export function usuarioOut(u: UsuarioRow) {
  return {
    usuarioId: u.usuarioId,
    nomeCompleto: u.nomeCompleto,
    email: u.email,
    matricula: u.matricula,
    papelSistema: u.papelSistema,
    isAdmin: u.papelSistema === 'ADMIN',
    empresaPrincipalId: u.empresaPrincipalId,
    aceiteTermos: u.aceiteTermos ?? null,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

/**
 * A person as one company sees them (docs/contrato.md §4: no tenant sees another tenant's data about a person).
 *
 * - A member (the profile here is accepted), or a person who is this company's alone (no profile in any other
 *   company and not a platform ADMIN: the company typed their data and may change it, README "Regras de
 *   acesso"): the user, but `empresaPrincipalId` only when it is this company.
 * - Anyone else invited here and not yet accepted: only what this company itself typed, the e-mail and the
 *   name on the profile, with the profile's timestamps. Their matrícula, principal company, terms, system role,
 *   real name and other profiles never cross.
 */
export function usuarioNaEmpresa(u: UsuarioRow, perfil: PerfilRow, emOutrasEmpresas: boolean) {
  const daEmpresa = perfil.aceito || (!emOutrasEmpresas && u.papelSistema !== 'ADMIN');
  if (!daEmpresa) {
    return {
      usuarioId: u.usuarioId,
      nomeCompleto: perfil.nome,
      email: u.email,
      createdAt: iso(perfil.createdAt),
      updatedAt: iso(perfil.updatedAt),
    };
  }
  const { empresaPrincipalId, ...rest } = usuarioOut(u);
  return empresaPrincipalId === perfil.empresaId ? { ...rest, empresaPrincipalId } : rest;
}

/** For a query over `perfis`: whether the profile's user also has a profile in another company. */
export const emOutrasEmpresas = sql<boolean>`exists (select 1 from perfis outro
  where outro.usuario_id = perfis.usuario_id and outro.empresa_id <> perfis.empresa_id)`;

/**
 * For a query over `perfis` joined to `usuarios`: the person's name as this company may see it, the user's own
 * once the invitation is accepted, before that the name the company typed on the profile.
 */
export const nomeNaEmpresa = sql<string>`case when perfis.aceito then usuarios.nome_completo else perfis.nome end`;

export function perfilOut(p: PerfilRow) {
  return {
    perfilId: p.perfilId,
    usuarioId: p.usuarioId,
    empresaId: p.empresaId,
    papelId: p.papelId,
    aceito: p.aceito,
    ativo: p.ativo,
    nome: p.nome,
    foto: p.foto,
    equipeId: p.equipeId,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

export function equipeOut(e: EquipeRow) {
  return {
    id: e.equipeId,
    equipeId: e.equipeId,
    empresaId: e.empresaId,
    supervisorId: e.supervisorId,
    nome: e.nome,
    icone: e.icone,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
    // a team has a trash (x-trash): its record schema requires deletedAt
    deletedAt: e.deletedAt ? iso(e.deletedAt) : null,
  };
}

/** The full company of docs/produto.md §3: group, appearance, contracts with the current one, domains, Google Drive. */
export async function empresaCompleta(db: Db, empresaId: number) {
  const [row] = await db
    .select()
    .from(empresas)
    .innerJoin(grupos, eq(grupos.grupoId, empresas.grupoId))
    .where(eq(empresas.empresaId, empresaId));
  if (!row) throw notFound('Empresa não encontrada.');
  const [contratoRows, dominioRows] = await Promise.all([
    db.select().from(contratos).where(eq(contratos.empresaId, empresaId)).orderBy(asc(contratos.contratoId)),
    db.select().from(dominios).where(eq(dominios.empresaId, empresaId)).orderBy(asc(dominios.dominio)),
  ]);
  const contratosOut = contratoRows.map((c) => ({
    key: { contratoId: c.contratoId, empresaId: c.empresaId },
    contratoId: c.contratoId,
    empresaId: c.empresaId,
    ativo: c.ativo,
    limiteUsuarios: c.limiteUsuarios,
    inicio: c.inicio,
    fim: c.fim,
    valor: c.valor,
  }));
  const e = row.empresas;
  return {
    id: e.empresaId,
    empresaId: e.empresaId,
    grupoId: e.grupoId,
    grupo: {
      id: row.grupos.grupoId,
      grupoId: row.grupos.grupoId,
      nome: row.grupos.nome,
      createdAt: iso(row.grupos.createdAt),
      updatedAt: iso(row.grupos.updatedAt),
    },
    nome: e.nome,
    aparencia: e.aparencia ?? null,
    cnpj: e.cnpj,
    contratoAtualId: e.contratoAtualId,
    contratoAtual: contratosOut.find((c) => c.contratoId === e.contratoAtualId) ?? null,
    contratos: contratosOut,
    dominios: dominioRows.map((d) => ({
      id: d.dominioId,
      dominioId: d.dominioId,
      empresaId: d.empresaId,
      dominio: d.dominio,
      createdAt: iso(d.createdAt),
      updatedAt: iso(d.updatedAt),
    })),
    googleDriveFolderId: e.googleDriveFolderId,
    // the register keeps the folder's address (schemas/empresa.schema.json); docs/produto.md §3 names the folder by its id
    googleDrive: {
      empresaId: e.empresaId,
      folderId: e.googleDriveFolderId?.match(/\/folders\/([A-Za-z0-9_-]+)/)?.[1] ?? null,
    },
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}

export async function findUsuario(db: Db, usuarioId: number): Promise<UsuarioRow> {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.usuarioId, usuarioId));
  if (!u) throw notFound('Usuário não encontrado.');
  return u;
}

/** The session user of docs/produto.md §3: principal company and profile instead of the id, plus every profile. */
export async function sessionUser(db: Db, usuarioId: number, versaoTermos: number) {
  const u = await findUsuario(db, usuarioId);
  const rows = await db
    .select({ perfil: perfis, papelNome: papeis.nome, empresa: empresas })
    .from(perfis)
    .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
    .innerJoin(empresas, eq(empresas.empresaId, perfis.empresaId))
    .where(eq(perfis.usuarioId, usuarioId))
    .orderBy(asc(empresas.nome));
  const { empresaPrincipalId, ...rest } = usuarioOut(u);
  const principal = rows.find((r) => r.perfil.empresaId === empresaPrincipalId);
  return {
    ...rest,
    empresaPrincipal: await empresaCompleta(db, empresaPrincipalId),
    perfilPrincipal: principal ? perfilOut(principal.perfil) : null,
    perfis: rows.map((r) => ({
      ...perfilOut(r.perfil),
      papelNome: r.papelNome,
      empresa: {
        empresaId: r.empresa.empresaId,
        nome: r.empresa.nome,
        aparencia: r.empresa.aparencia ?? null,
      },
    })),
    versaoTermos,
  };
}

/** Profiles with their user as this company may see them, role name and team (the admin shape of docs/produto.md §3). */
export async function perfisAdmin(db: Db, empresaId: number, perfilIds?: number[]) {
  const where = perfilIds
    ? and(eq(perfis.empresaId, empresaId), inArray(perfis.perfilId, perfilIds))
    : eq(perfis.empresaId, empresaId);
  const rows = await db
    .select({
      perfil: perfis,
      usuario: usuarios,
      emOutras: emOutrasEmpresas,
      papelNome: papeis.nome,
      equipe: equipes,
    })
    .from(perfis)
    .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
    .leftJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
    .leftJoin(equipes, eq(equipes.equipeId, perfis.equipeId))
    .where(where)
    .orderBy(asc(perfis.nome), asc(perfis.perfilId));
  return rows.map((r) => ({
    ...perfilOut(r.perfil),
    usuario: r.usuario ? usuarioNaEmpresa(r.usuario, r.perfil, r.emOutras) : null,
    papelNome: r.papelNome,
    equipe: r.equipe ? equipeOut(r.equipe) : null,
  }));
}
