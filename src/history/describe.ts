import {
  formatBoolean,
  formatCurrency,
  formatDay,
  formatMoment,
  formatNumber,
  formatPercent,
  sharedKindText,
} from '../../core/schema/display';
import { fieldLabel, inSentence } from '../../core/schema/labels';
import { schemaLocale } from '../../core/schema/localize';
import type { FieldModel, RegisterModel } from '../../core/schema/model';

/**
 * How a record's history reads: pure functions from the API's entries (docs/contrato.md §5 historico) to sentences and
 * "before → after" lines in the screens' own formats (R$ 1.234,50, 24/11/2026, Sim/Não, enum labels, names for
 * references), so the panel, the admin view and their tests share one wording.
 */

export type HistoryAction = 'criado' | 'alterado' | 'excluido' | 'restaurado';

/** One entry as `GET …/{resource}/{id}/historico` answers it (newest first). */
export interface HistoryEntry {
  em: string;
  usuario: { usuarioId: number; nomeCompleto: string } | null;
  acao: HistoryAction | string;
  campos: Record<string, [unknown, unknown]> | null;
}

/** What the history needs to know of a field: its title, its kind and where its references point. */
export interface HistoryField {
  name: string;
  title: string;
  kind: FieldModel['kind'];
  enumLabels?: Record<string, string> | null;
  /** The register a reference (or each value of an array of references) points at. */
  reference?: string | null;
  /** Arrays of objects: the fields of one item. */
  items?: HistoryField[] | null;
}

/** The words of one record's kind: 'este produto', 'esta origem'. */
export interface HistorySubject {
  singular: string;
  gender: 'm' | 'f';
  field(name: string): HistoryField | undefined;
}

/** A reference's name, once read (undefined while unknown). */
export type NameOf = (resource: string, id: unknown) => string | undefined;

const fromModel = (model: Pick<RegisterModel, 'primaryKey'>, f: FieldModel): HistoryField => {
  const itemReference = (f.schema.items as { 'x-reference'?: { resource?: string } } | undefined)?.[
    'x-reference'
  ]?.resource;
  return {
    name: f.name,
    title: fieldLabel(model, f),
    kind: f.kind,
    enumLabels: f.enumLabels,
    reference: f.reference?.resource ?? itemReference ?? null,
    items: f.items?.map((sub) => fromModel(model, sub)) ?? null,
  };
};

/** A register's fields, as the history reads them. */
export function subjectOf(model: RegisterModel): HistorySubject {
  const fields = new Map(model.allFields.map((f) => [f.name, fromModel(model, f)]));
  return { singular: model.label.singular, gender: model.label.gender, field: (name) => fields.get(name) };
}

/** A subject from a hand-made list of fields (users and profiles have no register schema). */
export function subjectFrom(singular: string, gender: 'm' | 'f', fields: HistoryField[]): HistorySubject {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return { singular, gender, field: (name) => byName.get(name) };
}

const empty = () => (schemaLocale() === 'en' ? '(empty)' : '(vazio)');

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const referenceText = (resource: string, id: unknown, nameOf: NameOf) =>
  nameOf(resource, id) ?? `${schemaLocale() === 'en' ? 'no.' : 'nº'} ${String(id)}`;

/** One value in the screens' format; `(vazio)` for none. Arrays of objects read one item per line (see valueLines). */
export function valueText(field: HistoryField, value: unknown, nameOf: NameOf): string {
  if (isBlank(value)) return empty();
  if (Array.isArray(value)) {
    if (value.length === 0) return empty();
    return valueLines(field, value, nameOf).join('; ');
  }
  if (field.reference) return referenceText(field.reference, value, nameOf);
  switch (field.kind) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value);
    case 'integer':
      return formatNumber(value, 0);
    case 'number':
      return formatNumber(value, 10);
    case 'boolean':
      return formatBoolean(value);
    case 'password':
      return '••••••';
    case 'object':
      return typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => !isBlank(v))
            .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
            .join(', ')
        : String(value);
    default: {
      const shared = sharedKindText(field as FieldModel, value);
      if (shared !== undefined && shared !== '') return shared;
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
}

/**
 * One readable line per item of an array: a sale's items as "2 × CTRL-15 – Plano Controle · R$ 49,90 cada · com
 * Roaming", a negotiation's notes as "24/11/2026 14:03 – texto", plain values (references, enums) by name.
 */
export function valueLines(field: HistoryField, value: unknown, nameOf: NameOf): string[] {
  if (!Array.isArray(value)) return isBlank(value) ? [] : [valueText(field, value, nameOf)];
  if (!field.items?.length)
    return value.map((v) =>
      field.reference
        ? referenceText(field.reference, v, nameOf)
        : (field.enumLabels?.[String(v)] ?? valueText({ ...field, kind: 'string' }, v, nameOf)),
    );
  return value.map((item) => itemLine(field.items ?? [], item, nameOf));
}

/**
 * A sale's extra field, stored as text whatever its kind ('true', '2026-03-01', '12.5'): read as its input shows
 * it, without a second read of the field's kind.
 */
