import { schemaLocale } from '../../core/schema/localize';
import type { RegisterModel } from '../../core/schema/model';

// These texts are built outside components (notifications, titles): they follow the models' language
// (schemaLocale, switched with the app's language), in English as in Portuguese.
const english = () => schemaLocale() === 'en';
const low = (text: string) => text.toLocaleLowerCase('en');

type Label = Pick<RegisterModel, 'label'>;

const lower = (text: string) => text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);

/**
 * "Produto movido para a lixeira." / "3 origens movidas para a lixeira.": what a delete of an x-trash register
 * says, above its Desfazer.
 */
export function movedText({ label }: Label, count: number): string {
  if (english())
    return count === 1
      ? `${label.singular} moved to the trash.`
      : `${count} ${low(label.plural)} moved to the trash.`;
  const a = label.gender === 'f' ? 'a' : 'o';
  return count === 1
    ? `${label.singular} movid${a} para a lixeira.`
    : `${count} ${lower(label.plural)} movid${a}s para a lixeira.`;
}

/** "Produto restaurado." / "3 origens restauradas." */
export function restoredText({ label }: Label, count: number): string {
  if (english())
    return count === 1 ? `${label.singular} restored.` : `${count} ${low(label.plural)} restored.`;
  const a = label.gender === 'f' ? 'a' : 'o';
  return count === 1 ? `${label.singular} restaurad${a}.` : `${count} ${lower(label.plural)} restaurad${a}s.`;
}

/** "Lixeira de produtos" */
export const trashTitle = ({ label }: Label) =>
  english() ? `Trash: ${low(label.plural)}` : `Lixeira de ${lower(label.plural)}`;

/** The trash's own words, in the models' language. */
export function trashWords() {
  return english()
    ? {
        trash: 'Trash',
        restore: 'Restore',
        undo: 'Undo',
        restoreSelected: 'Restore selected',
        empty: 'The trash is empty.',
        emptyHint: (plural: string) => `Deleted ${low(plural)} stay here, to be restored.`,
        restoreFailed: 'Could not restore.',
        undoFailed: 'Could not undo the delete.',
        search: 'Search the trash',
        deletedBy: 'Deleted by',
        deletedAt: 'Deleted on',
        actions: 'Actions',
        by: 'by',
        inTrash: '(in the trash)',
      }
    : {
        trash: 'Lixeira',
        restore: 'Restaurar',
        undo: 'Desfazer',
        restoreSelected: 'Restaurar selecionados',
        empty: 'A lixeira está vazia.',
        emptyHint: (plural: string, f = false) =>
          `${f ? 'As' : 'Os'} ${plural.toLocaleLowerCase('pt-BR')} excluíd${f ? 'a' : 'o'}s ficam aqui, para restaurar.`,
        restoreFailed: 'Não foi possível restaurar.',
        undoFailed: 'Não foi possível desfazer a exclusão.',
        search: 'Buscar na lixeira',
        deletedBy: 'Excluído por',
        deletedAt: 'Excluído em',
        actions: 'Ações',
        by: 'por',
        inTrash: '(na lixeira)',
      };
}

/** How a reference names a record in the trash: "Capa (na lixeira)". */
export function trashedName(name: string, record: Readonly<Record<string, unknown>> | undefined): string {
  return record?.deletedAt ? `${name} ${trashWords().inTrash}` : name;
}
