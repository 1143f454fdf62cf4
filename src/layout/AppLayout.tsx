import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { useOnline } from '../app/appState';
import { SuporteBanner } from '../suporte/SuporteBanner';
import { AppBar } from './AppBar';
import { CompanyDocumentTitle } from './DocumentTitle';
import { Menu } from './Menu';

/** docs/produto.md §1: a visible notice while offline (the online flag). */
export function OfflineNotice() {
  const online = useOnline();
  const translate = useTranslate();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
    >
      {translate('app.network.offline_notice')}
    </Alert>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // issue 15: minWidth 0, a wide table scrolls in its own box instead of widening the page on a phone; the bottom
    // padding lets the last row and its chips scroll out from under react-admin's floating add button (56 px + 16 px)
    <Layout
      appBar={AppBar}
      menu={Menu}
      sx={{ '& .RaLayout-content': { minWidth: 0, pb: { xs: 10, sm: 0 } } }}
    >
      <CompanyDocumentTitle />
      <OfflineNotice />
      <SuporteBanner />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Layout>
  );
}
