import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { registerNavigate } from './app/navigation';
import { logout } from './auth/logout';
import { hasStoredCredential } from './auth/session';
import { LoginPage } from './login/LoginPage';
import { FullScreenSpinner } from './routing/lazyPage';
import { safeRedirect } from './routing/paths';
import { SignedInApp } from './shell/SignedInApp';

function LogoutRoute() {
  useEffect(() => {
    void logout();
  }, []);
  return <FullScreenSpinner />;
}

/** docs/produto.md §2: /login only when not authenticated; signed in, it goes on to the ?redirect= or the user's landing. */
function LoginRoute() {
  // the credential, not isAuth: a logout clears it before it comes here and sets isAuth false after
  if (!hasStoredCredential()) return <LoginPage />;
  const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
  return <Navigate to={redirect ?? '/'} replace />;
}

const router = createBrowserRouter([
  // shown for an instant while a logout hands over to the signed-out page
  { path: '/login', element: <LoginRoute /> },
  { path: '/logout', element: <LogoutRoute /> },
  // No errorElement: react-router's default screen ('Unexpected Application Error!') is docs/produto.md §2's.
  { path: '*', element: <SignedInApp /> },
]);

registerNavigate((to, options) => void router.navigate(to, options));

/** The signed-in app's router (a data router, for its default error screen). */
export default function AppRouter() {
  return <RouterProvider router={router} />;
}
