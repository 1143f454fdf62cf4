import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ConviteActions, useResponderConvite } from '../session/Convites';
import type { SessionUser } from '../session/types';

/**
 * A user with no company to enter yet: their pending invitations, to accept or refuse. Once one is accepted
 * the session user reloads and the router takes them in.
 */
export function SemEmpresaPage({ user }: { user: SessionUser }) {
  const responder = useResponderConvite();
  const pendentes = user.perfis.filter((p) => !p.aceito && p.ativo);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ maxWidth: 520, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Olá, {user.nomeCompleto}
        </Typography>
        {pendentes.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Você ainda não tem acesso a nenhuma empresa. Peça a um administrador da sua empresa que envie um
            convite.
          </Typography>
        ) : (
          <Stack spacing={2} sx={{ mb: 2 }}>
            <Typography color="text.secondary">Você tem convites pendentes:</Typography>
            {pendentes.map((p) => (
              <Card key={p.perfilId}>
                <CardContent>
                  <Typography variant="h6">{p.empresa.nome}</Typography>
                  <Typography color="text.secondary">Papel: {p.papelNome}</Typography>
                </CardContent>
                <CardActions>
                  <ConviteActions perfilId={p.perfilId} responder={responder} />
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
        <Button component={Link} to="/logout">
          Sair
        </Button>
      </Box>
    </Box>
  );
}
