import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness';

// What the browser tests share: one server and browser per file, and moving through the app as a keyboard user
// does (focus by Tab, text typed key by key).

/**
 * A fresh server (demo data) and a headless browser for the file's tests, started before them and stopped after.
 * Read `.server` / `.browser` inside the tests, once beforeAll has run.
 *
 * @example const e2e = startedForThisFile(); it('…', async () => { const page = await e2e.browser.newPage(); });
 */
export function startedForThisFile(env: Record<string, string> = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const state = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return state;
}

/**
 * Types like a person, key by key, so masks and autocompletes see every keystroke: each key is its own keydown,
 * input and keyup, awaited before the next. No pause between keys: a pause is a sleep, and it bought nothing.
 */
export const typeSlowly = (page: Page, text: string) => page.keyboard.type(text, { delay: 0 });

/**
 * Signs in from /login with the keyboard only: the e-mail field has the focus on arrival, Enter submits. With
 * `to`, from `/login?redirect=<to>`, as a signed-out deep link arrives: the app opens that page right after
 * signing in, instead of the home followed by a second load of the whole app (a page load costs Chromium about
 * 2 CPU-s on a 2-core machine, and the e2e files load about 250).
 */
export async function signInByKeyboard(
  page: Page,
  baseUrl: string,
  email: string,
  { senha = 'demo1234', to }: { senha?: string; to?: string } = {},
) {
  await page.goto(`${baseUrl}/login${to ? `?redirect=${encodeURIComponent(to)}` : ''}`);
  await page.getByLabel(/^E-mail/).waitFor();
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe('email');
  await typeSlowly(page, email);
  await page.keyboard.press('Tab');
  await typeSlowly(page, senha);
  await page.keyboard.press('Enter');
  if (to) await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
  else await page.getByText('Bem-vindo').waitFor();
}

/** The focused element as a keyboard user meets it: tag, ARIA role, text and accessible label. */
export interface Focused {
  tag: string;
  role: string;
  text: string;
  label: string;
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, matches: (el: Focused) => boolean, max = 80) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate((): Focused => {
      const a = document.activeElement as HTMLElement | null;
      const labelledBy = a?.getAttribute('aria-labelledby');
      return {
        tag: a?.tagName ?? '',
        role: a?.getAttribute('role') ?? '',
        text: (a?.textContent ?? '').trim(),
        label:
          a?.getAttribute('aria-label') ??
          (a as HTMLInputElement | null)?.labels?.[0]?.textContent ??
          (labelledBy
            ? labelledBy
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' ')
            : ''),
      };
    });
    if (matches(el)) return;
    seen.push(`${el.tag}:${el.text.slice(0, 20)}|${el.label}`);
  }
  throw new Error(
    `o foco não chegou ao elemento esperado em ${page.url()}; passou por: ${seen.slice(0, 12).join(' → ')}`,
  );
}

/**
 * The API as the signed-in page calls it (its stored token): what a test checks behind the screen, or the
 * demo's random names it must type.
 */
export async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const result = await page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { url: `/api${path}`, method: init.method ?? 'GET', body: init.body },
  );
  if (result.status >= 300)
    throw new Error(`${init.method ?? 'GET'} /api${path}: ${result.status} ${result.body}`);
  return JSON.parse(result.body) as T;
}

/** The `name` of the focused input: where the next keystroke goes. */
export const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');

/** A valid CPF no demo customer has (random base, check digits computed). */
export function cpfNovo(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(base).size === 1) base[0] = ((base[0] ?? 0) + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}
