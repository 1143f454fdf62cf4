import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ReauthDialog } from '../auth/ReauthDialog';
import { CompanyApp } from '../company/CompanyApp';
import { ConfirmProvider } from '../components/confirm/ConfirmProvider';
import { DatesProvider } from '../components/DatesProvider';
import { queryClient } from '../data/queryClient';
import { NotificationArea } from '../layout/Notifications';
import { FullScreenSpinner, lazyPage, PageSuspense } from '../routing/lazyPage';
import { companyPath } from '../routing/paths';
import { homeCompanyId, useSessionUser } from '../session/useSessionUser';
import { landingPath } from '../suporte/suporte';
import { SemEmpresaPage } from './SemEmpresaPage';
import { TermosGate } from './TermosGate';

const AdminArea = lazyPage(() => import('../admin/AdminArea'), 'AdminArea');

function SignedInRoutes() {
  const { data: user, isPending } = useSessionUser();
  if (isPending || !user) return <FullScreenSpinner />;
  const home = homeCompanyId(user);
  const landing = landingPath(user);
  return (
    <TermosGate user={user}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            user.isAdmin ? (
              // the admin area brings its own shell: nothing is on screen yet to keep while it loads
              <PageSuspense fallback={<FullScreenSpinner />}>
                <AdminArea user={user} />
              </PageSuspense>
            ) : (
              <Navigate to={home ? companyPath(home) : '/'} replace />
            )
          }
        />
        <Route path="/e/:empresaId/*" element={<CompanyApp user={user} />} />
        {/* docs/produto.md §2: any other path for a logged-in user goes to the principal company (an ADMIN: to /admin) */}
        <Route
          path="*"
          element={landing ? <Navigate to={landing} replace /> : <SemEmpresaPage user={user} />}
        />
      </Routes>
    </TermosGate>
  );
}

/** Everything behind sign-in: loaded lazily after the login page, with react-admin and the shell. */
export function SignedInApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider>
        <NotificationArea>
          <ConfirmProvider>
            {/* before the routes: there to ask for the password before any page asks react-admin's checkAuth */}
            <ReauthDialog />
            <SignedInRoutes />
          </ConfirmProvider>
        </NotificationArea>
      </DatesProvider>
    </QueryClientProvider>
  );
}
