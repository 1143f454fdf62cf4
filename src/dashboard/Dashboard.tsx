import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { getStoredUsuario } from '../auth/session';

export const Dashboard = () => {
  // react-admin renders the dashboard only after checkAuth, so the login answer is already stored.
  const usuario = getStoredUsuario();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Vendas" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Bem-vindo, {usuario?.nomeCompleto}
        </Typography>
        {usuario && (
          <Typography variant="body1" color="text.secondary">
            {usuario.empresaPrincipal.nome}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
