import { FORMATS, UFS } from '../../core/schema/formats.ts';
import type { FieldModel, RegisterModel } from '../../core/schema/model.ts';

// Valid records built from a register's model (tests/api/registers.test.ts, tests/api/simple-rest.test.ts): a
// valid value for every writable field, fresh values for the unique ones; references are the caller's to give.

export type Json = Record<string, unknown>;

let seq = 100;

/** A number no earlier call answered: the seed of a fresh value. */
export const nextSeq = () => ++seq;

/** A valid CPF or CNPJ from a number: the base digits, then the check digits found by trying (formats.ts knows them). */
export function documento(kind: 'cpf' | 'cnpj', n: number): string {
  const base = kind === 'cpf' ? String(123456789 + n).slice(-9) : `${String(11222333 + n).slice(-8)}0001`;
  const valid = FORMATS[kind] as (v: string) => boolean;
  for (let d = 0; d < 100; d++) {
    const candidate = `${base}${String(d).padStart(2, '0')}`;
    if (valid(candidate)) return candidate;
  }
  throw new Error(`no ${kind} for ${base}`);
}

/** Text that fits the field's length and pattern: human text first, then slugs and digits for stricter patterns. */
export function textFor(field: FieldModel, n: number): string | undefined {
  const min = field.minLength ?? 1;
  const max = field.maxLength ?? 80;
  const pattern = field.pattern ? new RegExp(field.pattern, 'u') : undefined;
  const sized = (text: string, pad: string) => text.padEnd(min, pad).slice(-max);
  const candidates = [
    sized(`Teste ${n} ${field.title}`, 'x'),
    sized(`teste-${n}`, 'x'),
    sized(`T${n}`, 'X'),
    // host names (dominios)
    `teste${n}.com.br`,
    // addresses of a Google Drive folder (empresas.googleDriveFolderId)
    `https://drive.google.com/drive/folders/pasta-de-teste-${n}`,
    ...[min, 3, 8, 11, 14].map((len) => String(n).padStart(len, '0').slice(-Math.max(len, 1))),
  ];
  return candidates.find((c) => c.length >= min && c.length <= max && (!pattern || pattern.test(c)));
}

export function scalarFor(field: FieldModel, n: number): unknown {
  if (field.enum) return field.enum[n % field.enum.length];
  switch (field.kind) {
    case 'boolean':
      return n % 2 === 0;
    case 'integer':
    case 'reference': {
      const min = field.min ?? 1;
      const max = field.max ?? min + 100000;
      return min + (n % (max - min + 1));
    }
    case 'number':
    case 'currency':
    case 'percent': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 100000;
      // two decimals, the hard case for multipleOf 0.01 (0.07 / 0.01 is not an integer in floating point)
      const value = min + ((n % 50) + 0.07);
      const whole = field.type === 'integer' || (field.multipleOf !== null && field.multipleOf >= 1);
      return Math.min(max, whole ? Math.round(value) : value);
    }
    case 'date':
      return `2026-0${1 + (n % 9)}-${String(1 + (n % 28)).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
    case 'email':
      return `teste${n}@exemplo.com.br`;
    case 'cpf':
      return documento('cpf', n);
    case 'cnpj':
      return documento('cnpj', n);
    case 'cpfCnpj':
      return n % 2 === 0 ? documento('cpf', n) : documento('cnpj', n);
    case 'telefone':
      return `119${String(n).padStart(8, '0').slice(-8)}`;
    case 'cep':
      return String(10000000 + n).slice(-8);
    case 'uf':
      return UFS[n % UFS.length];
    case 'cor':
      return `#${(0x102030 + n * 7919).toString(16).slice(-6).padStart(6, '0')}`;
    default:
      if (field.format === 'uri') return `https://exemplo.com.br/teste/${n}`;
      return textFor(field, n);
  }
}

export function valueFor(field: FieldModel, n: number): unknown {
  if (field.type === 'array') {
    const count = Math.max(field.minItems ?? 1, 1);
    const itemSchema = (field.schema.items ?? {}) as Json;
    return Array.from({ length: count }, (_, i) =>
      field.items
        ? objectFor(field.items, n + i)
        : Array.isArray(itemSchema.enum)
          ? itemSchema.enum[(n + i) % itemSchema.enum.length]
          : itemSchema.type === 'integer' || itemSchema.type === 'number'
            ? Number(itemSchema.minimum ?? 1) + ((n + i) % 100)
            : `item ${n + i}`,
    );
  }
  if (field.type === 'object') return objectFor(field.properties ?? [], n);
  return scalarFor(field, n);
}

export function objectFor(fields: FieldModel[], n: number): Json {
  return Object.fromEntries(fields.filter((f) => !f.readOnly).map((f) => [f.name, valueFor(f, n)]));
}

/**
 * A valid record of a register: every writable field filled (optional ones too, so every column is exercised),
 * a value no other record holds in each unique field (`taken` lists those held), the overrides on top. References
 * have no value of their own: pass them in the overrides.
 */
export function buildRecord(
  model: RegisterModel,
  overrides: Json = {},
  taken = new Map<string, Set<unknown>>(),
): Json {
  const record: Json = {};
  for (const field of model.fields) {
    if (field.readOnly || field.name in overrides) continue;
    if (field.reference) {
      if (field.required) throw new Error(`buildRecord(${model.resource}): pass the reference ${field.name}`);
      continue;
    }
    const used = taken.get(field.name);
    let value: unknown;
    for (let tries = 0; tries < 5000; tries++) {
      value = valueFor(field, nextSeq());
      if (!field.unique || !used?.has(value)) break;
    }
    if (value === undefined) throw new Error(`buildRecord(${model.resource}): no value fits ${field.name}`);
    if (field.unique) taken.set(field.name, (used ?? new Set()).add(value));
    record[field.name] = value;
  }
  return { ...record, ...overrides };
}
