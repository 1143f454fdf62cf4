import {
  formatBoolean,
  formatCurrency,
  formatNumber,
  formatPercent,
  sharedKindText,
} from '../schema/display';
import { localized } from '../schema/localize';
import type { RegisterModel } from '../schema/model';

/**
 * The line under a hit of the global search (Ctrl+K), built from the hit's raw values in the language the models
 * speak: the server writes it in Portuguese (`subtitulo`, for any client of the API) and sends the values beside
 * it (`valores`), and the app writes it again in its own language (R$1,234.50 and "Proposal" in English).
 */

/** A value the search sends: what a record's field holds (numbers as numbers, dates as ISO text). */
export type ValorDaBusca = string | number | boolean | null;

/**
 * What tells two hits of the same name apart, by register: a sale's date, total and document; a negotiation's
 * stage, estimate and document. Other registers show the searched fields their title does not (a product's code,
 * a point of sale's city).
 */
const DETALHES: Record<string, readonly string[]> = {
  vendas: ['data', 'total', 'clienteDocumento'],
  negociacoes: ['etapa', 'valorEstimado', 'clienteDocumento'],
};

/** The fields whose values make a hit's line, in order. */
export function camposDaLinha(model: RegisterModel): string[] {
  const detalhes = DETALHES[model.resource];
  if (detalhes) return [...detalhes];
  const shown = new Set(model.representationFields);
  return model.search.filter((f) => !shown.has(f));
}

/** One field's value as a reader reads it, by its kind, in the models' language. */
function textoDoCampo(model: RegisterModel, name: string, value: ValorDaBusca): string | null {
  if (value === null || value === '') return null;
  const field = model.allFields.find((f) => f.name === name);
  if (!field) return String(value);
  const shared = sharedKindText(field, value);
  if (shared !== undefined) return shared || null;
  switch (field.kind) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value);
    case 'number':
      return formatNumber(value);
    case 'integer':
      return formatNumber(value, 0);
    case 'boolean':
      return formatBoolean(value);
    default:
      return String(value);
  }
}

const juntar = (partes: Array<string | null | undefined>) => partes.filter(Boolean).join(' · ') || null;

/** A register hit's line: its values, each written as its field reads, joined by a middle dot. */
export function linhaDoRegistro(
  model: RegisterModel,
  valores: Readonly<Record<string, ValorDaBusca>>,
): string | null {
  return juntar(camposDaLinha(model).map((name) => textoDoCampo(model, name, valores[name] ?? null)));
}

/** What the search tells of a person of the company (docs/contrato.md §4: only what the company may see). */
export interface PessoaDaBusca {
  papel: string;
  email: string;
  pendente: boolean;
  ativo: boolean;
}

const PESSOA = localized(
  { pendente: 'convite pendente', inativo: 'inativo' },
  { pendente: 'invitation pending', inativo: 'inactive' },
);

/** A person's line: role, e-mail, and whether the invitation is pending or the profile inactive. */
export function linhaDaPessoa(pessoa: PessoaDaBusca): string | null {
  return juntar([
    pessoa.papel,
    pessoa.email,
    pessoa.pendente ? PESSOA.pendente : null,
    pessoa.ativo ? null : PESSOA.inativo,
  ]);
}

/** Reads a person's values back from a hit's `valores`; null when they are not all there. */
export function pessoaDosValores(valores: Readonly<Record<string, ValorDaBusca>>): PessoaDaBusca | null {
  const { papel, email, pendente, ativo } = valores;
  if (typeof papel !== 'string' || typeof email !== 'string') return null;
  if (typeof pendente !== 'boolean' || typeof ativo !== 'boolean') return null;
  return { papel, email, pendente, ativo };
}
