import Ajv, { type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { FORMATS } from '../../core/schema/formats.ts';
import { badRequest } from '../errors.ts';
import { bounded, dateFormats } from '../input-guard.ts';
import { toFieldErrors } from '../validation-messages.ts';
import type { JsonSchema, RegisterDef } from './definition.ts';
import type { ApiRecord, Row } from './records.ts';

// A PUT is partial (docs/contrato.md §5): it changes the fields its body names and keeps the others. What a register
// requires of a record (its required fields, x-requiredWhen) is then judged on the record the body makes, the
// stored one with the body merged into it: a partial body can neither break a rule nor skip one.

/**
 * The writable fields of the record a PUT makes: the body's value of each field it names, the stored one of the
 * others. A natural key (x-createOnly) keeps its stored value whatever the body says: it is sent back, ignored.
 *
 * @example mergeBody(def, row, { preco: 12 }) // { codigo: 'P1', nome: 'Pão', preco: 12, ativo: true, … }
 */
export function mergeBody(def: RegisterDef, row: Row, stored: ApiRecord, body: Row): Row {
  const merged: Row = {};
  for (const field of def.model.fields) {
    if (field.readOnly) continue;
    const sent = body[field.name];
    if (sent !== undefined && !field.createOnly) merged[field.name] = sent;
    // a write-only value (a password) is never answered: the stored one stands for it
    else merged[field.name] = field.writeOnly ? row[field.name] : stored[field.name];
  }
  return merged;
}

/** One ajv for the merged records: strict types, the app's formats (cpf, telefone …) and years, like a body's. */
let mergedAjv: Ajv | undefined;
const validators = new WeakMap<RegisterDef, ValidateFunction>();

function validatorOf(def: RegisterDef): ValidateFunction {
  const known = validators.get(def);
  if (known) return known;
  mergedAjv ??= dateFormats(
    ajvFormats(
      new Ajv({
        allErrors: true,
        allowUnionTypes: true,
        strict: false,
        formats: FORMATS,
        multipleOfPrecision: 6,
      }),
    ),
  );
  const validate = mergedAjv.compile(bounded(def.model.mergedSchema, true) as JsonSchema);
  validators.set(def, validate);
  return validate;
}

/** The merged record breaks a rule of the register: a 400 at each field, as a whole body would. */
export function checkMerged(def: RegisterDef, merged: Row): void {
  const validate = validatorOf(def);
  if (validate(merged)) return;
  throw badRequest('Os dados enviados são inválidos.', toFieldErrors(validate.errors ?? []));
}
