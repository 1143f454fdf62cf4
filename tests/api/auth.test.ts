import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter.ts';
import { client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let now = Date.now();
/** The server's token clock: real time, unless a test stops it to move it on by hand (no real waits). */
let tokenClock: number | null = null;
beforeAll(async () => {
  // a controllable clock for the limiter, and one for token expiry
  t = await makeApp({
    loginLimiter: new LoginLimiter({ perEmail: 10, perAddress: 100, windowMs: 15 * 60_000, now: () => now }),
    now: () => tokenClock ?? Date.now(),
  });
});
/** Stops the token clock on a whole second (a JWT's `exp` counts whole seconds) and answers it. */
const stopTokenClock = () => {
  tokenClock = Math.floor(Date.now() / 1000) * 1000;
  return tokenClock;
};
afterEach(() => {
  tokenClock = null;
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers the tokens and the session user with principal company and profile', async () => {
    const res = await t.anon.post('/api/auth/login', { email: 'Gestor@Alfa.com.br ', senha: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toMatch(/^ey/);
    expect(res.body.refreshToken).toMatch(/^[0-9a-f-]{36}\./);
    const u = res.body.usuario;
    expect(u).toMatchObject({
      nomeCompleto: 'Gestora Alfa',
      email: 'gestor@alfa.com.br',
      papelSistema: 'USUARIO',
      isAdmin: false,
      empresaPrincipal: {
        empresaId: 1,
        nome: 'Alfa Telecom',
        grupo: { nome: 'Grupo Exemplo' },
        cnpj: '11222333000181',
      },
      perfilPrincipal: { empresaId: 1, papelId: 1, aceito: true, ativo: true },
      versaoTermos: 1,
    });
    expect(u.empresaPrincipal.contratoAtual).toMatchObject({ ativo: true, limiteUsuarios: 200 });
    expect(u.empresaPrincipal.dominios[0].dominio).toBe('alfa.com.br');
    expect(u.empresaPrincipal.googleDrive).toEqual({ empresaId: 1, folderId: null });
    expect(u).not.toHaveProperty('senhaHash');
    expect(u).not.toHaveProperty('empresaPrincipalId');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('gives the same 401 message for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.anon.post('/api/auth/login', { email: DEMO.gestorBeta, senha: 'errada123' });
    const unknown = await t.anon.post('/api/auth/login', { email: 'ninguem@nada.com', senha: 'errada123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-mail ou senha inválidos.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 with the missing fields', async () => {
    const res = await t.anon.post('/api/auth/login', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Os dados enviados são inválidos.');
    expect(fieldsOf(res.body)).toEqual({ email: 'Campo obrigatório.', senha: 'Campo obrigatório.' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('limits more than 10 failures for one e-mail in 15 minutes, even with the right password after', async () => {
    const email = DEMO.multi;
    for (let i = 0; i < 10; i++) {
      const res = await t.anon.post('/api/auth/login', { email, senha: `errada${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.anon.post('/api/auth/login', { email, senha: 'demo1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Muitas tentativas/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // other e-mails from the same address are not affected
    expect((await t.anon.post('/api/auth/login', { email: DEMO.gestorAlfa, senha: 'demo1234' })).status).toBe(
      200,
    );
    now += 15 * 60_000 + 1;
    expect((await t.anon.post('/api/auth/login', { email, senha: 'demo1234' })).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 15; i++) {
      expect(
        (await t.anon.post('/api/auth/login', { email: DEMO.vendedorAlfa, senha: 'demo1234' })).status,
      ).toBe(200);
    }
  });

  it('limits more than 100 failures from one address', async () => {
    const limited = await makeApp({ seed: false, database: t.database });
    try {
      const loginFrom = async (remoteAddress: string, email: string, senha: string) =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress,
            payload: { email, senha },
          })
        ).statusCode;
      for (let i = 0; i < 100; i++) expect(await loginFrom('10.9.8.7', `x${i}@robo.com`, 'x')).toBe(401);
      expect(await loginFrom('10.9.8.7', DEMO.gestorAlfa, 'demo1234')).toBe(429);
      expect(await loginFrom('10.9.8.8', DEMO.gestorAlfa, 'demo1234')).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('access tokens', () => {
  it('refuses a missing, malformed, tampered or foreign-signed token with 401', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    expect((await t.anon.get('/api/usuarios/me')).status).toBe(401);
    expect((await client(t.app, 'lixo').get('/api/usuarios/me')).status).toBe(401);
    const [h, p, sig] = s.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url');
    const tampered = await client(t.app, `${h}.${forged}.${sig}`).get('/api/usuarios/me');
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual({ message: 'Token de acesso inválido.' });
    const other = await makeApp({
      seed: false,
      database: t.database,
      config: { jwtSecret: 'outro-segredo-'.repeat(4) },
    });
    try {
      const foreign = await other.login(DEMO.gestorAlfa);
      expect((await client(t.app, foreign.accessToken).get('/api/usuarios/me')).status).toBe(401);
    } finally {
      await other.app.close();
    }
    expect((await s.get('/api/usuarios/me')).status).toBe(200);
  });

  it('refuses an expired access token with 401, and takes it up to its last moment', async () => {
    const ttl = t.app.config.accessTokenTtl * 1000;
    let clock = stopTokenClock();
    const s = await t.login(DEMO.gestorAlfa);
    expect((await s.get('/api/usuarios/me')).status).toBe(200);
    tokenClock = clock += ttl;
    expect((await s.get('/api/usuarios/me')).status).toBe(200);
    tokenClock = clock += 1;
    const res = await s.get('/api/usuarios/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Token de acesso expirado.' });
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh answers a new pair and spends the old token', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const r1 = await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(r1.status).toBe(200);
    expect(r1.body.refreshToken).not.toBe(s.refreshToken);
    expect((await client(t.app, r1.body.accessToken).get('/api/usuarios/me')).status).toBe(200);
    const r2 = await t.anon.post('/api/auth/refresh-token', { refreshToken: r1.body.refreshToken });
    expect(r2.status).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const r1 = await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(r1.status).toBe(200);
    const reuse = await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/já havia sido usado/);
    // the legitimate-looking newer token of the family is dead too, and so are its access tokens
    expect(
      (await t.anon.post('/api/auth/refresh-token', { refreshToken: r1.body.refreshToken })).status,
    ).toBe(401);
    expect((await client(t.app, r1.body.accessToken).get('/api/usuarios/me')).status).toBe(401);
    // other sessions of the same user live on
    const other = await t.login(DEMO.gestorAlfa);
    expect((await other.get('/api/usuarios/me')).status).toBe(200);
  });

  it('gives at most one new pair to two concurrent refreshes with one token', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const answers = await Promise.all(
      [1, 2].map(() => t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses unknown, malformed and expired refresh tokens with 401, and a missing one with 400', async () => {
    const bad = await t.anon.post('/api/auth/refresh-token', { refreshToken: 'nao-e-um-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    const s = await t.login(DEMO.gestorAlfa);
    const forged = `${s.refreshToken.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await t.anon.post('/api/auth/refresh-token', { refreshToken: forged })).status).toBe(401);
    const missing = await t.anon.post('/api/auth/refresh-token', {});
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual({ refreshToken: 'Campo obrigatório.' });

    // a moment before its end it still renews; the one it gives counts its own life from then
    const ttl = t.app.config.refreshTokenTtl * 1000;
    let clock = stopTokenClock();
    const s2 = await t.login(DEMO.gestorAlfa);
    tokenClock = clock += ttl - 1;
    const renewed = await t.anon.post('/api/auth/refresh-token', { refreshToken: s2.refreshToken });
    expect(renewed.status).toBe(200);
    tokenClock = clock += ttl;
    const late = await t.anon.post('/api/auth/refresh-token', { refreshToken: renewed.body.refreshToken });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: 'Sessão expirada. Entre novamente.' });
  });

  /** A refresh sent with an Idempotency-Key header, as the browser app sends it (src/auth/refresh.ts). */
  const keyedRefresh = async (refreshToken: string, key: string | string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { 'idempotency-key': key },
      payload: { refreshToken },
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        refreshToken: string;
        accessToken: string;
        message?: string;
        errors?: Array<{ field: string; message: string }>;
      },
    };
  };

  it('answers a retried rotation (same token, same Idempotency-Key) with the same successor while it is unused', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const key = 'chave-de-teste-0123456789';
    const first = await keyedRefresh(s.refreshToken, key);
    expect(first.status).toBe(200);
    // the page reloaded before reading the answer: the retry gets the same refresh token, a working access token
    const retry = await keyedRefresh(s.refreshToken, key);
    expect(retry.status).toBe(200);
    expect(retry.body.refreshToken).toBe(first.body.refreshToken);
    expect((await client(t.app, retry.body.accessToken).get('/api/usuarios/me')).status).toBe(200);
    // the successor rotates as any token does
    const next = await keyedRefresh(first.body.refreshToken, 'outra-chave-0123456789');
    expect(next.status).toBe(200);
    // once the successor is spent, the retry is a reuse: the whole family is revoked
    const late = await keyedRefresh(s.refreshToken, key);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ message: expect.stringMatching(/já havia sido usado/) });
    expect(
      (await t.anon.post('/api/auth/refresh-token', { refreshToken: next.body.refreshToken })).status,
    ).toBe(401);
  });

  it('treats a spent token with another key, or with none, as a reuse', async () => {
    for (const again of ['uma-chave-diferente-000', undefined]) {
      const s = await t.login(DEMO.gestorAlfa);
      const first = await keyedRefresh(s.refreshToken, 'chave-original-0123456789');
      expect(first.status).toBe(200);
      const reuse =
        again === undefined
          ? await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken })
          : await keyedRefresh(s.refreshToken, again);
      expect(reuse.status).toBe(401);
      expect(
        (await t.anon.post('/api/auth/refresh-token', { refreshToken: first.body.refreshToken })).status,
      ).toBe(401);
    }
  });

  it('gives two concurrent keyed retries of one rotation the same successor', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const answers = await Promise.all(
      [1, 2, 3].map(() => keyedRefresh(s.refreshToken, 'concorrentes-0123456789')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(1);
  });

  it('refuses a malformed Idempotency-Key with 400 at it, in Portuguese, and leaves the token unspent', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    for (const key of [
      'curta',
      'x'.repeat(101),
      'com espaço 0123456789',
      'acentuação-0123456789',
      'nul\u0000-0123456789',
      ['a'.repeat(20), 'b'.repeat(20)],
    ]) {
      const res = await keyedRefresh(s.refreshToken, key);
      expect(res.status, String(key)).toBe(400);
      expect(fieldsOf(res.body)).toEqual({
        'Idempotency-Key': 'Use de 16 a 100 caracteres: letras sem acento, algarismos, "-" ou "_".',
      });
    }
    expect((await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken })).status).toBe(200);
  });

  it('logout revokes the session: its refresh and access tokens stop working', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const out = await t.anon.post('/api/auth/logout', { refreshToken: s.refreshToken });
    expect(out.status).toBe(204);
    expect(out.raw.body).toBe('');
    expect((await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken })).status).toBe(401);
    const me = await s.get('/api/usuarios/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Sessão encerrada. Entre novamente.' });
  });
});

describe('security headers', () => {
  it('sends helmet headers on API answers', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
