import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ComponentType, type MouseEvent, useId, useState } from 'react';
import { appPtBr } from '../i18n/app.pt-br';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { COLOR_MODES, type ColorMode, useColorMode } from './colorMode';

const THEME_TEXTS = { pt: appPtBr.app.theme };

const ICONS: Record<ColorMode, ComponentType> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** The app bar's colour mode button: its icon shows the current choice, its menu offers the three. */
export function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = useAreaTranslate('theme', THEME_TEXTS);
  const menuId = useId();
  const Icon = ICONS[mode];
  const choose = (next: ColorMode) => {
    setMode(next);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title={t('mode')}>
        <IconButton
          color="inherit"
          aria-label={t('mode_current', { modo: t(mode) })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COLOR_MODES.map((option) => {
          const OptionIcon = ICONS[option];
          const selected = option === mode;
          return (
            <MenuItem
              key={option}
              selected={selected}
              role="menuitemradio"
              aria-checked={selected}
              onClick={() => choose(option)}
            >
              <ListItemIcon>
                <OptionIcon />
              </ListItemIcon>
              <ListItemText>{t(option)}</ListItemText>
              {selected && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
