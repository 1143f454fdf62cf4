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

// Demo sales and negotiations (CONTRACT.md §2: a few hundred per company over the last 12 months), and the bulk
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

/**
 * Fills sales and negotiations from the company's own registers (sellers with their teams, products, statuses,
 * required extra fields), spread over the last 365 days, numbered in date order; then the sales counter.
 */
export async function seedVendas(db: Db, options: SeedVendasOptions, random: () => number): Promise<void> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pickOrNull = <T>(list: readonly T[]): T | null =>
    list.length === 0 || random() < 0.15 ? null : pick(list);
  const today = Date.UTC(2026, 10, 21);
  const empresas = new Set([...Object.keys(options.vendas), ...Object.keys(options.negociacoes)].map(Number));

  for (const empresaId of empresas) {
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
    if (sellers.length === 0 || prods.length === 0 || status.length === 0) continue;
    const required = extrasCfg.filter((c) => c.obrigatorio);
    const extraValue = (c: (typeof extrasCfg)[number]) =>
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

    // sales, numbered in date order
    const total = options.vendas[empresaId] ?? 0;
    const offsets = Array.from({ length: total }, () => Math.floor(random() * 365)).sort((a, b) => b - a);
    for (let start = 0; start < total; start += BATCH) {
      const rows = offsets.slice(start, start + BATCH).map((offset, i) => {
        const seller = pick(sellers);
        const itens = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
          const p = pick(prods);
          const extra = adds.length > 0 && random() < 0.3 ? [pick(adds)] : [];
          return {
            produtoId: p.id,
            quantidade: 1 + Math.floor(random() * 3),
            precoUnitario: Number(p.preco),
            adicionais: extra.map((a) => a.id),
            extraPreco: extra.reduce((s, a) => s + Number(a.preco), 0),
          };
        });
        const cents = itens.reduce(
          (s, it) => s + it.quantidade * Math.round((it.precoUnitario + it.extraPreco) * 100),
          0,
        );
        const when = new Date(today - offset * DAY);
        return {
          empresaId,
          numero: start + i + 1,
          data: when.toISOString().slice(0, 10),
          ...cliente(start + i),
          vendedorId: seller.perfilId,
          equipeId: seller.equipeId,
          origemId: pickOrNull(orig)?.id ?? null,
          pdvId: pickOrNull(pontos)?.id ?? null,
          sistemaId: pickOrNull(sist)?.id ?? null,
          vendaStatusId: pick(status).id,
          itens: itens.map(({ extraPreco: _e, ...it }) => it),
          total: cents / 100,
          extras: required.map((c) => ({ slot: c.slot, valor: extraValue(c) })),
          observacoes: null,
          createdAt: when,
          updatedAt: when,
        };
      });
      await db.insert(vendas).values(rows as never);
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

    // negotiations, at every stage, with a note or two
    const count = options.negociacoes[empresaId] ?? 0;
    if (count > 0) {
      const rows = Array.from({ length: count }, (_, n) => {
        const seller = pick(sellers);
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
      });
      await db.insert(negociacoes).values(rows as never);
    }
  }
}
