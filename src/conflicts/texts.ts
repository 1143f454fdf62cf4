import { localized } from '../../core/schema/localize';

/** The conflict merge's words (src/conflicts), read when shown: in the app's language (schemaLocale). */
export const CONFLICT_TEXTS = localized(
  {
    title: 'Outra pessoa alterou este registro enquanto você editava.',
    both: 'Vocês dois alteraram este campo: escolha qual versão fica.',
    theirs: 'Só a outra pessoa alterou este campo: a versão atual já está no formulário.',
    mine: 'Só você alterou este campo: a sua versão fica.',
    changedBy: (nome: string, when: string) => `Alterado por ${nome} em ${when}`,
    changedAt: (when: string) => `Alterado em ${when}`,
    empty: '(vazio)',
    choose: '• escolha',
    combined:
      'Vocês dois alteraram este campo: as duas versões foram juntadas (nada se perde); escolha outra, se preferir.',
    edited: ' Você editou o valor no formulário.',
    mineOpened: 'Minha versão (a que eu abri)',
    mineVersion: 'Minha versão',
    current: 'Versão atual',
    both_together: 'As duas juntas',
    editLabel: (label: string) => `Editar ${label} no formulário`,
    edit: 'Editar no formulário',
    inFormNow: 'No formulário agora:',
    notSaved:
      'Suas alterações não foram salvas e continuam no formulário. Compare com a versão atual, escolha o que fica em cada campo (ou edite no próprio formulário) e salve de novo.',
    reading: 'Lendo a versão atual…',
    readingLabel: 'Lendo a versão atual',
    retry: 'Tentar de novo',
    readFailed: 'Não foi possível ler a versão atual. O que você digitou continua no formulário.',
    nothingChanged:
      'A outra pessoa não mudou nada do que está no formulário (ou fez as mesmas mudanças). Salve de novo para gravar as suas.',
    choices: (n: number) =>
      `${n === 1 ? '1 campo pede' : `${n} campos pedem`} uma escolha; marcada, a sua versão.`,
    noChoices: 'Nenhum campo pede escolha: as mudanças não se cruzam.',
    whoUnknown: ' Quem alterou não pôde ser consultado; só quando.',
    keepMine: 'Manter todas as minhas',
    takeTheirs: 'Usar todas as atuais',
    fields: 'Campos que diferem',
    saveChoices: 'Salvar com estas escolhas',
  },
  {
    title: 'Someone else changed this record while you were editing it.',
    both: 'You both changed this field: choose which version stays.',
    theirs: 'Only the other person changed this field: the current version is already in the form.',
    mine: 'Only you changed this field: your version stays.',
    changedBy: (nome: string, when: string) => `Changed by ${nome} on ${when}`,
    changedAt: (when: string) => `Changed on ${when}`,
    empty: '(empty)',
    choose: '• choose',
    combined:
      'You both changed this field: the two versions were joined (nothing is lost); choose another if you prefer.',
    edited: ' You edited the value in the form.',
    mineOpened: 'My version (the one I opened)',
    mineVersion: 'My version',
    current: 'Current version',
    both_together: 'Both together',
    editLabel: (label: string) => `Edit ${label} in the form`,
    edit: 'Edit in the form',
    inFormNow: 'In the form now:',
    notSaved:
      'Your changes were not saved and are still in the form. Compare with the current version, choose what stays in each field (or edit in the form itself) and save again.',
    reading: 'Reading the current version…',
    readingLabel: 'Reading the current version',
    retry: 'Try again',
    readFailed: 'Could not read the current version. What you typed is still in the form.',
    nothingChanged:
      'The other person changed nothing that is in the form (or made the same changes). Save again to record yours.',
    choices: (n: number) =>
      `${n === 1 ? '1 field needs' : `${n} fields need`} a choice; your version is marked.`,
    noChoices: 'No field needs a choice: the changes do not overlap.',
    whoUnknown: ' Who changed it could not be looked up; only when.',
    keepMine: 'Keep all of mine',
    takeTheirs: 'Use all the current ones',
    fields: 'Fields that differ',
    saveChoices: 'Save with these choices',
  },
);
