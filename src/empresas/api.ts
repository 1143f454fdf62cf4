import type { Contrato } from '../../core/generated/Contrato';
import { readApiError } from '../data/apiError';
import { http } from '../data/http';

/** A contract as /admin/empresas/{id}/contratos answers it: the register's record, its id and whether it is current. */
export interface ContratoItem extends Omit<Contrato, 'key'> {
  id: number;
  atual: boolean;
}

export interface Contratos {
  contratoAtualId: number | null;
  contratos: ContratoItem[];
}

export interface NovoContrato {
  limiteUsuarios: number;
  inicio: string | null;
  fim: string | null;
  valor: number | null;
  ativo: boolean;
}

export interface DominioItem {
  id: number;
  dominioId: number;
  empresaId: number;
  dominio: string;
}

const base = (empresaId: number) => `/admin/empresas/${empresaId}/contratos`;

export const contratosKey = (empresaId: number) => ['admin-empresa', empresaId, 'contratos'] as const;
export const dominiosKey = (empresaId: number) => ['admin-empresa', empresaId, 'dominios'] as const;

export async function fetchContratos(empresaId: number): Promise<Contratos> {
  return (await http.get<Contratos>(base(empresaId))).data;
}
export async function criarContrato(empresaId: number, body: NovoContrato): Promise<Contratos> {
  return (await http.post<Contratos>(base(empresaId), body)).data;
}
export async function encerrarContrato(empresaId: number, contratoId: number): Promise<Contratos> {
  return (await http.post<Contratos>(`${base(empresaId)}/${contratoId}/encerrar`)).data;
}
export async function tornarAtual(empresaId: number, contratoId: number): Promise<Contratos> {
  return (await http.post<Contratos>(`${base(empresaId)}/${contratoId}/atual`)).data;
}

export async function fetchDominios(empresaId: number): Promise<DominioItem[]> {
  const filter = encodeURIComponent(JSON.stringify({ empresaId }));
  return (await http.get<DominioItem[]>(`/admin/dominios?filter=${filter}&range=[0,999]`)).data;
}
export async function criarDominio(empresaId: number, dominio: string): Promise<DominioItem> {
  return (await http.post<DominioItem>('/admin/dominios', { empresaId, dominio })).data;
}
export async function excluirDominio(dominioId: number): Promise<void> {
  await http.delete(`/admin/dominios/${dominioId}`);
}

/** The server's words for a refusal: the field's message when it named one, else its message. */
export function errosDe(error: unknown): { message: string; fields: Record<string, string> } {
  const failure = readApiError(error);
  return {
    message: failure.message ?? 'Não foi possível concluir a operação. Tente de novo.',
    fields: failure.fields,
  };
}
