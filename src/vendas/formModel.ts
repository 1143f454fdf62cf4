import type { AdicionalRecord, CampoExtraRecord, VendaBody, VendaRecord } from './api';

/**
 * What the sale form holds and what it sends: pure functions, so the rules (the extras by slot, values typed
 * per kind, the running total) are tested without a screen.
 */

export interface ItemValues {
  produtoId: number | null;
  quantidade: number | null;
  precoUnitario: number | null;
  adicionais: number[];
}

/** An extra field's value as its input holds it: text, a number, a boolean, an API date. */
export type ExtraValue = string | number | boolean | null;

export interface VendaFormValues {
  data: string | null;
  clienteNome: string | null;
  clienteDocumento: string | null;
  clienteTelefone: string | null;
  clienteEmail: string | null;
  vendedorId: number | null;
  equipeId: number | null;
  origemId: number | null;
  pdvId: number | null;
  sistemaId: number | null;
  vendaStatusId: number | null;
  itens: ItemValues[];
  /** One per active extra field, in slot order: index i is the i-th of `camposAtivos`. */
  extras: Array<{ slot: number; valor: ExtraValue }>;
  observacoes: string | null;
}

export const emptyItem = (): ItemValues => ({
  produtoId: null,
  quantidade: 1,
  precoUnitario: null,
  adicionais: [],
});

/** The company's extra fields a sale shows: the active ones, by slot. */
export function camposAtivos(campos: readonly CampoExtraRecord[]): CampoExtraRecord[] {
  return campos.filter((c) => c.ativo).sort((a, b) => a.slot - b.slot);
}

/** A stored extra value ('12.5', 'true', '2026-03-01') as its input holds it. */
export function extraToInput(tipo: CampoExtraRecord['tipo'], valor: string | null | undefined): ExtraValue {
  if (valor === null || valor === undefined || valor === '') return null;
  switch (tipo) {
    case 'NUMERO': {
      const n = Number(valor);
      return Number.isFinite(n) ? n : null;
    }
    case 'BOOLEANO':
      // picked as 'true' / 'false' (Sim / Não), as stored
      return valor === 'true' || valor === 'false' ? valor : null;
    default:
      return valor;
  }
}

/** An input's value as the API stores it: strings, numbers with a dot, 'true' / 'false'. */
export function extraToApi(value: ExtraValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = value.trim();
  return text === '' ? null : text;
}

export interface FormDefaults {
  hoje: string;
  vendedorId: number | null;
  equipeId: number | null;
  vendaStatusId: number | null;
}

