import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** SPEC §2's not-found page: a company the user has no role in, or a path that exists nowhere. */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 56, mb: 1 }} color="disabled" aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          Página não encontrada
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          O endereço não existe ou você não tem acesso a ele.
        </Typography>
        <Button variant="contained" component={Link} to={home}>
          Ir para o início
        </Button>
      </Box>
    </Box>
  );
}
