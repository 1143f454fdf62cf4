/**
 * The login page's texts. That page loads before react-admin and its i18nProvider (see Bootstrap), so it reads
 * the remembered language itself: the same localStorage key as i18nProvider.ts's LOCALE_STORAGE_KEY, kept
 * apart so the first page does not load react-admin's message catalogues.
 */
const PT = {
  lang: 'pt-BR',
  title: 'Vendas',
  subtitle: 'Entre com seu e-mail e senha.',
  email: 'E-mail',
  password: 'Senha',
  showPassword: 'Mostrar a senha',
  hidePassword: 'Ocultar a senha',
  signIn: 'Entrar',
  failed: 'Não foi possível entrar. Tente novamente.',
  offline: 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
};

const texts: Record<'pt-br' | 'en', Record<keyof typeof PT, string>> = {
  'pt-br': PT,
  en: {
    lang: 'en',
    title: 'Sales',
    subtitle: 'Sign in with your email and password.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signIn: 'Sign in',
    failed: 'Could not sign in. Please try again.',
    offline: 'Could not reach the server. Check the connection and try again.',
  },
};

export type LoginTexts = typeof PT;

/** The login page's texts in the remembered language (pt-BR when none or storage is blocked). */
export function loginTexts(): LoginTexts {
  try {
    return globalThis.localStorage?.getItem('locale') === 'en' ? texts.en : texts['pt-br'];
  } catch {
    return texts['pt-br'];
  }
}
