// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// public/login-gate.js, run as the browser runs it (a classic script in <head>), against a copy of the
// prerendered form.
const GATE = readFileSync(join(process.cwd(), 'public/login-gate.js'), 'utf8');
const FORM = `<form><input name="email"><input name="senha" type="password"><button type="submit" disabled>Entrar</button></form>`;
type Gate = Window & { __loginHydrated?: boolean; __loginPendingSubmit?: boolean };

// each run adds document listeners: a fresh document per test would need a fresh jsdom, so the listeners check
// the flags they share and the tests reset them
function runGate(storage: Record<string, string> = {}, dark = false) {
  localStorage.clear();
  for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark') })) as typeof matchMedia;
  document.documentElement.removeAttribute('data-prerender');
  document.body.innerHTML = `<div id="root">${FORM}</div>`;
  new Function(GATE)();
  return document.documentElement.dataset.prerender;
}

function type(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(name);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('login-gate.js', () => {
  beforeEach(() => {
    (window as Gate).__loginHydrated = false;
    (window as Gate).__loginPendingSubmit = false;
  });

  it('keeps the prerendered form for a signed-out, pt-BR, light visitor', () => {
    expect(runGate()).toBe('on');
    expect(runGate({ colorMode: 'light' })).toBe('on');
  });

  it('signed in, preloads the signed-in chunks, and the screens only on a register address', () => {
    const preloads = (path: string, storage: Record<string, string>) => {
      window.history.replaceState(null, '', path);
      document.head.innerHTML =
        '<meta name="preload-signed-in" content="/assets/signedIn-a.js /assets/ra-b.js">' +
        '<meta name="preload-register" content="/assets/screens-c.js">';
      runGate(storage);
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (l) => `${new URL(l.href).pathname} ${l.crossOrigin}`,
      );
    };
    expect(preloads('/e/1/produtos', { refreshToken: 'x' })).toEqual([
      '/assets/signedIn-a.js anonymous',
      '/assets/ra-b.js anonymous',
      '/assets/screens-c.js anonymous',
    ]);
    expect(preloads('/e/1', { accessToken: 'x' })).toEqual([
      '/assets/signedIn-a.js anonymous',
      '/assets/ra-b.js anonymous',
    ]);
    // signed out: the login page keeps its JavaScript budget
    expect(preloads('/e/1/produtos', {})).toEqual([]);
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = '';
  });

  it("signed in with a token still good, starts the address's remembered API GETs; never with a stale one", () => {
    const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
    const now = Math.floor(Date.now() / 1000);
    const learned = (usuarioId: number) =>
      JSON.stringify({
        usuarioId,
        paths: { '/e/1/produtos': ['/api/usuarios/me', '/api/empresas/1/produtos?x'] },
      });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{}', { status: 200 }));
    const early = () => (window as { __earlyGets?: Record<string, unknown> }).__earlyGets;
    const run = (token: string, usuarioId = 7) => {
      (window as { __earlyGets?: unknown }).__earlyGets = undefined;
      fetchMock.mockClear();
      runGate({
        accessToken: token,
        usuario: JSON.stringify({ usuarioId: 7 }),
        earlyGets: learned(usuarioId),
      });
      return fetchMock.mock.calls.map(([url]) => String(url));
    };
    window.history.replaceState(null, '', '/e/1/produtos');
    expect(run(jwt(now + 600))).toEqual(['/api/usuarios/me', '/api/empresas/1/produtos?x']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: { Authorization: `Bearer ${jwt(now + 600)}` },
    });
    expect(Object.keys(early() ?? {})).toEqual(['/api/usuarios/me', '/api/empresas/1/produtos?x']);
    // an expired token (the app renews it, under its cross-tab lock), another user's list, no token to read
    expect(run(jwt(now - 30))).toEqual([]);
    expect(run(jwt(now + 600), 8)).toEqual([]);
    expect(run('not a jwt')).toEqual([]);
    expect(early()).toBeUndefined();
    // the page still loads as a signed-in one
    expect(document.documentElement.dataset.prerender).toBe('off');
    fetchMock.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('drops it when signed in, in English or dark', () => {
    expect(runGate({ accessToken: 'x' })).toBe('off');
    expect(runGate({ refreshToken: 'x' })).toBe('off');
    expect(runGate({ locale: 'en' })).toBe('off');
    expect(runGate({ colorMode: 'dark' })).toBe('off');
    expect(runGate({}, true)).toBe('off');
    expect(runGate({ colorMode: 'light' }, true)).toBe('on');
  });

  it('enables the button as LoginPage would, before hydration', () => {
    runGate();
    const button = document.querySelector('button') as HTMLButtonElement;
    type('email', 'a@b.c');
    expect(button.disabled).toBe(true);
    type('senha', 'x');
    expect(button.disabled).toBe(false);
    type('email', '  ');
    expect(button.disabled).toBe(true);
  });

  it('holds a submit before hydration instead of the browser GET, and lets React have it after', () => {
    runGate();
    const form = document.querySelector('form') as HTMLFormElement;
    const before = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    expect((window as Gate).__loginPendingSubmit).toBe(true);
    (window as Gate).__loginPendingSubmit = false;
    (window as Gate).__loginHydrated = true;
    const after = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    expect((window as Gate).__loginPendingSubmit).toBe(false);
  });

  it("stands down once main.tsx renders afresh: a later submit is the app form's own", () => {
    runGate();
    // what discardPrerender does when the markup is not the prerendered form (a build without it)
    document.documentElement.removeAttribute('data-prerender');
    document.body.innerHTML = `<div id="root">${FORM}<form id="venda"><input name="valor"></form></div>`;
    for (const selector of ['form', '#venda']) {
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      document.querySelector(selector)?.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(false);
    }
    expect((window as Gate).__loginPendingSubmit).toBe(false);
  });

  it("holds the login form's submit alone, never another form's", () => {
    runGate();
    document
      .querySelector('#root')
      ?.insertAdjacentHTML('beforeend', '<form id="outro"><input name="x"></form>');
    const other = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#outro')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect((window as Gate).__loginPendingSubmit).toBe(false);
  });
});
