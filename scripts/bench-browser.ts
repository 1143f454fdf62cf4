import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

// The figures of `npm run bench` taken in a headless browser on our own app alone (bench-pages.ts has those beside
// react-admin's demo): the login page, signing in, a first list, and the refresh storm.

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** The login page: the JavaScript it loads, and the time to a usable form. */
export async function loginPageFigures(browser: Browser, url: string, runs: number) {
  const loginTimes: number[] = [];
  let js = { files: 0, raw: 0, gzip: 0, transferred: 0 };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const encoded = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (urls.has(e.requestId)) encoded.set(e.requestId, e.encodedDataLength);
    });
    const t0 = performance.now();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    loginTimes.push(performance.now() - t0);
    await page.waitForLoadState('networkidle');
    if (i === 0) {
      let raw = 0;
      let gzip = 0;
      for (const url of urls.values()) {
        const body = Buffer.from(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      js = { files: urls.size, raw, gzip, transferred: [...encoded.values()].reduce((a, b) => a + b, 0) };
    }
    await context.close();
  }
  return {
    jsFiles: js.files,
    jsRawBytes: js.raw,
    jsGzipBytes: js.gzip,
    jsTransferredBytes: js.transferred,
    budgetBytes: 150 * 1024,
    msToForm: { p50: round(pct(loginTimes, 50)), p95: round(pct(loginTimes, 95)) },
  };
}

/** Signing in: from the click to the company dashboard (react-admin loads here). */
export async function signInFigures(browser: Browser, url: string, runs: number) {
  const dashTimes: number[] = [];
  for (let i = 0; i < Math.min(runs, 5); i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    dashTimes.push(performance.now() - t0);
    await context.close();
  }
  return { msToDashboard: { p50: round(pct(dashTimes, 50)), p95: round(pct(dashTimes, 95)) } };
}

/** A first list of rows: navigation to /e/1/produtos (signed in) until the first row shows. */
export async function firstListFigures(browser: Browser, url: string, runs: number) {
  const listTimes: number[] = [];
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    for (let i = 0; i < Math.min(runs, 5); i++) {
      const t0 = performance.now();
      await page.goto(`${url}/e/1/produtos`);
      await page.locator('tbody tr').first().waitFor();
      listTimes.push(performance.now() - t0);
    }
    await context.close();
  }
  return { msToFirstRows: { p50: round(pct(listTimes, 50)), p95: round(pct(listTimes, 95)) } };
}

/** Refresh storm: N tabs reloaded at once with an expired token (the server's ACCESS_TOKEN_TTL is 3 s). */
export async function refreshStorm(browser: Browser, url: string) {
  const tabs = 6;
  const context = await browser.newContext();
  let refreshes = 0;
  context.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes++;
  });
  const first = await context.newPage();
  await first.goto(`${url}/login`);
  await first.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
  await first.getByLabel(/^Senha/).fill('demo1234');
  await first.getByRole('button', { name: 'Entrar' }).click();
  await first.getByText('Bem-vindo').waitFor();
  const pages = [first];
  for (let i = 1; i < tabs; i++) {
    const p = await context.newPage();
    await p.goto(`${url}/e/1`);
    await p.getByText('Bem-vindo').waitFor();
    pages.push(p);
  }
  await new Promise((r) => setTimeout(r, 3500));
  refreshes = 0;
  const s0 = performance.now();
  await Promise.all(pages.map((p) => p.reload()));
  await Promise.all(pages.map((p) => p.getByText('Bem-vindo').waitFor()));
  const msUntilAllAnswered = round(performance.now() - s0);
  await context.close();
  return { tabs, refreshCalls: refreshes, msUntilAllAnswered };
}
