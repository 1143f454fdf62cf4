import { count, getTableName, sql } from 'drizzle-orm';
import { PERMISSOES } from '../../core/permissoes.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './client.ts';
import { mulberry32, NOMES, SOBRENOMES } from './demo.ts';
import { dominios, empresas, equipes, grupos, registerTables } from './generated/registers.ts';
import { contratos, papeis, perfis, usuarios } from './schema.ts';
import { seedRegisters } from './seed-registers.ts';
import { seedVendas } from './seed-vendas.ts';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The global role ladder. Each role may hand out only the roles below it (papeisAbaixo): a company's
 * Administrador can appoint everyone but another Administrador (only a platform ADMIN can), a Gerente can
 * appoint supervisors, auditors and sellers, a Supervisor only sellers.
 */
export const PAPEIS_DEMO = [
  { papelId: 1, nome: 'Administrador', papeisAbaixo: [2, 3, 4, 5], permissoes: [...PERMISSOES] },
  {
    papelId: 2,
    nome: 'Gerente',
    papeisAbaixo: [3, 4, 5],
    permissoes: [
      'CADASTRAR_USUARIOS',
      'CADASTRAR_EQUIPES',
      'CADASTRAR_AUXILIARES',
      'VER_TODAS_VENDAS',
      'VER_TODAS_EQUIPES',
      'DEFINIR_VENDEDOR',
      'ALTERAR_VENDEDOR',
      'REALIZAR_AUTOMACOES',
      'VER_LIXEIRA',
    ],
  },
  { papelId: 3, nome: 'Supervisor', papeisAbaixo: [5], permissoes: ['DEFINIR_VENDEDOR'] },
  {
    papelId: 4,
    nome: 'Auditor',
    papeisAbaixo: [],
    permissoes: ['VER_TODAS_VENDAS', 'VER_TODAS_EQUIPES', 'AUDITAR_VENDA'],
  },
  { papelId: 5, nome: 'Vendedor', papeisAbaixo: [], permissoes: [] },
] as const;

const PAPEL = { administrador: 1, gerente: 2, supervisor: 3, auditor: 4, vendedor: 5 } as const;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(usuarios);
  return (row?.n ?? 0) === 0;
}

/** Empties every table (npm run seed). */
export async function truncateAll(db: Db): Promise<void> {
  const registers = Object.values(registerTables).map((t) => getTableName(t));
  // a table named twice makes truncate fail: the registers now include empresas, grupos, dominios, equipes
  const tables = new Set([
    ...registers,
    'sequencias',
    // TRUNCATE fires no DELETE trigger: the sales' figures (migrations 0012, 0013) go with the sales
    'vendas_resumo',
    'vendas_resumo_mes',
    'vendas_resumo_origem',
    'vendas_resumo_origem_mes',
    'vendas_resumo_produto',
    'vendas_resumo_produto_mes',
    'request_logs',
    'refresh_tokens',
    'sessoes',
    'perfil_arquivos',
    'perfis',
    'usuarios',
    'papeis',
    'contratos',
  ]);
  await db.execute(
    sql.raw(`truncate table ${[...tables].map((t) => `"${t}"`).join(', ')} restart identity cascade`),
  );
}

/**
 * Fills an empty database with the demo of docs/contrato.md §2: two companies of one group, the five fixed
 * logins, and a few dozen more people per company in teams. Every password is `demo1234`.
 */
export interface SeedOptions {
  /** Sales of empresa 1 (Alfa); default a few hundred, like empresa 2. */
  vendas?: number;
  progress?: (done: number, total: number) => void;
}

/** Demo sales and negotiations per company when not asked otherwise (docs/contrato.md §2: a few hundred). */
export const DEMO_VENDAS = 300;
export const DEMO_NEGOCIACOES = 120;

type Pick = <T>(list: readonly T[]) => T;
const ACEITE_TERMOS = { data: '2026-01-05', versao: 1 };

