import { authProvider } from '../auth/authProvider';
import { queryClient } from '../data/queryClient';
import { i18nProvider } from '../i18n/i18nProvider';
import { NotificationBridge } from '../layout/Notifications';

/**
 * What every react-admin of the app shares (the company areas and the platform admin): the session, the
 * messages, the one query cache, the notification area. Telemetry off: react-admin would otherwise report our
 * hostname to its authors from every browser.
 */
export const adminDefaults = {
  authProvider,
  i18nProvider,
  queryClient,
  notification: NotificationBridge,
  disableTelemetry: true,
} as const;
