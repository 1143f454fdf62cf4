import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BusinessIcon from '@mui/icons-material/Business';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import {
  Box,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Menu as MuiMenu,
  Tooltip,
  Typography,
} from '@mui/material';
import { forwardRef, useState } from 'react';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { EmpresaIcone } from '../aparencia/icones';
import {
  setAudioEnabled,
  toggleFullscreen,
  useAudioEnabled,
  useFullscreen,
  useIsMobile,
  useOnline,
} from '../app/appState';
import { useAcesso } from '../company/AcessoContext';
import { AjudaButton } from '../help/AjudaButton';
import { LocaleMenu } from '../i18n/LocaleMenu';
import { companyPath } from '../routing/paths';
import { GlobalSearch } from '../search/GlobalSearch';
import { companiesOf } from '../session/useSessionUser';
import { AdminAppBarLink } from '../suporte/SuporteBanner';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { ConvitesPendentesItem, UserMenuIcon } from './ConvitesPendentes';
import { useUserMenuLabel } from './userMenuLabel';

/** For users with profiles in several companies: go to another one (docs/produto.md §1 title and colour follow). */
export function CompanySwitcher() {
  const { empresa, user } = useAcesso();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const companies = user.isAdmin && companiesOf(user).length === 0 ? [] : companiesOf(user);
  const others = companies.filter((e) => e.empresaId !== empresa.empresaId);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <EmpresaIcone nome={empresa.aparencia?.icone ?? null} fontSize="small" />
      <Typography noWrap component="span" sx={{ fontWeight: 500 }}>
        {empresa.nome}
      </Typography>
    </Box>
  );
  if (others.length === 0) return <Box sx={{ mx: 1, minWidth: 0, maxWidth: { sm: 360 } }}>{label}</Box>;
  return (
    <>
      <Tooltip title={translate('app.empresa.switch')}>
        <Box
          component="button"
          type="button"
          aria-haspopup="menu"
          aria-label={`${translate('app.empresa.current', { nome: empresa.nome })}. ${translate('app.empresa.switch')}`}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            mx: 1,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            minWidth: 0,
            // one line: the name shrinks to an ellipsis, the ▾ stays beside it (the bar keeps its height); a
            // long name leaves the page title room on a wide screen
            display: 'flex',
            maxWidth: { sm: 360 },
            alignItems: 'center',
            '&:focus-visible': { outline: '2px solid currentColor' },
          }}
        >
          {label}
          <ArrowDropDownIcon fontSize="small" sx={{ ml: 0.25, flexShrink: 0 }} aria-hidden />
        </Box>
      </Tooltip>
      <MuiMenu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {companies.map((e) => (
          <MenuItem
            key={e.empresaId}
            selected={e.empresaId === empresa.empresaId}
            onClick={() => {
              setAnchor(null);
              navigate(companyPath(e.empresaId));
            }}
          >
            <ListItemIcon>
              <BusinessIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{e.nome}</ListItemText>
          </MenuItem>
        ))}
      </MuiMenu>
    </>
  );
}

const MeuPerfilItem = forwardRef<HTMLAnchorElement>(function MeuPerfilItem(_, ref) {
  const { onClose } = useUserMenu() ?? {};
  const { empresaId } = useAcesso();
  const translate = useTranslate();
  return (
    <MenuItem ref={ref} component={Link} to={companyPath(empresaId, 'usuarios/me')} onClick={onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.profile')}</ListItemText>
    </MenuItem>
  );
});

const LogoutItem = forwardRef<HTMLAnchorElement>(function LogoutItem(_, ref) {
  const translate = useTranslate();
  return (
    <MenuItem ref={ref} component={Link} to="/logout">
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.logout')}</ListItemText>
    </MenuItem>
  );
});

/** The sound switch of a phone's user menu (the bar has no room for it there). */
const AudioItem = forwardRef<HTMLLIElement>(function AudioItem(_, ref) {
  const audio = useAudioEnabled();
  const isMobile = useIsMobile();
  const translate = useTranslate();
  if (!isMobile) return null;
  return (
    <MenuItem ref={ref} role="menuitemcheckbox" aria-checked={audio} onClick={() => setAudioEnabled(!audio)}>
      <ListItemIcon>
        {audio ? <VolumeUpIcon fontSize="small" /> : <VolumeOffIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.sound')}</ListItemText>
    </MenuItem>
  );
});

function Toolbar() {
  const online = useOnline();
  const fullscreen = useFullscreen();
  const audio = useAudioEnabled();
  const isMobile = useIsMobile();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {!online && (
        <Chip
          icon={<CloudOffIcon />}
          label={isMobile ? undefined : 'Offline'}
          color="warning"
          size="small"
          sx={{ mr: 1 }}
          aria-label={translate('app.user_menu.offline')}
        />
      )}
      <AdminAppBarLink />
      <GlobalSearch />
      {!isMobile && (
        <Tooltip title={translate(fullscreen ? 'app.fullscreen.exit' : 'app.fullscreen.enter')}>
          <IconButton
            color="inherit"
            onClick={() => void toggleFullscreen()}
            aria-label={translate(fullscreen ? 'app.fullscreen.exit' : 'app.fullscreen.enter')}
          >
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        </Tooltip>
      )}
      {/* on a phone the bar keeps room for the company's name: the sound switch moves into the user menu */}
      {!isMobile && (
        <Tooltip title={translate(audio ? 'app.sound.on' : 'app.sound.off')}>
          <IconButton
            color="inherit"
            onClick={() => setAudioEnabled(!audio)}
            aria-label={translate(audio ? 'app.sound.disable' : 'app.sound.enable')}
            aria-pressed={audio}
          >
            {audio ? <VolumeUpIcon /> : <VolumeOffIcon />}
          </IconButton>
        </Tooltip>
      )}
      <AjudaButton />
      <ColorModeToggle />
      <LocaleMenu />
    </Box>
  );
}

export function AppBar() {
  const userMenuLabel = useUserMenuLabel();
  return (
    <RaAppBar
      toolbar={<Toolbar />}
      userMenu={
        <UserMenu icon={<UserMenuIcon />} label={userMenuLabel}>
          <ConvitesPendentesItem />
          <MeuPerfilItem />
          <AudioItem />
          <LogoutItem />
        </UserMenu>
      }
    >
      <CompanySwitcher />
      {/* on a phone the page's own heading says where you are; the bar keeps room for the company */}
      <TitlePortal
        variant="h6"
        // full-strength text: at 0.8 opacity the title fell under 4.5:1 on the company-colour bar (WCAG 1.4.3)
        sx={{ ml: 1, fontSize: '1rem', display: { xs: 'none', sm: 'block' } }}
      />
    </RaAppBar>
  );
}
