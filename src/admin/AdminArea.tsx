import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BusinessIcon from '@mui/icons-material/Business';
import DnsIcon from '@mui/icons-material/Dns';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MenuItem } from '@mui/material';
import { useEffect, useMemo } from 'react';
import {
  Admin,
  AppBar,
  CustomRoutes,
  Layout,
  type LayoutProps,
  Menu,
  Resource,
  TitlePortal,
  UserMenu,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Link, Navigate, Route } from 'react-router-dom';
import type { SessionUser } from '../../core/session/types';
import { adminDataProvider } from '../company/dataProvider';
import { AjudaButton } from '../help/AjudaButton';
import { AdminAjudaPage } from '../help/AjudaPage';
import { OfflineNotice } from '../layout/AppLayout';
import { AdminDocumentTitle } from '../layout/DocumentTitle';
import { useUserMenuLabel } from '../layout/userMenuLabel';
import { EmptyState } from '../pages/EmptyState';
import { lazyPage, PageSuspense } from '../routing/lazyPage';
import { registerIcon } from '../schema/icons';
import { withRegisterMessages } from '../schema/messages';
import { ADMIN_REGISTERS, REGISTERS } from '../schema/registry';
import { registerResource } from '../schema/resources';
import { adminDefaults } from '../shell/adminDefaults';
import { EntrarNaEmpresa } from '../suporte/EntrarNaEmpresa';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { useAppTheme } from '../theme/ThemeRoot';
import { PAPEIS_TITLE, PapeisList, PapelCreate, PapelEdit } from './papeis/PapeisPages';
import { withRequestLogFilters } from './requestLogs/dataProvider';
import { REQUEST_LOGS_TITLE, RequestLogList } from './requestLogs/RequestLogList';
import { RequestLogShow } from './requestLogs/RequestLogShow';

// the home's figures and charts load after the admin shell
const AdminPainel = lazyPage<{ nome: string }, 'AdminPainel'>(() => import('./AdminPainel'), 'AdminPainel');
// a company's people (issue 14.2), under /admin/empresas/{empresaId}/pessoas
const EmpresaPessoas = lazyPage(() => import('./pessoas/EmpresaPessoas'), 'EmpresaPessoas');

/** The platform admin's pages (docs/produto.md §2), each under /admin, in menu order. */
export const ADMIN_PAGES = [
  { path: 'empresas', detail: ':empresaId', label: 'Empresas', icon: BusinessIcon, order: 10 },
  { path: 'grupos', detail: ':grupoId', label: 'Grupos', icon: AccountTreeIcon, order: 20 },
  { path: 'dominios', detail: ':dominioId', label: 'Domínios', icon: DnsIcon, order: 30 },
  { path: 'bancos', detail: ':bancoId', label: 'Bancos', icon: AccountBalanceIcon, order: 40 },
  { path: 'papeis', detail: ':papelId', label: PAPEIS_TITLE, icon: ManageAccountsIcon, order: 45 },
  { path: 'request-logs', label: REQUEST_LOGS_TITLE, icon: ReceiptLongIcon, order: 50 },
];

const i18nProvider = withRegisterMessages(adminDefaults.i18nProvider, REGISTERS);

// A page with a register schema (x-scope "admin") is a react-admin resource made from it; the hand-made resources
// below have screens of their own; the others stay placeholders.
const isRegister = (path: string) => ADMIN_REGISTERS.some((m) => m.resource === path);
const CUSTOM_PAGES = ADMIN_PAGES.filter((p) => !isRegister(p.path));
const HAND_MADE = new Set(['request-logs', 'papeis']);
const PLACEHOLDERS = CUSTOM_PAGES.filter((p) => !HAND_MADE.has(p.path));

/**
 * The pages and the admin registers with a menu entry, by x-menu.order (the pages' own order otherwise). Read at
 * each render: a register's label follows the language (src/schema/localize.ts switches it in place).
 */
