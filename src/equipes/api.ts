import type { Perfil } from '../../core/generated/Perfil';
import { http } from '../data/http';

/**
 * The team detail of docs/produto.md §3 as GET /api/empresas/{empresaId}/equipes/{id} answers it: the register's record plus
 * `supervisor` and `membros`, read by the Membros section. Only the fields it reads are typed here.
 */

/** The supervisor summary: the user of `supervisorId`, or null when that user is gone. */
export interface SupervisorEquipe {
  usuarioId: number;
  nomeCompleto: string;
  foto: string | null;
}

/** One member: a company profile whose equipeId is the team. */
export interface MembroEquipe {
  perfilId: number;
  usuarioId: number | null;
  nomeCompleto: string;
  foto: string | null;
  papelNome: string;
  ativo: boolean;
  aceito: boolean;
}

export interface EquipeDetalhe {
  id: number;
  equipeId: number;
  empresaId: number;
  nome: string;
  supervisorId: number;
  supervisor?: SupervisorEquipe | null;
  /** Absent from a record that came from a list or an update: only GET one answers it. */
  membros?: MembroEquipe[];
}

/** Who may be added: accepted, active profiles with a user (GET /perfis/empresas/{empresaId}). */
export type Candidato = Perfil & { usuarioId: number };

export const candidatosQueryKey = (empresaId: number) => ['perfis', 'empresa', empresaId] as const;

/** The company's profiles that may join a team, by name. Any member of the company may read them. */
export async function fetchCandidatos(empresaId: number): Promise<Candidato[]> {
  const { data } = await http.get<Perfil[]>(`/perfis/empresas/${empresaId}`);
  return data
    .filter((p): p is Candidato => p.aceito && p.ativo && p.usuarioId !== null)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** Moves a profile into a team, or out of any with null (CADASTRAR_EQUIPES). */
export async function alterarEquipe(perfilId: number, equipeId: number | null): Promise<Perfil> {
  const { data } = await http.post<Perfil>(`/perfis/${perfilId}/alterar-equipe`, { equipeId });
  return data;
}

/** The members by name, as the section lists them. */
export function membrosPorNome(membros: readonly MembroEquipe[]): MembroEquipe[] {
  return [...membros].sort((a, b) => a.nomeCompleto.localeCompare(b.nomeCompleto, 'pt-BR'));
}

/** A member's state in words: a pending invitation first (it cannot work yet), then active or not. */
export function situacaoDoMembro(m: Pick<MembroEquipe, 'aceito' | 'ativo'>): {
  texto: string;
  /** the text's message key, `app.equipes.situacao.{chave}` */
  chave: 'pendente' | 'ativo' | 'inativo';
  cor: 'success' | 'warning' | 'default';
} {
  if (!m.aceito) return { texto: 'Convite pendente', chave: 'pendente', cor: 'warning' };
  return m.ativo
    ? { texto: 'Ativo', chave: 'ativo', cor: 'success' }
    : { texto: 'Inativo', chave: 'inativo', cor: 'default' };
}
