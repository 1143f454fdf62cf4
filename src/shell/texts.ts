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
  },
});
