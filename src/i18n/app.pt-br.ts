/**
 * The app's own interface texts (everything that is not react-admin's `ra.*`), in Brazilian Portuguese.
 *
 * This file is the source of the key set: `app.en.ts` is typed against it, so a key added here and not there
 * fails the type check, and `messages.test.ts` checks both sides have the same keys and placeholders.
 * Field labels mirror the API field names (`app.perfil.fields.nomeCompleto`), so a form can use them as is.
 *
 * @example
 * translate('app.menu.vendas'); // 'Vendas'
 * <DateInput source="inicio" label="app.perfil.fields.nomeCompleto" />
 */
export const appPtBr = {
  app: {
    name: 'Vendas',
    menu: {
      inicio: 'Início',
      vendas: 'Vendas',
      negociacoes: 'Negociações',
      cadastros: 'Cadastros',
      equipe_usuarios: 'Equipe e usuários',
      configuracao: 'Configuração',
      administracao: 'Administração',
      ajuda: 'Ajuda',
    },
    pages: {
      painel: 'Painel',
      'meus-relatorios': 'Meus relatórios',
      usuarios: 'Usuários',
      perfis: 'Perfis',
      aparencia: 'Aparência',
      alteracoes: 'Alterações',
      ajuda: 'Ajuda',
      'minhas-equipes': 'Minha equipe',
    },
    network: {
      offline_title: 'Sem conexão com a internet',
      offline_message:
        'Você está offline. O que você salvar agora será enviado quando a conexão voltar; não feche nem recarregue a página até lá.',
      offline_notice:
        'Sem conexão com a internet. O que você digitou continua na tela; salve quando a conexão voltar.',
      online_again: 'Conexão restabelecida',
    },
    page: {
      not_found: 'Página não encontrada',
      not_found_message: 'O endereço não existe ou você não tem acesso a ele.',
      load_error: 'Erro ao carregar a página',
      load_error_message: 'Verifique a sua conexão e tente de novo.',
      reload: 'Recarregar',
      go_home: 'Ir para o início',
    },
    fullscreen: {
      enter: 'Tela cheia',
      exit: 'Sair da tela cheia',
    },
    sound: {
      on: 'Som ativado',
      off: 'Som desativado',
      enable: 'Ativar o som',
      disable: 'Desativar o som',
    },
    empresa: {
      switch: 'Trocar empresa',
      current: 'Empresa atual: %{nome}',
    },
    locale: {
      label: 'Idioma',
    },
    app_bar: {
      help: 'Ajuda desta página',
      help_tooltip: 'Ajuda desta página (F1)',
      search: 'Buscar (Ctrl+K)',
    },
    user_menu: {
      profile: 'Meu perfil',
      logout: 'Sair',
      sound: 'Som',
      offline: 'Sem conexão',
    },
    theme: {
      label: 'Tema',
      mode: 'Modo de cor',
      mode_current: 'Modo de cor: %{modo}',
      light: 'Claro',
      dark: 'Escuro',
      system: 'Sistema',
    },
    confirm: {
      title: 'Confirmação',
      cancel: 'Cancelar',
      confirm: 'Confirmar',
    },
    fields: {
      createdAt: 'Criado em',
      updatedAt: 'Atualizado em',
    },
    validation: {
      invalid_date: 'Data inválida',
      passwords_differ: 'As senhas não coincidem',
    },
    perfil: {
      title: 'Meu perfil',
      save: 'Salvar alterações',
      saved: 'Perfil atualizado',
      change_password: 'Trocar senha',
      password_changed: 'Senha alterada',
      accept_terms: 'Aceitar termos de uso',
      terms_accepted: 'Termos de uso aceitos em %{data} (versão %{versao})',
      terms_pending: 'Há uma nova versão dos termos de uso para aceitar.',
      invites: 'Convites pendentes',
      no_invites: 'Nenhum convite pendente',
      invite_from: 'Convite de %{empresa} como %{papel}',
      accept: 'Aceitar',
      refuse: 'Recusar',
      accepted: 'Convite aceito |||| %{smart_count} convites aceitos',
      refused: 'Convite recusado',
      refuse_confirm: 'Recusar o convite de %{empresa}? Só um novo convite devolve o acesso.',
      fields: {
        nomeCompleto: 'Nome completo',
        email: 'E-mail',
        matricula: 'Matrícula',
        senhaAtual: 'Senha atual',
        novaSenha: 'Nova senha',
        confirmacaoSenha: 'Confirmar nova senha',
        empresa: 'Empresa',
        papel: 'Papel',
        equipe: 'Equipe',
      },
    },
  },
};

// Every leaf a string, whatever the text: the shape another locale must match key for key.
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

export type AppMessages = MessageShape<typeof appPtBr>;
