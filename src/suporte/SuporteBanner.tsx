import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Alert, Box, Button, IconButton, Tooltip } from '@mui/material';
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
  if (!isAdmin) return null;
  return (
    <Alert
      severity="info"
      icon={<SupportAgentIcon />}
      role="region"
      aria-label="Suporte"
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
          aria-label="Voltar à administração"
          startIcon={<AdminPanelSettingsIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Voltar à administração
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            Voltar
          </Box>
        </Button>
      }
    >
      <strong>Suporte — {empresa.nome}</strong>
    </Alert>
  );
}

/** The app bar's way to the administration, for a platform ADMIN (on a phone the banner holds it). */
export function AdminAppBarLink() {
  const { isAdmin } = useAcesso();
  const isMobile = useIsMobile();
  if (!isAdmin || isMobile) return null;
  return (
    <Tooltip title="Administração">
      <IconButton color="inherit" component={Link} to={ADMIN_PATH} aria-label="Administração">
        <AdminPanelSettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
