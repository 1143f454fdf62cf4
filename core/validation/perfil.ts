import { z } from 'zod';

/**
 * The profile shapes of docs/produto.md §3, mirroring schemas/perfil.schema.json (and, for the admin shape, the Usuario and
 * Equipe schemas nested in server/api-schemas.ts's PerfilAdmin), to check the server's answers (docs/produto.md §5: "Profile
 * responses are checked against a shape. A mismatch rejects the call."). perfil.test.ts compares these schemas
 * with the JSON Schemas, so a field changed on one side only fails a test.
 *
 * Formats are checked where a wrong one would break the screen (ISO timestamps, the terms' date); an e-mail is
 * only a string here, since refusing a whole list of profiles over one unusual address would hide them all.
 */

const integer = () => z.number().int();
const timestamp = () => z.iso.datetime({ offset: true });

export const perfilSchema = z.strictObject({
  perfilId: integer(),
  usuarioId: integer().nullable(),
  empresaId: integer(),
  papelId: integer(),
  aceito: z.boolean(),
  ativo: z.boolean(),
  nome: z.string().min(1).max(120),
  foto: z.string().max(200).nullable(),
  equipeId: integer().nullable(),
  // read-only, derived from aceito and ativo by the server (schemas/perfil.schema.json)
  situacao: z.enum(['pendente', 'ativo', 'desativado']).optional(),
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
});

export const usuarioSchema = z.strictObject({
  usuarioId: integer(),
  nomeCompleto: z.string().min(1).max(120),
  email: z.string().max(254),
  matricula: integer().min(0).max(2147483647).nullable(),
  papelSistema: z.enum(['ADMIN', 'USUARIO']),
  isAdmin: z.boolean(),
  empresaPrincipalId: integer(),
  aceiteTermos: z
    .strictObject({
      data: z.iso.date().nullable(),
      versao: integer().nullable(),
    })
    .nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/**
 * A person as one company sees them (server/api-schemas.ts UsuarioNaEmpresa, docs/contrato.md §4): before accepting the
 * invitation, someone of other companies shows only the e-mail and the name the company typed; the principal
 * company only when it is this one.
 */
export const usuarioNaEmpresaSchema = usuarioSchema.partial({
  matricula: true,
  papelSistema: true,
  isAdmin: true,
  empresaPrincipalId: true,
  aceiteTermos: true,
});

export const equipeSchema = z.strictObject({
  id: integer(),
  equipeId: integer(),
  empresaId: integer(),
  supervisorId: integer(),
  nome: z.string().min(2).max(80),
  icone: z.string().max(2000).nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  // teams keep a trash (x-trash): a profile may still name a team that went there
  deletedAt: timestamp().nullable(),
});

/** The admin view of a profile: the profile with its user, role name and team, and both timestamps. */
export const perfilAdminSchema = perfilSchema.extend({
  usuario: usuarioNaEmpresaSchema.nullable(),
  papelNome: z.string(),
  equipe: equipeSchema.nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export type Perfil = z.infer<typeof perfilSchema>;
export type PerfilAdmin = z.infer<typeof perfilAdminSchema>;
export type UsuarioNaEmpresa = z.infer<typeof usuarioNaEmpresaSchema>;

/** Which shape the answer of a call has, from its address; null when it is not a profile call checked here. */
export type PerfilResponseKind = 'perfil' | 'admin';

/** The API path of a request address: no origin, no /api base, no query or fragment, no trailing slash. */
function apiPath(url: string): string {
  // Relative to a dummy origin, so 'perfis/1' (axios's url under baseURL '/api'), '/api/perfis/1?x=1' and
  // 'http://host/api/perfis/1' all come out as a plain path.
  const pathname = new URL(url, 'http://localhost').pathname;
  return pathname.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}

/**
 * The shape a profile call of docs/produto.md §7 answers with: 'admin' for the …/admin paths, 'perfil' for the other
 * /perfis/… paths, null for anything else, including the profile file address /perfis/{id}/arquivos/…
 * (a file, or the upload's receipt).
 */
export function perfilResponseKind(url: string): PerfilResponseKind | null {
  const path = apiPath(url);
  if (!path.startsWith('/perfis/')) return null;
  if (/^\/perfis\/[^/]+\/arquivos(\/|$)/.test(path)) return null;
  return path.endsWith('/admin') ? 'admin' : 'perfil';
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
  undefined: 'nada',
};

function describeValue(input: unknown): string {
  if (input === null) return 'nulo';
  if (Array.isArray(input)) return 'lista';
  if (typeof input === 'number' && !Number.isInteger(input)) return `número não inteiro (${input})`;
  return TYPE_NAMES[typeof input] ?? typeof input;
}

const FORMAT_NAMES: Record<string, string> = {
  datetime: 'data e hora ISO com fuso',
  date: 'data AAAA-MM-DD',
};

// zod's own Portuguese messages are European ("ficheiro", "registo"); these cover what a response check meets.
const brazilianMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `esperava ${TYPE_NAMES[issue.expected] ?? issue.expected}, recebeu ${describeValue(issue.input)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `texto com menos de ${issue.minimum} caractere(s)`
        : `valor menor que ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `texto com mais de ${issue.maximum} caracteres`
        : `valor maior que ${issue.maximum}`;
    case 'invalid_format':
      return `formato inválido: esperava ${FORMAT_NAMES[issue.format] ?? issue.format}`;
    case 'invalid_value':
      return `valor inesperado: esperava ${issue.values.map((value) => JSON.stringify(value)).join(' ou ')}`;
    case 'unrecognized_keys':
      return `campo(s) não previsto(s): ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};

/** An issue path as code would write it: [0].usuario.email. */
function formatPath(path: readonly PropertyKey[]): string {
  const text = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return text || '(corpo)';
}

/**
 * Checks the body of a profile call (docs/produto.md §5, §7) and returns it unchanged, or throws
 * `Error('Resposta de perfil inválida: …')` naming the first wrong field, with the zod error as `cause`.
 * Bodies of other calls pass through untouched, so it can sit in the HTTP client's response interceptor.
 *
 * @example
 * http.interceptors.response.use((response) => {
 *   response.data = checkPerfilResponse(response.config.url ?? '', response.data);
 *   return response;
 * });
 */
export function checkPerfilResponse(url: string, data: unknown): unknown {
  const kind = perfilResponseKind(url);
  if (kind === null) return data;
  const shape = kind === 'admin' ? perfilAdminSchema : perfilSchema;
  // The same address may answer one profile or a list (GET …/admin lists, POST …/admin creates one).
  const result = Array.isArray(data)
    ? z.array(shape).safeParse(data, { error: brazilianMessages })
    : shape.safeParse(data, { error: brazilianMessages });
  if (result.success) return data;

  const [first, ...rest] = result.error.issues;
  const more = rest.length > 0 ? `; e mais ${rest.length} problema(s)` : '';
  const detail = first ? `${formatPath(first.path)}: ${first.message}` : 'formato inesperado';
  throw new Error(`Resposta de perfil inválida: ${detail} (${apiPath(url)}${more})`, { cause: result.error });
}
