// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '../../core/session/idempotency';
import { browserTokenStore, clearSession, PENDING_ROTATION_KEY, storeTokens } from './session';

// jsdom has no IndexedDB: the ledger is absent and localStorage alone keeps the rotation under way.

afterEach(() => localStorage.clear());

describe('browserTokenStore.rotationKey', () => {
  const rotationKey = (token: string) => {
    if (!browserTokenStore.rotationKey) throw new Error('the browser store keeps rotation keys');
    return browserTokenStore.rotationKey(token);
  };

  it('answers the same key for the same token until a new pair is stored, and a key the server takes', async () => {
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const key = await rotationKey('R1');
    expect(key).toMatch(IDEMPOTENCY_KEY);
    // recorded before the call goes out: what a reloaded page finds
    expect(JSON.parse(localStorage.getItem(PENDING_ROTATION_KEY) ?? 'null')).toEqual({
      refreshToken: 'R1',
      key,
    });
    expect(await rotationKey('R1')).toBe(key);
    // the answer arrived: the record goes, and the next token gets a key of its own
    storeTokens({ accessToken: 'A2', refreshToken: 'R2' });
    expect(localStorage.getItem(PENDING_ROTATION_KEY)).toBeNull();
    const next = await rotationKey('R2');
    expect(next).not.toBe(key);
    expect(next).toMatch(IDEMPOTENCY_KEY);
  });

  it('gives a token that is not the recorded one a new key, and signing out forgets the record', async () => {
    const first = await rotationKey('R1');
    expect(await rotationKey('R9')).not.toBe(first);
    clearSession();
    expect(localStorage.getItem(PENDING_ROTATION_KEY)).toBeNull();
  });
});
