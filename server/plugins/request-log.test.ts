import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { requestLog, safeId, safeText } from './request-log.ts';

interface Row {
  path: string;
}

/** A database whose insert refuses any batch holding a path with "veneno", as PostgreSQL refuses a bad value. */
function fakeDb() {
  const rows: Row[] = [];
  let inserts = 0;
  const db = {
    insert: () => ({
      values: async (values: Row | Row[]) => {
        inserts++;
        const list = Array.isArray(values) ? values : [values];
        if (list.some((r) => r.path.includes('veneno')))
          throw new Error('value out of range for type integer');
        rows.push(...list);
      },
    }),
  } as unknown as Db;
  return { db, rows, inserts: () => inserts };
}

describe('request log', () => {
  it('keeps every good entry of a batch the database refused, and logs the drop once', async () => {
    const { db, rows } = fakeDb();
    const errors: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } },
    });
    await app.register(requestLog, { db, batchSize: 1000, intervalMs: 60_000 });
    app.get('/api/:nome', async () => ({ ok: true }));
    for (let i = 0; i < 10; i++) await app.inject({ url: `/api/bom${i}` });
    await app.inject({ url: '/api/veneno' });
    for (let i = 10; i < 20; i++) await app.inject({ url: `/api/bom${i}` });
    await app.flushRequestLogs();
    expect(rows.map((r) => r.path).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `/api/bom${i}`).sort(),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('descartados');
    await app.close();
  });

  it('makes values fit their columns', () => {
    expect(safeId('2147483648')).toBeNull();
    expect(safeId(2147483647)).toBe(2147483647);
    expect(safeId('12abc')).toBeNull();
    expect(safeId(-1)).toBeNull();
    expect(safeText('/a\u0000b', 500)).toBe('/ab');
    expect(safeText('x\uD800y', 500)).toBe('x\uFFFDy');
    expect(safeText(`${'a'.repeat(499)}😀`, 500)).toBe('a'.repeat(499));
    expect(safeText('z'.repeat(10_000), 500)).toHaveLength(500);
  });
});
