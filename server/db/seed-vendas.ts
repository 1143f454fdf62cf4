import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { NOMES, SOBRENOMES } from './demo.ts';
import {
  adicionais,
  camposExtras,
  negociacoes,
  origens,
  pdvs,
  produtos,
  sistemas,
  vendaStatus,
  vendas,
} from './generated/registers.ts';
import { perfis, sequencias } from './schema.ts';

// Demo sales and negotiations (docs/contrato.md §2: a few hundred per company over the last 12 months), and the bulk
// fill of `npm run seed -- --vendas N`. Deterministic: the same data on every machine.

const EMPRESAS = [
  'Padaria Pão de Queijo',
  'Mercado Bom Preço',
  'Oficina São Jorge',
  'Clínica Bem-Estar',
  'Escola Aprender',
  'Farmácia Vida',
  'Restaurante Sabor Mineiro',
  'Academia Movimento',
  'Pet Shop Amigo Fiel',
  'Construtora Alicerce',
];

/** Check digits of a CPF (11) or CNPJ (14) from its base digits. */
function withCheckDigits(base: number[], weights: (i: number, len: number) => number): number[] {
  const digits = [...base];
  for (let round = 0; round < 2; round++) {
    const sum = digits.reduce((acc, d, i) => acc + d * weights(i, digits.length), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits;
}

export function cpfOf(n: number): string {
  const base = String(100000000 + (n % 899999999))
    .slice(-9)
    .split('')
    .map(Number);
  return withCheckDigits(base, (i, len) => len + 1 - i).join('');
}

export function cnpjOf(n: number): string {
  const base = `${String(10000000 + (n % 89999999)).slice(-8)}0001`.split('').map(Number);
  const w = (i: number, len: number) => {
    const weights =
      len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    return weights[i] as number;
  };
  return withCheckDigits(base, w).join('');
}

const ETAPAS = ['PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO', 'GANHA', 'PERDIDA'] as const;

export interface SeedVendasOptions {
  /** Sales per company, by company id (a company not listed gets none). */
  vendas: Record<number, number>;
  /** Negotiations per company. */
  negociacoes: Record<number, number>;
  /** Called now and then with how many sales are in, for long fills. */
  progress?: (done: number, total: number) => void;
}

const BATCH = 2000;
const DAY = 86_400_000;

type Random = () => number;
type VendaRow = typeof vendas.$inferInsert;
type NegociacaoRow = typeof negociacoes.$inferInsert;

/** A list that has at least one element, or a failure naming what was empty. */
function nonEmpty<T>(list: T[], what: string): [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error(`seed: ${what} vazio`);
  return [first, ...rest];
}

const picker = (random: Random) => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pickOrNull = <T>(list: readonly T[]): T | null =>
    list.length === 0 || random() < 0.15 ? null : pick(list);
  return { pick, pickOrNull };
};

/** What a company's sales are made of: its sellers (with their teams), products, statuses, other registers. */
async function registersOf(db: Db, empresaId: number) {
  const [sellers, prods, adds, status, orig, pontos, sist, extrasCfg] = await Promise.all([
    db
      .select({ perfilId: perfis.perfilId, equipeId: perfis.equipeId })
      .from(perfis)
      .where(
        and(
          eq(perfis.empresaId, empresaId),
          eq(perfis.aceito, true),
          eq(perfis.ativo, true),
          isNotNull(perfis.usuarioId),
        ),
      ),
    db
      .select({ id: produtos.produtoId, preco: produtos.preco })
      .from(produtos)
      .where(eq(produtos.empresaId, empresaId)),
    db
      .select({ id: adicionais.adicionalId, preco: adicionais.preco })
      .from(adicionais)
      .where(eq(adicionais.empresaId, empresaId)),
    db
      .select({ id: vendaStatus.vendaStatusId })
      .from(vendaStatus)
      .where(eq(vendaStatus.empresaId, empresaId)),
    db.select({ id: origens.origemId }).from(origens).where(eq(origens.empresaId, empresaId)),
    db.select({ id: pdvs.pdvId }).from(pdvs).where(eq(pdvs.empresaId, empresaId)),
    db.select({ id: sistemas.sistemaId }).from(sistemas).where(eq(sistemas.empresaId, empresaId)),
    db
      .select()
      .from(camposExtras)
      .where(and(eq(camposExtras.empresaId, empresaId), eq(camposExtras.ativo, true))),
  ]);
  return {
    sellers,
    prods,
    adds,
    status,
    orig,
    pontos,
    sist,
    required: extrasCfg.filter((c) => c.obrigatorio),
  };
}

type Registers = Awaited<ReturnType<typeof registersOf>>;

/** Makes the rows of one company: the customer, a sale's items and extra fields, a sale, a negotiation. */
function rowMaker(empresaId: number, r: Registers, random: Random, today: number) {
  const { pick, pickOrNull } = picker(random);
  const extraValue = (c: Registers['required'][number]) =>
    c.tipo === 'LISTA'
      ? (pick(c.opcoes ?? [{ valor: '' }]) as { valor: string }).valor
      : c.tipo === 'BOOLEANO'
        ? 'false'
        : 'sim';
  const cliente = (n: number) => {
    const pj = random() < 0.3;
    return {
      clienteNome: pj
        ? `${pick(EMPRESAS)} ${n % 97}`
        : `${pick(NOMES)} ${pick(SOBRENOMES)} ${pick(SOBRENOMES)}`,
      clienteDocumento: pj
        ? cnpjOf((empresaId * 1_000_003 + n) * 7919)
        : cpfOf((empresaId * 1_000_003 + n) * 7919),
      clienteTelefone: random() < 0.8 ? `11${String(900000000 + Math.floor(random() * 99999999))}` : null,
      clienteEmail: null,
    };
  };
  const item = () => {
    const p = pick(r.prods);
    const extra = r.adds.length > 0 && random() < 0.3 ? [pick(r.adds)] : [];
    return {
      produtoId: p.id,
      quantidade: 1 + Math.floor(random() * 3),
      precoUnitario: Number(p.preco),
      adicionais: extra.map((a) => a.id),
      extraPreco: extra.reduce((s, a) => s + Number(a.preco), 0),
    };
  };

  /** Sale nº `numero`, `offset` days before today (`n`: its customer). */
  const venda = (numero: number, offset: number, n: number): VendaRow => {
    const seller = pick(r.sellers);
    const itens = Array.from({ length: 1 + Math.floor(random() * 3) }, item);
    const cents = itens.reduce(
      (s, it) => s + it.quantidade * Math.round((it.precoUnitario + it.extraPreco) * 100),
      0,
    );
    const when = new Date(today - offset * DAY);
    return {
      empresaId,
      numero,
      data: when.toISOString().slice(0, 10),
      ...cliente(n),
      vendedorId: seller.perfilId,
      equipeId: seller.equipeId,
      origemId: pickOrNull(r.orig)?.id ?? null,
      pdvId: pickOrNull(r.pontos)?.id ?? null,
      sistemaId: pickOrNull(r.sist)?.id ?? null,
      vendaStatusId: pick(r.status).id,
      itens: nonEmpty(
        itens.map(({ extraPreco: _e, ...it }) => it),
        'itens',
      ),
      total: cents / 100,
      extras: r.required.map((c) => ({ slot: c.slot, valor: extraValue(c) })),
      observacoes: null,
      createdAt: when,
      updatedAt: when,
    };
  };

  /** Negotiation `n`, at any stage, with a note or two. */
  const negociacao = (n: number): NegociacaoRow => {
    const seller = pick(r.sellers);
    const when = new Date(today - Math.floor(random() * 180) * DAY);
    const etapa = pick(ETAPAS);
    return {
      empresaId,
      ...cliente(500_000 + n),
      vendedorId: seller.perfilId,
      equipeId: seller.equipeId,
      etapa,
      valorEstimado: Math.round(random() * 500000) / 100,
      previsaoFechamento: new Date(when.getTime() + (15 + Math.floor(random() * 60)) * DAY)
        .toISOString()
        .slice(0, 10),
      notas: [
        { data: when.toISOString(), texto: 'Primeiro contato com o cliente.' },
        ...(etapa === 'PROSPECCAO'
          ? []
          : [
              {
                data: new Date(when.getTime() + 3 * DAY).toISOString(),
                texto: 'Proposta enviada por e-mail.',
              },
            ]),
      ],
      createdAt: when,
      updatedAt: when,
    };
  };
  return { venda, negociacao };
}

/** A company's `total` sales, numbered in date order, in batches; then its sales counter. */
async function insertVendas(
  db: Db,
  empresaId: number,
  make: ReturnType<typeof rowMaker>,
  total: number,
  options: SeedVendasOptions,
  random: Random,
) {
  const offsets = Array.from({ length: total }, () => Math.floor(random() * 365)).sort((a, b) => b - a);
  for (let start = 0; start < total; start += BATCH) {
    const rows = offsets
      .slice(start, start + BATCH)
      .map((offset, i) => make.venda(start + i + 1, offset, start + i));
    await db.insert(vendas).values(rows);
    options.progress?.(Math.min(start + BATCH, total), total);
  }
  if (total > 0)
    await db
      .insert(sequencias)
      .values({ empresaId, nome: 'vendas', valor: total })
      .onConflictDoUpdate({
        target: [sequencias.empresaId, sequencias.nome],
        set: { valor: sql`excluded.valor` },
      });
}

/**
 * Fills sales and negotiations from the company's own registers (sellers with their teams, products, statuses,
 * required extra fields), spread over the last 365 days, numbered in date order; then the sales counter.
 */
export async function seedVendas(db: Db, options: SeedVendasOptions, random: () => number): Promise<void> {
  const today = Date.UTC(2026, 10, 21);
  const empresas = new Set([...Object.keys(options.vendas), ...Object.keys(options.negociacoes)].map(Number));

  for (const empresaId of empresas) {
    const registers = await registersOf(db, empresaId);
    if (registers.sellers.length === 0 || registers.prods.length === 0 || registers.status.length === 0)
      continue;
    const make = rowMaker(empresaId, registers, random, today);
    await insertVendas(db, empresaId, make, options.vendas[empresaId] ?? 0, options, random);
    const count = options.negociacoes[empresaId] ?? 0;
    if (count > 0)
      await db.insert(negociacoes).values(Array.from({ length: count }, (_, n) => make.negociacao(n)));
  }
}
