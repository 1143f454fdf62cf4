import type { FastifyServerOptions } from 'fastify';

// What the server may write to its log, in one place. The log goes to stdout, where anyone with access to the
// machine or its log collector reads it: no query-string values (a list filtered by CPF or name), no tokens or
// cookies, no SQL parameters (a failed insert of a user would print its argon2 hash).

/** The query string's names without their values: `?filter=…&range=…`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Cuts the parameters Drizzle appends to a failed query's message ("Failed query: …\nparams: …"). */
export function withoutParams(text: string): string {
  const at = text.search(/\nparams:/);
  return at < 0 ? text : text.slice(0, at);
}

// The fields of a driver error that say what went wrong without carrying the values: `detail`, `where`, `query`
// and `params` do carry them ("Key (email)=(…) already exists").
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  }
  const message = withoutParams(error.message);
  // the stack repeats the message, parameters included: keep the frames only, under the cleaned message
  const stack = error.stack ?? '';
  const rawAt = error.message ? stack.indexOf(error.message) : -1;
  const frames =
    rawAt >= 0
      ? stack.slice(rawAt + error.message.length)
      : stack.slice(stack.indexOf('\n') + 1 || stack.length);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames.startsWith('\n') || frames === '' ? '' : '\n'}${frames}`,
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** The options of Fastify's logger (pino) for the server. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    hooks: {
      // the message line itself: a logged error's message becomes the line's `msg`
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutParams(arg) : arg)),
        );
      },
    },
    // in case a log line ever carries the headers of a request or answer
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        '*.refreshToken',
        '*.accessToken',
        '*.senha',
        '*.senhaAtual',
        '*.novaSenha',
      ],
      censor: '[oculto]',
    },
  } as NonNullable<FastifyServerOptions['logger']>;
}
