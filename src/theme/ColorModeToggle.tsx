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
import { COLOR_MODES, type ColorMode, useColorMode } from './colorMode';

export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  light: 'Claro',
  dark: 'Escuro',
  system: 'Sistema',
};

const ICONS: Record<ColorMode, ComponentType> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** The app bar's colour mode button: its icon shows the current choice, its menu offers the three. */
export function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = ICONS[mode];
  const choose = (next: ColorMode) => {
    setMode(next);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title="Modo de cor">
        <IconButton
          color="inherit"
          aria-label={`Modo de cor: ${COLOR_MODE_LABELS[mode]}`}
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
              <ListItemText>{COLOR_MODE_LABELS[option]}</ListItemText>
              {selected && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
