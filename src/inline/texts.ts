import { localized } from '../../core/schema/localize';

/**
 * The editable grid's words (src/inline), read when said: in the app's language (schemaLocale follows it).
 * Status lines are announced to screen readers; the hint describes the grid.
 */
export const INLINE_TEXTS = localized(
  {
    hint: 'Setas movem entre as células. Enter ou um clique edita a célula; Tab passa à próxima célula da linha; Enter salva a linha; Esc desfaz. Ctrl+Enter abre o registro.',
    conflict:
      'Outra pessoa alterou este registro depois que a lista foi carregada. O que você digitou continua aqui: recarregue a linha para ver a versão atual e salve de novo com Enter, ou desfaça com Esc.',
    editing: 'Editando a linha. Tab passa à próxima célula, Enter salva, Esc desfaz.',
    undone: 'Alterações desfeitas.',
    saveFailed: 'Não foi possível salvar.',
    unchanged: 'Nada mudou.',
    saved: 'Salvo.',
    fix: 'Corrija o que está marcado na linha.',
    reloaded: 'Linha recarregada. Enter salva o que você digitou.',
  },
  {
    hint: 'Arrows move between cells. Enter or a click edits the cell; Tab goes to the next cell of the row; Enter saves the row; Esc undoes. Ctrl+Enter opens the record.',
    conflict:
      'Someone else changed this record after the list was loaded. What you typed is still here: reload the row to see the current version and save again with Enter, or undo with Esc.',
    editing: 'Editing the row. Tab goes to the next cell, Enter saves, Esc undoes.',
    undone: 'Changes undone.',
    saveFailed: 'Could not save.',
    unchanged: 'Nothing changed.',
    saved: 'Saved.',
    fix: 'Fix what is marked in the row.',
    reloaded: 'Row reloaded. Enter saves what you typed.',
  },
);
