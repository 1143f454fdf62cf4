import type { FieldKind } from '../types';
import { STRING_FORMATS, type StringFormat } from '../vocabulary';
import type { FieldStep } from './drafts';

/** `format` (strings only): one of STRING_FORMATS; most give the field a kind of its own (inputs, masks, cells). */

/** The kind each format gives a string; null: a plain string (ajv checks it, the screens show it as text). */
const KIND_OF_FORMAT: Record<StringFormat, FieldKind | null> = {
  email: 'email',
  date: 'date',
  'date-time': 'datetime',
  uri: null,
  cpf: 'cpf',
  cnpj: 'cnpj',
  'cpf-cnpj': 'cpfCnpj',
  telefone: 'telefone',
  cep: 'cep',
  uf: 'uf',
  cor: 'cor',
};

export function kindOfFormat(format: unknown): FieldKind | null {
  return typeof format === 'string' && Object.hasOwn(KIND_OF_FORMAT, format)
    ? KIND_OF_FORMAT[format as StringFormat]
    : null;
}

export const formatStep: FieldStep = {
  keywords: ['format'],
  apply(d) {
    const { raw } = d;
    d.format = typeof raw.format === 'string' ? raw.format : null;
    if (raw.format === undefined) return;
    if (d.type !== 'string') d.problem(`"format" applies to strings only`);
    else if (!(STRING_FORMATS as readonly string[]).includes(String(raw.format)))
      d.problem(`unknown format ${JSON.stringify(raw.format)} (known: ${STRING_FORMATS.join(', ')})`);
  },
};
