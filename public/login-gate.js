// The login form is prerendered into index.html (scripts/prerender-login.ts) and painted before any module
// loads. This classic script, in <head> (the CSP allows no inline script), decides whether that markup fits
// this browser and keeps the form working until React hydrates it (src/login/hydration.ts):
// - it fits a signed-out visitor in pt-BR with a light colour mode; otherwise it stays hidden and main.tsx
//   renders afresh (data-prerender="off");
// - typing works natively; the submit button follows what is typed, as LoginPage does;
// - a submit before hydration is held (never the browser's own GET, which would put the password in the
//   address) and LoginPage sends it once hydrated, with what was typed.
// Signed in, it asks at once for the chunks the load will run (named in <meta> tags by
// scripts/preload-signed-in.ts): the signed-in app's, and the generic screens' on a register's address
// (src/routing/registerPath.ts), instead of after the first chunk has been fetched and evaluated. Before them,
// with an access token still good, it starts the API GETs the last load of this address made (remembered by
// src/data/early.ts, which hands their answers to the app): a few hundred milliseconds before the first chunk
// could, and ahead of the chunks in the browser's six connections. Never a token renewal (see early.ts).
(() => {
  const earlyGets = (ls) => {
    const token = ls.getItem('accessToken');
    if (!token) return;
    const { exp } = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    // as src/data/early.ts tokenFresh: good for a few seconds more
    if (typeof exp !== 'number' || exp * 1000 <= Date.now() + 5000) return;
    const usuarioId = JSON.parse(ls.getItem('usuario') ?? 'null')?.usuarioId ?? null;
    const learned = JSON.parse(ls.getItem('earlyGets') ?? 'null');
    const calls = learned?.usuarioId === usuarioId ? learned.paths?.[window.location.pathname] : undefined;
    if (!Array.isArray(calls)) return;
    const started = {};
    for (const url of calls.slice(0, 8)) {
      if (typeof url !== 'string' || !url.startsWith('/api/')) continue;
      started[url] = fetch(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      }).then(
        async (r) => ({ status: r.status, body: await r.text(), headers: Object.fromEntries(r.headers) }),
        () => null,
      );
    }
    window.__earlyGets = started;
  };
  const preload = (name) => {
    const meta = document.querySelector(`meta[name="${name}"]`);
    for (const href of (meta?.getAttribute('content') ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  let fits = false;
  try {
    const ls = window.localStorage;
    const signedIn = ls.getItem('accessToken') !== null || ls.getItem('refreshToken') !== null;
    if (signedIn) {
      try {
        earlyGets(ls);
      } catch (_e) {
        // unreadable token or list: the first chunk's own early load decides (src/data/early.ts)
      }
      preload('preload-signed-in');
      if (/^\/e\/\d+\/[a-z][a-z0-9-]*(\/|$)/.test(window.location.pathname)) preload('preload-register');
    }
    const mode = ls.getItem('colorMode');
    const dark =
      mode === 'dark' ||
      (mode !== 'light' &&
        (typeof window.matchMedia !== 'function' ||
          window.matchMedia('(prefers-color-scheme: dark)').matches));
    fits = !signedIn && ls.getItem('locale') !== 'en' && !dark;
  } catch (_e) {
    fits = false;
  }
  document.documentElement.setAttribute('data-prerender', fits ? 'on' : 'off');
  if (!fits) return;
  // Until React takes the prerendered form over. Also no more once main.tsx dropped that markup and rendered
  // afresh (src/login/hydration.ts discardPrerender clears data-prerender): a build without it, or markup that did
  // not fit after all. These listeners last as long as the page, and a submit held after that would be every
  // form's of the session (react-admin's Form ignores a submit whose default was prevented): saves that never left.
  const standing = () =>
    window.__loginHydrated !== true && document.documentElement.getAttribute('data-prerender') === 'on';
  const field = (name) => document.querySelector(`#root form input[name="${name}"]`);
  document.addEventListener(
    'input',
    () => {
      if (!standing()) return;
      const email = field('email');
      const senha = field('senha');
      const button = document.querySelector('#root form button[type="submit"]');
      if (!email || !senha || !button) return;
      // MUI draws the disabled look from its class, not from the attribute
      const disabled = !email.value.trim() || !senha.value;
      button.disabled = disabled;
      button.classList.toggle('Mui-disabled', disabled);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      // the login form's submit alone, the one with the password field
      const form = event.target;
      if (!standing() || !(form instanceof HTMLFormElement) || !form.querySelector('input[name="senha"]'))
        return;
      event.preventDefault();
      window.__loginPendingSubmit = true;
    },
    true,
  );
})();