function extraText(value: unknown): string {
  const text = String(value);
  if (text === 'true') return words().yes;
  if (text === 'false') return words().no;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDay(text);
  if (/^-?\d+(\.\d+)?$/.test(text)) return formatNumber(text, 10);
  return text;
}

function itemLine(fields: HistoryField[], item: unknown, nameOf: NameOf): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const row = item as Record<string, unknown>;
  const quantity = fields.find((f) => f.name === 'quantidade');
  const main = fields.find((f) => f.reference && f.kind !== 'array');
  const parts: string[] = [];
  if (main && !isBlank(row[main.name])) {
    const name = valueText(main, row[main.name], nameOf);
    parts.push(quantity && !isBlank(row.quantidade) ? `${formatNumber(row.quantidade, 0)} × ${name}` : name);
  }
  for (const f of fields) {
    if (f === main || (f === quantity && main)) continue;
    const v = row[f.name];
    if (isBlank(v) || (Array.isArray(v) && v.length === 0)) continue;
    if (f.kind === 'array') parts.push(`${words().with} ${valueLines(f, v, nameOf).join(', ')}`);
    else if (f.name === 'precoUnitario') parts.push(`${valueText(f, v, nameOf)} ${words().each}`);
    else if (f.kind === 'datetime' || f.name === 'data') parts.push(formatMoment(v) || String(v));
    else if (f.name === 'valor') parts.push(extraText(v));
    else if (f.kind === 'text' || f.name === 'texto') parts.push(String(v));
    else parts.push(`${f.title} ${valueText(f, v, nameOf)}`);
  }
  return parts.join(' · ');
}