/** A new sale's values, or a stored one's; its extras lined up with the active fields. */
export function toFormValues(
  record: Partial<VendaRecord> | null,
  campos: readonly CampoExtraRecord[],
  defaults: FormDefaults,
): VendaFormValues {
  const stored = new Map((record?.extras ?? []).map((e) => [e.slot, e.valor]));
  return {
    data: record?.data ?? defaults.hoje,
    clienteNome: record?.clienteNome ?? null,
    clienteDocumento: record?.clienteDocumento ?? null,
    clienteTelefone: record?.clienteTelefone ?? null,
    clienteEmail: record?.clienteEmail ?? null,
    vendedorId: record?.vendedorId ?? defaults.vendedorId,
    equipeId: record && 'equipeId' in record ? (record.equipeId ?? null) : defaults.equipeId,
    origemId: record?.origemId ?? null,
    pdvId: record?.pdvId ?? null,
    sistemaId: record?.sistemaId ?? null,
    vendaStatusId: record?.vendaStatusId ?? defaults.vendaStatusId,
    itens:
      record?.itens && record.itens.length > 0
        ? record.itens.map((i) => ({
            produtoId: i.produtoId,
            quantidade: i.quantidade,
            precoUnitario: Number(i.precoUnitario),
            adicionais: [...(i.adicionais ?? [])],
          }))
        : [emptyItem()],
    extras: camposAtivos(campos).map((c) => ({
      slot: c.slot,
      valor: extraToInput(c.tipo, stored.get(c.slot)),
    })),
    observacoes: record?.observacoes ?? null,
  };
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * The POST / PUT body. Lines with no product and nothing else typed are dropped (the empty line Enter left at the
 * end); `sendSeller` false leaves the seller to the server (oneself on create).
 */
export function toBody(
  values: VendaFormValues,
  { sendSeller = true, updatedAt }: { sendSeller?: boolean; updatedAt?: string } = {},
): VendaBody {
  const body: VendaBody = {
    data: values.data ?? '',
    clienteNome: values.clienteNome?.trim() ?? '',
    clienteDocumento: values.clienteDocumento ?? '',
    clienteTelefone: blankToNull(values.clienteTelefone),
    clienteEmail: blankToNull(values.clienteEmail),
    equipeId: values.equipeId,
    origemId: values.origemId,
    pdvId: values.pdvId,
    sistemaId: values.sistemaId,
    vendaStatusId: values.vendaStatusId as number,
    itens: meaningfulItems(values.itens).map((i) => ({
      produtoId: i.produtoId as number,
      quantidade: i.quantidade as number,
      precoUnitario: i.precoUnitario as number,
      adicionais: i.adicionais ?? [],
    })),
    extras: values.extras.map((e) => ({ slot: e.slot, valor: extraToApi(e.valor) })),
    observacoes: blankToNull(values.observacoes),
  };
  if (sendSeller && values.vendedorId !== null) body.vendedorId = values.vendedorId;
  if (updatedAt !== undefined) body.updatedAt = updatedAt;
  return body;
}

/** A line counts once it has a product or any change from a fresh one; the trailing blank line does not. */
export function isBlankItem(item: ItemValues): boolean {
  return (
    item.produtoId === null &&
    (item.precoUnitario === null || item.precoUnitario === undefined) &&
    (item.adicionais ?? []).length === 0
  );
}

/** The lines to send: every one but blank lines, unless all are blank (then the first, to be refused at it). */
export function meaningfulItems(itens: readonly ItemValues[]): ItemValues[] {
  const kept = itens.filter((i) => !isBlankItem(i));
  return kept.length > 0 ? kept : itens.slice(0, 1);
}

const cents = (value: number) => Math.round(value * 100);

/** A line's subtotal as the server computes it: quantidade × (preço unitário + Σ adicionais), in cents. */
export function lineSubtotal(item: Partial<ItemValues>, precoAdicional: ReadonlyMap<number, number>): number {
  const quantidade =
    typeof item.quantidade === 'number' && Number.isFinite(item.quantidade) ? item.quantidade : 0;
  let unit = typeof item.precoUnitario === 'number' ? cents(item.precoUnitario) : 0;
  for (const id of item.adicionais ?? []) unit += cents(precoAdicional.get(id) ?? 0);
  return (quantidade * unit) / 100;
}

/** The sum of the lines, to the cent. */
export function runningTotal(
  itens: readonly Partial<ItemValues>[],
  precoAdicional: ReadonlyMap<number, number>,
): number {
  return itens.reduce((sum, item) => sum + cents(lineSubtotal(item, precoAdicional)), 0) / 100;
}

export const precosDe = (adicionais: readonly AdicionalRecord[]) =>
  new Map(adicionais.map((a) => [a.id, Number(a.preco)]));

/**
 * The server's error paths point at the body it got; the form's lines may include blank ones it never sent.
 * Maps `itens.{k}.…` of the body back to the form's line index.
 */
export function remapItemErrors(
  errors: Readonly<Record<string, string>>,
  itens: readonly ItemValues[],
): Record<string, string> {
  const sent = itens.flatMap((item, index) => (isBlankItem(item) ? [] : [index]));
  const indexOf = (k: number) => (sent.length > 0 ? (sent[k] ?? k) : k);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^itens\.(\d+)\.(.*)$/.exec(path);
    out[match ? `itens.${indexOf(Number(match[1]))}.${match[2]}` : path] = message;
  }
  return out;
}
