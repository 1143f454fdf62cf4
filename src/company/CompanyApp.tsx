import { type ReactNode, useEffect, useMemo } from 'react';
import { Admin, CustomRoutes, Resource, useNotify } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Aparencia, SessionUser } from '../../core/session/types';
import { setCurrentEmpresa } from '../app/appState';
import { queryClient } from '../data/queryClient';
import { AppLayout } from '../layout/AppLayout';
import { AppName } from '../layout/DocumentTitle';
import { EmptyState } from '../pages/EmptyState';
import { NotFoundPage } from '../pages/NotFoundPage';
import { FullScreenSpinner, lazyPage, PageSuspense } from '../routing/lazyPage';
import { companyPath, parseEmpresaId } from '../routing/paths';
import { withRegisterMessages } from '../schema/messages';
import { COMPANY_REGISTERS, REGISTERS } from '../schema/registry';
import { registerResource } from '../schema/resources';
import { usePermissoes } from '../session/usePermissoes';
import { SESSION_USER_KEY } from '../session/useSessionUser';
import { adminDefaults } from '../shell/adminDefaults';
import { PrefetchOnHover } from '../shell/PrefetchOnHover';
import { PrefetchRegisters } from '../shell/PrefetchRegisters';
import { empresaDaSessao } from '../suporte/suporte';
import { suporteEmpresaKey, useEmpresaSuporte } from '../suporte/useEmpresaSuporte';
import { useAppTheme } from '../theme/ThemeRoot';
import { PESSOAS_MODELS } from '../usuarios/models';
import { AcessoContext, type AcessoEmpresa } from './AcessoContext';
import { companyDataProvider } from './dataProvider';
import { PAGES, type PageDef, registerReadPermissions, registerWritePermissions } from './pages';

// react-admin's texts ("Criar Produto", the delete confirmation …) with the registers' names and field titles.
const i18nProvider = withRegisterMessages(adminDefaults.i18nProvider, [...REGISTERS, ...PESSOAS_MODELS]);

// The company's registers, and the people drawn by the same screens over their own routes (src/usuarios/models.ts).
const COMPANY_SCREENS = [...COMPANY_REGISTERS, ...PESSOAS_MODELS];

// The pages of docs/produto.md §2 drawn by a register schema are react-admin resources, not custom routes.
const CUSTOM_PAGES = PAGES.filter((page) => !COMPANY_SCREENS.some((m) => m.resource === page.path));

const Dashboard = lazyPage(() => import('../dashboard/Dashboard'), 'Dashboard');
const AparenciaPage = lazyPage(() => import('../aparencia/AparenciaPage'), 'AparenciaPage');
const MeuPerfilPage = lazyPage(() => import('../me/MeuPerfilPage'), 'MeuPerfilPage');
const MinhaEquipePage = lazyPage(() => import('../minhas-equipes/MinhaEquipePage'), 'MinhaEquipePage');
const MeusRelatoriosPage = lazyPage(() => import('../relatorios/MeusRelatoriosPage'), 'MeusRelatoriosPage');
const AlteracoesPage = lazyPage(() => import('../history/AlteracoesPage'), 'AlteracoesPage');
const AjudaPage = lazyPage(() => import('../help/AjudaPage'), 'AjudaPage');

/** A page the role does not allow: back to the company's home, with a word why. */
function Forbidden({ empresaId }: { empresaId: number }) {
  const notify = useNotify();
  useEffect(() => {
    // a key: react-admin's notification says it in the chosen language
    notify('app.shell.no_permission', { type: 'warning' });
  }, [notify]);
  return <Navigate to={companyPath(empresaId)} replace />;
}

/** After saving the appearance, the session's copies of the company follow (title bar, theme, switcher). */
function aparenciaSalva(empresaId: number, aparencia: Aparencia) {
  void queryClient.invalidateQueries({ queryKey: suporteEmpresaKey(empresaId) });
  queryClient.setQueryData<SessionUser>(SESSION_USER_KEY, (user) =>
    user
      ? {
          ...user,
          empresaPrincipal:
            user.empresaPrincipal.empresaId === empresaId
              ? { ...user.empresaPrincipal, aparencia }
              : user.empresaPrincipal,
          perfis: user.perfis.map((p) =>
            p.empresaId === empresaId ? { ...p, empresa: { ...p.empresa, aparencia } } : p,
          ),
        }
      : user,
  );
}

