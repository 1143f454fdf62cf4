import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { PAGES } from '../company/pages';

/** The company home: who you are here and the pages your role opens. */
export function Dashboard() {
  const { user, empresa, papel, can } = useAcesso();
  const atalhos = PAGES.filter((p) => p.menu !== false && p.group !== 'ajuda' && can(p.permissao));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Painel" />
      <Typography variant="h4" component="h1" gutterBottom>
        Bem-vindo, {user.nomeCompleto}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {empresa.nome}
        {papel ? ` · ${papel.nome}` : user.isAdmin ? ' · Administrador da plataforma' : ''}
      </Typography>
      <Grid container spacing={2}>
        {atalhos.map((p) => (
          <Grid key={p.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card>
              <CardActionArea component={Link} to={p.path}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <p.icon color="primary" />
                  <Typography>{p.label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
