interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause (pg and PGlite alike). */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/** Every text an error carries, to find a constraint name where the driver does not set `constraint`. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, detail } = e as { message?: unknown; detail?: unknown };
    if (typeof message === 'string') parts.push(message);
    if (typeof detail === 'string') parts.push(detail);
  }
  return parts.join('\n');
}
