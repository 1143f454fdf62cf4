import type { RegisterModel } from '../schema/model';

type Label = Pick<RegisterModel, 'label'>;

const lower = (text: string) => text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);

/**
 * "Produto movido para a lixeira." / "3 origens movidas para a lixeira.": what a delete of an x-trash register
 * says, above its Desfazer.
 */
export function movedText({ label }: Label, count: number): string {
  const a = label.gender === 'f' ? 'a' : 'o';
  return count === 1
    ? `${label.singular} movid${a} para a lixeira.`
    : `${count} ${lower(label.plural)} movid${a}s para a lixeira.`;
}

/** "Produto restaurado." / "3 origens restauradas." */
export function restoredText({ label }: Label, count: number): string {
  const a = label.gender === 'f' ? 'a' : 'o';
  return count === 1 ? `${label.singular} restaurad${a}.` : `${count} ${lower(label.plural)} restaurad${a}s.`;
}

/** "Lixeira de produtos" */
export const trashTitle = ({ label }: Label) => `Lixeira de ${lower(label.plural)}`;

/** How a reference names a record in the trash: "Capa (na lixeira)". */
export function trashedName(name: string, record: Readonly<Record<string, unknown>> | undefined): string {
  return record?.deletedAt ? `${name} (na lixeira)` : name;
}
