import { afterEach, describe, expect, it } from 'vitest';
import { buildSerializer, buildValidator, setLazySchemas } from '../../server/input-guard.ts';
import { compileFilter } from '../../server/lists/protocol.ts';
import { DEMO, makeApp } from './helpers.ts';

// Route schemas are compiled on each route's first request (server/input-guard.ts, lazySchemas): a schema that
// cannot compile would then fail only when its route is first called. This builds the whole app with eager
// compilation, so every route's validators and response serializers, and every list's filter, must compile at
// ready().

afterEach(() => setLazySchemas(true));

describe('route schemas', () => {
  // every schema of the app compiled at once: over 60 s on a 2-core machine kept busy by other work
  it('every validator and response serializer of the app compiles', { timeout: 240_000 }, async () => {
    setLazySchemas(false);
    const test = await makeApp();
    try {
      // and the eagerly compiled app serves as the lazy one does
      const gestor = await test.login(DEMO.gestorAlfa);
      const response = await gestor.get('/api/empresas/1/produtos');
      expect(response.status).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('are compiled on first use by default, and a broken one fails there', () => {
    const broken = { type: 'object', properties: { x: { type: 'no-such-type' } } };
    const route = { schema: broken, method: 'POST', url: '/x', httpPart: 'body' };
    const validate = buildValidator({}, {})(route);
    expect(() => validate({ x: 1 })).toThrow();
    const serialize = buildSerializer(
      {},
      {},
    )({ schema: broken, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => serialize({ x: 1 })).toThrow();

    // list filters too (lists/protocol.ts compileFilter)
    const filter = compileFilter(broken);
    expect(() => filter({ x: 1 })).toThrow();

    setLazySchemas(false);
    expect(() => buildValidator({}, {})(route)).toThrow();
    expect(() => compileFilter(broken)).toThrow();
  });
});
