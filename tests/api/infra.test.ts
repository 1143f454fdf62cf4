import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLogs } from '../../server/db/schema.ts';
import { DEMO, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'cliente-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Vendas</title><div id="root"></div>');
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  t = await makeApp({ config: { clientDir } });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('records every /api request with user, company, status, duration and address, in batches', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    await gestor.get('/api/perfis/empresas/1?x=segredo');
    await t.anon.get('/api/usuarios/me');
    await t.app.flushRequestLogs();
    const rows = await t.database.db
      .select()
      .from(requestLogs)
      .orderBy(desc(requestLogs.requestLogId))
      .limit(3);
    const [anon, company, login] = rows;
    expect(login).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 200, usuarioId: null });
    expect(company).toMatchObject({
      method: 'GET',
      path: '/api/perfis/empresas/1',
      status: 200,
      usuarioId: gestor.usuarioId,
      empresaId: 1,
      ip: '127.0.0.1',
    });
    expect(company!.durationMs).toBeGreaterThan(0);
    expect(company!.createdAt).toBeInstanceOf(Date);
    expect(anon).toMatchObject({ path: '/api/usuarios/me', status: 401, usuarioId: null });
  });
});

describe('API documentation', () => {
  it('gives its plugins (the docs compile every route schema) two minutes to start on a busy machine', () => {
    // Fastify's own 10 s made a server beside two busy loops refuse to boot ('docs' did not start in time)
    expect(t.app.initialConfig.pluginTimeout).toBe(120_000);
  });

  it('serves OpenAPI with every call of docs/produto.md §7, and the browsable UI', async () => {
    const res = await t.anon.get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/auth/login',
      '/api/auth/refresh-token',
      '/api/auth/logout',
      '/api/papeis',
      '/api/papeis/{id}',
      '/api/perfis/{id}',
      '/api/perfis/usuarios/{userId}/empresas/{companyId}',
      '/api/perfis/usuarios/{userId}',
      '/api/perfis/usuarios/{userId}/aceitar',
      '/api/perfis/{id}/aceitar',
      '/api/perfis/{id}/recusar',
      '/api/perfis/empresas/{companyId}',
      '/api/perfis/empresas/{companyId}/admin',
      '/api/perfis/empresas/{companyId}/{profileId}/admin',
      '/api/perfis/{id}/alterar-equipe',
      '/api/perfis/{id}/ativar',
      '/api/perfis/{id}/desativar',
      '/api/perfis/{id}/arquivos/arquivo',
      '/api/usuarios/me',
      '/api/usuarios/me/aceitar-termos',
      '/api/usuarios/empresas/{empresaId}/admin',
      '/api/usuarios/empresas/{empresaId}/{usuarioId}/admin',
      '/api/usuarios/empresas/{empresaId}',
      '/api/usuarios/empresas/{empresaId}/{usuarioId}',
      '/api/usuarios/{usuarioId}/public',
      '/api/usuarios/buscar',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(Object.keys(res.body.components.schemas)).toEqual(
      expect.arrayContaining(['Usuario', 'Perfil', 'Empresa', 'Papel', 'SessionUser', 'ErrorBody']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('authentication on every route', () => {
  it('every documented route but login, refresh and logout answers 401 without a token', async () => {
    const doc = (await t.anon.get('/api/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const open = new Set(['/api/auth/login', '/api/auth/refresh-token', '/api/auth/logout']);
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (open.has(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, '1') + (path.endsWith('/arquivo') ? '?arquivo=foto.png' : '');
      for (const method of Object.keys(methods)) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(JSON.parse(res.body)).toEqual({ message: 'Não autenticado.' });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });
});

describe('errors', () => {
  it('an unknown /api route is a JSON 404', async () => {
    const res = await t.anon.get('/api/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('a 5xx says nothing of stacks or SQL', async () => {
    const broken = await makeApp();
    const gestor = await broken.login(DEMO.gestorAlfa);
    await broken.database.pglite!.close();
    const logged = vi.spyOn(broken.app.log, 'error');
    const res = await gestor.get('/api/usuarios/me');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
    expect(res.raw.body).not.toMatch(/select|PGlite|at |\.ts/i);
    expect(logged).toHaveBeenCalled();
    await broken.app.close();
  });
});

describe('serving the client', () => {
  it('serves index.html at / and for client routes, not for unknown files', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.headers['cache-control']).toBe('no-cache');
    const deep = await t.app.inject({ method: 'GET', url: '/e/1/vendas?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(200);
  });
});

describe('request bodies', () => {
  it('takes an empty application/json body as no body, and still refuses broken JSON', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/me/aceitar-termos',
      headers: { authorization: `Bearer ${gestor.accessToken}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/buscar',
      headers: { authorization: `Bearer ${gestor.accessToken}`, 'content-type': 'application/json' },
      payload: '{"nome":',
    });
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/buscar',
      headers: { authorization: `Bearer ${gestor.accessToken}`, 'content-type': 'application/json' },
      payload: '{"nome":"a","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