/** One changed field, ready to read. */
export interface FieldChange {
  name: string;
  label: string;
  before: string[];
  after: string[];
  /** Items only added at the end (a timeline's new notes): `after` then holds just those, `before` nothing. */
  appended: boolean;
  /** The stored values, for "restaurar". */
  rawBefore: unknown;
  rawAfter: unknown;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function change(
  subject: HistorySubject,
  name: string,
  pair: [unknown, unknown],
  nameOf: NameOf,
): FieldChange {
  const field = subject.field(name) ?? { name, title: name, kind: 'string' as const };
  const [was, now] = pair;
  const lines = (v: unknown) =>
    Array.isArray(v) || isBlank(v) ? valueLines(field, v, nameOf) : [valueText(field, v, nameOf)];
  // a timeline (notes: a date and a text each) only grows: its change is the notes added
  const timeline = Boolean(field.items?.some((f) => f.name === 'texto'));
  const appended =
    timeline &&
    Array.isArray(was) &&
    Array.isArray(now) &&
    was.length > 0 &&
    now.length > was.length &&
    was.every((item, i) => sameJson(item, now[i]));
  // a secret's values are never kept: only that it changed
  if (field.kind === 'password')
    return {
      name,
      label: field.title,
      before: [],
      after: [words().changedSecret],
      appended: false,
      rawBefore: was,
      rawAfter: now,
    };
  return {
    name,
    label: field.title,
    before: appended ? [] : lines(was),
    after: appended
      ? valueLines(field, (now as unknown[]).slice((was as unknown[]).length), nameOf)
      : lines(now),
    appended,
    rawBefore: was,
    rawAfter: now,
  };
}

/** An entry as it reads: who, when, a sentence, and each changed field. */
export interface DescribedEntry {
  who: string;
  when: string;
  /** "Maria Souza · 24/11/2026 14:03" */
  byline: string;
  /** "alterou Preço e Nome", "moveu de Proposta para Negociação", "criou este produto" … */
  sentence: string;
  changes: FieldChange[];
}

const demonstrative = (subject: HistorySubject) =>
  schemaLocale() === 'en'
    ? `this ${subject.singular.toLocaleLowerCase('en')}`
    : `${subject.gender === 'f' ? 'esta' : 'este'} ${inSentence(subject.singular)}`;

/** The words of a history line, in the models' language (schemaLocale follows the app's). */
function words() {
  return schemaLocale() === 'en'
    ? {
        yes: 'Yes',
        no: 'No',
        with: 'with',
        each: 'each',
        changedSecret: 'changed',
        and: 'and',
        system: 'System',
        created: (what: string) => `created ${what}`,
        deleted: (what: string) => `deleted ${what}`,
        restored: (what: string) => `restored ${what} from the trash`,
        converted: (sale: string) => `converted into a sale (${sale})`,
        moved: (from: string, to: string) => `moved from ${from} to ${to}`,
        notes: (n: number, where: string) =>
          n === 1 ? `added a note to ${where}` : `added ${n} notes to ${where}`,
        changed: 'changed',
      }
    : {
        yes: 'Sim',
        no: 'Não',
        with: 'com',
        each: 'cada',
        changedSecret: 'alterada',
        and: 'e',
        system: 'Sistema',
        created: (what: string) => `criou ${what}`,
        deleted: (what: string) => `excluiu ${what}`,
        restored: (what: string) => `restaurou ${what} da lixeira`,
        converted: (sale: string) => `converteu em venda (${sale})`,
        moved: (from: string, to: string) => `moveu de ${from} para ${to}`,
        notes: (n: number, where: string) =>
          n === 1 ? `adicionou uma anotação em ${where}` : `adicionou ${n} anotações em ${where}`,
        changed: 'alterou',
      };
}

const wordsOf = words;

/** "Preço", "Preço e Nome", "Preço, Nome e Ativo". */
export function listed(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${wordsOf().and} ${words[words.length - 1]}`;
}

/** Who did it: their name, or who the system acts as when no one was signed in. */
export const whoOf = (entry: Pick<HistoryEntry, 'usuario'>) => entry.usuario?.nomeCompleto || words().system;

export function describeEntry(entry: HistoryEntry, subject: HistorySubject, nameOf: NameOf): DescribedEntry {
  const who = whoOf(entry);
  const when = formatMoment(entry.em);
  const campos = entry.campos ?? {};
  let changes = Object.entries(campos).map(([name, pair]) =>
    change(subject, name, Array.isArray(pair) ? pair : [null, pair], nameOf),
  );
  let sentence: string;
  switch (entry.acao) {
    case 'criado':
      sentence = words().created(demonstrative(subject));
      // what it was created with: the values, not "(vazio) → …"
      changes = changes.map((c) => ({ ...c, before: [] }));
      break;
    case 'excluido':
      sentence = words().deleted(demonstrative(subject));
      break;
    case 'restaurado':
      sentence = words().restored(demonstrative(subject));
      break;
    default: {
      const parts: string[] = [];
      const etapa = campos.etapa;
      const venda = campos.vendaId;
      const converted = Array.isArray(venda) && isBlank(venda[0]) && !isBlank(venda[1]);
      if (converted) {
        parts.push(words().converted(referenceText('vendas', venda[1], nameOf)));
        changes = changes.filter((c) => c.name !== 'vendaId' && c.name !== 'etapa');
      } else if (Array.isArray(etapa)) {
        const f = subject.field('etapa');
        const label = (v: unknown) => (f ? valueText(f, v, nameOf) : String(v));
        parts.push(words().moved(label(etapa[0]), label(etapa[1])));
        changes = changes.filter((c) => c.name !== 'etapa');
      }
      const notes = changes.find((c) => c.appended);
      if (notes) {
        const n = notes.after.length;
        parts.push(words().notes(n, notes.label));
      }
      const others = changes.filter((c) => !c.appended).map((c) => c.label);
      if (others.length > 0) parts.push(`${words().changed} ${listed(others)}`);
      sentence = parts.length > 0 ? listed(parts) : words().changed;
    }
  }
  return { who, when, byline: `${who} · ${when}`, sentence, changes };
}

/**
 * Every reference the entries name, by register, so each register is read once with one getMany (the ids in
 * before and after values, in items and in arrays of references).
 */
export function referencesIn(
  entries: readonly HistoryEntry[],
  subject: HistorySubject,
): Map<string, Set<string | number>> {
  const out = new Map<string, Set<string | number>>();
  const add = (resource: string, id: unknown) => {
    if (typeof id !== 'number' && typeof id !== 'string') return;
    if (id === '') return;
    const set = out.get(resource) ?? new Set<string | number>();
    set.add(id);
    out.set(resource, set);
  };
  const walk = (field: HistoryField, value: unknown) => {
    if (isBlank(value)) return;
    if (Array.isArray(value)) {
      for (const v of value)
        if (field.items?.length && typeof v === 'object' && v !== null)
          for (const sub of field.items) walk(sub, (v as Record<string, unknown>)[sub.name]);
        else if (field.reference) add(field.reference, v);
      return;
    }
    if (field.reference) add(field.reference, value);
  };
  for (const entry of entries)
    for (const [name, pair] of Object.entries(entry.campos ?? {})) {
      if (name === 'vendaId' && Array.isArray(pair)) for (const v of pair) add('vendas', v);
      const field = subject.field(name);
      if (!field || !Array.isArray(pair)) continue;
      walk(field, pair[0]);
      walk(field, pair[1]);
    }
  return out;
}

/**
 * The record as it was just before entry `index` (0 = newest): `current` with every field that entry or a newer one
 * changed put back to its value before them. With `including: false`, as it was right after that entry.
 *
 * @example versionBefore([{ campos: { preco: [10, 12] } }], 0, { preco: 12, nome: 'A' }) // { preco: 10, nome: 'A' }
 */
export function versionBefore(
  entries: readonly Pick<HistoryEntry, 'campos'>[],
  index: number,
  current: Readonly<Record<string, unknown>>,
  { including = true }: { including?: boolean } = {},
): Record<string, unknown> {
  const version: Record<string, unknown> = { ...current };
  const last = including ? index : index - 1;
  for (let i = 0; i <= last && i < entries.length; i++)
    for (const [name, pair] of Object.entries(entries[i]?.campos ?? {}))
      if (Array.isArray(pair)) version[name] = pair[0];
  return version;
}
