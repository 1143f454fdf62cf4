import { Box, CircularProgress } from '@mui/material';

/**
 * FullScreenSpinner's look for the first chunk (Bootstrap, before the signed-in app loads), without the router
 * and react-admin's translator that lazyPage.tsx brings: the login page's JavaScript stays small. The label in
 * the remembered language, as the login page reads it (src/i18n/login.ts).
 */
export function BootSpinner() {
  let english = false;
  try {
    english = globalThis.localStorage?.getItem('locale') === 'en';
  } catch {
    // storage refused: pt-BR
  }
  return <SpinnerScreen label={english ? 'Loading' : 'Carregando'} />;
}

/** A spinner over the whole screen, named for screen readers: the first load's, before any shell exists. */
export function SpinnerScreen({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress />
    </Box>
  );
}
