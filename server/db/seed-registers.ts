import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// Demo rows for the schema-driven registers of both demo companies: realistic for a telecom (Alfa) and a
// solar-energy company (Beta), a few dozen per register where that makes sense.

type Row = Record<string, unknown>;

const PLANOS = [
  ['CTRL-15', 'Plano Controle 15 GB', 49.9],
  ['CTRL-25', 'Plano Controle 25 GB', 69.9],
  ['POS-30', 'Plano Pós 30 GB', 99.9],
  ['POS-50', 'Plano Pós 50 GB', 129.9],
  ['POS-100', 'Plano Pós 100 GB', 179.9],
  ['FAM-4', 'Plano Família 4 linhas', 249.9],
  ['FIBRA-300', 'Fibra 300 Mega', 99.9],
  ['FIBRA-600', 'Fibra 600 Mega', 129.9],
  ['FIBRA-1G', 'Fibra 1 Giga', 199.9],
  ['EMP-10', 'Plano Empresa 10 linhas', 899.0],
] as const;
const APARELHOS = [
  ['SMART-A15', 'Smartphone Galáxia A15', 1299.0],
  ['SMART-A55', 'Smartphone Galáxia A55', 2499.0],
  ['SMART-X13', 'Smartphone Xis 13', 3999.0],
  ['SMART-M4', 'Smartphone Moto M4', 999.0],
  ['ROTEADOR-W6', 'Roteador Wi-Fi 6', 399.0],
  ['MODEM-4G', 'Modem 4G portátil', 249.0],
  ['TABLET-10', 'Tablet 10 polegadas', 1599.0],
  ['RELOGIO-S', 'Relógio inteligente', 899.0],
] as const;
const SERVICOS_ALFA = [
  ['INST-FIBRA', 'Instalação de fibra', 0],
  ['PORTAB', 'Portabilidade de número', 0],
  ['CHIP-ESIM', 'Ativação de eSIM', 15.0],
  ['VISITA-TEC', 'Visita técnica', 80.0],
] as const;
const ACESSORIOS = [
  ['CAPA-01', 'Capa protetora', 59.9],
  ['PELICULA', 'Película de vidro', 39.9],
  ['CARREG-25W', 'Carregador 25 W', 119.0],
  ['FONE-BT', 'Fone Bluetooth', 199.0],
  ['CABO-USBC', 'Cabo USB-C', 49.9],
  ['SUPORTE-V', 'Suporte veicular', 79.9],
] as const;
const KITS = [
  ['KIT-2KWP', 'Kit solar 2 kWp', 9900.0],
  ['KIT-3KWP', 'Kit solar 3 kWp', 13900.0],
  ['KIT-5KWP', 'Kit solar 5 kWp', 21900.0],
  ['KIT-8KWP', 'Kit solar 8 kWp', 32900.0],
  ['KIT-10KWP', 'Kit solar 10 kWp', 39900.0],
  ['KIT-20KWP', 'Kit solar comercial 20 kWp', 76900.0],
  ['PAINEL-550', 'Painel fotovoltaico 550 W', 899.0],
  ['PAINEL-600', 'Painel fotovoltaico 600 W', 999.0],
  ['INV-3K', 'Inversor 3 kW', 3290.0],
  ['INV-5K', 'Inversor 5 kW', 4890.0],
  ['INV-10K', 'Inversor 10 kW', 8490.0],
  ['MICRO-INV', 'Microinversor 2 kW', 2590.0],
  ['BAT-5KWH', 'Bateria de lítio 5 kWh', 14900.0],
  ['BAT-10KWH', 'Bateria de lítio 10 kWh', 26900.0],
  ['ESTRUT-TEL', 'Estrutura para telhado cerâmico', 690.0],
  ['ESTRUT-SOLO', 'Estrutura para solo', 1490.0],
  ['CARREG-VE', 'Carregador de veículo elétrico', 5490.0],
  ['STRING-BOX', 'String box CC', 490.0],
] as const;
const SERVICOS_BETA = [
  ['PROJETO', 'Projeto e homologação', 1500.0],
  ['INSTAL-RES', 'Instalação residencial', 2500.0],
  ['INSTAL-COM', 'Instalação comercial', 6500.0],
  ['LIMPEZA', 'Limpeza de painéis', 350.0],
  ['MONIT-ANUAL', 'Monitoramento anual', 480.0],
  ['VISTORIA', 'Vistoria técnica', 250.0],
] as const;

