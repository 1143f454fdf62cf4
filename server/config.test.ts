import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveJwtSecret } from './config.ts';

describe('loadConfig', () => {
  it('uses the docs/contrato.md defaults', () => {
    const c = loadConfig({}, { jwtSecret: 'x' });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      demoData: true,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo data off by default with DATABASE_URL, and reads the variables', () => {
    const c = loadConfig(
      { DATABASE_URL: 'postgres://x/y', PORT: '8080', ACCESS_TOKEN_TTL: '2', JWT_SECRET: 's'.repeat(40) },
      {},
    );
    expect(c).toMatchObject({
      databaseUrl: 'postgres://x/y',
      port: 8080,
      accessTokenTtl: 2,
      demoData: false,
    });
    expect(c.jwtSecret).toBe('s'.repeat(40));
  });

  it('refuses nonsense numbers with a clear message', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'quinze' }, { jwtSecret: 'x' })).toThrow(
      'ACCESS_TOKEN_TTL deve ser um inteiro positivo (recebido: quinze)',
    );
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once into DATA_DIR and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'segredo-'));
    try {
      const first = resolveJwtSecret({}, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(resolveJwtSecret({}, dir)).toBe(first);
      expect(resolveJwtSecret({ JWT_SECRET: 'dado' }, dir)).toBe('dado');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never shares a secret between in-memory instances', () => {
    expect(resolveJwtSecret({}, 'memory://')).not.toBe(resolveJwtSecret({}, 'memory://'));
  });
});
