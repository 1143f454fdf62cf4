/**
 * The three-way comparison behind a conflict (a save refused with 409 because someone saved first): the values the
 * form started from (base), what the user has now (mine) and the stored version (theirs). Pure functions, so the
 * rules are tested without a screen.
 *
 * - only they changed a field → theirs is taken without asking (the user never touched it);
 * - only I changed it → mine stays;
 * - both changed it, differently → a choice, mine by default;
 * - both made the same change, or nobody changed it → nothing to say.
 *
 * With no base (`null`: the form holds a draft restored from an older version, whose values are not known), every
 * field that differs is a choice: nothing of theirs is overwritten, nothing of mine dropped, without asking.
 */

/** One value the merge compares: a form path (`nome`, `itens`, `extras.2.valor`) and how people call it. */
export interface ConflictField {
  /** The react-hook-form path of the value. */
  path: string;
  /** The field's label, as the form shows it. */
  label: string;
  /** The property the record's history (historico `campos`) names for it; the path's first segment by default. */
  historyKey?: string;
  /**
   * What counts when comparing, where the form holds more than the record says (the blank line a sale's items
   * keep at the end): compared normalized, set as held.
   */
  normalize?: (value: unknown) => unknown;
  /**
   * Where both changes can live together (an append-only timeline: each side's new notes), the value that keeps
   * both: offered as "As duas juntas" and taken by default, so nothing is lost. See `appendedItems`.
   */
  combine?: (base: unknown, mine: unknown, theirs: unknown) => unknown;
}

/** Who changed the field: `both` needs a choice, `theirs` was taken from the stored version, `mine` is kept. */
export type ConflictKind = 'both' | 'theirs' | 'mine';

export interface ConflictRow {
  path: string;
  label: string;
  historyKey: string;
  kind: ConflictKind;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** Both versions together, where the field knows how (ConflictField.combine) and both changed it. */
  combined?: unknown;
  normalize?: (value: unknown) => unknown;
}

/** The form values a merge starts with: theirs where only they changed, mine everywhere else. */
export interface ThreeWay {
  rows: ConflictRow[];
  /** path → the value the form should hold once the merge starts. */
  resolved: Record<string, unknown>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two form values mean the same: an empty text, null and undefined are all "empty"; a numeric column read
 * as text ("12.50") equals the number; arrays and objects compare by content, key order aside.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return sameValue(b, a);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const key of keys) if (!sameValue(left[key], right[key])) return false;
    return true;
  }
  return a === b;
}

/** The value at a dot path (`extras.2.valor`) of a plain object, as react-hook-form reads it. */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const KIND_ORDER: Record<ConflictKind, number> = { both: 0, theirs: 1, mine: 2 };

/**
 * Compares base, mine and theirs field by field. The rows come with the choices first (both changed), then what
 * was taken from them, then what stays mine; in the fields' order within each group.
 *
 * @example
 *   threeWay([{ path: 'nome', label: 'Nome' }], { nome: 'A' }, { nome: 'B' }, { nome: 'C' })
 *   // → { rows: [{ path: 'nome', kind: 'both', base: 'A', mine: 'B', theirs: 'C', … }], resolved: { nome: 'B' } }
 */
export function threeWay(
  fields: readonly ConflictField[],
  base: unknown,
  mine: unknown,
  theirs: unknown,
): ThreeWay {
  const rows: ConflictRow[] = [];
  const resolved: Record<string, unknown> = {};
  for (const field of fields) {
    const b = valueAt(base, field.path);
    const m = valueAt(mine, field.path);
    const t = valueAt(theirs, field.path);
    const same = (x: unknown, y: unknown) =>
      field.normalize ? sameValue(field.normalize(x), field.normalize(y)) : sameValue(x, y);
    if (same(m, t)) continue;
    const iChanged = base === null || !same(b, m);
    const theyChanged = base === null || !same(b, t);
    // neither changed it, yet mine and theirs differ: only possible when the base itself is off; mine stays
    const kind: ConflictKind = iChanged && theyChanged ? 'both' : theyChanged ? 'theirs' : 'mine';
    const combined = kind === 'both' && field.combine ? field.combine(b, m, t) : undefined;
    rows.push({
      path: field.path,
      label: field.label,
      historyKey: field.historyKey ?? field.path.split('.')[0] ?? field.path,
      kind,
      base: b,
      mine: m,
      theirs: t,
      normalize: field.normalize,
      ...(combined !== undefined ? { combined } : {}),
    });
    resolved[field.path] = combined !== undefined ? combined : kind === 'theirs' ? t : m;
  }
  rows.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { rows, resolved };
}

/** What the form holds now for a row: one of the two versions, or something the user typed over them. */
export type ConflictChoice = 'mine' | 'theirs' | 'combined' | 'edited';

export function choiceOf(
  row: Pick<ConflictRow, 'mine' | 'theirs' | 'combined' | 'normalize'>,
  current: unknown,
): ConflictChoice {
  const n = row.normalize ?? ((value: unknown) => value);
  if (sameValue(n(current), n(row.mine))) return 'mine';
  if (sameValue(n(current), n(row.theirs))) return 'theirs';
  if (row.combined !== undefined && sameValue(n(current), n(row.combined))) return 'combined';
  return 'edited';
}

/**
 * A `combine` for append-only lists (a negotiation's notes): the stored list plus what I added to the one I
 * opened, in that order. A removal is not merged: an item I took out comes back if the stored list has it.
 *
 * @example appendedItems([a], [a, mine], [a, theirs]) // → [a, theirs, mine]
 */
export function appendedItems(base: unknown, mine: unknown, theirs: unknown): unknown {
  const from = Array.isArray(base) ? base : [];
  const stored = Array.isArray(theirs) ? theirs : [];
  const added = (Array.isArray(mine) ? mine : []).filter(
    (item) => !from.some((old) => sameValue(old, item)) && !stored.some((t) => sameValue(t, item)),
  );
  return [...stored, ...added];
}

// ── who changed it ──────────────────────────────────────────────────────────────────────────────────────────

/** One entry of `GET …/{resource}/{id}/historico` (docs/contrato.md §5), newest first. */
export interface HistoryEntry {
  em: string;
  usuario: { usuarioId: number; nomeCompleto: string } | null;
  acao: string;
  campos: Record<string, [unknown, unknown]> | null;
}

/** Who changed a field and when: `nome` null when the history could not say. */
export interface ChangeAuthor {
  em: string;
  nome: string | null;
}

const instant = (value: string) => {
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : Number.NaN;
};

/**
 * The latest change to `key` made after the version the form started from, by the history (newest first). With no
 * history (the call failed or the entry is missing), only when: the stored version's updatedAt.
 */
export function authorOf(
  key: string,
  history: readonly HistoryEntry[] | null,
  since: string | null | undefined,
  theirsUpdatedAt: string | null | undefined,
): ChangeAuthor | null {
  const after = since ? instant(since) : Number.NEGATIVE_INFINITY;
  const entry = history?.find(
    (e) =>
      e.campos !== null &&
      typeof e.campos === 'object' &&
      Object.hasOwn(e.campos, key) &&
      !(instant(e.em) <= after),
  );
  if (entry) return { em: entry.em, nome: entry.usuario?.nomeCompleto ?? null };
  return theirsUpdatedAt ? { em: theirsUpdatedAt, nome: null } : null;
}
