import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigate } from './app/navigation';
import { logout } from './auth/logout';
import { LoginPage } from './login/LoginPage';
import { FullScreenSpinner } from './routing/lazyPage';
import { SignedInApp } from './shell/SignedInApp';

function LogoutRoute() {
  useEffect(() => {
    void logout();
  }, []);
  return <FullScreenSpinner />;
}

const router = createBrowserRouter([
  // shown for an instant while a logout hands over to the signed-out page
  { path: '/login', element: <LoginPage /> },
  { path: '/logout', element: <LogoutRoute /> },
  // No errorElement: react-router's default screen ('Unexpected Application Error!') is SPEC §2's.
  { path: '*', element: <SignedInApp /> },
]);

registerNavigate((to, options) => void router.navigate(to, options));

/** The signed-in app's router (a data router, for its default error screen). */
export default function AppRouter() {
  return <RouterProvider router={router} />;
}