/** The global role ladder, its ids kept. */
async function seedPapeis(tx: Db) {
  await tx
    .insert(papeis)
    .values(
      PAPEIS_DEMO.map((p) => ({ ...p, papeisAbaixo: [...p.papeisAbaixo], permissoes: [...p.permissoes] })),
    );
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('papeis', 'papel_id'), (select max(papel_id) from papeis))`,
  );
}

/** The group, its two companies (1 Alfa, 2 Beta), a current contract for each and their e-mail domains. */
async function seedEmpresas(tx: Db) {
  const [grupo] = await tx.insert(grupos).values({ nome: 'Grupo Exemplo' }).returning();
  await tx.insert(empresas).values([
    {
      empresaId: 1,
      grupoId: grupo!.grupoId,
      nome: 'Alfa Telecom',
      cnpj: '11222333000181',
      aparencia: { cor: 'blue', icone: null },
    },
    {
      empresaId: 2,
      grupoId: grupo!.grupoId,
      nome: 'Beta Energia',
      cnpj: '11444777000161',
      aparencia: { cor: 'green', icone: null },
    },
  ]);
  await tx.execute(sql`select setval(pg_get_serial_sequence('empresas', 'empresa_id'), 2)`);
  for (const empresaId of [1, 2]) {
    const [c] = await tx
      .insert(contratos)
      .values({ empresaId, ativo: true, limiteUsuarios: 200, inicio: '2026-01-01', fim: null, valor: 4990 })
      .returning();
    await tx.update(empresas).set({ contratoAtualId: c!.contratoId }).where(sql`empresa_id = ${empresaId}`);
  }
  await tx.insert(dominios).values([
    { empresaId: 1, dominio: 'alfa.com.br' },
    { empresaId: 2, dominio: 'beta.com.br' },
  ]);
}

/** The five fixed logins (docs/contrato.md §2), terms accepted; answers a login's usuarioId by e-mail. */
async function seedFixedUsers(tx: Db, senhaHash: string) {
  const fixed = await tx
    .insert(usuarios)
    .values([
      {
        nomeCompleto: 'Administrador da Plataforma',
        email: 'admin@exemplo.com.br',
        papelSistema: 'ADMIN',
        empresaPrincipalId: 1,
        senhaHash,
      },
      {
        nomeCompleto: 'Gestora Alfa',
        email: 'gestor@alfa.com.br',
        empresaPrincipalId: 1,
        senhaHash,
        matricula: 1001,
      },
      {
        nomeCompleto: 'Vendedor Alfa',
        email: 'vendedor@alfa.com.br',
        empresaPrincipalId: 1,
        senhaHash,
        matricula: 1002,
      },
      {
        nomeCompleto: 'Gestor Beta',
        email: 'gestor@beta.com.br',
        empresaPrincipalId: 2,
        senhaHash,
        matricula: 2001,
      },
      {
        nomeCompleto: 'Usuário Multiempresa',
        email: 'multi@exemplo.com.br',
        empresaPrincipalId: 1,
        senhaHash,
        matricula: 1003,
      },
    ])
    .returning();
  await tx.update(usuarios).set({ aceiteTermos: ACEITE_TERMOS });
  return (email: string) => fixed.find((u) => u.email === email)!.usuarioId;
}

/** The fixed logins' profiles: the multi-company user in both companies. */
async function seedFixedPerfis(tx: Db, id: (email: string) => number) {
  const perfil = (email: string, empresaId: number, papelId: number, nome: string) => ({
    usuarioId: id(email),
    empresaId,
    papelId,
    nome,
    aceito: true,
  });
  const fixedPerfis: Array<typeof perfis.$inferInsert> = [
    perfil('gestor@alfa.com.br', 1, PAPEL.administrador, 'Gestora Alfa'),
    perfil('vendedor@alfa.com.br', 1, PAPEL.vendedor, 'Vendedor Alfa'),
    perfil('gestor@beta.com.br', 2, PAPEL.administrador, 'Gestor Beta'),
    perfil('multi@exemplo.com.br', 1, PAPEL.administrador, 'Usuário Multiempresa'),
    perfil('multi@exemplo.com.br', 2, PAPEL.vendedor, 'Usuário Multiempresa'),
  ];
  await tx.insert(perfis).values(fixedPerfis);
}

/** 32 people of one company with unique e-mails: 3 supervisors, an auditor, a manager, then sellers. */
function pessoasDe(
  empresaId: number,
  dominio: string,
  first: number,
  ctx: { senhaHash: string; pick: Pick; usados: Set<string> },
) {
  const pessoas: Array<typeof usuarios.$inferInsert & { papelId: number }> = [];
  let matricula = first;
  for (let i = 0; i < 32; i++) {
    let nome = '';
    let email = '';
    do {
      nome = `${ctx.pick(NOMES)} ${ctx.pick(SOBRENOMES)}`;
      email = `${slug(nome.split(' ')[0]!)}.${slug(nome.split(' ')[1]!)}@${dominio}`;
    } while (ctx.usados.has(email));
    ctx.usados.add(email);
    const papelId =
      i < 3 ? PAPEL.supervisor : i === 3 ? PAPEL.auditor : i === 4 ? PAPEL.gerente : PAPEL.vendedor;
    pessoas.push({
      nomeCompleto: nome,
      email,
      empresaPrincipalId: empresaId,
      senhaHash: ctx.senhaHash,
      matricula: matricula++,
      aceiteTermos: ACEITE_TERMOS,
      papelId,
    });
  }
  return pessoas;
}

/** A few dozen people per company: 3 supervisors leading teams, an auditor, a manager, sellers. */
async function seedPessoas(tx: Db, senhaHash: string, pick: Pick) {
  let matricula = 5000;
  const usados = new Set<string>();
  for (const [empresaId, dominio, equipesNomes] of [
    [1, 'alfa.com.br', ['Equipe Norte', 'Equipe Sul', 'Equipe Centro']],
    [2, 'beta.com.br', ['Equipe Solar', 'Equipe Eólica', 'Equipe Comercial']],
  ] as const) {
    const pessoas = pessoasDe(empresaId, dominio, matricula, { senhaHash, pick, usados });
    matricula += pessoas.length;
    const criados = await tx
      .insert(usuarios)
      .values(pessoas.map(({ papelId: _p, ...u }) => u))
      .returning();
    const times = await tx
      .insert(equipes)
      .values(equipesNomes.map((nome, i) => ({ empresaId, nome, supervisorId: criados[i]!.usuarioId })))
      .returning();
    await tx.insert(perfis).values(
      criados.map((u, i) => ({
        usuarioId: u.usuarioId,
        empresaId,
        papelId: pessoas[i]!.papelId,
        nome: u.nomeCompleto,
        // supervisors lead their own team; sellers are spread over the teams; the last ones have none
        equipeId: i < 3 ? times[i]!.equipeId : i >= 5 && i < 29 ? times[i % 3]!.equipeId : null,
        // two pending invitations and one deactivated profile, so those states exist in the demo
        aceito: i < 30,
        ativo: i !== 31,
      })),
    );
  }
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  const random = mulberry32(20261121);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;

  await db.transaction(async (tx) => {
    await seedPapeis(tx);
    await seedEmpresas(tx);
    const id = await seedFixedUsers(tx, senhaHash);
    await seedFixedPerfis(tx, id);
    await seedPessoas(tx, senhaHash, pick);
    // the fixed sellers belong to a team too
    await tx.execute(sql`update perfis set equipe_id = (select equipe_id from equipes where empresa_id = perfis.empresa_id order by equipe_id limit 1)
      where usuario_id in (${id('vendedor@alfa.com.br')}, ${id('multi@exemplo.com.br')}) and papel_id = ${PAPEL.vendedor}`);
    await seedRegisters(tx, registerTables);
    await seedVendas(
      tx,
      {
        vendas: { 1: options.vendas === undefined ? DEMO_VENDAS : 0, 2: DEMO_VENDAS },
        negociacoes: { 1: DEMO_NEGOCIACOES, 2: DEMO_NEGOCIACOES },
      },
      random,
    );
  });
  // a large fill goes batch by batch outside the demo's transaction, so its memory stays flat
  if (options.vendas !== undefined && options.vendas > 0)
    await seedVendas(
      db,
      {
        vendas: { 1: options.vendas },
        negociacoes: {},
        ...(options.progress ? { progress: options.progress } : {}),
      },
      mulberry32(options.vendas),
    );
}
