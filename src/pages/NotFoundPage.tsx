import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { appEn } from '../i18n/app.en';
import { appPtBr } from '../i18n/app.pt-br';
import { useAreaTranslate } from '../i18n/useAreaTranslate';

// app.page's texts: drawn inside react-admin or before it (a company the user has no role in)
const PAGE_TEXTS = { pt: appPtBr.app.page, en: appEn.app.page };

/** docs/produto.md §2's not-found page: a company the user has no role in, or a path that exists nowhere. */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  const t = useAreaTranslate('page', PAGE_TEXTS);
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 56, mb: 1 }} color="disabled" aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('not_found')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('not_found_message')}
        </Typography>
        <Button variant="contained" component={Link} to={home}>
          {t('go_home')}
        </Button>
      </Box>
    </Box>
  );
}
