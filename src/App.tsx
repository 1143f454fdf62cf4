import { useEffect } from 'react';
import { Admin, CustomRoutes, LoginWithEmail, useLogout } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';

// SPEC §2 lists /logout as a route. It also keeps the router "ready": react-admin shows its welcome
// screen instead of the dashboard when <Admin> has neither resources nor custom routes.
const LogoutPage = () => {
  const logout = useLogout();
  useEffect(() => {
    logout();
  }, [logout]);
  return null;
};

// disableTelemetry: react-admin would otherwise call marmelab's server with our hostname from every browser.
// Real paths (SPEC §2: /login, /e/{empresaId}/…) rather than react-admin's default hash router;
// the server answers index.html for any unknown path.
export const App = () => (
  <BrowserRouter>
    <Admin
      title="Vendas"
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginWithEmail}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/logout" element={<LogoutPage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
