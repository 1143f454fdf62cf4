import type { Equipe } from '../generated/Equipe';
import type { Papel, Perfil } from '../session/types';
import type { PerfilAdmin, UsuarioNaEmpresa } from '../validation/perfil';

/**
 * The records the company dataProvider answers for resources `usuarios` and `perfis`, and the list work
 * (search, filters, order, page) done over the arrays the API answers: those calls have no paging of their own,
 * and a company's people fit in one answer.
 */

/** A profile's state as the lists show it: an invitation not yet accepted, active, or switched off. */
export type Situacao = 'pendente' | 'ativo' | 'desativado';

export const SITUACOES: ReadonlyArray<{ id: Situacao; name: string }> = [
  { id: 'pendente', name: 'Convite pendente' },
  { id: 'ativo', name: 'Ativo' },
  { id: 'desativado', name: 'Desativado' },
];

/** A deactivated profile reads "desativado" whether or not it was ever accepted (a refused invitation too). */
export function situacaoOf(perfil: Pick<Perfil, 'aceito' | 'ativo'> | null | undefined): Situacao | null {
  if (!perfil) return null;
  if (!perfil.ativo) return 'desativado';
  return perfil.aceito ? 'ativo' : 'pendente';
}

/**
 * A user of the company as the admin screens see it: the user as this company may see them (before accepting,
 * someone of other companies has only the e-mail and the name typed here), and their profile here beside.
 */
export interface UsuarioRecord extends UsuarioNaEmpresa {
  id: number;
  /** react-admin's default record representation, for references from screens that know nothing of users. */
  name: string;
  perfil: Perfil | null;
  perfilId: number | null;
  papelId: number | null;
  papelNome: string | null;
  equipeId: number | null;
  equipeNome: string | null;
  aceito: boolean | null;
  ativo: boolean | null;
  situacao: Situacao | null;
}

/**
 * A user as any member of the company may see them (from GET /perfis/empresas/{id}): what a reference to
 * `usuarios` (a team's supervisor …) needs to name them. nomeCompleto is the profile's name in this company.
 */
export interface UsuarioRefRecord {
  id: number;
  usuarioId: number;
  nomeCompleto: string;
  name: string;
  perfilId: number;
  papelId: number;
  equipeId: number | null;
  aceito: boolean;
  ativo: boolean;
  situacao: Situacao;
}

/** A profile for the admin screens (PerfilAdmin), with the nested names flattened for columns, order and CSV. */
export interface PerfilRecord extends PerfilAdmin {
  id: number;
  email: string | null;
  equipeNome: string | null;
  situacao: Situacao;
}

/** A profile as a member sees it, when the admin view is refused (403). */
export interface PerfilBasicoRecord extends Perfil {
  id: number;
  situacao: Situacao;
}

export type UsuarioEmpresa = UsuarioNaEmpresa & { perfis?: Perfil[] };

export interface Nomes {
  papeis: ReadonlyMap<number, string>;
  equipes: ReadonlyMap<number, string>;
}

/** A team the lists cannot name (the teams register did not answer): its number, rather than nothing. */
export const equipeSemNome = (equipeId: number) => `Equipe ${equipeId}`;

export function usuarioRecord(usuario: UsuarioEmpresa, empresaId: number, nomes: Nomes): UsuarioRecord {
  const { perfis, ...rest } = usuario;
  const perfil = perfis?.find((p) => p.empresaId === empresaId) ?? null;
  const equipeId = perfil?.equipeId ?? null;
  return {
    ...rest,
    id: usuario.usuarioId,
    name: usuario.nomeCompleto,
    perfil,
    perfilId: perfil?.perfilId ?? null,
    papelId: perfil?.papelId ?? null,
    papelNome: perfil ? (nomes.papeis.get(perfil.papelId) ?? null) : null,
    equipeId,
    equipeNome: equipeId === null ? null : (nomes.equipes.get(equipeId) ?? equipeSemNome(equipeId)),
    aceito: perfil?.aceito ?? null,
    ativo: perfil?.ativo ?? null,
    situacao: situacaoOf(perfil),
  };
}

