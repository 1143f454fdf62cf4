import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { shellTexts } from '../shell/texts';

/**
 * A page whose content is on its way: says what will be here and that nothing is broken, instead of a
 * blank screen.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const t = useAreaTranslate('shell', shellTexts);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{children ?? t('under_construction')}</Typography>
      </Paper>
    </Box>
  );
}
