import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

// Issue 15 (shell): a client route with a dot got the server's plain 404 instead of the app.
let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cliente-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vendas</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  t = await makeApp({ config: { clientDir: dir } });
});
afterAll(() => t.close());

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('SPA fallback for paths with a dot', () => {
  it('serves index.html to a browser page load of any non-API path, dots included', async () => {
    for (const url of ['/e/1.5', '/e/1/meus-relatorios/vendas.pdf', '/e/1/vendas/3.json?x=1', '/a.b.c']) {
      const res = await t.app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/e/1.5', headers: page });
    expect(head.statusCode).toBe(200);
  });

  it('keeps missing assets, files asked for without text/html and the API a 404 with the contract body', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/assets/nao-existe.js', page],
      ['/assets/nao-existe.js', { accept: '*/*' }],
      ['/favicon-x.ico', { accept: 'image/avif,image/webp,*/*' }],
      ['/e/1.5', { accept: 'application/json' }],
      ['/api/nao-existe.pdf', page],
    ];
    for (const [url, headers] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Recurso não encontrado.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/e/1.5', headers: page });
    expect(post.statusCode).toBe(404);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: page });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
  });
});