/** The company's profiles that belong to a user, as `usuarios` references (a profile without a user is none). */
export function usuarioRefRecords(perfis: readonly Perfil[]): UsuarioRefRecord[] {
  return perfis.flatMap((p) =>
    p.usuarioId === null
      ? []
      : [
          {
            id: p.usuarioId,
            usuarioId: p.usuarioId,
            nomeCompleto: p.nome,
            name: p.nome,
            perfilId: p.perfilId,
            papelId: p.papelId,
            equipeId: p.equipeId,
            aceito: p.aceito,
            ativo: p.ativo,
            situacao: situacaoOf(p) ?? 'ativo',
          },
        ],
  );
}

export function perfilRecord(perfil: PerfilAdmin): PerfilRecord {
  return {
    ...perfil,
    id: perfil.perfilId,
    email: perfil.usuario?.email ?? null,
    equipeNome: perfil.equipe?.nome ?? null,
    situacao: situacaoOf(perfil) ?? 'ativo',
  };
}

export function perfilBasicoRecord(perfil: Perfil): PerfilBasicoRecord {
  return { ...perfil, id: perfil.perfilId, situacao: situacaoOf(perfil) ?? 'ativo' };
}

export function nomesDe(
  papeis: readonly Pick<Papel, 'papelId' | 'nome'>[],
  equipes: readonly Pick<Equipe, 'equipeId' | 'nome'>[],
): Nomes {
  return {
    papeis: new Map(papeis.map((p) => [p.papelId, p.nome])),
    equipes: new Map(equipes.map((e) => [e.equipeId, e.nome])),
  };
}

// ── search, filters, order, page ────────────────────────────────────────────────────────────────────────

/** Lower case without accents: "João" and "joao" are the same search. */
export function semAcento(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export type Row = { id: number };

/** A field of a record by name (the interfaces above have no index signature). */
const fieldOf = (row: Row, field: string): unknown => (row as unknown as Record<string, unknown>)[field];

/** Which fields the free-text search looks at, per resource. */
export const SEARCH_FIELDS = {
  usuarios: ['nomeCompleto', 'email', 'matricula', 'papelNome', 'equipeNome'],
  perfis: ['nome', 'email', 'papelNome', 'equipeNome'],
} as const;

export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
}

const same = (value: unknown, wanted: unknown) =>
  Array.isArray(wanted) ? wanted.map(String).includes(String(value)) : String(value) === String(wanted);

/**
 * Filters a list the way the register API does (docs/contrato.md §5): `q` searches `searchFields` (every word must
 * appear, accent- and case-insensitive), any other key is equality, or membership for an array (`id: [1, 2]`).
 * An empty value is no filter.
 */
export function filterRows<T extends Row>(
  rows: readonly T[],
  filter: Record<string, unknown> = {},
  searchFields: readonly string[] = [],
): T[] {
  let list = [...rows];
  for (const [key, wanted] of Object.entries(filter)) {
    if (wanted === undefined || wanted === '' || (Array.isArray(wanted) && wanted.length === 0)) continue;
    if (key === 'q') {
      const words = semAcento(String(wanted)).split(/\s+/).filter(Boolean);
      list = list.filter((row) => {
        const text = semAcento(searchFields.map((f) => String(fieldOf(row, f) ?? '')).join(' '));
        return words.every((w) => text.includes(w));
      });
    } else list = list.filter((row) => same(fieldOf(row, key), wanted));
  }
  return list;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Orders by one field, names in Portuguese alphabetical order, numbers by value; empty values always last. */
export function sortRows<T extends Row>(rows: readonly T[], sort?: { field: string; order: string }): T[] {
  if (!sort?.field) return [...rows];
  const dir = sort.order === 'DESC' ? -1 : 1;
  const { field } = sort;
  return [...rows].sort((a, b) => {
    const x = fieldOf(a, field);
    const y = fieldOf(b, field);
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.id - b.id : xEmpty ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : typeof x === 'boolean' && typeof y === 'boolean'
          ? Number(x) - Number(y)
          : collator.compare(String(x), String(y));
    return order * dir || a.id - b.id;
  });
}

/** One page of a list, and the total, as react-admin's getList answers. */
export function listPage<T extends Row>(
  rows: readonly T[],
  { filter, sort, pagination }: ListParams,
  searchFields: readonly string[] = [],
): { data: T[]; total: number } {
  const sorted = sortRows(filterRows(rows, filter, searchFields), sort);
  if (!pagination) return { data: sorted, total: sorted.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: sorted.slice(start, start + pagination.perPage), total: sorted.length };
}
