import { ENUM_COLORS, type EnumColor } from '../vocabulary';
import type { FieldStep } from './drafts';
import { isObject, matchesType } from './shared';

/**
 * `enum` and `x-enumLabels` (strings and numbers): the values, and the label of each (the value itself when
 * none). An array's enum sits on its items and is read with them (keywords/nested.ts).
 */
export const enumStep: FieldStep = {
  keywords: ['enum', 'x-enumLabels', 'x-enumColors'],
  apply(d) {
    const { raw, type } = d;
    if (type === 'array') return;
    if (raw.enum === undefined) {
      if (raw['x-enumLabels'] !== undefined) d.problem('x-enumLabels without enum');
      if (raw['x-enumColors'] !== undefined) d.problem('x-enumColors without enum');
      return;
    }
    if (!Array.isArray(raw.enum) || raw.enum.length === 0) {
      d.problem('"enum" must be a non-empty array');
      return;
    }
    if (!['string', 'integer', 'number'].includes(type)) {
      d.problem('"enum" applies to strings and numbers only');
      return;
    }
    const values = raw.enum.filter((v) => v !== null);
    const bad = values.filter((v) => !matchesType(v, type));
    if (bad.length > 0) d.problem(`enum values ${JSON.stringify(bad)} are not of type ${type}`);
    if (raw.enum.includes(null) && !d.typeNullable)
      d.problem('enum lists null but the type does not allow null');
    if (new Set(values).size !== values.length) d.problem('enum values repeat');
    const enumValues = values as Array<string | number>;
    d.enumValues = enumValues;
    const labels = raw['x-enumLabels'];
    if (labels !== undefined && !isObject(labels))
      d.problem('x-enumLabels must be an object of value → label');
    const given = isObject(labels) ? labels : {};
    for (const [value, label] of Object.entries(given)) {
      if (!enumValues.map(String).includes(value))
        d.problem(`x-enumLabels names ${value}, which is not in enum`);
      if (typeof label !== 'string') d.problem(`x-enumLabels.${value} must be a string`);
    }
    d.enumLabels = Object.fromEntries(
      enumValues.map((v) => {
        const label = given[String(v)];
        return [String(v), typeof label === 'string' ? label : String(v)];
      }),
    );
    d.enumColors = enumColors(raw['x-enumColors'], enumValues, d.problem);
  },
};

/** x-enumColors: value → one of ENUM_COLORS, for values of the enum; null when absent. */
function enumColors(
  colors: unknown,
  values: Array<string | number>,
  problem: (message: string) => void,
): Record<string, EnumColor> | null {
  if (colors === undefined) return null;
  if (!isObject(colors)) {
    problem('x-enumColors must be an object of value → colour');
    return null;
  }
  const known: readonly string[] = ENUM_COLORS;
  const out: Record<string, EnumColor> = {};
  for (const [value, color] of Object.entries(colors)) {
    if (!values.map(String).includes(value)) problem(`x-enumColors names ${value}, which is not in enum`);
    else if (typeof color !== 'string' || !known.includes(color))
      problem(`x-enumColors.${value} must be one of ${ENUM_COLORS.join(', ')}`);
    else out[value] = color as EnumColor;
  }
  return out;
}