const ADICIONAIS_ALFA = [
  ['SEG-ROUBO', 'Seguro contra roubo', 19.9],
  ['SEG-QUEBRA', 'Seguro contra quebra', 14.9],
  ['PACOTE-TV', 'Pacote de canais', 39.9],
  ['STREAM-1', 'Assinatura de streaming', 29.9],
  ['ROAMING', 'Roaming internacional', 49.9],
  ['IP-FIXO', 'IP fixo', 30.0],
  ['PONTO-EXTRA', 'Ponto extra de Wi-Fi', 25.0],
  ['BACKUP-NUV', 'Backup em nuvem 100 GB', 9.9],
  ['GESTAO-FROTA', 'Gestão de frota', 59.9],
  ['ANTIVIRUS', 'Antivírus', 7.9],
] as const;
const ADICIONAIS_BETA = [
  ['GARANTIA-EST', 'Garantia estendida 5 anos', 990.0],
  ['SEG-EQUIP', 'Seguro dos equipamentos', 590.0],
  ['MONIT-APP', 'Monitoramento pelo aplicativo', 0],
  ['LIMPEZA-SEM', 'Limpeza semestral', 590.0],
  ['FINANC-TAXA', 'Taxa de financiamento', 0],
  ['TOMADA-VE', 'Tomada para veículo elétrico', 890.0],
  ['ATERRAMENTO', 'Aterramento reforçado', 690.0],
  ['PARA-RAIOS', 'Para-raios', 1290.0],
] as const;

const CIDADES = [
  ['São Paulo', 'SP', '01310100'],
  ['Campinas', 'SP', '13010000'],
  ['Belo Horizonte', 'MG', '30130000'],
  ['Rio de Janeiro', 'RJ', '20040000'],
  ['Curitiba', 'PR', '80010000'],
  ['Porto Alegre', 'RS', '90010000'],
  ['Salvador', 'BA', '40010000'],
  ['Recife', 'PE', '50010000'],
  ['Goiânia', 'GO', '74003010'],
  ['Florianópolis', 'SC', '88010000'],
  ['Fortaleza', 'CE', '60030000'],
  ['Brasília', 'DF', '70040000'],
] as const;

/** A valid CNPJ from 12 base digits (the two check digits computed), for demo points of sale. */
export function cnpjFrom(base12: string): string {
  const digit = (base: string) => {
    const weights =
      base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...base].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base12);
  return `${base12}${first}${digit(base12 + first)}`;
}

const produto = (
  empresaId: number,
  categoria: string,
  [codigo, nome, preco]: readonly [string, string, number],
) => ({
  empresaId,
  codigo,
  nome,
  preco,
  categoria,
  ativo: true,
  descricao: null,
  comissaoPercentual: categoria === 'PLANO' ? 10 : 5,
});

const STATUS = [
  ['Digitada', '#607d8b', false, false],
  ['Em análise', '#1565c0', false, false],
  ['Pendente de documentação', '#f9a825', false, false],
  ['Aprovada', '#2e7d32', false, false],
  ['Concluída', '#1b5e20', true, false],
  ['Cancelada', '#c62828', false, true],
  ['Recusada', '#6d4c41', false, true],
] as const;

const ORIGENS = [
  'Indicação',
  'Site',
  'Loja física',
  'Telemarketing',
  'Instagram',
  'Google',
  'Feira',
  'Parceiro',
  'WhatsApp',
  'E-mail marketing',
];

