import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { isAppLocale, setStoredLocale } from './i18nProvider';

/**
 * The language menu for the app bar: Português or English, the choice remembered in localStorage.
 *
 * @example
 * <AppBar toolbar={<><LocaleMenu /><ToggleThemeButton /></>} />
 */
export const LocaleMenu = () => {
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('app.locale.label');
  const open = anchor !== null;

  const choose = (next: string) => {
    setAnchor(null);
    if (!isAppLocale(next)) return;
    // Stored here as well as by the i18nProvider, so the choice survives even if the change of language fails.
    setStoredLocale(next);
    setLocale(next);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {locales.map((item) => (
          <MenuItem
            key={item.locale}
            role="menuitemradio"
            aria-checked={item.locale === locale}
            selected={item.locale === locale}
            lang={item.locale === 'en' ? 'en' : 'pt-BR'}
            onClick={() => choose(item.locale)}
          >
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
