import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type Ajv from 'ajv';
import type { AnySchema, ErrorObject, Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyServerOptions } from 'fastify';
import { FORMATS } from '../core/schema/formats.ts';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_SINGLES } from '../core/schema/model.ts';

// Strict input (docs/contrato.md §6), one mechanism for every route: the validator the app compiles for each route's
// schema. A body is judged as sent (no type coercion: `null` is not 0, `true` is not 1, 12345 is not a name);
// the path and the query string arrive as text and are coerced to their types. Before the schema's rules, every
// string of a body is checked for what PostgreSQL cannot store (NUL) or would store altered (an unpaired UTF-16
// surrogate becomes U+FFFD), and trimmed, so length rules see what is stored; passwords are checked, never
// trimmed. Numbers and texts the schema leaves unbounded get the bounds of their columns.

/** Fields whose value is kept exactly as typed: only refused, never trimmed. */
export const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['senha', 'senhaAtual', 'novaSenha']);

/** Deeper than any body the app takes; a deeper one is an attack on the walkers (stack), not data. */
const MAX_DEPTH = 32;

/** The widest integer column (PostgreSQL `integer`): an integer the schema leaves unbounded stays inside it. */
export const INT_MAX = 2147483647;
const INT_MIN = -2147483648;
/** The widest numeric column (`numeric(14, 2)`). */
export const NUMERIC_MAX = 999999999999.99;
/** Text a schema leaves unbounded: a body field is never larger than this. */
export const TEXT_MAX = 10000;

/** Dates and date-times lie in 1900-01-01 … 2099-12-31 (docs/contrato.md §6): earlier or later is a typing mistake. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored as sent, or null. */
export function textProblem(text: string): 'textoNul' | 'textoUnicode' | null {
  if (text.includes('\u0000')) return 'textoNul';
  if (LONE_SURROGATE.test(text)) return 'textoUnicode';
  return null;
}

const pointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

function guardError(instancePath: string, keyword: string): ErrorObject {
  return { instancePath, schemaPath: '#/x-guard', keyword, params: {} };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  // a JSON object, or a null-prototype one (the router's params, the query string): not a Buffer, Date …
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * Walks a request part (a parsed JSON body, the query, the params), in place: refuses text with NUL or an
 * unpaired surrogate (in values and in property names, at any depth, jsonb contents included) and, with `trim`,
 * trims every string but the verbatim fields. Answers ajv-shaped errors, so they join the schema's own.
 */
export function guardInput(root: unknown, options: { trim: boolean }): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const visit = (value: unknown, path: string, depth: number): unknown => {
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) {
        errors.push(guardError(path, problem));
        return value;
      }
      return value;
    }
    if (depth > MAX_DEPTH) {
      if (Array.isArray(value) || isPlainObject(value)) errors.push(guardError(path, 'profundidade'));
      return value;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = visit(value[i], `${path}/${i}`, depth + 1);
        if (options.trim && typeof item === 'string') value[i] = item.trim();
      }
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        const at = `${path}/${pointer(key)}`;
        const keyProblem = textProblem(key);
        if (keyProblem) {
          errors.push(guardError(at, keyProblem));
          continue;
        }
        const item = visit(value[key], at, depth + 1);
        if (options.trim && typeof item === 'string' && !VERBATIM_FIELDS.has(key)) value[key] = item.trim();
      }
    }
    return value;
  };
  visit(root, '', 0);
  return errors;
}

// --- dates ----------------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function inYears(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
}

/** A calendar date, YYYY-MM-DD, in the years the app takes. */
export function isDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && inYears(text);
}

const fullDateTime = fullFormats['date-time'] as
  | { validate: (text: string) => boolean }
  | ((t: string) => boolean);
const isIsoDateTime = typeof fullDateTime === 'function' ? fullDateTime : fullDateTime.validate;

/** An RFC 3339 date-time (with its offset) whose date lies in the years the app takes. */
export function isDateTime(text: string): boolean {
  return isIsoDateTime(text) && isDate(text.slice(0, 10));
}

/** A date of the right shape but out of the years the app takes: answered with its own sentence. */
function outOfYears(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < 10) return false;
  const day = value.slice(0, 10);
  if (!ISO_DATE.test(day) || inYears(day)) return false;
  return value.length === 10 || isIsoDateTime(value);
}

/** ajv plugin: date and date-time with the year range, after ajv-formats (which would otherwise win). */
export function dateFormats(ajv: Ajv): Ajv {
  ajv.addFormat('date', isDate);
  ajv.addFormat('date-time', isDateTime);
  return ajv;
}

