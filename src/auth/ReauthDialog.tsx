import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readApiError } from '../data/apiError';
import { type AreaTranslate, useAreaTranslate } from '../i18n/useAreaTranslate';
import { shellTexts } from '../shell/texts';
import { LoginError, requestLogin } from './login';
import { completeReauth, leaveReauth, type ReauthUser, registerReauthHost, useReauthState } from './reauth';

// Longest wait the button is held off for after a 429 (the server's Retry-After may say up to 15 minutes;
// the message already says how long, and a very long timer is no use to a page that may be closed first).
const MAX_LOCK_SECONDS = 15 * 60;

function messageOf(error: unknown, t: AreaTranslate): string {
  const failure = readApiError(error);
  if (failure.kind === 'network') return t('reauth_offline');
  return failure.message ?? t('reauth_failed');
}

function ReauthForm({ user }: { user: ReauthUser }) {
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useAreaTranslate('shell', shellTexts);
  // After a 429: the button waits for the server's Retry-After.
  const [lockedFor, setLockedFor] = useState<number | null>(null);

  useEffect(() => {
    if (lockedFor === null) return;
    const timer = setTimeout(() => setLockedFor(null), Math.min(lockedFor, MAX_LOCK_SECONDS) * 1000);
    return () => clearTimeout(timer);
  }, [lockedFor]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || lockedFor !== null || senha === '') return;
    setBusy(true);
    setError(null);
    try {
      completeReauth(await requestLogin(user.email, senha));
    } catch (e) {
      setError(messageOf(e, t));
      if (e instanceof LoginError && e.status === 429) setLockedFor(e.retryAfterSeconds ?? 60);
      setSenha('');
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('reauth_form')}>
      {/* no padding on top: inside the form, MUI's rule that joins a title to its content does not apply, and
          the text sat a whole blank line below the title */}
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <DialogContentText id="reauth-descricao">
          {t('reauth_text', { nome: user.nomeCompleto })}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('reauth_email')}
          name="email"
          type="email"
          value={user.email}
          autoComplete="username"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t('reauth_password')}
          name="senha"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
          fullWidth
        />
      </DialogContent>
      {/* on a phone the two do not fit side by side: "Entrar", the one the user came for, goes on top at full
          width instead of wrapping under the other at the left */}
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 2,
          gap: 1,
          justifyContent: 'space-between',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Button onClick={leaveReauth} disabled={busy}>
          {t('reauth_other')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || lockedFor !== null || senha === ''}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('reauth_submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * Signing in again over the page when the session ended (reauth.ts): mounted once at the signed-in root, it
 * asks the same user's password and lets the waiting requests go on, so the page under it (a half-filled form,
 * its scroll, its focus) never unmounts. With no onClose, Escape and clicks outside do nothing: the only ways
 * out are signing in or leaving for the login page.
 *
 * The page behind is blurred and darkened: on a shared computer the next person must not read it while the
 * dialog waits (MUI also hides it from assistive technology and keeps the focus inside the dialog).
 */
export function ReauthDialog() {
  const { open, user } = useReauthState();
  const t = useAreaTranslate('shell', shellTexts);
  // Still shown while the dialog fades out after closing.
  const shown = useRef(user);
  if (user) shown.current = user;
  // A layout effect: registered before any page's effects ask react-admin's checkAuth.
  useLayoutEffect(() => registerReauthHost(), []);
  return (
    <Dialog
      open={open && user !== null}
      aria-labelledby="reauth-titulo"
      aria-describedby="reauth-descricao"
      maxWidth="xs"
      fullWidth
      slotProps={{
        backdrop: {
          'data-testid': 'reauth-backdrop',
          sx: { backdropFilter: 'blur(16px)', backgroundColor: 'rgba(0, 0, 0, 0.6)' },
        } as object,
      }}
    >
      <DialogTitle id="reauth-titulo">{t('reauth_title')}</DialogTitle>
      {shown.current && <ReauthForm user={shown.current} />}
    </Dialog>
  );
}
