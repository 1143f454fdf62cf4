import type { JsonSchema, JsonSchemaObject } from '../vocabulary';
import type { RegisterDraft, RegisterStep } from './drafts';
import { CAMEL_CASE, isObject, parseType } from './shared';

/**
 * `properties` and `required` at the root: the register's own properties, camelCase, each a field (a column).
 * The standard ones (the key, empresaId, createdAt, updatedAt, deletedAt) are only checked against what the
 * engine adds (keywords/standard.ts); a key declared x-createOnly is a natural key, a field like any other.
 */
export const propertiesShapeStep: RegisterStep = {
  keywords: ['properties', 'required'],
  apply(d) {
    const props = d.schema.properties;
    if (!isObject(props)) {
      d.problem('"properties" must be an object');
      return d.fail();
    }
    d.props = props;
    const { required } = d.schema;
    d.required = Array.isArray(required) ? required : [];
    if (required !== undefined && !Array.isArray(required)) d.problem('"required" must be an array');
    for (const r of d.required)
      if (typeof r !== 'string' || !(r in props))
        d.problem(`required names ${String(r)}, which is not a property`);
  },
};

export const declaredFieldsStep: RegisterStep = {
  keywords: ['properties'],
  apply(d) {
    for (const [name, raw] of Object.entries(d.props)) {
      if (!isObject(raw)) {
        d.problem(`${name}: must be a schema object`);
        continue;
      }
      if (!CAMEL_CASE.test(name)) {
        d.problem(`${name}: property names are camelCase (letters and digits, a lower-case first)`);
        continue;
      }
      // a declared key given on create (x-createOnly) is a natural key: a field like any other, then fixed
      const natural = name === d.primaryKey && raw['x-createOnly'] === true;
      const isStandard =
        (name === d.primaryKey && !natural) ||
        name === 'createdAt' ||
        name === 'updatedAt' ||
        (name === 'empresaId' && d.isEmpresa) ||
        (name === 'deletedAt' && d.trash);
      if (name === 'id') d.problem('id is reserved: the API answers the key as id');
      else if (name === 'deletedAt' && !d.trash) d.problem('deletedAt is reserved for x-trash');
      else if (isStandard) declareStandard(d, name, raw);
      else declareField(d, name, raw, natural);
    }
  },
};

/** A standard field the schema declares: of the type the engine gives it, its other keywords kept for later. */
function declareStandard(d: RegisterDraft, name: string, raw: JsonSchemaObject): void {
  const want = name === d.primaryKey || name === 'empresaId' ? 'integer' : 'date-time';
  const parsed = parseType(raw.type);
  const ok =
    typeof parsed !== 'string' &&
    (want === 'integer'
      ? parsed.type === 'integer'
      : parsed.type === 'string' && raw.format === 'date-time') &&
    parsed.nullable === (name === 'deletedAt');
  if (!ok)
    d.problem(
      `${name}: the engine adds it as ${want === 'integer' ? 'an integer' : 'a date-time string'}; declare it so or not at all`,
    );
  if (raw.writeOnly === true) d.problem(`${name}: cannot be writeOnly`);
  d.declaredStandard.set(name, raw as JsonSchema);
}

function declareField(d: RegisterDraft, name: string, raw: JsonSchemaObject, natural: boolean): void {
  const field = d.readField(name, raw, d.required.includes(name));
  if (!field) return;
  if (!natural) {
    d.fields.push(field);
    return;
  }
  if (field.type !== 'integer' || field.nullable || field.writeOnly || field.readOnly)
    d.problem(`${name}: a natural key (x-primaryKey with x-createOnly) must be a required, writable integer`);
  if (d.trash) d.problem(`${name}: a natural key and x-trash together (a deleted record would keep its key)`);
  if (field.reference) d.problem(`${name}: a natural key cannot be a reference`);
  d.fields.push({ ...field, createOnly: true, unique: true, sortable: true });
}
