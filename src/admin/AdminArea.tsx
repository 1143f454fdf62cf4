import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BusinessIcon from '@mui/icons-material/Business';
import DnsIcon from '@mui/icons-material/Dns';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MenuItem } from '@mui/material';
import simpleRestProvider from 'ra-data-simple-rest';
import { useEffect, useMemo } from 'react';
import {
  Admin,
  AppBar,
  CustomRoutes,
  Layout,
  type LayoutProps,
  Menu,
  TitlePortal,
  UserMenu,
  useBasename,
} from 'react-admin';
import { Link, Navigate, Route } from 'react-router-dom';
import { httpClientForRa } from '../company/dataProvider';
import { OfflineNotice } from '../layout/AppLayout';
import { EmptyState } from '../pages/EmptyState';
import type { SessionUser } from '../session/types';
import { adminDefaults } from '../shell/adminDefaults';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { useAppTheme } from '../theme/ThemeRoot';

/** The platform admin's registers (SPEC §2), each under /admin. */
const ADMIN_PAGES = [
  { path: 'empresas', detail: ':empresaId', label: 'Empresas', icon: BusinessIcon },
  { path: 'grupos', detail: ':grupoId', label: 'Grupos', icon: AccountTreeIcon },
  { path: 'dominios', detail: ':dominioId', label: 'Domínios', icon: DnsIcon },
  { path: 'bancos', detail: ':bancoId', label: 'Bancos', icon: AccountBalanceIcon },
  { path: 'request-logs', label: 'Logs de requisições', icon: ReceiptLongIcon },
];

function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Painel" />
      {ADMIN_PAGES.map((p) => (
        <Menu.Item key={p.path} to={`${basename}/${p.path}`} primaryText={p.label} leftIcon={<p.icon />} />
      ))}
    </Menu>
  );
}

function AdminAppBar() {
  return (
    <AppBar
      toolbar={<ColorModeToggle />}
      userMenu={
        <UserMenu>
          <MenuItem component={Link} to="/logout">
            Sair
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
      <OfflineNotice />
      {children}
    </Layout>
  );
}

/** /admin: platform administrators only (the router checks isAdmin; the server checks every call). */
export function AdminArea({ user }: { user: SessionUser }) {
  const theme = useAppTheme(null);
  const dataProvider = useMemo(() => simpleRestProvider('/api/admin', httpClientForRa), []);
  useEffect(() => {
    document.title = 'Vendas – Administração';
    return () => {
      document.title = 'Vendas';
    };
  }, []);
  return (
    <Admin
      basename="/admin"
      title="Administração"
      dataProvider={dataProvider}
      {...adminDefaults}
      theme={theme}
      layout={AdminLayout}
      dashboard={() => (
        <EmptyState title={`Administração da plataforma — ${user.nomeCompleto}`}>
          Escolha um cadastro no menu.
        </EmptyState>
      )}
      // SPEC §2: unknown admin paths go to /admin
      catchAll={() => <Navigate to="/admin" replace />}
    >
      <CustomRoutes>
        {ADMIN_PAGES.flatMap((p) => [
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
    </Admin>
  );
}
