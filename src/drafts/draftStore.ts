/**
 * Where unsaved form drafts live: localStorage, one key per user, company, resource and record, so a reload, a
 * crash, a closed tab or a lost session costs nothing typed. Synchronous on purpose: a write returns before the
 * next keystroke, and a tab killed right after it still has it. Drafts never leave the browser.
 *
 * Key: `rascunho:{usuarioId}:{empresaId | 'admin'}:{resource}:{recordId | 'novo'}`.
 */

export const DRAFT_PREFIX = 'rascunho:';

/** Whose draft: the signed-in user, and the company they are in ('admin' in the platform's admin area). */
export interface DraftOwner {
  usuarioId: number;
  empresaId: number | 'admin';
}

export interface DraftAddress extends DraftOwner {
  resource: string;
  /** The record being edited; null (or undefined) for a new one. */
  recordId?: string | number | null;
}

export interface StoredDraft {
  /** The form's values, passwords left out. */
  values: Record<string, unknown>;
  /** The record's `updatedAt` as it was when the editing began; null for a new record. */
  baseUpdatedAt: string | null;
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
}

export function draftKey({ usuarioId, empresaId, resource, recordId }: DraftAddress): string {
  const record = recordId === null || recordId === undefined || recordId === '' ? 'novo' : String(recordId);
  return `${DRAFT_PREFIX}${usuarioId}:${empresaId}:${resource}:${record}`;
}

// Passwords are never written to storage, whatever the form: senha, novaSenha, senhaAtual, confirmacaoSenha…
const SECRET = /senha|password/i;

/** The values without passwords (at any depth) nor undefined entries: what is stored and what is compared. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : withoutSecrets(item)));
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET.test(key) || item === undefined || typeof item === 'function') continue;
    out[key] = withoutSecrets(item);
  }
  return out;
}

/** Same values for a form: key order, undefined entries, passwords and the given keys do not count. */
export function sameValues(a: unknown, b: unknown, ignore: readonly string[] = []): boolean {
  const strip = (v: unknown) => {
    const clean = withoutSecrets(v);
    if (typeof clean !== 'object' || clean === null || Array.isArray(clean)) return clean;
    const copy = { ...(clean as Record<string, unknown>) };
    for (const key of ignore) delete copy[key];
    return copy;
  };
  return canonical(strip(a)) === canonical(strip(b));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : item,
  );
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.values === 'object' &&
    d.values !== null &&
    !Array.isArray(d.values) &&
    (d.baseUpdatedAt === null || typeof d.baseUpdatedAt === 'string') &&
    typeof d.savedAt === 'string' &&
    !Number.isNaN(Date.parse(d.savedAt))
  );
}

/** The draft under `key`, or null when there is none or it is unreadable (then it is dropped). */
export function readDraft(key: string): StoredDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed)) return parsed;
  } catch {
    // fall through: a damaged draft is worth nothing
  }
  removeDraft(key);
  return null;
}

/** Writes a draft; false when the browser refused (storage full or disabled): the form goes on without one. */
export function writeDraft(key: string, draft: StoredDraft): boolean {
  try {
    localStorage.setItem(
      key,
      JSON.stringify({
        ...draft,
        values: withoutSecrets(draft.values) as Record<string, unknown>,
      } satisfies StoredDraft),
    );
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was stored either
  }
}

/** Removes every draft of one user (all companies): their explicit logout. */
export function removeDraftsOf(usuarioId: number): void {
  const prefix = `${DRAFT_PREFIX}${usuarioId}:`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing to remove
  }
}
