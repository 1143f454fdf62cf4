import { schemaLocale } from './localize';
import type { FieldModel, RegisterModel } from './model';

/**
 * The Portuguese words of a register's screens, from its `x-label` and its fields' titles: agreement in gender
 * ("Nenhuma origem cadastrada ainda", "Novo produto") and names for the fields the engine adds.
 */

// The engine's fields have no title in the schema (their name would show: "createdAt").
const STANDARD_TITLES: Record<string, string> = {
  id: 'ID',
  empresaId: 'Empresa',
  createdAt: 'Criado em',
  updatedAt: 'Atualizado em',
  deletedAt: 'Excluído em',
};

const STANDARD_TITLES_EN: Record<string, string> = {
  id: 'ID',
  empresaId: 'Company',
  createdAt: 'Created on',
  updatedAt: 'Updated on',
  deletedAt: 'Deleted on',
};

/** A field's label: its title, or a Portuguese name for the key and the timestamps. */
export function fieldLabel(model: Pick<RegisterModel, 'primaryKey'>, field: FieldModel): string {
  if (!field.standard || field.title !== field.name) return field.title;
  if (field.name === model.primaryKey) return 'ID';
  return (schemaLocale() === 'en' ? STANDARD_TITLES_EN : STANDARD_TITLES)[field.name] ?? field.title;
}

/** 'Status de venda' → 'status de venda': a name inside a sentence. Acronyms (CNPJ) stay as they are. */
export function inSentence(name: string): string {
  const [first = '', second = ''] = name;
  return second === second.toUpperCase() && second !== second.toLowerCase()
    ? name
    : `${first.toLowerCase()}${name.slice(1)}`;
}

const WORDS = {
  m: {
    novo: 'Novo',
    nenhum: 'Nenhum',
    cadastrado: 'cadastrado',
    criado: 'criado',
    atualizado: 'atualizado',
    excluido: 'excluído',
    excluidos: 'excluídos',
  },
  f: {
    novo: 'Nova',
    nenhum: 'Nenhuma',
    cadastrado: 'cadastrada',
    criado: 'criada',
    atualizado: 'atualizada',
    excluido: 'excluída',
    excluidos: 'excluídas',
  },
} as const;

export interface RegisterTexts {
  /** The list's heading and menu entry: 'Produtos'. */
  plural: string;
  singular: string;
  /** The create page's heading: 'Novo produto', 'Nova origem'. */
  create: string;
  /** The empty list's button: 'Criar produto' (react-admin's verb, as on its other create buttons). */
  createAction: string;
  /** The empty list: 'Nenhum produto cadastrado ainda'. */
  empty: string;
  created: string;
  updated: string;
  /** Polyglot plural: 'Produto excluído |||| %{smart_count} produtos excluídos'. */
  deleted: string;
}

/** The same texts in English (the model's label already switched to x-i18n's singular and plural). */
function englishTexts(singular: string, plural: string): RegisterTexts {
  const one = singular.toLowerCase();
  return {
    plural,
    singular,
    create: `New ${one}`,
    createAction: `Create ${one}`,
    empty: `No ${one} yet`,
    created: `${singular} created`,
    updated: `${singular} updated`,
    deleted: `${singular} deleted |||| %{smart_count} ${plural.toLowerCase()} deleted`,
  };
}

export function registerTexts(model: Pick<RegisterModel, 'label'>): RegisterTexts {
  const { singular, plural, gender } = model.label;
  if (schemaLocale() === 'en') return englishTexts(singular, plural);
  const w = WORDS[gender];
  const one = inSentence(singular);
  return {
    plural,
    singular,
    create: `${w.novo} ${one}`,
    createAction: `Criar ${one}`,
    empty: `${w.nenhum} ${one} ${w.cadastrado} ainda`,
    created: `${singular} ${w.criado}`,
    updated: `${singular} ${w.atualizado}`,
    deleted: `${singular} ${w.excluido} |||| %{smart_count} ${inSentence(plural)} ${w.excluidos}`,
  };
}

/**
 * How a record's page is titled: its singular and its representation ("Produto CTRL-15 – Plano Controle"),
 * without saying the singular twice when the name already starts with it ("Equipe Norte", not "Equipe Equipe
 * Norte").
 *
 * @example recordTitle(equipe, { nome: 'Equipe Norte' }) // 'Equipe Norte'
 */
export function recordTitle(
  model: Pick<RegisterModel, 'label' | 'represent'>,
  record: Readonly<Record<string, unknown>>,
): string {
  const name = model.represent(record);
  const singular = model.label.singular;
  const locale = schemaLocale() === 'en' ? 'en' : 'pt-BR';
  return name.toLocaleLowerCase(locale).startsWith(singular.toLocaleLowerCase(locale))
    ? name
    : `${singular} ${name}`.trim();
}
