import { createStore, delMany, get, set, type UseStore } from 'idb-keyval';

// The token pair as the last tab to store one left it, in IndexedDB (through idb-keyval: a kept, 600-byte wrapper
// of one key-value object store, rather than our own request/transaction plumbing).
//
// Why not localStorage alone: in Chromium each tab's renderer keeps its own copy of localStorage, and another tab's
// write reaches it later (a message through the browser process). Two tabs reloaded at once after expiry: B
// rotates R1 → R2 under the refresh lock, A takes the lock next and may still read R1 from its copy; presenting the
// spent R1 revokes the whole session (docs/contrato.md §3). IndexedDB transactions are ordered by the browser
// process: B's write, complete before B releases the lock, is seen by A's read made after A takes it.

export interface LedgerEntry {
  accessToken: string;
  refreshToken: string;
  /** Date.now() of the write, compared with the tab's localStorage stamp: the newer pair wins. */
  at: number;
}

const KEY = 'tokens';
/** The rotation under way (refresh.ts): the token being spent and the Idempotency-Key it is sent with. */
const PENDING_KEY = 'renovacao';

export interface PendingRotation {
  refreshToken: string;
  key: string;
}
let store: UseStore | null | undefined;

/** The ledger's store, opened on first use; null where there is no IndexedDB (old browsers, jsdom). */
function ledger(): UseStore | null {
  if (store === undefined)
    store = typeof indexedDB === 'undefined' ? null : createStore('vendas-sessao', 'tokens');
  return store;
}

function isEntry(value: unknown): value is LedgerEntry {
  const v = value as Partial<LedgerEntry> | null | undefined;
  return typeof v?.accessToken === 'string' && typeof v.refreshToken === 'string' && typeof v.at === 'number';
}

/** The stored pair, or null (none, unreadable, or no IndexedDB: the caller then trusts localStorage). */
export async function readLedger(): Promise<LedgerEntry | null> {
  const s = ledger();
  if (!s) return null;
  const value = await get(KEY, s).catch(() => undefined);
  return isEntry(value) ? value : null;
}

/** Resolves when the write is complete (or failed: the ledger is a safeguard, never a reason to fail a sign-in). */
export async function writeLedger(entry: LedgerEntry): Promise<void> {
  const s = ledger();
  if (s) await set(KEY, entry, s).catch(() => undefined);
}

export async function clearLedger(): Promise<void> {
  const s = ledger();
  if (s) await delMany([KEY, PENDING_KEY], s).catch(() => undefined);
}

export function isPendingRotation(value: unknown): value is PendingRotation {
  const v = value as Partial<PendingRotation> | null | undefined;
  return typeof v?.refreshToken === 'string' && typeof v.key === 'string';
}

/** The rotation recorded before its call went out, or null (none, unreadable, or no IndexedDB). */
export async function readPendingRotation(): Promise<PendingRotation | null> {
  const s = ledger();
  if (!s) return null;
  const value: unknown = await get(PENDING_KEY, s).catch(() => null);
  return isPendingRotation(value) ? value : null;
}

/** Resolves when the record is written (or failed: then only localStorage keeps it). */
export async function writePendingRotation(pending: PendingRotation): Promise<void> {
  const s = ledger();
  if (s) await set(PENDING_KEY, pending, s).catch(() => undefined);
}
