import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';

// helmet as it is, counted: the plugin must build its middleware once, not once per request
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (...a: unknown[]) => unknown }).default;
  return {
    default: (...args: unknown[]) => {
      built.count++;
      return real(...args);
    },
  };
});

const { securityHeaders } = await import('./security-headers.ts');

describe('security headers', () => {
  it("puts helmet's headers on every answer (a route, an error, a 404) from one middleware built at start", async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/falha', async () => {
      throw new Error('falhou');
    });
    await app.ready();
    expect(built.count).toBe(1);
    for (const url of ['/ok', '/falha', '/nada', '/ok']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeDefined();
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
    expect(built.count).toBe(1);
    await app.close();
  });
});
