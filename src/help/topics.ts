/**
 * The help of every page (issue 13.5), as data: /ajuda lists and searches it, the app bar's "?" (and F1) opens the
 * topic whose `rota` matches the page on screen, and the global search (src/search) finds topics with searchHelp.
 * The shortcuts and behaviours below are the code's own: src/inline/keyboard.ts (the lists' grid), the sale form
 * (src/vendas), the negotiations board (src/negociacoes/NegociacoesBoard.tsx), src/trash, src/export, src/import, src/bulk,
 * src/drafts, src/conflicts and src/auth/ReauthDialog.tsx. Change a behaviour there, change its words here.
 */
import type { Grupo } from '../company/pages';
import { HELP_EN, HELP_GROUPS_EN } from './topics.en';

/** One part of a topic: a few steps (a task) or a paragraph. */
export interface HelpSection {
  titulo: string;
  passos?: string[];
  texto?: string;
}

/** A key (or keys) and what it does, e.g. { teclas: 'Ctrl+Enter', acao: 'Salva a venda.' }. */
export interface HelpShortcut {
  teclas: string;
  acao: string;
}

/** Where a topic sits in the help index: the company menu's groups, plus the general topics and the admin area. */
export type HelpGroup = 'geral' | Grupo | 'admin';

export const HELP_GROUPS: Record<HelpGroup, string> = {
  geral: 'Para começar',
  inicio: 'Início',
  vendas: 'Vendas',
  cadastros: 'Cadastros',
  equipe: 'Equipe e usuários',
  configuracao: 'Configuração',
  ajuda: 'Ajuda',
  admin: 'Administração da plataforma',
};

export interface HelpTopic {
  /** The address under /ajuda: /e/{e}/ajuda/{slug}, /admin/ajuda/{slug}. */
  slug: string;
  titulo: string;
  grupo: HelpGroup;
  /**
   * The route pattern the topic documents, as react-router writes it: relative to /e/{e} for a company page
   * ('' is the home, 'vendas' the list and its records), from the root for the admin area ('admin/empresas').
   * null for a general topic (no page of its own).
   */
  rota: string | null;
  /** One sentence: what the page is for. */
  resumo: string;
  secoes: HelpSection[];
  atalhos: HelpShortcut[];
  /** Other words people search with (synonyms, field names), for the search only. */
  palavras: string[];
  /** Slugs of the topics worth reading next. */
  relacionados?: string[];
  /** A general topic that holds in the platform admin area too (its lists, drafts and sessions work the same). */
  tambemNoAdmin?: boolean;
}

// Shared by every list drawn from a register (Produtos, Origens …): src/inline/keyboard.ts, src/trash.
const LIST_SHORTCUTS: HelpShortcut[] = [
  {
    teclas: 'Setas, Home, End',
    acao: 'Movem a célula em foco na lista (Ctrl+Home e Ctrl+End vão aos cantos).',
  },
  { teclas: 'Enter ou F2', acao: 'Edita a linha na célula em foco, ali mesmo na lista.' },
  {
    teclas: 'Tab / Shift+Tab',
    acao: 'Com a linha em edição, passa à próxima (ou anterior) célula editável.',
  },
  { teclas: 'Enter', acao: 'Com a linha em edição, salva a linha. Numa célula com link, abre o link.' },
  { teclas: 'Esc', acao: 'Desfaz a edição da linha.' },
  { teclas: 'Ctrl+Enter (⌘+Enter no Mac)', acao: 'Abre o registro da linha.' },
  { teclas: 'Espaço', acao: 'Na caixa de seleção, marca ou desmarca a linha.' },
];

const FORM_SHORTCUTS: HelpShortcut[] = [
  { teclas: 'Enter', acao: 'Num campo de texto, salva o formulário.' },
  { teclas: 'Tab / Shift+Tab', acao: 'Passa ao próximo (ou anterior) campo.' },
];

const GENERAL_SHORTCUTS: HelpShortcut[] = [
  { teclas: 'Ctrl+K (⌘K no Mac)', acao: 'Abre a busca.' },
  { teclas: 'F1', acao: 'Abre a ajuda da página em que você está.' },
];

/** The sections every register list shares; `nome` is the register's plural in a sentence ("produtos"). */
function registerSections(nome: string, novo: string): HelpSection[] {
  return [
    {
      titulo: `Cadastrar`,
      passos: [
        `Clique em "${novo}", no alto da lista.`,
        'Preencha os campos. Os obrigatórios dizem o que falta ao salvar.',
        'Clique em "Salvar", ou em "Salvar e criar outro" para cadastrar vários em seguida.',
      ],
    },
    {
      titulo: 'Alterar direto na lista',
      passos: [
        'No computador, leve o foco a uma célula com as setas (ou clique nela).',
        'Tecle Enter ou F2 para editar a linha; Tab passa à próxima célula.',
        'Tecle Enter para salvar a linha ou Esc para desfazer.',
        `Para ver todos os campos, clique no nome ou tecle Ctrl+Enter: abre a página do registro.`,
      ],
    },
    {
      titulo: 'Encontrar',
      texto:
        'Digite na busca, ou use "Adicionar filtro" para filtrar por um campo. Clique no título de uma coluna para ordenar por ela; "Colunas" escolhe as colunas visíveis.',
    },
    {
      titulo: 'Excluir e desfazer',
      passos: [
        'Marque os registros na lista (ou abra um deles) e clique em "Excluir".',
        `Confirme. Os ${nome} vão para a lixeira, e a mensagem oferece "Desfazer" por 10 segundos.`,
        'Depois disso, restaure pela "Lixeira", no alto da lista (para quem pode vê-la).',
      ],
    },
    {
      titulo: 'Exportar, importar e alterar vários',
      texto:
        '"Exportar" baixa a lista inteira em CSV, com os filtros, a ordem e as colunas da tela. "Importar" lê um CSV no mesmo formato. Com registros marcados, "Editar em lote" altera os mesmos campos de todos de uma vez. Veja o tópico "Exportar, importar e editar em lote".',
    },
  ];
}

