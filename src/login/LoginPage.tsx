import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LoginError, login } from '../auth/login';
import { loginTexts } from '../i18n/login';
import { safeRedirect } from '../routing/paths';
import { finishHydration, isHydrating } from './hydration';

/**
 * The sign-in page. It is the first thing every user loads, so it is built from a handful of MUI parts, with no
 * router, no react-admin and no HTTP client library: those load only after sign-in (see Bootstrap). What was typed stays on a
 * failed attempt; the server's own Portuguese message is shown, and no answer at all (docs/produto.md §8's 'Network Error')
 * is said in the page's language.
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [showSenha, setShowSenha] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = loginTexts();
  const emailRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);
  // Prerendered (src/login/hydration.ts): what was typed before React took over is in the fields, not in the
  // state; it is taken in before the first paint, and a submit held by the gate is sent now.
  const [fromPrerender] = useState(isHydrating);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    if (!fromPrerender) return;
    const typedEmail = emailRef.current?.value ?? '';
    const typedSenha = senhaRef.current?.value ?? '';
    setEmail(typedEmail);
    setSenha(typedSenha);
    if (finishHydration() && typedEmail.trim() && typedSenha) void send(typedEmail, typedSenha);
  }, []);
  // screen readers and the spell checker follow <html lang>, which the app sets only after sign-in
  // and the tab's title is the app's name in that language
  useEffect(() => {
    document.documentElement.lang = t.lang;
    document.title = t.title;
  }, [t.lang, t.title]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void send(email, senha);
  };

  const send = async (email: string, senha: string) => {
    setBusy(true);
    setError(null);
    try {
      // read at submit time: the page may be shown outside any router (see Bootstrap)
      await login(
        email.trim(),
        senha,
        safeRedirect(new URLSearchParams(window.location.search).get('redirect')),
      );
    } catch (e) {
      if (e instanceof LoginError && e.status === 0) setError(t.offline);
      else setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ width: '100%', maxWidth: 380 }}
        aria-label={t.signIn}
      >
        <CardContent sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Box>
            <Typography variant="h5" component="h1">
              {t.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.subtitle}
            </Typography>
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="username"
            // hydrating, the prerendered field already has the browser's autofocus: React's would move the
            // caret out of the field being typed in
            autoFocus={!fromPrerender}
            inputRef={emailRef}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            // the labels sit above the fields from the start: the prerendered form, typed in before React runs,
            // cannot move them out of the text's way
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t.password}
            type={showSenha ? 'text' : 'password'}
            name="senha"
            autoComplete="current-password"
            inputRef={senhaRef}
            required
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showSenha ? t.hidePassword : t.showPassword}
                      onClick={() => setShowSenha((v) => !v)}
                      edge="end"
                    >
                      {showSenha ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !email.trim() || !senha}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t.signIn}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
