import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpPath, helpTopicFor } from './paths';

/** The help of the page at `pathname`: its topic, or the help index when no topic documents it. */
export function helpHrefFor(pathname: string): string {
  const empresa = /^\/e\/(\d+)(?:\/|$)/.exec(pathname);
  const empresaId = empresa ? Number(empresa[1]) : null;
  return helpPath(empresaId, helpTopicFor(pathname)?.slug);
}

/**
 * The app bar's "?": opens the help of the page on screen (src/help/topics.ts, matched by route), and F1 does the
 * same from anywhere on the page (the browser's own F1 help is held back).
 */
export function AjudaButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = helpHrefFor(pathname);
  const translate = useTranslate();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F1' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      navigate(href);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [href, navigate]);

  return (
    <Tooltip title={translate('app.app_bar.help_tooltip')}>
      <IconButton
        color="inherit"
        aria-label={translate('app.app_bar.help')}
        aria-keyshortcuts="F1"
        onClick={() => navigate(href)}
      >
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}