const menu = () =>
  [
    ...CUSTOM_PAGES.map((p) => ({ path: p.path, label: p.label, icon: p.icon, order: p.order })),
    ...ADMIN_REGISTERS.flatMap((m) =>
      m.menu
        ? [{ path: m.resource, label: m.label.plural, icon: registerIcon(m.menu.icon), order: m.menu.order }]
        : [],
    ),
  ].sort((a, b) => a.order - b.order);

function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="app.admin.menu.painel" />
      {menu().map((p) => (
        <Menu.Item key={p.path} to={`${basename}/${p.path}`} primaryText={p.label} leftIcon={<p.icon />} />
      ))}
      <Menu.Item to={`${basename}/ajuda`} primaryText="app.admin.menu.ajuda" leftIcon={<HelpOutlineIcon />} />
    </Menu>
  );
}

function AdminAppBar() {
  const userMenuLabel = useUserMenuLabel();
  const t = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <EntrarNaEmpresa />
          <AjudaButton />
          <ColorModeToggle />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          <MenuItem component={Link} to="/logout">
            {t('app.admin.menu.sair')}
          </MenuItem>
        </UserMenu>
      }
    >
      <TitlePortal variant="h6" />
    </AppBar>
  );
}

function AdminLayout({ children }: LayoutProps) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <AdminDocumentTitle />
      <OfflineNotice />
      {children}
    </Layout>
  );
}

/** /admin: platform administrators only (the router checks isAdmin; the server checks every call). */
export function AdminArea({ user }: { user: SessionUser }) {
  const theme = useAppTheme(null);
  const dataProvider = useMemo(() => withRequestLogFilters(adminDataProvider()), []);
  // the tab's title is the layout's (AdminDocumentTitle, in the chosen language)
  useEffect(
    () => () => {
      document.title = i18nProvider.translate('app.name');
    },
    [],
  );
  return (
    <Admin
      basename="/admin"
      title="app.admin.titulo"
      dataProvider={dataProvider}
      {...adminDefaults}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AdminLayout}
      dashboard={() => (
        <PageSuspense>
          <AdminPainel nome={user.nomeCompleto} />
        </PageSuspense>
      )}
      // docs/produto.md §2: unknown admin paths go to /admin
      catchAll={() => <Navigate to="/admin" replace />}
    >
      <CustomRoutes>
        <Route
          path="empresas/:empresaId/pessoas/*"
          element={
            <PageSuspense>
              <EmpresaPessoas />
            </PageSuspense>
          }
        />
        <Route path="ajuda" element={<AdminAjudaPage />} />
        <Route path="ajuda/:slug" element={<AdminAjudaPage />} />
        {PLACEHOLDERS.flatMap((p) => [
          <Route key={p.path} path={p.path} element={<EmptyState title={p.label} />} />,
          ...(p.detail
            ? [
                <Route
                  key={`${p.path}/d`}
                  path={`${p.path}/${p.detail}`}
                  element={<EmptyState title={p.label} />}
                />,
              ]
            : []),
        ])}
      </CustomRoutes>
      {/* read-only: the server writes the logs and serves no POST, PUT or DELETE for them */}
      <Resource
        name="request-logs"
        list={RequestLogList}
        show={RequestLogShow}
        options={{ label: REQUEST_LOGS_TITLE }}
        recordRepresentation={(r) => i18nProvider.translate('app.admin.logs.requisicao_n', { id: r.id })}
      />
      {/* global roles and the permissions they grant (server/admin-papeis) */}
      <Resource
        name="papeis"
        list={PapeisList}
        edit={PapelEdit}
        create={PapelCreate}
        options={{ label: PAPEIS_TITLE }}
        recordRepresentation="nome"
      />
      {/* the server lets only ADMIN reach /api/admin, and only ADMIN reaches this area: all may write */}
      {ADMIN_REGISTERS.map((model) =>
        registerResource(
          model,
          { canRead: true, canWrite: true },
          { forbidden: <Navigate to="/admin" replace /> },
        ),
      )}
    </Admin>
  );
}
