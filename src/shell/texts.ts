import { areaTexts } from '../i18n/texts';

/**
 * The signed-in shell around the areas (src/shell, src/session, src/drafts): the terms gate, the page of a user
 * without a company, the invitation answers, a form's draft offer. Some of these are drawn before react-admin:
 * useAreaTranslate then reads the remembered language.
 */
export const shellTexts = areaTexts({
  pt: {
    hello: 'Olá, %{nome}',
    no_company:
      'Você ainda não tem acesso a nenhuma empresa. Peça a um administrador da sua empresa que envie um convite.',
    pending_invites: 'Você tem convites pendentes:',
    role: 'Papel: %{papel}',
    logout: 'Sair',
    accept: 'Aceitar',
    refuse: 'Recusar',
    terms_title: 'Termos de uso — versão %{versao}',
    terms_body:
      'Para continuar, leia e aceite os termos de uso do sistema. Eles tratam do uso dos dados das empresas e de seus clientes, do sigilo das informações e das responsabilidades de cada usuário.',
    terms_record: 'O aceite fica registrado com a data de hoje e a versão dos termos.',
    terms_error: 'Não foi possível registrar o aceite. Tente de novo.',
    terms_accept: 'Aceitar os termos',
    draft_restore: 'Restaurar rascunho de %{quando}',
    draft_discard: 'Descartar',
    draft_offer: 'Há um rascunho não salvo deste formulário, de %{quando}.',
    reauth_title: 'Entre novamente para continuar',
    reauth_form: 'Entrar novamente',
    reauth_text:
      'Sua sessão terminou. Digite a senha de %{nome} para continuar de onde parou: o que está na tela não se perde.',
    reauth_email: 'E-mail',
    reauth_password: 'Senha',
    reauth_other: 'Entrar com outro usuário',
    reauth_submit: 'Entrar',
    reauth_offline: 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    reauth_failed: 'Não foi possível entrar. Tente novamente.',
    loading: 'Carregando',
    loading_page: 'Carregando a página',
    chunk_title: 'Não foi possível carregar esta página',
    chunk_text:
      'Ela será carregada sozinha quando a conexão voltar, ou quando você a abrir outra vez pelo menu. Se o sistema acabou de ser atualizado, recarregue.',
    chunk_details: 'Detalhes técnicos',
    retry: 'Tentar de novo',
    reload: 'Recarregar',
    under_construction: 'Esta tela ainda está sendo construída e chega em uma das próximas versões.',
    no_permission: 'Você não tem permissão para abrir esta página.',
  },
  en: {
    hello: 'Hello, %{nome}',
    no_company:
      'You have no access to any company yet. Ask an administrator of your company to send you an invitation.',
    pending_invites: 'You have pending invitations:',
    role: 'Role: %{papel}',
    logout: 'Sign out',
    accept: 'Accept',
    refuse: 'Decline',
    terms_title: 'Terms of use — version %{versao}',
    terms_body:
      "To continue, read and accept the system's terms of use. They cover the use of the companies' and their customers' data, the confidentiality of information and each user's responsibilities.",
    terms_record: "The acceptance is recorded with today's date and the version of the terms.",
    terms_error: 'Could not record the acceptance. Please try again.',
    terms_accept: 'Accept the terms',
    draft_restore: 'Restore the draft of %{quando}',
    draft_discard: 'Discard',
    draft_offer: 'There is an unsaved draft of this form, from %{quando}.',
    reauth_title: 'Sign in again to continue',
    reauth_form: 'Sign in again',
    reauth_text:
      'Your session ended. Type the password of %{nome} to carry on where you left off: what is on the screen is not lost.',
    reauth_email: 'Email',
    reauth_password: 'Password',
    reauth_other: 'Sign in as another user',
    reauth_submit: 'Sign in',
    reauth_offline: 'Could not reach the server. Check the connection and try again.',
    reauth_failed: 'Could not sign in. Please try again.',
    loading: 'Loading',
    loading_page: 'Loading the page',
    chunk_title: 'Could not load this page',
    chunk_text:
      'It loads by itself when the connection is back, or when you open it again from the menu. If the system was just updated, reload.',
    chunk_details: 'Technical details',
    retry: 'Try again',
    reload: 'Reload',
    under_construction: 'This screen is still being built and comes in one of the next versions.',
    no_permission: 'You are not allowed to open this page.',
  },
});