// --- schema bounds --------------------------------------------------------------------------------------------

type Schema = Record<string, unknown>;

/**
 * A copy of a schema where what it leaves unbounded gets the bounds of the columns: integers within PostgreSQL's
 * `integer`, numbers within `numeric(14, 2)`, and (with `texts`, for bodies) strings at most TEXT_MAX long. So a
 * value of the right type never reaches the database as an overflow.
 */
export function bounded(schema: unknown, texts: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => bounded(s, texts));
  if (!isPlainObject(schema)) return schema;
  const out: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (isPlainObject(map))
      out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, bounded(v, texts)]));
  }
  for (const key of SCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = bounded(out[key], texts);
  for (const key of SCHEMA_SINGLES) if (isPlainObject(out[key])) out[key] = bounded(out[key], texts);
  const types = Array.isArray(out.type) ? out.type : out.type === undefined ? [] : [out.type];
  const open = (k: string, exclusive: string) => out[k] === undefined && out[exclusive] === undefined;
  if (types.includes('integer') && !types.includes('number')) {
    if (open('maximum', 'exclusiveMaximum')) out.maximum = INT_MAX;
    if (open('minimum', 'exclusiveMinimum')) out.minimum = INT_MIN;
  } else if (types.includes('number')) {
    if (open('maximum', 'exclusiveMaximum')) out.maximum = NUMERIC_MAX;
    if (open('minimum', 'exclusiveMinimum')) out.minimum = -NUMERIC_MAX;
  }
  if (texts && types.includes('string') && out.maxLength === undefined) out.maxLength = TEXT_MAX;
  return out;
}

// --- the validator --------------------------------------------------------------------------------------------

/** ajv's options for every route; only `coerceTypes` differs between a body and the path or query. */
const customOptions = {
  allErrors: true,
  allowUnionTypes: true,
  useDefaults: true,
  removeAdditional: false,
  // cpf, cnpj, telefone …: the same validators as the client's forms (schemas/README.md)
  formats: FORMATS,
  // money is multipleOf 0.01, and 0.07 / 0.01 is 7.000000000000001 in floating point: compare with a tolerance
  multipleOfPrecision: 6,
};
/** ajv-formats keeps its own name (the pool adds a default formats plugin unless it sees one named formatsPlugin). */
const plugins: Array<Plugin<unknown>> = [ajvFormats as Plugin<unknown>, dateFormats];

interface ValidatorFn {
  (data: unknown, context?: unknown): boolean;
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
}

/** A number as a path or query string carries it: decimal digits, no `0x10`, `1e3` or ` 1` that ajv would take. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The properties of a path or query schema that hold numbers (and not text): their strings must be decimal. */
function numericKeys(schema: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const properties = isPlainObject(schema) ? schema.properties : undefined;
  if (!isPlainObject(properties)) return out;
  for (const [key, property] of Object.entries(properties)) {
    if (!isPlainObject(property)) continue;
    const types = Array.isArray(property.type) ? property.type : [property.type];
    if ((types.includes('integer') || types.includes('number')) && !types.includes('string'))
      out.set(key, types.join(','));
  }
  return out;
}

