import type { FieldModel, JsonValue, RegisterModel } from '../../core/schema/model';
import { registerOverride } from './overrides';

/**
 * What a register's form starts with and what it sends: the schema decides both, so the server never receives a
 * field it would refuse (a read-only one, a stale copy of the key) nor misses a default.
 */

/**
 * The inputs a user fills, in schema order (which is also the Tab order); for a resource with routes of its own,
 * those its override names (src/schema/overrides.ts, ownRoutes), the create-only ones on create alone.
 */
export function formFields(model: RegisterModel, { editing = false } = {}): FieldModel[] {
  const own = registerOverride(model.resource).ownRoutes;
  if (!own) return model.fields.filter((f) => !f.readOnly && !f.standard);
  return own.formFields.flatMap((name) => {
    const field = model.fieldsByName.get(name);
    return field && !(editing && own.createOnly?.includes(name)) ? [field] : [];
  });
}

/** A new record's values: each x-default, and false for a yes/no that must be answered and has no default. */
export function createDefaults(model: RegisterModel): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const field of formFields(model)) {
    if (field.default !== undefined) values[field.name] = field.default;
    else if (field.kind === 'boolean' && !field.nullable) values[field.name] = false;
  }
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The body of a POST (`editing` false) or a PUT: the writable properties only.
 *
 * - On create, a property left untouched is left out, so the server applies its default.
 * - On edit, it is sent as null (the record's value was cleared), except a password left empty, which keeps the
 *   current one (a password is never sent to the screen). The `updatedAt` the record was read with goes back,
 *   for the server to refuse the save with 409 if someone changed the record meanwhile.
 */
export function writableValues(
  model: RegisterModel,
  data: Readonly<Record<string, unknown>>,
  {
    editing = false,
    previousData,
  }: { editing?: boolean; previousData?: Readonly<Record<string, unknown>> } = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields(model, { editing })) {
    const value = data[field.name];
    if (field.kind === 'password' && isBlank(value)) continue;
    if (value === undefined) {
      if (editing) body[field.name] = null;
      continue;
    }
    body[field.name] = value;
  }
  if (editing) {
    const updatedAt = data.updatedAt ?? previousData?.updatedAt;
    if (updatedAt !== undefined) body.updatedAt = updatedAt;
  }
  return body;
}