export const BANCOS = [
  ['001', 'Banco do Brasil', '00000000'],
  ['033', 'Santander', '90400888'],
  ['041', 'Banrisul', '92702067'],
  ['070', 'BRB', '00000208'],
  ['077', 'Banco Inter', '00416968'],
  ['104', 'Caixa Econômica Federal', '00360305'],
  ['212', 'Banco Original', '92894922'],
  ['237', 'Bradesco', '60746948'],
  ['260', 'Nu Pagamentos', '18236120'],
  ['336', 'Banco C6', '31872495'],
  ['341', 'Itaú Unibanco', '60701190'],
  ['422', 'Banco Safra', '58160789'],
  ['655', 'Banco Votorantim', '59588111'],
  ['748', 'Sicredi', '01181521'],
  ['756', 'Sicoob', '02038232'],
] as const;

/** Alfa (telecom) sells plans, phones, services and accessories; Beta (energy) kits and services. */
function produtosRows(): Row[] {
  return [
    ...PLANOS.map((p) => produto(1, 'PLANO', p)),
    ...APARELHOS.map((p) => produto(1, 'APARELHO', p)),
    ...SERVICOS_ALFA.map((p) => produto(1, 'SERVICO', p)),
    ...ACESSORIOS.map((p) => produto(1, 'ACESSORIO', p)),
    ...KITS.map((p) => produto(2, 'APARELHO', p)),
    ...SERVICOS_BETA.map((p) => produto(2, 'SERVICO', p)),
  ];
}

/** Each company's add-ons. */
function adicionaisRows(): Row[] {
  return [
    ...ADICIONAIS_ALFA.map(([codigo, nome, preco]) => ({ empresaId: 1, codigo, nome, preco, ativo: true })),
    ...ADICIONAIS_BETA.map(([codigo, nome, preco]) => ({ empresaId: 2, codigo, nome, preco, ativo: true })),
  ];
}

/** A point of sale in each city, per company (the twelfth inactive). */
function pdvsRows(): Row[] {
  return [1, 2].flatMap((empresaId) =>
    CIDADES.map(([cidade, uf, cep], i) => ({
      empresaId,
      codigo: `${empresaId === 1 ? 'ALFA' : 'BETA'}-${String(i + 1).padStart(2, '0')}`,
      nome: `${empresaId === 1 ? 'Loja Alfa' : 'Beta Energia'} ${cidade}`,
      cnpj: cnpjFrom(`${empresaId === 1 ? '11222333' : '11444777'}${String(i + 2).padStart(4, '0')}`),
      telefone: `113${3000000 + i * 1111}`,
      email: null,
      cep,
      logradouro: 'Avenida Central',
      numero: String(100 + i * 10),
      complemento: null,
      bairro: 'Centro',
      cidade,
      uf,
      ativo: i !== 11,
    })),
  );
}

/** The systems each company's sellers use. */
function sistemasRows(): Row[] {
  return [
    ...['Portal da operadora', 'ERP Alfa', 'CRM', 'Sistema de ativação'].map((nome) => ({
      empresaId: 1,
      nome,
      url: null,
      descricao: null,
      ativo: true,
    })),
    ...['Portal da distribuidora', 'ERP Beta', 'Simulador solar'].map((nome) => ({
      empresaId: 2,
      nome,
      url: null,
      descricao: null,
      ativo: true,
    })),
  ];
}

/** The sale statuses, in order, with which finish and which cancel. */
function statusRows(): Row[] {
  return [1, 2].flatMap((empresaId) =>
    STATUS.map(([nome, cor, finaliza, cancela], i) => ({
      empresaId,
      nome,
      cor,
      ordem: (i + 1) * 10,
      finaliza,
      cancela,
      ativo: true,
    })),
  );
}