/** The route's validator, with the guard first: its errors come before the schema's, one sentence per field. */
function guarded(validate: ValidatorFn, httpPart: string | undefined, schema: unknown): ValidatorFn {
  const body = httpPart === 'body';
  const numeric = body ? new Map<string, string>() : numericKeys(schema);
  const fn: ValidatorFn = (data, context) => {
    const own = guardInput(data, { trim: body });
    if (numeric.size > 0 && isPlainObject(data)) {
      for (const [key, type] of numeric) {
        const value = data[key];
        if (typeof value === 'string' && !DECIMAL.test(value))
          own.push({
            instancePath: `/${pointer(key)}`,
            schemaPath: '#/x-guard',
            keyword: 'type',
            params: { type },
          });
      }
    }
    const ok = context === undefined ? validate(data) : validate(data, context);
    const schemaErrors = ok ? [] : (validate.errors ?? []);
    for (const error of schemaErrors) {
      if (error.keyword !== 'format' || !['date', 'date-time'].includes(String(error.params.format)))
        continue;
      if (outOfYears(valueAt(data, error.instancePath))) error.keyword = 'anoForaDoIntervalo';
    }
    const errors = [...own, ...schemaErrors];
    fn.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  // Fastify hands ajv's own validators their parent, so a root default can be applied
  if (validate.schemaEnv) fn.schemaEnv = validate.schemaEnv;
  return fn;
}

function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

type BuildValidator = (
  externalSchemas: Record<string, unknown>,
  options: unknown,
) => (route: { schema: unknown; method: string; url: string; httpPart?: string }) => ValidatorFn;

const pool = AjvCompiler();

type RouteCompiler = (route: object) => ValidatorFn;

/**
 * The two compilers of one set of shared schemas, built once. Fastify asks for a validator builder again for every
 * route of a context that added a schema of its own (schema-controller.js `setupValidator`: `addedSchemas` stays
 * true), 133 times per app, each time with a fresh object holding the same schemas: bounding them and the
 * compiler pool's key (a JSON of ~36 KB) twice per call took about 1.8 s of CPU at every start.
 */
const compilersBySchemas = new Map<
  string,
  { schemas: unknown[]; strict: RouteCompiler; coercing: RouteCompiler }
>();

export function compilersFor(externalSchemas: Record<string, unknown>): {
  strict: RouteCompiler;
  coercing: RouteCompiler;
} {
  const ids = Object.keys(externalSchemas);
  const key = ids.join('\n');
  const schemas = ids.map((id) => externalSchemas[id]);
  const known = compilersBySchemas.get(key);
  if (known?.schemas.every((s, i) => s === schemas[i])) return known;
  const external = (texts: boolean): Record<string, AnySchema> =>
    Object.fromEntries(
      Object.entries(externalSchemas).map(([id, s]) => [id, bounded(s, texts) as AnySchema]),
    );
  // the pool's declared answer is ajv's compile; what it answers is the route-definition compiler Fastify calls
  const strict = pool(external(true), {
    customOptions: { ...customOptions, coerceTypes: false },
    plugins,
  }) as unknown as RouteCompiler;
  const coercing = pool(external(false), {
    customOptions: { ...customOptions, coerceTypes: 'array' },
    plugins,
  }) as unknown as RouteCompiler;
  const built = { schemas, strict, coercing };
  compilersBySchemas.set(key, built);
  return built;
}

/**
 * Fastify's schema controller for the app (and tests that mount parts of it): two ajv instances over the same
 * shared schemas, a strict one for bodies and a coercing one for the path, the query and the headers.
 */
export const buildValidator: BuildValidator = (externalSchemas) => {
  const { strict, coercing } = compilersFor(externalSchemas as Record<string, unknown>);
  return (route) => {
    const body = route.httpPart === 'body';
    const schema = bounded(route.schema, body);
    const compile = () => guarded((body ? strict : coercing)({ ...route, schema }), route.httpPart, schema);
    if (!lazySchemas) return compile();
    // compiled on the route's first request (see lazySchemas)
    let validate: ValidatorFn | undefined;
    const fn: ValidatorFn = (data, context) => {
      validate ??= compile();
      const ok = validate.schemaEnv && context !== undefined ? validate(data, context) : validate(data);
      fn.errors = validate.errors ?? null;
      return ok;
    };
    // Fastify passes the parent (needed for a root default) only to a validator with a schemaEnv
    fn.schemaEnv = true;
    return fn;
  };
};

/**
 * Whether route schemas are compiled on each route's first request rather than all at start-up. Compiling the
 * ~130 routes' validators and fast-json-stringify serializers took about 4 s of CPU at every start (a server, every
 * API test's app, every end-to-end server), most of it for routes a process never serves. On by default;
 * `setLazySchemas(false)` compiles everything at `ready()`, which a test uses to prove every schema compiles.
 */
let lazySchemas = true;

export function setLazySchemas(lazy: boolean): void {
  lazySchemas = lazy;
}

/** Whether schemas are compiled on first use (see lazySchemas): list filters follow it too (lists/protocol.ts). */
export const schemasCompiledLazily = (): boolean => lazySchemas;

const serializers = SerializerSelector();

/** fast-json-stringify's compiler, building each response serializer on its first use (see lazySchemas). */
export const buildSerializer: typeof serializers = (externalSchemas, options) => {
  const compileFor = serializers(externalSchemas, options);
  return (route) => {
    if (!lazySchemas) return compileFor(route);
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= compileFor(route);
      return serialize(data);
    };
  };
};

/** The Fastify options that make every route's input strict (docs/contrato.md §6), its schemas compiled on first use. */
export const strictInputOptions = {
  schemaController: { compilersFactory: { buildValidator, buildSerializer } },
} as unknown as Pick<FastifyServerOptions, 'schemaController'>;
