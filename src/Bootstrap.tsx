import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { lastCor, useCurrentEmpresa } from './app/appState';
import { registerNavigate } from './app/navigation';
import { useIsAuth } from './auth/authState';
import { isHydrating } from './login/hydration';
import { LoginPage } from './login/LoginPage';
import { BootSpinner } from './routing/BootSpinner';
import { loginPath } from './routing/paths';
import { ThemeRoot } from './theme/ThemeRoot';

// The first chunk decides between two worlds. Signed out: the login page alone, with no router, HTTP library
// or react-admin (docs/produto.md §2 redirects are done on the address bar directly). Signed in: the router and the whole
// app, one lazy import away.

let LoadedRouter: ComponentType | undefined;
const loadAppRouter = () =>
  import('./app/signedIn').then((mod) => {
    LoadedRouter = mod.default;
    return mod;
  });
const AppRouter = lazy(loadAppRouter);

/**
 * main.tsx, a signed-in load: the first render waits for the signed-in app's chunk (fetched since the page's
 * head, public/login-gate.js) instead of suspending on it: React holds a revealed Suspense boundary back until its
 * fallback has shown for 300 ms, which a reload paid in full. Never rejects (a failed chunk then shows as usual).
 */
export function signedInAppReady(): Promise<void> {
  return loadAppRouter().then(
    (mod) => mod.screensReady.then(() => undefined),
    () => undefined,
  );
}

function SignedIn() {
  // decided once: switching from the Suspense to the loaded router later would mount the app anew
  const [Ready] = useState(() => LoadedRouter);
  if (Ready) return <Ready />;
  return (
    <Suspense fallback={<BootSpinner />}>
      <AppRouter />
    </Suspense>
  );
}

// Until the router loads, "navigating" (login() going to the redirect) is just changing the address: the router
// reads it when it starts, and then registers its own navigate.
registerNavigate((to, options) => {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
});

function SignedOut() {
  // docs/produto.md §2: any path but /login, signed out, shows the login page with the way back (none for the root).
  useLayoutEffect(() => {
    const toLogin = () => {
      const { pathname, search } = window.location;
      if (pathname !== '/login') window.history.replaceState(null, '', loginPath(`${pathname}${search}`));
    };
    toLogin();
    // Back (or Forward) after a logout lands on a page of the session that ended: never the login form under a
    // company's address, always /login with the way back.
    window.addEventListener('popstate', toLogin);
    return () => window.removeEventListener('popstate', toLogin);
  }, []);
  return <LoginPage />;
}

export function Bootstrap() {
  const isAuth = useIsAuth();
  const empresa = useCurrentEmpresa();
  // the prerendered login page is in the default colour: the last company's follows once hydrated
  const [prerendered, setPrerendered] = useState(isHydrating);
  useEffect(() => setPrerendered(false), []);
  return (
    <ThemeRoot cor={isAuth ? (empresa?.aparencia?.cor ?? null) : prerendered ? null : lastCor()}>
      {isAuth ? <SignedIn /> : <SignedOut />}
    </ThemeRoot>
  );
}
