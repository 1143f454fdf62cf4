import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
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
      expect(first?.length).toBeGreaterThanOrEqual(32);
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

  it('leaves the key to the database with DATABASE_URL (every process reads the same), unless JWT_SECRET', () => {
    const dir = mkdtempSync(join(tmpdir(), 'segredo-'));
    try {
      expect(resolveJwtSecret({}, dir, 'postgres://x/y')).toBeUndefined();
      expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
      expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DATA_DIR: dir }).jwtSecret).toBeUndefined();
      expect(resolveJwtSecret({ JWT_SECRET: 'dado' }, dir, 'postgres://x/y')).toBe('dado');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('several processes (docs/contrato.md §8)', () => {
  it('reads DATABASE_READ_URL, READ_AFTER_WRITE_MS and SERVER_NAME', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://p/db',
      DATABASE_READ_URL: 'postgres://r/db',
      READ_AFTER_WRITE_MS: '2000',
      SERVER_NAME: 'app-1',
    });
    expect(c).toMatchObject({
      databaseReadUrl: 'postgres://r/db',
      readAfterWriteMs: 2000,
      serverName: 'app-1',
    });
  });

  it('names the process by host and pid by default, and keeps reads on the primary for 5 s', () => {
    const c = loadConfig({}, { jwtSecret: 'x' });
    expect(c.serverName).toBe(`${hostname()}:${process.pid}`);
    expect(c.readAfterWriteMs).toBe(5000);
    expect(c.databaseReadUrl).toBeUndefined();
  });

  it("reads TRUST_PROXY as the balancer's addresses, and trusts nobody by default", () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, { jwtSecret: 'x' }).trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
    expect(loadConfig({}, { jwtSecret: 'x' }).trustProxy).toBeUndefined();
  });

  it('refuses a replica without a primary', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/db' }, {})).toThrow(
      'DATABASE_READ_URL precisa de DATABASE_URL',
    );
  });
});
