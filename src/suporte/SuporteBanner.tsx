import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Alert, Box, Button, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIsMobile } from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { ADMIN_PATH } from './suporte';

/**
 * Inside a company, for a platform ADMIN: who is looking ("Suporte — {empresa}"), and the way back to the
 * administration in one click. Nothing for anybody else.
 */
export function SuporteBanner() {
  const { isAdmin, empresa } = useAcesso();
  const t = useTranslate();
  if (!isAdmin) return null;
  return (
    <Alert
      severity="info"
      icon={<SupportAgentIcon />}
      role="region"
      aria-label={t('app.suporte.suporte')}
      sx={{
        borderRadius: 0,
        alignItems: 'center',
        py: 0,
        // a phone keeps it to one line: no icon, the name cut with an ellipsis, a short button
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        '& .MuiAlert-message': {
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        },
        '& .MuiAlert-action': { pt: 0 },
      }}
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          to={ADMIN_PATH}
          aria-label={t('app.suporte.voltar_admin')}
          startIcon={<AdminPanelSettingsIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('app.suporte.voltar_admin')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t('app.suporte.voltar')}
          </Box>
        </Button>
      }
    >
      <strong>{t('app.suporte.suporte_de', { empresa: empresa.nome })}</strong>
    </Alert>
  );
}

/** The app bar's way to the administration, for a platform ADMIN (on a phone the banner holds it). */
export function AdminAppBarLink() {
  const { isAdmin } = useAcesso();
  const isMobile = useIsMobile();
  const t = useTranslate();
  if (!isAdmin || isMobile) return null;
  return (
    <Tooltip title={t('app.suporte.administracao')}>
      <IconButton
        color="inherit"
        component={Link}
        to={ADMIN_PATH}
        aria-label={t('app.suporte.administracao')}
      >
        <AdminPanelSettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
