/**
 * What ra-language-pt-br 1.5 lacks or gets wrong for react-admin 5, merged over it (see i18nProvider.ts).
 *
 * - Keys react-admin 5 added after the package (`reset`, `search_columns`, `notification.offline`,
 *   `validation.unique`, `guesser.*`).
 * - Keys whose placeholders changed in react-admin 5: the package still writes `#%{id}` where react-admin now
 *   passes `%{recordRepresentation}` (which already carries a `#` when the record has no representation),
 *   `%{field}` where the English text uses `%{field_lower_first}`, `%{column}` for a form input, and drops
 *   `%{name}` from the "no results" lines. messages.test.ts fails if any key's placeholders differ from English.
 * - Wording a Brazilian user would not write: "Elemento" for a record, "ascendente", "Dashboard",
 *   "Alterar" as the edit button, a missing accent ("ultima").
 *
 * Resource names come in capitalised and without an article ("Venda", "Vendas"), so the sentences below put
 * `%{name}` where no gender agreement is needed; a resource can still override a sentence under
 * `resources.{resource}.message.*`.
 */
export const raPtBrComplement = {
  ra: {
    action: {
      back: 'Voltar',
      bulk_actions: '%{smart_count} item selecionado |||| %{smart_count} itens selecionados',
      clear_array_input: 'Limpar a lista',
      delete: 'Excluir',
      edit: 'Editar',
      remove_filter: 'Remover este filtro',
      reset: 'Redefinir',
      search_columns: 'Buscar colunas',
      select_columns: 'Colunas',
      select_row: 'Selecionar esta linha',
      show: 'Exibir',
      toggle_theme: 'Alternar tema claro/escuro',
      update_application: 'Recarregar aplicação',
    },
    page: {
      dashboard: 'Painel',
      edit: '%{name} %{recordRepresentation}',
      empty: 'Ainda não há %{name}.',
      error: 'Algo deu errado',
      invite: 'Quer adicionar agora?',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      access_denied: 'Você não tem permissão para acessar esta página',
      auth_error: 'Ocorreu um erro ao validar o token de autenticação.',
      bulk_delete_content:
        'Tem certeza de que deseja excluir este registro (%{name})? |||| Tem certeza de que deseja excluir estes %{smart_count} itens?',
      bulk_delete_title: 'Excluir %{name} |||| Excluir %{smart_count} %{name}',
      bulk_update_content:
        'Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza de que deseja atualizar estes %{smart_count} itens?',
      bulk_update_title: 'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      delete_content: 'Tem certeza de que deseja excluir este registro (%{name})?',
      delete_title: 'Excluir %{name} %{recordRepresentation}',
      error: 'Ocorreu um erro no navegador e a sua solicitação não pôde ser concluída.',
      invalid_form: 'O formulário tem erros. Verifique os campos destacados.',
      loading: 'Aguarde um momento',
      not_found: 'O endereço digitado está errado ou o link seguido não existe mais.',
      placeholder_data_warning: 'Problema de rede: não foi possível atualizar os dados.',
      select_all_limit_reached:
        'Há elementos demais para selecionar todos. Apenas os primeiros %{max} foram selecionados.',
      unsaved_changes: 'Algumas alterações não foram salvas. Deseja mesmo descartá-las?',
    },
    navigation: {
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      next: 'Ir para a próxima página',
      no_filtered_results: 'Nenhum registro encontrado em %{name} com os filtros atuais.',
      no_more_results: 'A página %{page} está fora dos limites. Tente a página anterior.',
      no_results: 'Nenhum registro encontrado em %{name}',
      page: 'Ir para a página %{page}',
      page_out_from_begin: 'Não é possível ir para antes da página 1',
      page_out_from_end: 'Não é possível ir além da última página',
      previous: 'Ir para a página anterior',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: {
      auth_check_error: 'Entre para continuar',
      sign_in_error: 'Falha na autenticação. Tente novamente.',
    },
    notification: {
      bad_item: 'Registro incorreto',
      created: 'Registro criado',
      data_provider_error: 'Erro no dataProvider. Veja o console para mais detalhes.',
      deleted: 'Registro excluído |||| %{smart_count} registros excluídos',
      i18n_error: 'Não foi possível carregar as traduções do idioma escolhido',
      item_doesnt_exist: 'O registro não existe',
      logged_out: 'Sua sessão terminou. Entre novamente.',
      not_authorized: 'Você não tem autorização para acessar este recurso.',
      offline: 'Sem conexão. Não foi possível carregar os dados.',
      updated: 'Registro atualizado |||| %{smart_count} registros atualizados',
    },
    validation: {
      regex: 'Deve seguir um formato específico (regexp): %{pattern}',
      unique: 'Este valor já está em uso',
    },
    saved_queries: {
      new_dialog_title: 'Salvar consulta atual como',
    },
    guesser: {
      empty: {
        title: 'Não há dados para exibir',
        message: 'Verifique o provedor de dados (dataProvider)',
      },
    },
    configurable: {
      customize: 'Personalizar',
      Datagrid: {
        title: 'Tabela',
        unlabeled: 'Coluna sem rótulo #%{column}',
      },
      SimpleForm: {
        title: 'Formulário',
        unlabeled: 'Campo sem rótulo #%{input}',
      },
      SimpleList: {
        title: 'Lista',
      },
    },
  },
};