export const HELP_TOPICS: HelpTopic[] = [
  // ---- general
  {
    slug: 'primeiros-passos',
    titulo: 'Primeiros passos',
    grupo: 'geral',
    rota: null,
    resumo: 'Como o sistema se organiza e por onde começar.',
    secoes: [
      {
        titulo: 'O que há aqui',
        texto:
          'Cada empresa tem o seu espaço: vendas, negociações, cadastros, equipe e configuração. O menu à esquerda mostra só as páginas que o seu perfil pode abrir. Se você tem perfil em mais de uma empresa, troque de empresa pelo nome dela, no alto da tela.',
      },
      {
        titulo: 'Comece por aqui',
        passos: [
          'Abra o Painel para ver os números do mês.',
          'Registre uma venda em Vendas → "Nova venda".',
          'Acompanhe os clientes em andamento em Negociações.',
          'Se você configura a empresa, revise Produtos, Status de venda e Equipes antes das primeiras vendas.',
        ],
      },
      {
        titulo: 'Encontrar qualquer coisa',
        texto:
          'Ctrl+K (⌘K no Mac) abre a busca: digite o nome de uma página, o número ou o cliente de uma venda, uma negociação ou uma pessoa. A ajuda de cada página abre no "?" do alto da tela ou com F1.',
      },
      {
        titulo: 'Seus dados e sua senha',
        texto:
          'No menu do seu nome, no canto superior direito, "Meu perfil" muda seus dados e sua senha; "Sair" encerra a sessão.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['início', 'começar', 'introdução', 'tutorial', 'como usar', 'empresa', 'menu'],
    relacionados: ['atalhos', 'painel', 'vendas', 'rascunhos-e-conflitos'],
  },
  {
    slug: 'atalhos',
    titulo: 'Atalhos de teclado',
    grupo: 'geral',
    rota: null,
    resumo: 'Tudo o que se faz pelo teclado, página a página.',
    secoes: [
      {
        titulo: 'Em qualquer página',
        texto:
          'Ctrl+K (⌘K no Mac) abre a busca. F1 abre a ajuda da página em que você está. Tab e Shift+Tab andam entre os botões e campos; Esc fecha a janela aberta.',
      },
      {
        titulo: 'Nas listas dos cadastros',
        texto:
          'A lista funciona como uma planilha: as setas movem a célula em foco, Enter ou F2 edita a linha, Tab passa à próxima célula, Enter salva e Esc desfaz. Ctrl+Enter abre o registro.',
      },
      {
        titulo: 'Na venda',
        texto:
          'Nos itens, Enter na quantidade ou no preço vai ao produto da linha seguinte (na última, cria uma linha nova); Ctrl+Delete remove a linha. Ctrl+Enter salva a venda de qualquer campo.',
      },
      {
        titulo: 'No quadro de negociações',
        texto:
          'Enter abre a negociação em foco. Espaço pega o cartão, as setas para a esquerda e para a direita mudam a etapa, Espaço ou Enter soltam e Esc cancela.',
      },
    ],
    atalhos: [
      ...GENERAL_SHORTCUTS,
      { teclas: 'Esc', acao: 'Fecha a janela ou o menu aberto.' },
      ...LIST_SHORTCUTS,
      {
        teclas: 'Ctrl+Enter (⌘+Enter no Mac)',
        acao: 'Na venda: salva. Na anotação da negociação: adiciona a anotação.',
      },
      { teclas: 'Ctrl+Delete', acao: 'Na venda: remove o item em que está o cursor.' },
      { teclas: 'Espaço, setas, Enter', acao: 'No quadro de negociações: pega, move e solta o cartão.' },
    ],
    palavras: [
      'teclado',
      'tecla',
      'teclas',
      'atalho',
      'atalhos',
      'shortcut',
      'ctrl',
      'f1',
      'f2',
      'esc',
      'enter',
      'tab',
    ],
    relacionados: ['primeiros-passos', 'vendas', 'negociacoes'],
  },
  {
    slug: 'exportar-importar',
    titulo: 'Exportar, importar e editar em lote',
    grupo: 'geral',
    tambemNoAdmin: true,
    rota: null,
    resumo: 'Levar uma lista para a planilha, trazer registros de um CSV e alterar muitos de uma vez.',
    secoes: [
      {
        titulo: 'Exportar',
        passos: [
          'Filtre e ordene a lista como quiser; escolha as colunas em "Colunas".',
          'Clique em "Exportar". O arquivo CSV traz a lista inteira, não só a página na tela.',
          'Enquanto baixa, a tela mostra quantas linhas chegaram; "Cancelar" interrompe.',
        ],
      },
      {
        titulo: 'Importar',
        passos: [
          'Clique em "Importar" (para quem pode alterar o cadastro).',
          'Escolha ou arraste um arquivo CSV com os títulos das colunas na primeira linha (o formato da exportação).',
          'Confira a qual campo cada coluna vai; as de título igual já vêm ligadas. Use "Ignorar" para deixar uma coluna de fora.',
          'Clique em "Verificar": cada linha é conferida sem gravar nada.',
          'Se houver erros, "Baixar erros (CSV)" traz a lista; corrija o arquivo e escolha-o de novo.',
          'Sem erros, clique em "Importar": tudo é gravado de uma vez.',
        ],
      },
      {
        titulo: 'Editar em lote',
        passos: [
          'Marque os registros na lista. Com a página toda marcada, você pode estender a alteração a todos os do filtro (até 1.000).',
          'Clique em "Editar em lote" e escolha os campos a alterar e os novos valores.',
          'Confirme. Ou todos mudam, ou nenhum: se um registro impedir, a mensagem diz qual.',
        ],
      },
    ],
    atalhos: [],
    palavras: [
      'csv',
      'planilha',
      'excel',
      'exportação',
      'importação',
      'lote',
      'massa',
      'vários',
      'baixar',
      'arquivo',
    ],
    relacionados: ['produtos', 'vendas'],
  },
  {
    slug: 'rascunhos-e-conflitos',
    titulo: 'Rascunhos, conflitos e sessão',
    grupo: 'geral',
    tambemNoAdmin: true,
    rota: null,
    resumo: 'O que acontece com o que você digitou quando algo dá errado.',
    secoes: [
      {
        titulo: 'Rascunhos',
        texto:
          'Enquanto você preenche um formulário, o que foi digitado fica guardado neste navegador. Se a página fechar antes de salvar, ao abrir o mesmo formulário aparece "Restaurar rascunho de …" ou "Descartar". Ao salvar, o rascunho some.',
      },
      {
        titulo: 'Outra pessoa alterou o mesmo registro',
        passos: [
          'Ao salvar, se alguém gravou o registro depois que você o abriu, nada se perde: a tela mostra os campos que diferem.',
          'Em cada campo, escolha "Minha versão" ou "Versão atual" (quando dá, as duas juntas); "Editar no formulário" leva ao campo.',
          'Clique em "Salvar" para gravar o resultado.',
        ],
      },
      {
        titulo: 'A sessão terminou',
        texto:
          'Se a sessão expirar no meio do trabalho, uma janela pede a sua senha: digite-a e clique em "Entrar" para continuar de onde parou, sem perder o que está na tela. "Entrar com outro usuário" guarda o que foi digitado como rascunho.',
      },
      {
        titulo: 'Sem conexão',
        texto:
          'Sem internet, o aviso "Offline" aparece no alto da tela. Espere a conexão voltar para salvar.',
      },
    ],
    atalhos: [],
    palavras: ['rascunho', 'conflito', 'sessão', 'senha', 'expirou', 'offline', 'perdi', 'versão', 'mesclar'],
    relacionados: ['primeiros-passos'],
  },
  // ---- início
  {
    slug: 'painel',
    titulo: 'Painel',
    grupo: 'inicio',
    rota: '',
    resumo: 'Os números que importam para você, ao entrar na empresa.',
    secoes: [
      {
        titulo: 'O que aparece',
        texto:
          'Quem vende vê o próprio mês: quanto vendeu, quantas vendas, o ticket médio, as vendas por status, as negociações abertas por etapa e o progresso em relação ao mês passado. Quem supervisiona vê as suas equipes; quem gerencia vê a empresa: melhores vendedores, vendas por origem e por produto, o valor das negociações por etapa e os últimos 12 meses.',
      },
      {
        titulo: 'Ver o que está por trás de um número',
        texto:
          'Clique num número, numa barra ou numa linha: abre a lista de vendas (ou de negociações) filtrada exatamente por ele. Vendas em status que cancelam ficam fora dos totais.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: [
      'início',
      'home',
      'dashboard',
      'resumo',
      'metas',
      'meta',
      'números',
      'indicadores',
      'ticket médio',
    ],
    relacionados: ['vendas', 'meus-relatorios'],
  },
  // ---- vendas
  {
    slug: 'vendas',
    titulo: 'Vendas',
    grupo: 'vendas',
    rota: 'vendas',
    resumo: 'Registrar vendas e encontrá-las: cliente, itens, status e totais.',
    secoes: [
      {
        titulo: 'Registrar uma venda',
        passos: [
          'Clique em "Nova venda".',
          'Preencha o cliente e, se for o caso, vendedor, equipe, origem, ponto de venda e sistema.',
          'Nos itens, digite o código ou o nome do produto; o preço vem do cadastro e pode ser mudado. Enter na quantidade ou no preço da última linha cria outra linha.',
          'Escolha o status e clique em "Salvar" (ou tecle Ctrl+Enter). "Salvar e nova" grava e deixa o formulário pronto para a próxima.',
        ],
      },
      {
        titulo: 'Encontrar vendas',
        texto:
          'Os filtros ficam sempre à vista: busca por cliente, CPF/CNPJ ou número, período, status, vendedor, equipe, origem e ponto de venda. O alto da lista mostra quantas vendas os filtros pegam e o total delas; vendas em status que cancelam ficam fora do total. "Limpar filtros" volta à lista inteira.',
      },
      {
        titulo: 'Mudar o status de várias vendas',
        passos: [
          'Marque as vendas na lista (para quem pode realizar automações).',
          'Clique em "Mudar status", escolha o novo status e confirme.',
          'A mensagem diz quais vendas ficaram como estavam, e por quê.',
        ],
      },
      {
        titulo: 'Auditoria e histórico',
        texto:
          'Na venda, quem audita usa "Marcar como auditada"; depois disso só auditores a alteram. "Histórico" mostra cada alteração da venda, de quem e quando.',
      },
      {
        titulo: 'Excluir',
        texto:
          'Na venda, "Excluir" a manda para a lixeira; a mensagem oferece "Desfazer" por 10 segundos. Quem pode ver a lixeira restaura depois pela "Lixeira".',
      },
    ],
    atalhos: [
      { teclas: 'Ctrl+Enter (⌘+Enter no Mac)', acao: 'Salva a venda, de qualquer campo.' },
      {
        teclas: 'Enter (na quantidade ou no preço)',
        acao: 'Vai ao produto da próxima linha; na última, cria uma linha.',
      },
      { teclas: 'Ctrl+Delete', acao: 'Remove o item em que está o cursor.' },
      { teclas: 'Tab (na lista)', acao: 'Chega ao número da venda; Enter a abre.' },
      ...GENERAL_SHORTCUTS,
    ],
    palavras: [
      'venda',
      'pedido',
      'cliente',
      'cpf',
      'cnpj',
      'itens',
      'total',
      'status',
      'auditoria',
      'auditada',
      'nova venda',
      'filtro',
    ],
    relacionados: ['negociacoes', 'venda-status', 'campos-extras', 'lixeira', 'exportar-importar'],
  },
  {
    slug: 'negociacoes',
    titulo: 'Negociações',
    grupo: 'vendas',
    rota: 'negociacoes',
    resumo: 'O funil de vendas: cada cliente em andamento, etapa por etapa, até virar venda.',
    secoes: [
      {
        titulo: 'Quadro e lista',
        texto:
          'Em "Exibição", escolha entre o quadro por etapa (uma coluna por etapa, com quantas negociações e o valor estimado de cada) e a lista.',
      },
      {
        titulo: 'Nova negociação',
        passos: [
          'Clique em "Nova negociação".',
          'Preencha o cliente, a etapa, o valor estimado e a previsão de fechamento.',
          'Salve.',
        ],
      },
      {
        titulo: 'Mudar de etapa',
        passos: [
          'No quadro, arraste o cartão para outra coluna.',
          'Pelo teclado: leve o foco ao cartão com Tab, tecle Espaço para pegá-lo, use as setas para a esquerda e para a direita e solte com Espaço ou Enter. Esc cancela.',
        ],
      },
      {
        titulo: 'Anotações',
        texto:
          'Na negociação, escreva em "Nova anotação" e tecle Ctrl+Enter para adicioná-la ao histórico. A anotação é gravada ao salvar a negociação.',
      },
      {
        titulo: 'Converter em venda',
        passos: [
          'Quando o cliente fechar, abra a negociação e clique em "Converter em venda".',
          'O formulário da venda vem preenchido com os dados da negociação; complete os itens e salve.',
          'Depois disso, a negociação mostra "Ver a venda", que leva à venda criada.',
        ],
      },
    ],
    atalhos: [
      { teclas: 'Enter', acao: 'No quadro, abre a negociação em foco.' },
      { teclas: 'Espaço', acao: 'Pega o cartão em foco (e o solta de novo).' },
      {
        teclas: '← / →',
        acao: 'Com o cartão pego, leva-o à etapa anterior ou seguinte.',
      },
      { teclas: 'Esc', acao: 'Cancela a mudança de etapa.' },
      { teclas: 'Ctrl+Enter (⌘+Enter no Mac)', acao: 'Em "Nova anotação", adiciona a anotação.' },
      ...GENERAL_SHORTCUTS,
    ],
    palavras: [
      'negociação',
      'funil',
      'pipeline',
      'quadro',
      'kanban',
      'etapa',
      'prospecção',
      'proposta',
      'converter',
      'anotação',
    ],
    relacionados: ['vendas', 'painel'],
  },
  {
    slug: 'meus-relatorios',
    titulo: 'Meus relatórios',
    grupo: 'vendas',
    rota: 'meus-relatorios',
    resumo: 'Os relatórios que a empresa publicou, com os números que você pode ver.',
    secoes: [
      {
        titulo: 'Abrir um relatório',
        passos: [
          'Escolha o relatório na lista.',
          'Escolha o período: hoje, esta semana, este mês, mês passado, últimos 30 ou 90 dias, este ano ou um período personalizado.',
          'O gráfico e a tabela comparam com o período anterior, de mesmo tamanho.',
        ],
      },
      {
        titulo: 'Ir às vendas de uma barra',
        texto:
          'Clique numa barra do gráfico ou numa linha da tabela: abre a lista de vendas filtrada por ela. "Exportar" baixa a tabela em CSV.',
      },
      {
        titulo: 'O que cada um vê',
        texto:
          'Cada pessoa vê só as vendas que pode ver na lista: quem vende, as suas; quem supervisiona, as das suas equipes. Vendas em status que cancelam ficam fora dos totais.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['relatório', 'gráfico', 'período', 'comparação', 'números', 'csv'],
    relacionados: ['relatorios', 'painel', 'vendas'],
  },
  {
    slug: 'minha-equipe',
    titulo: 'Minha equipe',
    grupo: 'vendas',
    rota: 'minhas-equipes',
    resumo: 'A sua equipe: o supervisor, os membros e as vendas de cada um no mês.',
    secoes: [
      {
        titulo: 'O que aparece',
        texto:
          'O supervisor da equipe e cada membro, com o papel, quantas vendas fez e o total. Você aparece marcado como "Você". Vendas em status que cancelam não contam.',
      },
      {
        titulo: 'Quem muda a equipe',
        texto: 'Os membros e o supervisor são definidos em Equipes, por quem pode cadastrar equipes.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['equipe', 'time', 'membros', 'supervisor', 'colegas'],
    relacionados: ['equipes', 'painel'],
  },
  // ---- cadastros
  {
    slug: 'produtos',
    titulo: 'Produtos',
    grupo: 'cadastros',
    rota: 'produtos',
    resumo: 'Os produtos e serviços que a empresa vende, com código, preço e comissão.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto:
          'Na venda, o produto é escolhido pelo código ou pelo nome, e o preço do cadastro vem preenchido. Um produto inativo deixa de ser oferecido nas vendas novas.',
      },
      ...registerSections('produtos', 'Criar produto'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['produto', 'serviço', 'preço', 'código', 'comissão', 'categoria', 'catálogo', 'plano'],
    relacionados: ['adicionais', 'vendas', 'exportar-importar'],
  },
  {
    slug: 'adicionais',
    titulo: 'Adicionais',
    grupo: 'cadastros',
    rota: 'adicionais',
    resumo: 'O que se soma a um produto numa venda: seguro, instalação, pacote extra.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto:
          'Cada item da venda pode levar adicionais; o total da linha é a quantidade vezes o preço unitário mais os preços dos adicionais.',
      },
      ...registerSections('adicionais', 'Criar adicional'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['adicional', 'extra', 'seguro', 'instalação', 'pacote', 'preço'],
    relacionados: ['produtos', 'vendas'],
  },
  {
    slug: 'pdvs',
    titulo: 'Pontos de venda',
    grupo: 'cadastros',
    rota: 'pdvs',
    resumo: 'As lojas, quiosques e canais onde as vendas acontecem.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto: 'Cada venda pode dizer em que ponto de venda aconteceu, e a lista de vendas filtra por ele.',
      },
      ...registerSections('pontos de venda', 'Criar ponto de venda'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['pdv', 'loja', 'quiosque', 'canal', 'filial', 'endereço', 'cnpj'],
    relacionados: ['vendas', 'origens'],
  },
  {
    slug: 'origens',
    titulo: 'Origens',
    grupo: 'cadastros',
    rota: 'origens',
    resumo: 'De onde o cliente veio: indicação, site, loja, campanha.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto: 'A venda registra a origem do cliente; o Painel de quem gerencia mostra as vendas por origem.',
      },
      ...registerSections('origens', 'Criar origem'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['origem', 'indicação', 'campanha', 'site', 'marketing', 'canal'],
    relacionados: ['vendas', 'painel'],
  },
  {
    slug: 'sistemas',
    titulo: 'Sistemas',
    grupo: 'cadastros',
    rota: 'sistemas',
    resumo: 'Os sistemas externos onde a venda é registrada ou ativada: portal da operadora, ERP.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto: 'A venda diz em que sistema foi lançada; o endereço do sistema fica à mão no cadastro.',
      },
      ...registerSections('sistemas', 'Criar sistema'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['sistema', 'erp', 'portal', 'operadora', 'integração', 'endereço'],
    relacionados: ['vendas'],
  },
  // ---- equipe e usuários
  {
    slug: 'usuarios',
    titulo: 'Usuários',
    grupo: 'equipe',
    rota: 'usuarios',
    resumo: 'Quem entra na empresa: convidar pessoas, dar papel e equipe, ativar e desativar.',
    secoes: [
      {
        titulo: 'Convidar uma pessoa',
        passos: [
          'Clique em "Convidar usuário".',
          'Preencha nome completo, e-mail e, se quiser, a matrícula e uma senha inicial.',
          'Escolha o papel (só os papéis abaixo do seu podem ser atribuídos) e a equipe.',
          'Clique em "Convidar". A pessoa vê o convite em "Meu perfil" e o aceita.',
        ],
      },
      {
        titulo: 'Encontrar e alterar',
        texto:
          'Filtre por nome, papel, equipe ou situação. Abra a pessoa para mudar o papel ou a equipe, ou para ativar e desativar o perfil dela nesta empresa.',
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: [
      'usuário',
      'pessoa',
      'convite',
      'convidar',
      'acesso',
      'papel',
      'desativar',
      'e-mail',
      'matrícula',
    ],
    relacionados: ['perfis', 'equipes'],
  },
  {
    slug: 'perfis',
    titulo: 'Perfis',
    grupo: 'equipe',
    rota: 'perfis',
    resumo: 'O vínculo de cada pessoa com a empresa: o papel, a equipe e a situação do convite.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto:
          'O perfil dá acesso à empresa quando o convite foi aceito e o perfil está ativo. O papel define o que a pessoa pode fazer; a equipe, de quem são as vendas que o supervisor vê.',
      },
      {
        titulo: 'Mudar papel ou equipe',
        passos: ['Abra o perfil na lista.', 'Escolha o papel e a equipe.', 'Salve.'],
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['perfil', 'papel', 'permissão', 'permissões', 'convite aceito', 'ativo', 'acesso'],
    relacionados: ['usuarios', 'equipes'],
  },
  {
    slug: 'equipes',
    titulo: 'Equipes',
    grupo: 'equipe',
    rota: 'equipes',
    resumo: 'As equipes de vendas: o supervisor e os membros de cada uma.',
    secoes: [
      {
        titulo: 'Criar uma equipe',
        passos: [
          'Clique em "Criar equipe".',
          'Dê um nome, escolha o supervisor e, se quiser, um ícone (um emoji ou o endereço de uma imagem).',
          'Salve.',
        ],
      },
      {
        titulo: 'Membros',
        passos: [
          'Abra a equipe.',
          'Em "Adicionar membro", digite parte do nome; as setas escolhem e Enter adiciona.',
          'Quem já está em outra equipe aparece como "Em outra equipe": ao adicioná-lo, ele muda de equipe.',
        ],
      },
      {
        titulo: 'O que o supervisor vê',
        texto:
          'O supervisor vê as vendas e as negociações das suas equipes, no Painel, nas listas e nos relatórios.',
      },
      ...registerSections('equipes', 'Criar equipe').slice(2, 4),
    ],
    atalhos: [
      { teclas: 'Setas e Enter', acao: 'Em "Adicionar membro", escolhem e adicionam a pessoa.' },
      ...LIST_SHORTCUTS,
      ...GENERAL_SHORTCUTS,
    ],
    palavras: ['equipe', 'time', 'supervisor', 'membro', 'membros', 'grupo de vendas'],
    relacionados: ['minha-equipe', 'perfis', 'usuarios'],
  },
  // ---- configuração
  {
    slug: 'aparencia',
    titulo: 'Aparência',
    grupo: 'configuracao',
    rota: 'aparencia',
    resumo: 'A cor e o ícone da empresa no sistema.',
    secoes: [
      {
        titulo: 'Mudar a cor e o ícone',
        passos: [
          'Clique numa das cores: o sistema todo já aparece nela, para você conferir.',
          'Escolha um ícone, ou "Sem ícone".',
          'Clique em "Salvar" para que a cor e o ícone valham para todos da empresa. "Descartar", ou sair da página sem salvar, volta ao que era.',
        ],
      },
      {
        titulo: 'Modo escuro',
        texto:
          'O modo claro ou escuro é escolha de cada pessoa, no botão de tema do alto da tela, e não muda a cor da empresa.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['aparência', 'cor', 'cores', 'ícone', 'tema', 'logo', 'marca', 'escuro', 'claro'],
    relacionados: ['primeiros-passos'],
  },
  {
    slug: 'relatorios',
    titulo: 'Relatórios',
    grupo: 'configuracao',
    rota: 'relatorios',
    resumo: 'Configurar os relatórios que a empresa publica em Meus relatórios.',
    secoes: [
      {
        titulo: 'Criar um relatório',
        passos: [
          'Clique em "Criar relatório".',
          'Dê um nome e um endereço (a parte final do link em Meus relatórios, como vendas-do-mes).',
          'Escolha o tipo: vendas por período, por vendedor, por equipe, por status, ou negociações por etapa.',
          'Marque "Público" para mostrá-lo a todos os perfis da empresa, e "Ativo".',
          'Salve. Ao abrir o relatório, a prévia mostra o gráfico e a tabela com os dados de agora.',
        ],
      },
      {
        titulo: 'Prévia',
        texto:
          'Na prévia, mude o período para conferir os números. Clicar numa barra ou numa linha abre a lista de vendas filtrada por ela.',
      },
      ...registerSections('relatórios', 'Criar relatório').slice(3, 4),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['relatório', 'gráfico', 'publicar', 'público', 'tipo', 'endereço', 'uri'],
    relacionados: ['meus-relatorios', 'venda-status'],
  },
  {
    slug: 'venda-status',
    titulo: 'Status de venda',
    grupo: 'configuracao',
    rota: 'venda-status',
    resumo:
      'As etapas por que uma venda passa (digitada, em análise, aprovada, cancelada…), com cor e ordem.',
    secoes: [
      {
        titulo: 'Criar um status',
        passos: [
          'Clique em "Criar status de venda".',
          'Dê o nome, a cor do chip e a ordem em que aparece.',
          'Marque "Conclui a venda" se vendas neste status contam como concluídas.',
          'Marque "Cancela a venda" se vendas neste status saem dos totais (do Painel, da lista, dos relatórios).',
          'Salve.',
        ],
      },
      {
        titulo: 'Desativar',
        texto:
          'Desmarque "Ativo" para deixar de oferecer o status nas vendas sem mexer nas vendas que já o têm.',
      },
      ...registerSections('status', 'Criar status de venda').slice(1, 4),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: [
      'status',
      'situação',
      'etapa',
      'cancelada',
      'concluída',
      'cor',
      'totais',
      'cancela',
      'finaliza',
    ],
    relacionados: ['vendas', 'relatorios'],
  },
  {
    slug: 'campos-extras',
    titulo: 'Campos extras',
    grupo: 'configuracao',
    rota: 'campos-extras',
    resumo: 'Os campos que a empresa acrescenta às vendas, além dos de sempre.',
    secoes: [
      {
        titulo: 'Criar um campo',
        passos: [
          'Clique em "Criar campo extra".',
          'Escolha a posição (de 1 a 20; ela identifica o campo e não muda depois).',
          'Dê o rótulo e o tipo. Para "Lista de opções", escreva as opções.',
          'Marque "Obrigatório" se toda venda precisa dele, e salve.',
        ],
      },
      {
        titulo: 'Onde aparece',
        texto:
          'Os campos ativos aparecem no formulário da venda, em "Campos extras". Desative um campo para escondê-lo das vendas novas.',
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['campo', 'extra', 'personalizado', 'customizado', 'posição', 'slot', 'opções', 'obrigatório'],
    relacionados: ['vendas'],
  },
  {
    slug: 'alteracoes',
    titulo: 'Alterações',
    grupo: 'configuracao',
    rota: 'alteracoes',
    resumo: 'Tudo o que mudou na empresa: quem, quando, em que registro e o quê.',
    secoes: [
      {
        titulo: 'Encontrar uma alteração',
        passos: [
          'Filtre por quem fez, pelo cadastro, pela ação (criação, alteração, exclusão, restauração) e pelas datas.',
          'Clique no registro para abri-lo.',
        ],
      },
      {
        titulo: 'O histórico de um registro',
        texto:
          'Na página de uma venda, negociação ou cadastro, "Histórico" mostra só as alterações daquele registro.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['alterações', 'histórico', 'auditoria', 'log', 'mudanças', 'quem alterou'],
    relacionados: ['lixeira'],
  },
  // ---- pages outside the menu
  {
    slug: 'lixeira',
    titulo: 'Lixeira',
    grupo: 'geral',
    rota: ':recurso/lixeira',
    resumo: 'Os registros excluídos de um cadastro, para restaurar.',
    secoes: [
      {
        titulo: 'Desfazer na hora',
        texto:
          'Logo após excluir, a mensagem "… movido para a lixeira." oferece "Desfazer" por 10 segundos (Tab chega ao botão).',
      },
      {
        titulo: 'Restaurar depois',
        passos: [
          'Na lista do cadastro, clique em "Lixeira" (para quem pode ver a lixeira).',
          'Busque o registro: a lista mostra quem o excluiu e quando.',
          'Clique em "Restaurar" na linha, ou marque vários e clique em "Restaurar selecionados".',
        ],
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['lixeira', 'excluído', 'excluir', 'apagado', 'restaurar', 'desfazer', 'recuperar'],
    relacionados: ['alteracoes', 'produtos'],
  },
  {
    slug: 'meu-perfil',
    titulo: 'Meu perfil',
    grupo: 'geral',
    rota: 'usuarios/me',
    resumo: 'Seus dados, sua senha, os termos de uso e os convites das empresas.',
    secoes: [
      {
        titulo: 'Abrir',
        texto: 'Clique no seu nome, no canto superior direito, e em "Meu perfil".',
      },
      {
        titulo: 'Trocar a senha',
        passos: [
          'Em "Trocar senha", digite a senha atual.',
          'Digite a nova senha (ao menos 8 caracteres) e confirme-a.',
          'Salve. As suas outras sessões são encerradas.',
        ],
      },
      {
        titulo: 'Convites',
        texto:
          'Em "Minhas empresas e convites", aceite ou recuse o convite de uma empresa. Para mudar o e-mail, fale com o administrador.',
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['perfil', 'senha', 'dados', 'nome', 'matrícula', 'convite', 'termos', 'conta'],
    relacionados: ['primeiros-passos', 'rascunhos-e-conflitos'],
  },
  // ---- admin area
  {
    slug: 'administracao',
    titulo: 'Administração da plataforma',
    grupo: 'admin',
    rota: 'admin',
    resumo:
      'A área de quem administra a plataforma: empresas, grupos, domínios, bancos e logs de requisições.',
    secoes: [
      {
        titulo: 'Para que serve',
        texto:
          'Só administradores da plataforma entram em /admin. Os cadastros daqui valem para todas as empresas; o que acontece dentro de cada empresa se faz na própria empresa.',
      },
      {
        titulo: 'Os números do painel',
        passos: [
          'Empresas ativas, as com contrato vencendo em até 30 dias e as acima do limite de usuários do contrato (mais perfis ativos que o limite): clique no número para ver a lista dessas empresas.',
          'Usuários ativos (com ao menos um perfil aceito e ativo) e o total de perfis ativos em todas as empresas.',
          'Requisições das últimas 24 horas (esta hora e as 23 anteriores) e as taxas de erro 4xx (recusadas) e 5xx (falhas do servidor): cada número e cada barra do gráfico abrem os logs desse período.',
          'Rotas mais lentas: as 10 de maior p95 (95% das chamadas foram mais rápidas que isso) nas últimas 24 horas; clique numa rota para ver as chamadas dela.',
        ],
      },
      {
        titulo: 'Suporte: entrar numa empresa e voltar',
        passos: [
          'Na barra do topo, clique em "Entrar na empresa".',
          'Digite parte do nome ou o CNPJ, escolha a empresa com as setas e tecle Enter.',
          'Dentro dela, a faixa "Suporte — {empresa}" lembra que você está atendendo aquela empresa; o que você alterar fica no histórico com o seu nome.',
          'Para voltar, clique em "Voltar à administração" na faixa, ou no ícone Administração da barra do topo.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, { teclas: 'F1', acao: 'Abre a ajuda da página em que você está.' }],
    palavras: ['admin', 'administração', 'plataforma', 'administrador', 'suporte', 'entrar na empresa'],
    relacionados: ['admin-empresas', 'admin-request-logs'],
  },
  {
    slug: 'admin-empresas',
    titulo: 'Empresas',
    grupo: 'admin',
    rota: 'admin/empresas',
    resumo:
      'As empresas da plataforma: nome, grupo, CNPJ, aparência, pasta do Google Drive, contratos e domínios.',
    secoes: [
      {
        titulo: 'Cadastrar uma empresa',
        passos: [
          'Clique em "Criar empresa".',
          'Preencha o nome e o grupo (marcados com *) e, se houver, o CNPJ.',
          'Escolha a cor e o ícone (a cor começa em Vermelho, a padrão; a própria empresa pode trocá-los na página Aparência).',
          'Cole o endereço da pasta do Google Drive (https://drive.google.com/drive/folders/…): o link "Abrir a pasta no Google Drive" confere o endereço.',
          'Salve, e abra a empresa na lista para cadastrar o contrato e os domínios.',
        ],
      },
      {
        titulo: 'Contratos',
        texto:
          'Na página da empresa, "Adicionar contrato" abre uma janela para o limite de usuários, o valor mensal (digite 1500 para R$ 1.500,00, ou 12,5 para R$ 12,50) e a vigência (digite as datas como DD/MM/AAAA, só os números). Enter adiciona e Esc fecha a janela. Só um contrato fica ativo por vez: encerre o atual antes de ativar outro. O fim não pode ser antes do início. O contrato atual limita quantas pessoas ficam ativas na empresa: ao passar do limite, ativar ou convidar alguém é recusado.',
      },
      {
        titulo: 'Domínios',
        texto:
          'Os domínios de e-mail da empresa (como alfa.com.br) ficam na página dela. Cada domínio pertence a uma só empresa: um domínio já usado é recusado com o nome da empresa que o tem.',
      },
      {
        titulo: 'Quem vê os dados',
        texto:
          'Os dados de cada empresa só são vistos por quem tem perfil aceito e ativo nela, ou por um administrador.',
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: [
      'empresa',
      'tenant',
      'cliente',
      'cnpj',
      'contrato',
      'limite de usuários',
      'domínio',
      'google drive',
    ],
    relacionados: ['admin-grupos', 'admin-dominios'],
  },
  {
    slug: 'admin-empresa-pessoas',
    titulo: 'Pessoas de uma empresa',
    grupo: 'admin',
    rota: 'admin/empresas/:empresaId/pessoas',
    resumo:
      'Os perfis de uma empresa, para o suporte: quem tem acesso, com que papel e equipe, e quem ainda não aceitou o convite.',
    secoes: [
      {
        titulo: 'Abrir as pessoas de uma empresa',
        passos: [
          'Em Empresas, abra a empresa.',
          'Na seção "Pessoas", clique em "Ver pessoas".',
          'A lista mostra nome, e-mail, papel, equipe, se o perfil está ativo e se o convite foi aceito. Tab passa de uma pessoa à outra e Enter abre a pessoa.',
        ],
      },
      {
        titulo: 'Convidar uma pessoa (o primeiro gestor, por exemplo)',
        passos: [
          'Clique em "Convidar pessoa".',
          'Informe o e-mail, o nome e o papel; a equipe é opcional.',
          'Tecle Enter ou clique em "Enviar convite". A pessoa entra na empresa quando aceitar o convite.',
        ],
      },
      {
        titulo: 'Alterar papel, equipe ou ativo',
        passos: [
          'Abra a pessoa na lista.',
          'Escolha o papel e a equipe, ou desligue "Ativo" para tirar o acesso sem apagar nada.',
          'Salve. Os perfis não são excluídos: desative-os.',
        ],
      },
      {
        titulo: 'Limite de usuários e histórico',
        texto:
          'Cada perfil ativo, aceito ou pendente, ocupa uma vaga do contrato atual da empresa: com o limite atingido, o convite e a reativação são recusados com a mensagem do servidor. Toda alteração feita aqui entra no histórico da empresa com o seu nome.',
      },
    ],
    atalhos: [...FORM_SHORTCUTS],
    palavras: [
      'pessoas',
      'usuários',
      'perfis',
      'convite',
      'convidar',
      'gestor',
      'papel',
      'equipe',
      'suporte',
    ],
    relacionados: ['admin-empresas'],
  },
  {
    slug: 'admin-grupos',
    titulo: 'Grupos',
    grupo: 'admin',
    rota: 'admin/grupos',
    resumo: 'Os grupos econômicos que reúnem empresas.',
    secoes: [
      {
        titulo: 'Cadastrar',
        passos: [
          'Clique em "Criar grupo".',
          'Dê o nome e salve.',
          'Na empresa, escolha o grupo a que ela pertence.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['grupo', 'grupo econômico', 'holding'],
    relacionados: ['admin-empresas'],
  },
  {
    slug: 'admin-dominios',
    titulo: 'Domínios',
    grupo: 'admin',
    rota: 'admin/dominios',
    resumo: 'Os domínios de e-mail ou de acesso de cada empresa, como alfa.com.br.',
    secoes: [
      {
        titulo: 'Cadastrar',
        passos: [
          'Clique em "Criar domínio".',
          'Digite o domínio (letras minúsculas, dígitos, hífens e pontos) e escolha a empresa.',
          'Salve. Cada domínio pertence a uma só empresa.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['domínio', 'dns', 'e-mail', 'acesso'],
    relacionados: ['admin-empresas'],
  },
  {
    slug: 'admin-bancos',
    titulo: 'Bancos',
    grupo: 'admin',
    rota: 'admin/bancos',
    resumo:
      'As instituições financeiras (código de compensação e ISPB), para débito automático e pagamentos.',
    secoes: [
      {
        titulo: 'Cadastrar',
        passos: [
          'Clique em "Criar banco".',
          'Digite o código de compensação (três dígitos), o nome e o ISPB.',
          'Salve. Desmarque "Ativo" para deixar de oferecer o banco.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['banco', 'compe', 'ispb', 'débito automático', 'pagamento', 'instituição financeira'],
    relacionados: ['administracao'],
  },
  {
    slug: 'admin-request-logs',
    titulo: 'Logs de requisições',
    grupo: 'admin',
    rota: 'admin/request-logs',
    resumo: 'Cada chamada feita à API, para investigar erros e lentidão.',
    secoes: [
      {
        titulo: 'Investigar',
        passos: [
          'Filtre por método, status da resposta (2xx, 3xx, 4xx, 5xx), pessoa (nome ou e-mail), empresa, rota e período (data e hora); clique no título de uma coluna para ordenar.',
          'Clique no caminho para ver os detalhes da requisição: quem a fez, de que empresa, quanto durou.',
        ],
      },
      {
        titulo: 'Latência por rota',
        texto:
          'Em "Latência por rota", cada rota que atendeu as chamadas (como o servidor a registra, por exemplo /api/empresas/:empresaId/vendas/:id) com o número de chamadas, a mediana (p50), o p95 e a taxa de erro, sobre os mesmos filtros da lista. Clique numa rota para ver as chamadas dela; os caminhos que nenhuma rota atende (404) aparecem juntos, como "caminho sem rota".',
      },
      {
        titulo: 'Exportar',
        texto:
          'Exportar baixa, em CSV para o Excel, todas as requisições que os filtros encontram: data e hora de Brasília, método, rota, caminho, status, duração, o nome e o e-mail de quem chamou, o nome da empresa e o IP; os números (ids) do usuário e da empresa vêm nas últimas colunas.',
      },
      {
        titulo: 'Somente leitura',
        texto: 'Os logs são gravados pelo servidor: não se criam, alteram nem excluem por aqui.',
      },
    ],
    atalhos: LIST_SHORTCUTS.slice(0, 1),
    palavras: [
      'log',
      'logs',
      'requisição',
      'requisições',
      'api',
      'erro',
      'lentidão',
      'auditoria técnica',
      'latência',
      'p95',
      'rota',
    ],
    relacionados: ['administracao'],
  },
  {
    slug: 'admin-papeis',
    titulo: 'Papéis',
    grupo: 'admin',
    rota: 'admin/papeis',
    resumo: 'Os papéis que os perfis das empresas recebem e as permissões que cada um concede.',
    secoes: [
      {
        titulo: 'Conceder permissões',
        passos: [
          'Clique no papel que quer alterar.',
          'Marque as permissões que ele concede e, em "Papéis abaixo", os papéis que quem o tem pode atribuir.',
          'Salve: quem tem o papel, em qualquer empresa, passa a ter as permissões na próxima ação.',
        ],
      },
      {
        titulo: 'Permissões novas',
        texto:
          'A lista de permissões vem do cadastro do sistema: quando um cadastro novo pede uma permissão nova, ela aparece aqui para ser concedida.',
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['papel', 'papéis', 'permissão', 'permissões', 'acesso', 'cargo', 'função'],
    relacionados: ['administracao'],
  },
];

/** The topic at `slug`, if there is one. */
export function helpTopic(slug: string): HelpTopic | undefined {
  return HELP_TOPICS.find((t) => t.slug === slug);
}

const english = new Map<string, HelpTopic>();

/** `topic` in `locale` ('en': its English texts over the same structure; any other: as written here). */
export function localizedTopic(topic: HelpTopic, locale: string): HelpTopic {
  if (locale !== 'en') return topic;
  const texts = HELP_EN[topic.slug];
  if (!texts) return topic;
  let translated = english.get(topic.slug);
  if (!translated) {
    translated = { ...topic, ...texts };
    english.set(topic.slug, translated);
  }
  return translated;
}

/** Every topic, in `locale`. */
export function helpTopicsIn(locale: string): HelpTopic[] {
  return HELP_TOPICS.map((t) => localizedTopic(t, locale));
}

/** The topic at `slug` in `locale`, if there is one. */
export function helpTopicIn(slug: string, locale: string): HelpTopic | undefined {
  const topic = helpTopic(slug);
  return topic && localizedTopic(topic, locale);
}

/** The index's group names in `locale`. */
export function helpGroupsIn(locale: string): Record<HelpGroup, string> {
  return locale === 'en' ? HELP_GROUPS_EN : HELP_GROUPS;
}
