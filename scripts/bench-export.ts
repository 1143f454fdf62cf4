import { readdirSync, readFileSync } from 'node:fs';

// The streamed export under load (issue 12.1, docs/contrato.md §5): every sale of a company as CSV, read to the end
// by one client; bytes, rows per second, and how far the server's resident memory rose above where it stood
// before (sampled from /proc, Linux only: elsewhere the memory figure is null).

/** The server process listening on `port` (started by the e2e harness: `node … .tmp/server/server.mjs`, the bundle of server/server.ts, PORT in its env). */
function serverPid(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!/server\/server\.(ts|mjs)/.test(cmdline)) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return undefined;
}

function rssOf(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** Peak resident memory of the server during the export, minus before it (MB); null where unknown. */
  peakRssDeltaMb: number | null;
}

export async function benchExport(url: string, authorization: string): Promise<ExportFigures> {
  const pid = serverPid(Number(new URL(url).port));
  const baseline = pid ? rssOf(pid) : null;
  let peak = baseline ?? 0;
  const sampler = setInterval(() => {
    const now = pid ? rssOf(pid) : null;
    if (now !== null) peak = Math.max(peak, now);
  }, 25);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers: { authorization, 'accept-encoding': 'identity' } });
    if (!response.ok || !response.body) throw new Error(`bench: a exportação respondeu ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, lines - 1);
  return {
    rows,
    bytes,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(rows / seconds),
    peakRssDeltaMb: baseline === null ? null : Math.round(((peak - baseline) / 2 ** 20) * 10) / 10,
  };
}
