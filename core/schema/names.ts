/** Names and record titles: the helpers the model, the generator and the screens share. */

/** `comissaoPercentual` → `comissao_percentual`. */
export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `venda_status` or `venda-status` → `vendaStatus`. */
export function toCamelCase(name: string): string {
  return name.replace(/[-_]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const TEMPLATE_PLACEHOLDER = /%\{([^}]*)\}/g;

/** The properties a recordRepresentation names: `%{codigo} – %{nome}` → codigo, nome; `nome` → nome. */
export function representationFieldsOf(representation: string): string[] {
  if (!representation.includes('%{')) return [representation];
  return [...representation.matchAll(TEMPLATE_PLACEHOLDER)].map((m) => (m[1] ?? '').trim());
}

/** Applies a recordRepresentation to a record: a property name, or a template of `%{prop}`. */
export function representRecord(representation: string, record: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  if (!representation.includes('%{')) return text(record[representation]);
  return representation.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => text(record[name.trim()])).trim();
}
