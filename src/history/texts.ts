import { localized } from '../../core/schema/localize';
import { areaTexts } from '../i18n/texts';

/** A record's "Histórico" (src/history): the panel, its entries and what restoring says. */
export const historyTexts = areaTexts({
  pt: {
    title: 'Histórico',
    close: 'Fechar',
    close_panel: 'Fechar o histórico',
    restore_note: '“Restaurar” põe o valor de volta no formulário; nada é gravado até você salvar.',
    field_restored: '%{campo} voltou a %{valor} no formulário. Nada foi gravado: confira e clique em Salvar.',
    empty_value: '(vazio)',
    version_restored:
      'A versão de %{quando} está no formulário. Nada foi gravado: confira e clique em Salvar.',
    loading: 'Carregando o histórico',
    retry: 'Tentar de novo',
    load_error: 'Não foi possível carregar o histórico.',
    none: 'Nenhuma alteração registrada ainda.',
    list: 'Alterações, da mais recente à mais antiga',
    restore_original: 'Restaurar a versão original',
    restore_previous: 'Restaurar a versão anterior',
    more: 'Ver mais (%{n})',
  },
  en: {
    title: 'History',
    close: 'Close',
    close_panel: 'Close the history',
    restore_note: '“Restore” puts the value back in the form; nothing is saved until you save.',
    field_restored: '%{campo} is back to %{valor} in the form. Nothing was saved: check it and click Save.',
    empty_value: '(empty)',
    version_restored: 'The version of %{quando} is in the form. Nothing was saved: check it and click Save.',
    loading: 'Loading the history',
    retry: 'Try again',
    load_error: 'Could not load the history.',
    none: 'No changes recorded yet.',
    list: 'Changes, newest first',
    restore_original: 'Restore the original version',
    restore_previous: 'Restore the previous version',
    more: 'Show more (%{n})',
  },
});

/** The Alterações page's words (read when shown: the app's language, schemaLocale). */
export const ALTERACOES_TEXTS = localized(
  {
    title: 'Alterações',
    search: 'Nome do registro',
    who: 'Quem',
    register: 'Cadastro',
    action: 'Ação',
    from: 'De',
    to: 'Até',
    gone: (id: number) => `nº ${id} (não existe mais)`,
    when: 'Quando',
    record: 'Registro',
    what: 'O que mudou',
    none: 'Nenhuma alteração encontrada.',
    negotiation: 'Alterações, movimentações e conversão',
  },
  {
    title: 'Changes',
    search: 'Record name',
    who: 'Who',
    register: 'Register',
    action: 'Action',
    from: 'From',
    to: 'To',
    gone: (id: number) => `no. ${id} (no longer exists)`,
    when: 'When',
    record: 'Record',
    what: 'What changed',
    none: 'No changes found.',
    negotiation: 'Changes, moves and conversion',
  },
);

/** The words of one history entry's lines. */
export const ENTRY_TEXTS = localized(
  {
    appended: ' (novas): ',
    before: 'antes',
    after: 'depois',
    to: 'para',
    restore: 'Restaurar',
    empty: '(vazio)',
  },
  { appended: ' (new): ', before: 'before', after: 'after', to: 'to', restore: 'Restore', empty: '(empty)' },
);
