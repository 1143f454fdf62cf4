import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
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

const AppRouter = lazy(() => import('./app/signedIn'));

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
      {isAuth ? (
        <Suspense fallback={<BootSpinner />}>
          <AppRouter />
        </Suspense>
      ) : (
        <SignedOut />
      )}
    </ThemeRoot>
  );
}
