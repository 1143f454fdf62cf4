import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, serializeError } from './logging.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function appLoggingTo(lines: string[]) {
  return Fastify({
    logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => lines.push(line) } },
  });
}

describe('server log', () => {
  it('keeps the names of the query string, not its values', () => {
    expect(redactUrl('/api/x?filter=%7B%22cpf%22%3A%2212345678909%22%7D&range=[0,9]')).toBe(
      '/api/x?filter=…&range=…',
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it('prints a failed query without its parameters, in the message, the stack and the cause', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "usuarios_email_unique"'),
      {
        code: '23505',
        constraint: 'usuarios_email_unique',
        detail: 'Key (email)=(fulano@exemplo.com) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "usuarios" ("email", "senha_hash") values ($1, $2)',
      ['fulano@exemplo.com', HASH],
      cause,
    );
    const out = serializeError(error);
    const text = JSON.stringify(out);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('fulano@exemplo.com');
    expect(out.message).toBe('Failed query: insert into "usuarios" ("email", "senha_hash") values ($1, $2)');
    expect(out.stack).toMatch(/^Error: Failed query: insert[^\n]*\n\s+at /);
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'usuarios_email_unique' });
  });

  it('writes requests without query values or tokens, and errors without parameters', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get('/api/busca', async () => {
      throw new DrizzleQueryError('select 1 where cpf = $1', ['12345678909', HASH], new Error('boom'));
    });
    await app.inject({
      url: '/api/busca?filter=%7B%22cpf%22%3A%2212345678909%22%7D',
      headers: { authorization: 'Bearer segredo.do.token', cookie: 'sid=segredo' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/busca?filter=…');
    expect(log).toContain('Failed query: select 1 where cpf = $1');
    for (const secret of ['12345678909', '%2212345678909', 'argon2', 'segredo'])
      expect(log).not.toContain(secret);
  });
});
