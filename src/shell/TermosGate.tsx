import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../core/session/types';
import { http } from '../data/http';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { SESSION_USER_KEY } from '../session/useSessionUser';
import { shellTexts } from './texts';

export const needsTermos = (user: SessionUser) => (user.aceiteTermos?.versao ?? 0) < user.versaoTermos;

/**
 * A blocking dialog at sign-in while a newer version of the terms of use waits for acceptance: the app
 * behind it stays out of reach until the user accepts (or leaves).
 */
export function TermosGate({ user, children }: { user: SessionUser; children: ReactNode }) {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: async () => (await http.post<SessionUser>('/usuarios/me/aceitar-termos')).data,
    onSuccess: (data) => client.setQueryData(SESSION_USER_KEY, data),
  });
  const t = useAreaTranslate('shell', shellTexts);
  if (!needsTermos(user)) return children;
  return (
    <Dialog open aria-labelledby="termos-titulo">
      <DialogTitle id="termos-titulo">{t('terms_title', { versao: user.versaoTermos })}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <p>{t('terms_body')}</p>
          <p>{t('terms_record')}</p>
        </DialogContentText>
        {accept.isError && <DialogContentText color="error">{t('terms_error')}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/logout" color="inherit">
          {t('logout')}
        </Button>
        <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending} autoFocus>
          {t('terms_accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