function pageElement(page: PageDef, empresaId: number): ReactNode {
  if (page.path === 'aparencia')
    return <AparenciaPage empresaId={empresaId} onSaved={(a) => aparenciaSalva(empresaId, a)} />;
  if (page.path === 'alteracoes') return <AlteracoesPage />;
  // /minhas-equipes/{equipeId}; the list route alone has no team to show
  if (page.path === 'minhas-equipes') return <MinhaEquipePage />;
  // /ajuda and /ajuda/{slug} (src/help)
  if (page.path === 'ajuda') return <AjudaPage />;
  // /meus-relatorios and /meus-relatorios/{uri}: the public reports, and one of them (src/relatorios)
  if (page.path === 'meus-relatorios') return <MeusRelatoriosPage />;
  return <EmptyState title={page.label} />;
}

/**
 * One company, under /e/{empresaId}: react-admin mounted with that basename, its data scoped to the company,
 * the routes of docs/produto.md §2 guarded by the role's permissions. A user without a role here gets the not-found page.
 */
export function CompanyApp({ user }: { user: SessionUser }) {
  const { empresaId: param } = useParams();
  const empresaId = parseEmpresaId(param) ?? -1;
  const acesso = usePermissoes(user, empresaId > 0 ? empresaId : undefined);
  // an ADMIN in support reads the company from the administration (src/suporte)
  const suporte = useEmpresaSuporte(user, empresaId);
  const empresa = useMemo(
    () => suporte.empresa ?? empresaDaSessao(user, empresaId),
    [suporte.empresa, user, empresaId],
  );
  const entra = acesso.membro && !suporte.inexistente;
  const theme = useAppTheme(empresa.aparencia?.cor ?? null);
  const dataProvider = useMemo(() => companyDataProvider(empresaId), [empresaId]);

  useEffect(() => {
    if (!entra) return;
    setCurrentEmpresa({ empresaId, nome: empresa.nome, aparencia: empresa.aparencia });
    // the tab's title is the layout's (CompanyDocumentTitle, in the chosen language)
    return () => {
      setCurrentEmpresa(null);
      document.title = i18nProvider.translate('app.name');
    };
  }, [entra, empresaId, empresa]);

  if (empresaId > 0 && (acesso.loading || suporte.loading)) return <FullScreenSpinner />;
  if (empresaId < 0 || !entra) return <NotFoundPage />;

  return (
    <AcessoContext.Provider value={{ ...acesso, empresaId, empresa, user } satisfies AcessoEmpresa}>
      <Admin
        key={empresaId}
        basename={companyPath(empresaId)}
        title={<AppName />}
        dataProvider={dataProvider}
        {...adminDefaults}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={AppLayout}
        dashboard={() => (
          <PageSuspense>
            <Dashboard />
            <PrefetchRegisters />
          </PageSuspense>
        )}
        // docs/produto.md §2: an unknown path under a company, for a user with a role, goes to the company root
        catchAll={() => <Navigate to={companyPath(empresaId)} replace />}
      >
        <CustomRoutes>
          <Route
            path="usuarios/me"
            element={
              <PageSuspense>
                <MeuPerfilPage />
              </PageSuspense>
            }
          />
          {CUSTOM_PAGES.flatMap((page) => {
            const allowed = acesso.can(page.permissao);
            const element = allowed ? (
              <PageSuspense key="page">{pageElement(page, empresaId)}</PageSuspense>
            ) : (
              <Forbidden key="forbidden" empresaId={empresaId} />
            );
            return [
              <Route key={page.path} path={page.path} element={element} />,
              ...(page.detail
                ? [<Route key={`${page.path}/d`} path={`${page.path}/${page.detail}`} element={element} />]
                : []),
            ];
          })}
        </CustomRoutes>
        {/* the roles, read only: what a profile's role column and filter name (src/usuarios/provider.ts) */}
        <Resource name="papeis" recordRepresentation="nome" />
        {COMPANY_SCREENS.map((model) =>
          registerResource(
            model,
            {
              canRead: registerReadPermissions(model).every((p) => acesso.can(p)),
              canWrite: registerWritePermissions(model).every((p) => acesso.can(p)),
            },
            { forbidden: <Forbidden empresaId={empresaId} />, storeKey: `e${empresaId}.${model.resource}` },
          ),
        )}
      </Admin>
      <PrefetchOnHover dataProvider={dataProvider} />
    </AcessoContext.Provider>
  );
}