/** The four extra fields of a sale, one of them a required list. */
function camposExtrasRows(): Row[] {
  return [1, 2].flatMap((empresaId) => [
    {
      empresaId,
      slot: 1,
      rotulo: 'Número do contrato',
      tipo: 'TEXTO',
      opcoes: null,
      obrigatorio: false,
      ativo: true,
    },
    {
      empresaId,
      slot: 2,
      rotulo: 'Data de instalação',
      tipo: 'DATA',
      opcoes: null,
      obrigatorio: false,
      ativo: true,
    },
    {
      empresaId,
      slot: 3,
      rotulo: 'Forma de pagamento',
      tipo: 'LISTA',
      opcoes: [
        { valor: 'Boleto' },
        { valor: 'Cartão de crédito' },
        { valor: 'Débito automático' },
        { valor: 'Pix' },
      ],
      obrigatorio: true,
      ativo: true,
    },
    {
      empresaId,
      slot: 4,
      rotulo: 'Portabilidade',
      tipo: 'BOOLEANO',
      opcoes: null,
      obrigatorio: false,
      ativo: true,
    },
  ]);
}

/** The public reports of Meus relatórios, and a draft that is not public. */
function relatoriosRows(): Row[] {
  return [1, 2].flatMap((empresaId) => [
    {
      empresaId,
      nome: 'Vendas do mês',
      uri: 'vendas-do-mes',
      tipo: 'VENDAS_POR_PERIODO',
      publico: true,
      ativo: true,
      descricao: 'As vendas dia a dia (ou mês a mês, num período longo), comparadas com o período anterior.',
    },
    {
      empresaId,
      nome: 'Ranking de vendedores',
      uri: 'ranking-vendedores',
      tipo: 'VENDAS_POR_VENDEDOR',
      publico: true,
      ativo: true,
      descricao: 'Quem mais vendeu no período, em valor.',
    },
    {
      empresaId,
      nome: 'Vendas por equipe',
      uri: 'vendas-por-equipe',
      tipo: 'VENDAS_POR_EQUIPE',
      publico: true,
      ativo: true,
      descricao: 'Quanto cada equipe vendeu no período, comparado com o anterior.',
    },
    {
      empresaId,
      nome: 'Funil de negociações',
      uri: 'funil',
      tipo: 'NEGOCIACOES_POR_ETAPA',
      publico: true,
      ativo: true,
      descricao: 'As negociações abertas no período, por etapa, com o valor estimado.',
    },
    {
      empresaId,
      nome: 'Vendas por status',
      uri: 'vendas-por-status',
      tipo: 'VENDAS_POR_STATUS',
      publico: true,
      ativo: true,
      descricao: 'As vendas do período em cada status; as canceladas aparecem, mas ficam fora dos totais.',
    },
    // one the configurator is still preparing: not in Meus relatórios (its address answers 404)
    {
      empresaId,
      nome: 'Metas da diretoria (rascunho)',
      uri: 'metas-da-diretoria',
      tipo: 'VENDAS_POR_VENDEDOR',
      publico: false,
      ativo: true,
      descricao: null,
    },
  ]);
}

/** The demo rows of each register, by resource. Only registers whose table exists are filled. */
export function demoRegisterRows(): Record<string, Row[]> {
  return {
    produtos: produtosRows(),
    adicionais: adicionaisRows(),
    pdvs: pdvsRows(),
    origens: [1, 2].flatMap((empresaId) =>
      ORIGENS.map((nome) => ({ empresaId, nome, descricao: null, ativo: true })),
    ),
    sistemas: sistemasRows(),
    'venda-status': statusRows(),
    'campos-extras': camposExtrasRows(),
    relatorios: relatoriosRows(),
    bancos: BANCOS.map(([codigo, nome, ispb]) => ({ codigo, nome, ispb, ativo: true })),
  };
}

/** Inserts the demo rows into whichever register tables exist (in the order given, references first). */
export async function seedRegisters(db: Db, tables: Record<string, PgTable>): Promise<void> {
  for (const [resource, rows] of Object.entries(demoRegisterRows())) {
    const table = tables[resource];
    if (!table || rows.length === 0) continue;
    await db.insert(table).values(rows);
  }
}
