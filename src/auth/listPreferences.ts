// react-admin's store (localStorageStore, keys 'RaStore.…'): list columns, sort, filters, per page, the
// negotiations' view… belong to the user who chose them. react-admin's own useLogout resets the store; our
// logout (logout.ts) does not go through it, so it clears the keys itself and the next user on this browser
// starts from the defaults. Only the device's language survives (chosen before anyone signs in).

const RA_STORE_PREFIX = 'RaStore';
const KEEP = new Set([`${RA_STORE_PREFIX}.locale`]);

/** Removes every react-admin store key but the language from `storage` (localStorage by default). */
export function clearListPreferences(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(RA_STORE_PREFIX) && !KEEP.has(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
