/** /e/{empresaId}/{resource}[/…]: a register's list or record, drawn by the generic screens. */
export function isRegisterPath(pathname: string): boolean {
  return /^\/e\/\d+\/[a-z][a-z0-9-]*(\/|$)/.test(pathname);
}
