import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from '../db/testing.ts';
import { signingKeyFrom } from './signing-key.ts';

const database = migratedDatabase('signing_keys');

describe('signingKeyFrom', () => {
  it('makes one random key on the first start and answers the same to every later process', async () => {
    const first = await signingKeyFrom(database().db);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(await signingKeyFrom(database().db)).toBe(first);
    // another key offered later does not replace the stored one
    expect(await signingKeyFrom(database().db, 'o'.repeat(64))).toBe(first);
  });

  it('lets processes starting together agree on one key', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => signingKeyFrom(database().db)));
    expect(new Set(keys).size).toBe(1);
    const rows = (await database().db.execute(sql`select count(*) as n from signing_keys`)) as unknown as {
      rows: Array<{ n: unknown }>;
    };
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  it('stores the key it is given when there is none yet', async () => {
    expect(await signingKeyFrom(database().db, 'l'.repeat(64))).toBe('l'.repeat(64));
  });

  it('refuses a second row', async () => {
    await signingKeyFrom(database().db);
    await expect(
      database().db.execute(sql`insert into signing_keys (signing_key_id, secret) values (2, 'x')`),
    ).rejects.toThrow();
  });
});
