import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database allows one process at a time: a second one (a seed while the server runs) would
// corrupt it. The server leaves its pid in DATA_DIR; others check it first.

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding DATA_DIR, if any. */
export function holderOf(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquire(dataDir: string): () => void {
  const other = holderOf(dataDir);
  if (other) throw new Error(`O banco em ${dataDir} está em uso pelo processo ${other}. Pare-o antes.`);
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
