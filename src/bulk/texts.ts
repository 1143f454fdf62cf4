import { localized, schemaLocale } from '../../core/schema/localize';

/** The bulk edit's words (src/bulk), read when shown: in the app's language (schemaLocale follows it). */
export const BULK_TEXTS = localized(
  {
    button: 'Editar em lote',
    failed: 'Não foi possível alterar: nada foi salvo. Verifique a conexão e tente de novo.',
    title: (what: string) => `Editar ${what} em lote`,
    change: 'Alterar',
    onlySelected: (n: number) => `Só ${n === 1 ? 'o selecionado' : `os ${n} selecionados`}`,
    allFilteredMax: (what: string, max: string) =>
      `Todos os ${what} do filtro (no máximo ${max} de uma vez: refine o filtro)`,
    allFiltered: (what: string) => `Todos os ${what} do filtro`,
    fields: 'Campos a alterar',
    newValue: (n: number) => `Novo valor, igual para ${n === 1 ? 'o registro' : `os ${n}`}:`,
    pick: 'Marque os campos que quer mudar; os outros ficam como estão em cada registro.',
    cancel: 'Cancelar',
    next: 'Continuar',
    confirm: (what: string) => `Alterar ${what}?`,
    confirmRest: (n: number) => ` Em ${n === 1 ? 'todo o registro' : 'todos'}, fica assim:`,
    back: 'Voltar',
    applying: 'Alterando…',
    apply: (what: string) => `Alterar ${what}`,
  },
  {
    button: 'Bulk edit',
    failed: 'Could not change: nothing was saved. Check the connection and try again.',
    title: (what: string) => `Edit ${what} in bulk`,
    change: 'Change',
    onlySelected: (n: number) => (n === 1 ? 'Only the selected one' : `Only the ${n} selected`),
    allFilteredMax: (what: string, max: string) =>
      `All ${what} of the filter (at most ${max} at once: narrow the filter)`,
    allFiltered: (what: string) => `All ${what} of the filter`,
    fields: 'Fields to change',
    newValue: (n: number) => `New value, the same for ${n === 1 ? 'the record' : `all ${n}`}:`,
    pick: 'Tick the fields you want to change; the others stay as they are in each record.',
    cancel: 'Cancel',
    next: 'Continue',
    confirm: (what: string) => `Change ${what}?`,
    confirmRest: (n: number) => ` In ${n === 1 ? 'the whole record' : 'all of them'}, it becomes:`,
    back: 'Back',
    applying: 'Changing…',
    apply: (what: string) => `Change ${what}`,
  },
);

/** '1.234' or '1,234', as the app's language writes it. */
export const bulkNumber = (n: number) => n.toLocaleString(schemaLocale() === 'en' ? 'en-US' : 'pt-BR');
