import type { AppMessages } from './app.pt-br';

/** The app's own interface texts in English, for users who choose it; keys as in `app.pt-br.ts`. */
export const appEn: AppMessages = {
  app: {
    name: 'Sales',
    menu: {
      inicio: 'Home',
      vendas: 'Sales',
      negociacoes: 'Negotiations',
      cadastros: 'Registers',
      equipe_usuarios: 'Team and users',
      configuracao: 'Settings',
      administracao: 'Administration',
      ajuda: 'Help',
    },
    pages: {
      painel: 'Dashboard',
      'meus-relatorios': 'My reports',
      usuarios: 'Users',
      perfis: 'Profiles',
      aparencia: 'Appearance',
      alteracoes: 'Changes',
      ajuda: 'Help',
      'minhas-equipes': 'My team',
    },
    network: {
      offline_title: 'No internet connection',
      offline_message:
        'You are offline. What you save now will be sent when the connection is back; do not close or reload the page until then.',
      offline_notice:
        'No internet connection. What you typed stays on the screen; save when the connection is back.',
      online_again: 'Connection restored',
    },
    page: {
      not_found: 'Page not found',
      not_found_message: 'This address does not exist or you have no access to it.',
      load_error: 'Error loading the page',
      load_error_message: 'Check your connection and try again.',
      reload: 'Reload',
      go_home: 'Go to the home page',
    },
    fullscreen: {
      enter: 'Full screen',
      exit: 'Exit full screen',
    },
    sound: {
      on: 'Sound on',
      off: 'Sound off',
      enable: 'Turn sound on',
      disable: 'Turn sound off',
    },
    empresa: {
      switch: 'Switch company',
      current: 'Current company: %{nome}',
    },
    locale: {
      label: 'Language',
    },
    app_bar: {
      help: 'Help for this page',
      help_tooltip: 'Help for this page (F1)',
      search: 'Search (Ctrl+K)',
    },
    user_menu: {
      profile: 'My profile',
      logout: 'Sign out',
      sound: 'Sound',
      offline: 'No connection',
    },
    theme: {
      label: 'Theme',
      mode: 'Colour mode',
      mode_current: 'Colour mode: %{modo}',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    confirm: {
      title: 'Confirmation',
      cancel: 'Cancel',
      confirm: 'Confirm',
    },
    fields: {
      createdAt: 'Created on',
      updatedAt: 'Updated on',
    },
    validation: {
      invalid_date: 'Invalid date',
      passwords_differ: 'The passwords do not match',
    },
    perfil: {
      title: 'My profile',
      save: 'Save changes',
      saved: 'Profile updated',
      change_password: 'Change password',
      password_changed: 'Password changed',
      accept_terms: 'Accept the terms of use',
      terms_accepted: 'Terms of use accepted on %{data} (version %{versao})',
      terms_pending: 'There is a new version of the terms of use to accept.',
      invites: 'Pending invitations',
      no_invites: 'No pending invitations',
      invite_from: 'Invitation from %{empresa} as %{papel}',
      accept: 'Accept',
      refuse: 'Decline',
      accepted: 'Invitation accepted |||| %{smart_count} invitations accepted',
      refused: 'Invitation declined',
      refuse_confirm: 'Decline the invitation from %{empresa}? Only a new invitation gives the access back.',
      fields: {
        nomeCompleto: 'Full name',
        email: 'Email',
        matricula: 'Employee ID',
        senhaAtual: 'Current password',
        novaSenha: 'New password',
        confirmacaoSenha: 'Confirm new password',
        empresa: 'Company',
        papel: 'Role',
        equipe: 'Team',
      },
    },
  },
};
