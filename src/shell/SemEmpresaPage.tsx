import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../core/session/types';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { ConviteActions, useResponderConvite } from '../session/Convites';
import { shellTexts } from './texts';

/**
 * A user with no company to enter yet: their pending invitations, to accept or refuse. Once one is accepted
 * the session user reloads and the router takes them in.
 */
export function SemEmpresaPage({ user }: { user: SessionUser }) {
  const responder = useResponderConvite();
  const pendentes = user.perfis.filter((p) => !p.aceito && p.ativo);
  const t = useAreaTranslate('shell', shellTexts);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ maxWidth: 520, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('hello', { nome: user.nomeCompleto })}
        </Typography>
        {pendentes.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('no_company')}
          </Typography>
        ) : (
          <Stack spacing={2} sx={{ mb: 2 }}>
            <Typography color="text.secondary">{t('pending_invites')}</Typography>
            {pendentes.map((p) => (
              <Card key={p.perfilId}>
                <CardContent>
                  <Typography variant="h6">{p.empresa.nome}</Typography>
                  <Typography color="text.secondary">{t('role', { papel: p.papelNome })}</Typography>
                </CardContent>
                <CardActions>
                  <ConviteActions perfilId={p.perfilId} responder={responder} />
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
        <Button component={Link} to="/logout">
          {t('logout')}
        </Button>
      </Box>
    </Box>
  );
}
