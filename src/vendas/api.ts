import type { Adicional } from '../../core/generated/Adicional';
import type { CampoExtra } from '../../core/generated/CampoExtra';
import type { Negociacao } from '../../core/generated/Negociacao';
import type { Produto } from '../../core/generated/Produto';
import type { Venda } from '../../core/generated/Venda';
import type { VendaStatus } from '../../core/generated/VendaStatus';
import { toHttpError } from '../company/dataProvider';
import { http } from '../data/http';

/**
 * The sales calls beyond react-admin's simple REST (server/vendas/hooks.ts), through the app's axios client (the
 * 401 refresh), refusing with react-admin's HttpError (`body.errors` by field) like the register calls do.
 */

export type VendaRecord = Venda & { id: number };
export type CampoExtraRecord = CampoExtra & { id: number };
export type NegociacaoRecord = Negociacao & { id: number };

export type VendaStatusRecord = VendaStatus;

/** What a sale's form reads of a product or an additional: slices of the generated types. */
export type ProdutoRecord = Pick<Produto, 'id' | 'codigo' | 'nome' | 'preco' | 'ativo'>;
export type AdicionalRecord = Pick<Adicional, 'id' | 'codigo' | 'nome' | 'preco' | 'ativo'>;

export interface PerfilRef {
  id: number;
  nome: string;
  usuarioId: number | null;
  equipeId: number | null;
}

/**
 * The body of POST / PUT …/vendas: the generated Venda without what the server gives (key, number, total, audit,
 * timestamps); the seller and the team only when the form may set them, updatedAt for the optimistic lock. The
 * items are a plain list: an empty one is the server's to refuse at the field.
 */
export type VendaBody = Pick<
  Venda,
  | 'data'
  | 'clienteNome'
  | 'clienteDocumento'
  | 'clienteTelefone'
  | 'clienteEmail'
  | 'origemId'
  | 'pdvId'
  | 'sistemaId'
  | 'vendaStatusId'
  | 'extras'
  | 'observacoes'
> &
  Partial<Pick<Venda, 'vendedorId' | 'equipeId' | 'updatedAt'>> & { itens: Venda['itens'][number][] };

const base = (empresaId: number) => `/empresas/${empresaId}/vendas`;

async function call<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

type Filter = Readonly<Record<string, unknown>>;

/** The references a sale may lack, where a null filter means "none" rather than "no filter". */
const NONE_KEYS = new Set(['equipeId', 'origemId']);

const NUMERO_DA_VENDA = /^(?:#|n[º°o.]?\s*)?(\d{1,7})$/i;
const DOCUMENT_LIKE = /^[\d.\-/\s]+$/;

/**
 * The list filter as the server reads it. The search box covers the customer, the document and the number:
 * a short number (or '#12', 'nº 12') looks the sale up by its number, a masked document is searched by its digits
 * (the server stores digits), anything else by the customer's name. Cleared multi-selects (empty arrays, which
 * the server reads as "none") are left out.
 *
 * @example serverFilter({ q: '123.456' }) // { q: '123456' }; serverFilter({ q: '#42' }) // { numero_gte: 42, numero_lte: 42 }
 */
export function serverFilter(filter: Filter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    // 'Sem equipe' / 'Sem origem': a report's drill-down asks for the sales with none (the server reads null)
    if (value === null && NONE_KEYS.has(key)) {
      out[key] = null;
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    // 'Só o que conta nos totais' switched off is no filter at all
    if (key === 'nosTotais' && value !== true) continue;
    out[key] = value;
  }
  if (typeof out.q === 'string') {
    const q = out.q.trim();
    const number = NUMERO_DA_VENDA.exec(q);
    if (number && (q.length <= 6 || !DOCUMENT_LIKE.test(q))) {
      delete out.q;
      out.numero_gte = Number(number[1]);
      out.numero_lte = Number(number[1]);
    } else if (DOCUMENT_LIKE.test(q)) out.q = q.replace(/\D/g, '');
    else if (q === '') delete out.q;
    else out.q = q;
  }
  return out;
}

export interface VendasTotal {
  /** The sales in totals only (a cancelling status's are out). */
  quantidade: number;
  total: number;
  /** The cancelled sales the filter also selects, listed but not summed. */
  foraDosTotais?: { quantidade: number; total: number };
}

/** GET …/vendas/total: how many sales the list filter selects and their sum. */
export function fetchTotal(empresaId: number, filter: Filter): Promise<VendasTotal> {
  return call(
    http.get<VendasTotal>(`${base(empresaId)}/total`, {
      params: { filter: JSON.stringify(serverFilter(filter)) },
    }),
  );
}

/** POST (mark) or DELETE (unmark) …/vendas/{id}/auditoria (AUDITAR_VENDA). */
export function auditar(empresaId: number, vendaId: number, marcar: boolean): Promise<VendaRecord> {
  const url = `${base(empresaId)}/${vendaId}/auditoria`;
  return call(marcar ? http.post<VendaRecord>(url) : http.delete<VendaRecord>(url));
}

export interface BulkStatusAnswer {
  alteradas: number[];
  ignoradas: number[];
}

/** POST …/vendas/status (REALIZAR_AUTOMACOES): one status for many sales. */
export function alterarStatus(
  empresaId: number,
  ids: number[],
  vendaStatusId: number,
): Promise<BulkStatusAnswer> {
  return call(http.post<BulkStatusAnswer>(`${base(empresaId)}/status`, { ids, vendaStatusId }));
}

/** POST …/negociacoes/{id}/converter: the sale made from a negotiation (409 when it already was). */
export function converter(
  empresaId: number,
  negociacaoId: number,
  body: VendaBody,
): Promise<{ venda: VendaRecord; negociacao: NegociacaoRecord }> {
  return call(
    http.post<{ venda: VendaRecord; negociacao: NegociacaoRecord }>(
      `/empresas/${empresaId}/negociacoes/${negociacaoId}/converter`,
      body,
    ),
  );
}
